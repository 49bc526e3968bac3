import FlyingFox
import Foundation
import VignetteCLI
import VignetteTool

/// Answers `vignette review`'s page, on the preview's server with the preview's checks (Host
/// header, token and same origin on every change, paths kept inside their folders):
///
/// - `GET /` the page; `GET /api/review` the revisions and the changes (JSON);
/// - `GET /base/…` the base revision's pictures, `GET /snapshots/…` the head's and the differences;
/// - `POST /api/review/accept` with `ids` (or `subject` for all of a widget's) writes references.
struct ReviewRoutes: Sendable {
    let run: ReviewRun
    let changes: [ReviewChange]
    let guardian: RequestGuard
    let baseImages: ServedFolder
    let artifacts: ServedFolder
    let accepted = AcceptedChanges()

    func respond(to request: HTTPRequest) async -> HTTPResponse {
        do {
            try guardian.checkHost(request.headers[.host])
        } catch {
            return PreviewRoutes.text(.forbidden, "\(error)")
        }
        let path = request.target.path()
        switch (request.method, path) {
        case (.GET, "/"), (.GET, "/index.html"):
            return HTTPResponse(
                statusCode: .ok, headers: PreviewRoutes.noStore(["Content-Type": "text/html; charset=utf-8"]),
                body: Data(ReviewPage.html.utf8))
        case (.GET, "/api/review"):
            let done = await accepted.ids
            return PreviewRoutes.json(
                .ok,
                ReviewListing(
                    base: "\(run.base.given) (\(run.base.commit.prefix(10)))",
                    head: run.head.map { "\($0.given) (\($0.commit.prefix(10)))" } ?? "working tree",
                    package: run.package.path,
                    changes: changes.map { ReviewRow($0, accepted: done.contains($0.id)) }))
        case (.POST, "/api/review/accept"):
            return await accept(request)
        case (.GET, _) where path.hasPrefix("/base/"):
            return PreviewRoutes.file(in: baseImages, path: String(path.dropFirst("/base/".count)))
        case (.GET, _) where path.hasPrefix("/snapshots/"):
            return PreviewRoutes.file(in: artifacts, path: String(path.dropFirst("/snapshots/".count)))
        case (_, "/api/review/accept"), (_, "/api/review"), (_, "/"):
            return PreviewRoutes.text(.methodNotAllowed, "\(request.method.rawValue) is not allowed on \(path)")
        default:
            return PreviewRoutes.text(.notFound, "no page \(path)")
        }
    }

    private func accept(_ request: HTTPRequest) async -> HTTPResponse {
        let fields: [String: Any]
        switch await PreviewRoutes.changeFields(request, guardian: guardian) {
        case .success(let read): fields = read
        case .failure(let refusal): return refusal.response
        }
        let ids = fields["ids"] as? [String] ?? []
        let subject = fields["subject"] as? String
        let chosen = changes.filter { ids.contains($0.id) || $0.subject == subject }
        if let unknown = ids.first(where: { id in !changes.contains { $0.id == id } }) {
            return PreviewRoutes.text(.notFound, "\(ReviewError.unknownImage(unknown))")
        }
        guard !chosen.isEmpty else {
            return PreviewRoutes.text(.badRequest, "give ids: [image ids] or subject: a widget with changes")
        }
        do {
            let written = try run.accept(chosen)
            await accepted.add(chosen.map(\.id))
            return PreviewRoutes.json(.ok, ["written": written.map(\.path)])
        } catch {
            return PreviewRoutes.text(.internalServerError, "\(error)")
        }
    }
}

/// The ids accepted so far in this review.
actor AcceptedChanges {
    private(set) var ids: Set<String> = []
    func add(_ more: [String]) { ids.formUnion(more) }
}

/// `/api/review`'s answer.
struct ReviewListing: Encodable {
    var base: String
    var head: String
    var package: String
    var changes: [ReviewRow]
}

/// One change with its pictures' URLs.
struct ReviewRow: Encodable {
    var id: String
    var kind: String
    var subject: String
    var name: String
    var message: String
    var base: String?
    var head: String?
    var diff: String?
    var accepted: Bool

    init(_ change: ReviewChange, accepted: Bool) {
        id = change.id
        kind = change.kind.rawValue
        subject = change.subject
        name = change.name
        message = change.message
        base = change.base.map { "/base/" + FailedSnapshotRow.encoded($0) }
        head = change.head.map { "/snapshots/" + FailedSnapshotRow.encoded($0) }
        diff = change.diff.map { "/snapshots/" + FailedSnapshotRow.encoded($0) }
        self.accepted = accepted
    }
}
