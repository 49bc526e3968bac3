import Testing
@testable import VignettePreview

/// Accept needs the token (header or body) and the page's own origin; every request names this server.
@Suite struct RequestGuardTests {
    let token = AccessToken(value: String(repeating: "ab", count: 32))
    var guardian: RequestGuard { RequestGuard(token: token, host: "127.0.0.1", port: 8765) }

    private func change(
        host: String? = "127.0.0.1:8765", origin: String? = "http://127.0.0.1:8765",
        site: String? = "same-origin", header: String? = nil, body: String? = nil
    ) -> RequestRefusal? {
        do {
            try guardian.checkChange(host: host, origin: origin, fetchSite: site, headerToken: header, bodyToken: body)
            return nil
        } catch { return error }
    }

    @Test func theTokenInTheHeaderOrTheBodyIsAccepted() {
        #expect(change(header: token.value) == nil)
        #expect(change(body: token.value) == nil)
        // A client that sends neither Origin nor Sec-Fetch-Site (curl, a script) only needs the token.
        #expect(change(origin: nil, site: nil, header: token.value) == nil)
    }

    @Test func aMissingOrWrongTokenIsRefused() {
        #expect(change() == .missingToken)
        #expect(change(header: "") == .missingToken)
        #expect(change(header: String(repeating: "ab", count: 31) + "ac") == .wrongToken)
        #expect(change(body: "short") == .wrongToken)
    }

    @Test func crossSiteRequestsAreRefusedEvenWithTheToken() {
        #expect(change(site: "cross-site", header: token.value) == .crossSite("Sec-Fetch-Site: cross-site"))
        #expect(change(site: "same-site", header: token.value) == .crossSite("Sec-Fetch-Site: same-site"))
        #expect(
            change(origin: "http://evil.example", site: nil, header: token.value)
                == .crossSite("Origin: http://evil.example"))
        #expect(
            change(origin: "http://127.0.0.1:9999", header: token.value) == .crossSite("Origin: http://127.0.0.1:9999"))
    }

    @Test func anotherHostIsRefused() {
        // A DNS-rebinding page reaches 127.0.0.1 under its own name.
        #expect(change(host: "evil.example:8765", header: token.value) == .wrongHost("evil.example:8765"))
        #expect(throws: RequestRefusal.wrongHost("")) { try guardian.checkHost(nil) }
        #expect(throws: Never.self) { try guardian.checkHost("localhost:8765") }
        #expect(RequestGuard(token: token, host: "::1", port: 80).allowedHosts.contains("[::1]:80"))
    }

    @Test func randomTokensAreLongAndDiffer() {
        let a = AccessToken.random(), b = AccessToken.random()
        #expect(a.value.count == 64 && a.value.allSatisfy(\.isHexDigit))
        #expect(a != b)
    }
}
