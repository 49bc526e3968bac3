import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The tests' HTTP client against a server that never answers: the one test fails, with the
/// request it waited for, after the timeout, instead of holding a shared task thread for ever.
@Suite struct RawHTTPTests {
    @Test func aServerThatNeverAnswersFailsTheRequestAfterTheTimeout() async throws {
        // A socket that listens and never accepts: the kernel completes the connection, nobody reads.
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        try #require(listener >= 0)
        defer { close(listener) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, length) == 0 && getsockname(listener, $0, &length) == 0
            }
        }
        try #require(bound && listen(listener, 4) == 0)
        let port = UInt16(bigEndian: address.sin_port)

        // The answer comes back through a continuation, which itself waits for a shared task thread:
        // under the whole suite that can take longer than the timeout, so only the message is pinned.
        await #expect {
            try await RawHTTP.send(port: port, target: "/api/grid", timeout: 1)
        } throws: { error in
            "\(error)" == "GET /api/grid on 127.0.0.1:\(port): no answer within 1 s (0 bytes came); the server is stuck"
        }
    }
}
