import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A bare HTTP/1.1 client over a socket: sends the request line exactly as written (no client
/// normalises `..` or `%2e` away) and reads the answer until the server closes.
///
/// The socket's blocking calls run on a thread of their own, never on Swift's shared task
/// threads (two on a 2-core machine: one stuck call there would stall every other test), and
/// each send and receive gives up after `timeout`, failing that test with what it waited for.
/// The default is generous: under the whole suite on 2 cores the server's own render waits for
/// those shared threads too, and a first grid took over 30 s there.
enum RawHTTP {
    /// A server that did not answer in time, or a socket that failed.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    struct Response {
        var status: Int
        var headers: [String: String]
        var body: Data
        var text: String { String(decoding: body, as: UTF8.self) }
    }

    static func send(
        port: UInt16, method: String = "GET", target: String, headers: [String: String] = [:],
        body: Data = Data(), timeout seconds: Int = 300
    ) async throws -> Response {
        try await withCheckedThrowingContinuation { (answer: CheckedContinuation<Response, Error>) in
            Thread {
                answer.resume(
                    with: Result {
                        try sendBlocking(
                            port: port, method: method, target: target, headers: headers, body: body, timeout: seconds)
                    })
            }.start()
        }
    }

    private static func sendBlocking(
        port: UInt16, method: String, target: String, headers: [String: String],
        body: Data, timeout seconds: Int
    ) throws -> Response {
        let request = "\(method) \(target) on 127.0.0.1:\(port)"
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw Failure(description: "\(request): no socket (errno \(errno))") }
        defer { close(socket) }
        // Connecting, sending and each receive give up after the timeout (EAGAIN) instead of blocking.
        var limit = timeval(tv_sec: seconds, tv_usec: 0)
        for option in [SO_RCVTIMEO, SO_SNDTIMEO] {
            setsockopt(socket, SOL_SOCKET, option, &limit, socklen_t(MemoryLayout<timeval>.size))
        }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { throw Failure(description: "\(request): cannot connect (errno \(errno))") }
        var all = ["Host": "127.0.0.1:\(port)", "Connection": "close", "Content-Length": "\(body.count)"]
        all.merge(headers) { $1 }
        var message = Data("\(method) \(target) HTTP/1.1\r\n".utf8)
        for (name, value) in all.sorted(by: { $0.key < $1.key }) { message += Data("\(name): \(value)\r\n".utf8) }
        message += Data("\r\n".utf8) + body
        let sent = message.withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, 0) }
        guard sent == message.count else {
            throw Failure(
                description:
                    "\(request): the server took \(max(sent, 0)) of \(message.count) bytes of the request in \(seconds) s"
            )
        }
        var received = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = recv(socket, &buffer, buffer.count, 0)
            if count < 0, errno == EAGAIN || errno == EWOULDBLOCK {
                throw Failure(
                    description:
                        "\(request): no answer within \(seconds) s (\(received.count) bytes came); the server is stuck")
            }
            if count <= 0 { break }
            received += buffer[0..<count]
        }
        guard let end = received.range(of: Data("\r\n\r\n".utf8)) else {
            throw Failure(
                description:
                    "\(request): the answer has no header end: \(String(decoding: received.prefix(200), as: UTF8.self))"
            )
        }
        let head = String(decoding: received[..<end.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        let status = Int(head.first?.split(separator: " ").dropFirst().first ?? "") ?? 0
        var fields: [String: String] = [:]
        for line in head.dropFirst() {
            let parts = line.split(separator: ":", maxSplits: 1)
            if parts.count == 2 { fields[parts[0].lowercased()] = parts[1].trimmingCharacters(in: .whitespaces) }
        }
        return Response(status: status, headers: fields, body: received[end.upperBound...])
    }
}
