import FlyingFox
import Foundation

/// A started preview: the server, the session it serves and the watcher that refreshes it.
final class RunningPreview: Sendable {
    let server: PreviewServer
    let session: PreviewSession
    let token: AccessToken
    let port: UInt16
    let host: String
    private let watcher: Task<Void, Never>?

    /// The address to open, with the token the page sends on accept.
    var url: String {
        let shown = host.contains(":") ? "[\(host)]" : host
        return "http://\(shown):\(port)/?token=\(token.value)"
    }

    /// Starts serving `source`: renders go below `work`, failure artefacts come from `snapshots`.
    static func start(
        source: PreviewSource, work: URL, host: String, port: UInt16,
        snapshots: (artifacts: URL, packageRoot: URL)?, token: AccessToken = .random()
    ) async throws -> RunningPreview {
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let hub = UpdateHub()
        let session = PreviewSession(source: source, work: work, hub: hub)
        let box = RoutesBox()
        let server = try PreviewServer(host: host, port: port) { request in await box.respond(to: request) }
        let bound = try await server.start(port: port)
        let routes = PreviewRoutes(
            session: session, guardian: RequestGuard(token: token, host: host, port: bound),
            images: ServedFolder(work),
            snapshots: snapshots.map { (ServedFolder($0.artifacts), $0.packageRoot) },
            events: WebSocketHTTPHandler(handler: MessageFrameWSHandler(handler: hub.handler)))
        await box.set { await routes.respond(to: $0) }
        // A package builds in the background (the page shows "building"); a tree is read at once.
        if case .package = source { Task { await session.refresh() } } else { await session.refresh() }
        let watcher = source.watched.map { target in
            Task { await FileWatcher(target: target).watch { await session.refresh() } }
        }
        return RunningPreview(server: server, session: session, token: token, port: bound, host: host, watcher: watcher)
    }

    private init(
        server: PreviewServer, session: PreviewSession, token: AccessToken, port: UInt16, host: String,
        watcher: Task<Void, Never>?
    ) {
        self.server = server
        self.session = session
        self.token = token
        self.port = port
        self.host = host
        self.watcher = watcher
    }

    func stop() async {
        watcher?.cancel()
        await server.stop()
    }
}

/// The routes, set once the port is known (the Host check needs it); 503 until then.
/// `vignette preview` and `vignette review` both answer through one.
actor RoutesBox {
    private var routes: (@Sendable (HTTPRequest) async -> HTTPResponse)?

    func set(_ routes: @escaping @Sendable (HTTPRequest) async -> HTTPResponse) { self.routes = routes }

    func respond(to request: HTTPRequest) async -> HTTPResponse {
        guard let routes else { return PreviewRoutes.text(.serviceUnavailable, "starting") }
        return await routes(request)
    }
}
