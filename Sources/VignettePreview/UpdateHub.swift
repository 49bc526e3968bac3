import FlyingFox
import Foundation
import VignetteCLI
import VignetteTool

/// The pages connected on `/events` (WebSocket): each gets every update as a JSON text message.
/// Publishing is synchronous and ordered (a lock, not an actor), so the pictures a render writes
/// reach the pages in the order they were written, as each is written.
final class UpdateHub: @unchecked Sendable {
    private let lock = NSLock()
    private var clients: [UUID: AsyncStream<WSMessage>.Continuation] = [:]
    /// The server's clock, which events are stamped with.
    private let started = ContinuousClock.now

    /// Sends `event` to every connected page, stamped with the server's clock.
    func publish(_ event: PreviewEvent) {
        var stamped = event
        let elapsed = ContinuousClock.now - started
        stamped.ms = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
        guard let data = try? JSONEncoder().encode(stamped), let text = String(data: data, encoding: .utf8) else {
            return
        }
        for client in lock.withLock({ Array(clients.values) }) { client.yield(.text(text)) }
    }

    func add(_ id: UUID, _ continuation: AsyncStream<WSMessage>.Continuation) {
        lock.withLock { clients[id] = continuation }
    }
    fileprivate func remove(_ id: UUID) { lock.withLock { clients[id] = nil } }

    /// The WebSocket handler that registers each page with this hub until it disconnects.
    var handler: some WSMessageHandler { Connection(hub: self) }

    private struct Connection: WSMessageHandler {
        let hub: UpdateHub

        func makeMessages(for client: AsyncStream<WSMessage>) async throws -> AsyncStream<WSMessage> {
            let id = UUID()
            let (stream, continuation) = AsyncStream<WSMessage>.makeStream()
            hub.add(id, continuation)
            // The page sends nothing; when its stream ends the page has gone.
            Task {
                for await _ in client {}
                hub.remove(id)
                continuation.finish()
            }
            continuation.yield(.text(#"{"kind":"hello"}"#))
            return stream
        }
    }
}

/// What the page is told: a change was seen, a build started or failed, a new version is in place,
/// one picture of a grid was written (`image`, with the grid's settings `key`), a grid is complete
/// (`rendered`), the time slider's marks are known (`marks`).
struct PreviewEvent: Codable, Sendable, Equatable {
    enum Kind: String, Codable, Sendable { case hello, changed, building, updated, failed, image, rendered, marks }
    var kind: Kind
    var version: Int
    var key: String?
    var image: GridImage?
    var marks: DayMarks?
    /// Milliseconds on the server's clock when it was sent (the benchmark's breakdown).
    var ms: Double?

    init(kind: Kind, version: Int, key: String? = nil, image: GridImage? = nil, marks: DayMarks? = nil) {
        self.kind = kind
        self.version = version
        self.key = key
        self.image = image
        self.marks = marks
    }
}
