import Foundation

/// The random token `vignette preview` prints in its URL. Every request that changes files
/// (accept) must carry it in the `X-Vignette-Token` header or the JSON body's `token`, and come
/// from the page itself: a cookie alone is never enough, and a cross-site request is refused.
struct AccessToken: Sendable, Equatable {
    let value: String

    /// 32 random bytes as hex, from the system's generator.
    static func random() -> AccessToken {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<32).map { _ in UInt8.random(in: 0...255, using: &generator) }
        return AccessToken(value: bytes.map { String(format: "%02x", $0) }.joined())
    }

    /// Whether `given` is this token, compared in time that does not depend on where they differ.
    func matches(_ given: String?) -> Bool {
        guard let given else { return false }
        let a = Array(value.utf8), b = Array(given.utf8)
        guard a.count == b.count else { return false }
        return zip(a, b).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
    }
}

/// Why a state-changing request was refused (403).
enum RequestRefusal: Error, Equatable, CustomStringConvertible {
    case crossSite(String), missingToken, wrongToken, wrongHost(String)

    var description: String {
        switch self {
        case .crossSite(let why): return "cross-site request refused (\(why))"
        case .missingToken: return "the request has no token: send the one printed at start in X-Vignette-Token"
        case .wrongToken: return "the token does not match the one printed at start"
        case .wrongHost(let host): return "Host '\(host)' is not this server's (a DNS rebinding page?)"
        }
    }
}

/// The checks on requests: the Host header names this server (against DNS rebinding), and a
/// state-changing request is same-origin and carries the token.
struct RequestGuard: Sendable {
    let token: AccessToken
    /// `host:port` forms the server answers to: 127.0.0.1, localhost and `--host`.
    let allowedHosts: Set<String>

    init(token: AccessToken, host: String, port: UInt16) {
        self.token = token
        var hosts: Set<String> = ["127.0.0.1:\(port)", "localhost:\(port)", "[::1]:\(port)"]
        hosts.insert(host.contains(":") && !host.hasPrefix("[") ? "[\(host)]:\(port)" : "\(host):\(port)")
        allowedHosts = hosts
    }

    /// A request of any kind must name this server in its Host header.
    func checkHost(_ host: String?) throws(RequestRefusal) {
        guard let host, allowedHosts.contains(host.lowercased()) else { throw .wrongHost(host ?? "") }
    }

    /// A state-changing request: same origin (Sec-Fetch-Site and Origin), then the token from
    /// the header or the body.
    func checkChange(
        host: String?, origin: String?, fetchSite: String?, headerToken: String?, bodyToken: String?
    ) throws(RequestRefusal) {
        try checkHost(host)
        if let fetchSite, fetchSite != "same-origin" { throw .crossSite("Sec-Fetch-Site: \(fetchSite)") }
        if let origin, origin != "http://\(host ?? "")" { throw .crossSite("Origin: \(origin)") }
        let given = headerToken ?? bodyToken
        guard let given, !given.isEmpty else { throw .missingToken }
        guard token.matches(given) else { throw .wrongToken }
    }
}
