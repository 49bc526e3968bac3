import FlyingFox
import Foundation
import Vignette
import VignetteSnapshots

/// Answers the page's requests. FlyingFox parses HTTP; this decides what each request gets:
///
/// - `GET /` the page; `GET /api/grid?…` the grid for the pickers' settings (JSON);
/// - `GET /images/…` renders and lint pictures, `GET /snapshots/…` failure artefacts (path-checked);
/// - `GET /api/snapshots` the failed snapshots; `POST /api/accept` writes one reference (token, same origin);
/// - `GET /events` the WebSocket the updates come through.
struct PreviewRoutes: Sendable {
    let session: PreviewSession
    let guardian: RequestGuard
    let images: ServedFolder
    /// The failure artefacts (`--snapshots`) and the package whose `Snapshots/` they belong to.
    let snapshots: (artifacts: ServedFolder, packageRoot: URL)?
    let events: WebSocketHTTPHandler

    func respond(to request: HTTPRequest) async -> HTTPResponse {
        do {
            try guardian.checkHost(request.headers[.host])
        } catch {
            return Self.text(.forbidden, "\(error)")
        }
        let path = request.target.path()
        switch (request.method, path) {
        case (.GET, "/"), (.GET, "/index.html"):
            return HTTPResponse(
                statusCode: .ok, headers: Self.noStore(["Content-Type": "text/html; charset=utf-8"]),
                body: Data(PreviewPage.html.utf8))
        case (.GET, "/events"):
            // Browsers let any page open a WebSocket anywhere: only the page's own origin may listen.
            if let origin = request.headers[HTTPHeader("Origin")], origin != "http://\(request.headers[.host] ?? "")" {
                return Self.text(.forbidden, "\(RequestRefusal.crossSite("Origin: \(origin)"))")
            }
            return (try? await events.handleRequest(request)) ?? Self.text(.badRequest, "expected a WebSocket upgrade")
        case (.GET, "/api/grid"):
            return await grid(request)
        case (.GET, "/api/options"):
            return Self.json(.ok, PreviewOptions())
        case (.GET, "/api/snapshots"):
            guard let snapshots else { return Self.json(.ok, [FailedSnapshotRow]()) }
            return Self.json(.ok, FailedSnapshot.load(artifacts: snapshots.artifacts.root).map(FailedSnapshotRow.init))
        case (.POST, "/api/accept"):
            return await accept(request)
        case (.GET, _) where path.hasPrefix("/images/"):
            return Self.file(in: images, path: String(path.dropFirst("/images/".count)))
        case (.GET, _) where path.hasPrefix("/snapshots/"):
            guard let snapshots else { return Self.text(.notFound, "\(PreviewError.noSnapshotsFolder)") }
            return Self.file(in: snapshots.artifacts, path: String(path.dropFirst("/snapshots/".count)))
        case (_, "/api/accept"), (_, "/api/grid"), (_, "/api/snapshots"), (_, "/"):
            return Self.text(.methodNotAllowed, "\(request.method.rawValue) is not allowed on \(path)")
        default:
            return Self.text(.notFound, "no page \(path)")
        }
    }

    private func grid(_ request: HTTPRequest) async -> HTTPResponse {
        let query = Dictionary(request.query.map { ($0.name, $0.value) }, uniquingKeysWith: { $1 })
        do {
            let settings = try PreviewSettings(query: query)
            return Self.json(.ok, await session.grid(settings, lint: query["lint"] == "1"))
        } catch {
            return Self.text(.badRequest, "\(error)")
        }
    }

    private func accept(_ request: HTTPRequest) async -> HTTPResponse {
        let fields: [String: Any]
        switch await PreviewRoutes.changeFields(request, guardian: guardian) {
        case .success(let read): fields = read
        case .failure(let refusal): return refusal.response
        }
        guard let snapshots else { return Self.text(.notFound, "\(PreviewError.noSnapshotsFolder)") }
        let id = fields["id"] as? String ?? ""
        guard let failed = FailedSnapshot.load(artifacts: snapshots.artifacts.root).first(where: { $0.id == id }) else {
            return Self.text(.notFound, "\(PreviewError.unknownSnapshot(id))")
        }
        do {
            let written = try failed.accept(artifacts: snapshots.artifacts.root, packageRoot: snapshots.packageRoot)
            return Self.json(.ok, ["written": written.path])
        } catch {
            return Self.text(.internalServerError, "\(error)")
        }
    }

    /// A file below `folder`, or 403 for a path that tries to leave it (404 when absent).
    static func file(in folder: ServedFolder, path: String) -> HTTPResponse {
        do {
            let url = try folder.file(at: path)
            let data = try Data(contentsOf: url)
            let type =
                url.pathExtension == "png"
                ? "image/png" : url.pathExtension == "json" ? "application/json" : "text/plain"
            return HTTPResponse(statusCode: .ok, headers: noStore(["Content-Type": type]), body: data)
        } catch let refusal as ServedFolder.Refusal {
            if case .missing = refusal { return text(.notFound, "\(refusal)") }
            return text(.forbidden, "\(refusal)")
        } catch {
            return text(.notFound, "\(error)")
        }
    }

    /// A change request refused by the guard, as its 403 response.
    struct Refusal: Error {
        let response: HTTPResponse
    }

    /// The JSON fields of a change request (accept) once `guardian` allows it: same origin and the token,
    /// in the header or the body. One check for the preview's and the review's accept.
    static func changeFields(_ request: HTTPRequest, guardian: RequestGuard) async -> Result<[String: Any], Refusal> {
        let body = (try? await request.bodyData) ?? Data()
        let fields = (try? JSONSerialization.jsonObject(with: body) as? [String: Any]) ?? [:]
        do {
            try guardian.checkChange(
                host: request.headers[.host], origin: request.headers[HTTPHeader("Origin")],
                fetchSite: request.headers[HTTPHeader("Sec-Fetch-Site")],
                headerToken: request.headers[HTTPHeader("X-Vignette-Token")],
                bodyToken: fields["token"] as? String)
            return .success(fields)
        } catch {
            return .failure(Refusal(response: text(.forbidden, "\(error)")))
        }
    }

    static func text(_ status: HTTPStatusCode, _ message: String) -> HTTPResponse {
        HTTPResponse(
            statusCode: status, headers: noStore(["Content-Type": "text/plain; charset=utf-8"]),
            body: Data((message + "\n").utf8))
    }

    static func json(_ status: HTTPStatusCode, _ value: some Encodable) -> HTTPResponse {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
        return HTTPResponse(statusCode: status, headers: noStore(["Content-Type": "application/json"]), body: data)
    }

    /// Every answer is fresh (images carry a version in their URL) and may not be framed by another site.
    static func noStore(_ headers: [String: String]) -> HTTPHeaders {
        var all = headers
        all["Cache-Control"] = "no-store"
        all["X-Content-Type-Options"] = "nosniff"
        all["X-Frame-Options"] = "DENY"
        return HTTPHeaders(Dictionary(uniqueKeysWithValues: all.map { (HTTPHeader($0.key), $0.value) }))
    }
}

/// The pickers' choices.
struct PreviewOptions: Encodable {
    var devices = DeviceCatalog.standard.ids
    var device = DeviceCatalog.defaultDeviceID
    var os = OSVersion.allCases.map(\.rawValue)
    var defaultOS = OSVersion.default.rawValue
    var dynamicTypes = DynamicTypeSize.allCases.map(\.rawValue)
}

/// A failed snapshot as `/api/snapshots` lists it, with its pictures' URLs.
struct FailedSnapshotRow: Encodable {
    var id: String
    var message: String
    var reference: String?
    var actual: String
    var diff: String?

    init(_ failed: FailedSnapshot) {
        id = failed.id
        message = failed.message
        reference = failed.reference.map { "/snapshots/" + Self.encoded($0) }
        actual = "/snapshots/" + Self.encoded(failed.actual)
        diff = failed.diff.map { "/snapshots/" + Self.encoded($0) }
    }

    static func encoded(_ path: String) -> String {
        path.split(separator: "/").map {
            $0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(["/"])) ?? String($0)
        }
        .joined(separator: "/")
    }
}
