import FlyingFox
import FlyingSocks
import Foundation

/// The preview's HTTP server (FlyingFox) on one address: loopback unless another host is asked for.
struct PreviewServer: Sendable {
    /// Why the server did not start.
    enum StartError: Error, Equatable, CustomStringConvertible {
        case portInUse(host: String, port: UInt16)
        case badHost(String)
        case cannotListen(host: String, port: UInt16, reason: String)

        var description: String {
            switch self {
            case .portInUse(let host, let port):
                return "port \(port) is in use on \(host): stop what is listening there or choose another with --port N"
            case .badHost(let host):
                return "--host '\(host)' is not an IPv4 or IPv6 address (e.g. 127.0.0.1, 0.0.0.0, ::1)"
            case .cannotListen(let host, let port, let reason):
                return "cannot listen on \(host) port \(port): \(reason)"
            }
        }
    }

    let server: HTTPServer
    let host: String

    init(host: String, port: UInt16, routes: @escaping @Sendable (HTTPRequest) async -> HTTPResponse) throws(StartError)
    {
        let address: any SocketAddress
        do {
            address =
                host.contains(":")
                ? try sockaddr_in6.inet6(ip6: host, port: port) : try sockaddr_in.inet(ip4: host, port: port)
        } catch {
            throw .badHost(host)
        }
        // No request timeout below an hour: the page's WebSocket stays open between saves.
        server = HTTPServer(
            config: HTTPServer.Configuration(address: address, timeout: 3_600, logger: .disabled),
            handler: ClosureHTTPHandler(routes))
        self.host = host
    }

    /// Starts listening and returns the port (the one given, or the one the system chose for 0);
    /// the server then runs until `stop()`.
    func start(port: UInt16) async throws -> UInt16 {
        let failure = Failure()
        Task { do { try await server.run() } catch { await failure.set(error) } }
        // FlyingFox reports listening, but not a failed bind, to its waiters: poll for both.
        for _ in 0..<1_000 {
            if await server.isListening { break }
            if let error = await failure.error { throw Self.startError(error, host: host, port: port) }
            try await Task.sleep(for: .milliseconds(10))
        }
        switch await server.listeningAddress {
        case .ip4(_, let bound)?, .ip6(_, let bound)?: return bound
        default:
            throw StartError.cannotListen(
                host: host, port: port, reason: "the server did not start listening within 10 s")
        }
    }

    func stop() async {
        await server.stop(timeout: 1)
    }

    private actor Failure {
        var error: (any Error)?
        func set(_ error: any Error) { self.error = error }
    }

    static func startError(_ error: any Error, host: String, port: UInt16) -> StartError {
        if case SocketError.failed(_, let number, let message) = error {
            if number == EADDRINUSE { return .portInUse(host: host, port: port) }
            return .cannotListen(host: host, port: port, reason: message)
        }
        return .cannotListen(host: host, port: port, reason: "\(error)")
    }
}
