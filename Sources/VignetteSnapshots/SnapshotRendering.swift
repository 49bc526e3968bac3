import Foundation
import Vignette
import VignetteCairo
import VignettePNG

/// How a subject (a widget, a Live Activity) becomes the renders an assertion checks, as a
/// value: which references it has, how each is rendered, and their format. It is the `as:` of
/// `assertSnapshot(of:as:)` and `verifySnapshot(of:as:location:)`, as swift-snapshot-testing's
/// `Snapshotting` is; every other assertion spelling makes one and takes the same path.
///
/// ```swift
/// let phone: SnapshotRendering<WidgetDefinition, SnapshotBitmap> = .image(families: [.systemSmall, .systemMedium],
///                                                                      appearances: [.light, .dark])
/// assertSnapshot(of: NextClass.definition, as: phone)
/// assertSnapshot(of: Agenda.definition, as: phone)
/// ```
public struct SnapshotRendering<Subject, Value> {
    /// The subject's name, for a failure before any reference is known.
    var name: (Subject) -> String
    /// The references' format.
    var format: SnapshotFormat<Value>
    /// The subject's references, in the order they are checked; `name` is the assertion's
    /// `named:`, added to the file names.
    var cases: (_ subject: Subject, _ name: String?, _ strategy: SnapshotStrategy) throws -> [SnapshotCase<Value>]

    /// The same rendering for another kind of subject, made into this one by `transform` (as
    /// swift-snapshot-testing's `pullback`): how a `Widget` your extension ships is checked as
    /// the `WidgetDefinition` it lowers to. `transform` runs once per assertion.
    public func pullback<NewSubject>(
        _ transform: @escaping (NewSubject) throws -> Subject
    ) -> SnapshotRendering<NewSubject, Value> {
        SnapshotRendering<NewSubject, Value>(
            name: { subject in (try? transform(subject)).map(name) ?? "\(NewSubject.self)" },
            format: format,
            cases: { subject, named, strategy in try cases(try transform(subject), named, strategy) })
    }
}

/// The pixels an image reference holds and a render is compared as (VignettePNG's `Bitmap`), so
/// a `SnapshotRendering` of images can be named without importing VignettePNG.
public typealias SnapshotBitmap = Bitmap

/// One reference an assertion checks: its file name and how to render what it is compared with.
struct SnapshotCase<Value> {
    var stem: String
    var render: (SnapshotRenderer, ResourceResolver) throws -> SnapshotRender<Value>
}

/// A render as the verify step takes it: a cheap test against a reference's bytes, and the
/// comparable value, made only when that test fails.
struct SnapshotRender<Value> {
    /// Whether the reference's bytes record exactly this render (a stored checksum, equal
    /// text). False means "compare", not "different".
    var recordsSame: (Data) -> Bool
    /// The render in the format's terms (an image's bitmap).
    var value: () throws -> Value
}

extension SnapshotRender where Value == Bitmap {
    /// A painted image: matched by the checksum its reference stores, its bitmap built only when needed.
    init(_ painted: PaintedImage) {
        self.init(recordsSame: { ReferenceFile.recordsSamePixels($0, as: painted) }, value: { try painted.bitmap() })
    }
}

extension SnapshotRender where Value == String {
    /// A text, matched when the reference holds exactly its bytes.
    init(_ text: String) {
        self.init(recordsSame: { $0 == Data(text.utf8) }, value: { text })
    }
}

/// Renders `subject` as `rendering` says and compares each render with its reference under
/// the record mode, in this process's shard (`VIGNETTE_SHARD`): what every `verifySnapshot`
/// and `assertSnapshot` spelling does. `including` narrows the references checked further
/// (`vignette test --shard`'s split by cost); the others count as produced, as a shard's do.
package func verify<Subject, Value>(
    _ subject: Subject, as rendering: SnapshotRendering<Subject, Value>, named name: String?,
    record: SnapshotRecordMode?,
    strategy: SnapshotStrategy, location: SnapshotLocation, environment: [String: String],
    including: ((String) -> Bool)? = nil
) -> SnapshotReport {
    do {
        let mode = try SnapshotRecordMode.resolve(explicit: record, environment: environment)
        let cases = try rendering.cases(subject, name, strategy)
        let run = SnapshotRun.identifier(environment: environment)
        // A passing run too replaces the report an earlier run left (FailureArtifacts.begin).
        FailureArtifacts.begin(folder: location.artifactsFolder(environment: environment), run: run)
        // With VIGNETTE_SHARD=i/n this process checks only its part (Shard.swift); the rest
        // still count as produced, so `vignette snapshots prune` does not list them.
        let shard = try Shard.from(environment: environment)
        let mine = cases.filter { item in
            let path = location.relative(location.reference(item.stem, fileExtension: rendering.format.fileExtension))
            guard shard.contains(path), including?(path) ?? true else {
                TouchedReferences.note(path, packageRoot: location.packageRoot, run: run)
                return false
            }
            return true
        }
        guard !mine.isEmpty else { return SnapshotReport(outcomes: []) }
        let verifier = SnapshotVerifier(
            location: location, mode: mode, strategy: strategy, environment: environment,
            run: run,
            renderer: try SnapshotRenderer.forCurrentThread(
                fonts: try strategy.fonts(),
                symbols: try strategy.symbols()))
        return SnapshotReport(outcomes: mine.map { verifier.verify($0, as: rendering.format) })
    } catch {
        return SnapshotReport(outcomes: [
            .failed(
                .renderFailed(name: rendering.name(subject), reason: SnapshotVerifier.describe(error)),
                attachments: [])
        ])
    }
}
