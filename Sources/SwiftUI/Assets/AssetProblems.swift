import Foundation
import VignetteFoundation

/// Asset problems met while views lower. Lowering cannot throw (a `body` is not `throws`),
/// so `Image("x")` and `Color("x")` record what went wrong here, and the render that
/// lowered them decides (`reportingAssetProblems`): an image name that nothing provides draws
/// nothing with a warning, as iOS draws it, and a colour name that nothing provides, or a set with no
/// colour for an iPhone, draws clear with a warning; anything else fails the render (Docs/SwiftUI/Assets.md).
package final class AssetProblems: @unchecked Sendable {
    private let lock = NSLock()
    private var problems: [AssetError] = []

    /// The collector of the render being lowered on this task, if any.
    @TaskLocal package static var current: AssetProblems?

    /// A test's own choice of `strict`.
    @TaskLocal package static var strictOverride: Bool?

    /// Whether an image name nothing provides fails the render too: `VIGNETTE_STRICT_ASSETS=1`
    /// (what `--strict-assets` sets, so a package's executable inherits it).
    package static var strict: Bool {
        strictOverride ?? (ProcessInfo.processInfo.environment["VIGNETTE_STRICT_ASSETS"] == "1")
    }

    /// Records `problem` for the render being lowered; outside a render it is dropped and the
    /// asset draws as nothing (a clear colour, an empty image).
    package static func report(_ problem: AssetError) {
        guard let current else { return }
        current.lock.withLock { current.problems.append(problem) }
    }

    /// What was recorded, in lowering order.
    package var all: [AssetError] { lock.withLock { problems } }

    /// Whether `problem` is drawn (as nothing, or clear) with a warning rather than failing the render:
    /// an image or colour name nothing provides, a colour set with no colour for an iPhone, or an image set none
    /// of whose listed files exists, unless strict.
    package static func isTolerated(_ problem: AssetError) -> Bool {
        guard !strict else { return false }
        switch problem {
        case .unknownImage, .unknownColor: return true
        case .invalidAsset(_, _, let reason):
            return reason.hasPrefix(ColorSet.noColourReason) || reason.hasPrefix(ImageSet.noFileReason)
        default: return false
        }
    }

    /// The warning for a tolerated problem: an image drawn as nothing, a colour drawn clear.
    package static func warning(_ problem: AssetError) -> String {
        if case .unknownImage = problem { return missingImageWarning(problem) }
        if case .invalidAsset(_, _, let reason) = problem, reason.hasPrefix(ImageSet.noFileReason) {
            return "\(problem); drawn as nothing, as Xcode's asset compiler leaves the missing files out and iOS draws "
                + "a set with no image as nothing (VIGNETTE_STRICT_ASSETS=1 or --strict-assets makes this an error)"
        }
        return "\(problem); drawn clear, as iOS draws a named colour it cannot resolve (VIGNETTE_STRICT_ASSETS=1 or "
            + "--strict-assets makes this an error)"
    }

    /// The warning for an image drawn as nothing.
    package static func missingImageWarning(_ problem: AssetError) -> String {
        "\(problem); drawn as nothing, as iOS draws an image name it cannot find (VIGNETTE_STRICT_ASSETS=1 or "
            + "--strict-assets makes this an error)"
    }
}

/// Runs `lowering` (which lowers views) and throws the first asset problem it met, so a broken
/// asset fails the render instead of drawing a blank. An image or colour name that no catalogue or file
/// provides, and a colour set with no colour, are the exceptions: iOS draws such an image as nothing and
/// such a colour clear, and logs it, so they are drawn so with a warning, and fail only when
/// `AssetProblems.strict` is set.
package func reportingAssetProblems<T>(_ lowering: () throws -> T) throws -> T {
    if AssetProblems.current != nil { return try lowering() }
    let problems = AssetProblems()
    let result = try AssetProblems.$current.withValue(problems) { try lowering() }
    let all = problems.all
    let tolerated = all.filter(AssetProblems.isTolerated)
    if let fatal = all.first(where: { !tolerated.contains($0) }) { throw fatal }
    for problem in tolerated { RenderWarnings.warn(AssetProblems.warning(problem)) }
    return result
}
