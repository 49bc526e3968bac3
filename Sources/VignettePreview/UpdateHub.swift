import FlyingFox
import Foundation

/// The pages connected on `/events` (WebSocket): each gets every update as a JSON text message.
actor UpdateHub {
    private var clients: [UUID: AsyncStream<WSMessage>.Continuation] = [:]

    /// Sends `event` to every connected page.
    func publish(_ event: PreviewEvent) {
        guard let data = try? JSONEncoder().encode(event), let text = String(data: data, encoding: .utf8) else { return }
        for client in clients.values { client.yield(.text(text)) }
    }

    fileprivate func add(_ id: UUID, _ continuation: AsyncStream<WSMessage>.Continuation) { clients[id] = continuation }
    fileprivate func remove(_ id: UUID) { clients[id] = nil }

    /// The WebSocket handler that registers each page with this hub until it disconnects.
    nonisolated var handler: some WSMessageHandler { Connection(hub: self) }

    private struct Connection: WSMessageHandler {
        let hub: UpdateHub

        func makeMessages(for client: AsyncStream<WSMessage>) async throws -> AsyncStream<WSMessage> {
            let id = UUID()
            let (stream, continuation) = AsyncStream<WSMessage>.makeStream()
            await hub.add(id, continuation)
            // The page sends nothing; when its stream ends the page has gone.
            Task {
                for await _ in client {}
                await hub.remove(id)
                continuation.finish()
            }
            continuation.yield(.text(#"{"kind":"hello"}"#))
            return stream
        }
    }
}

/// What the page is told: the source changed (a new version to fetch), a build started or failed.
struct PreviewEvent: Codable, Sendable, Equatable {
    enum Kind: String, Codable, Sendable { case hello, building, updated, failed }
    var kind: Kind
    var version: Int
}
