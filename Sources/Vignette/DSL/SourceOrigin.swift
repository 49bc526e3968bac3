import Foundation

/// The Swift line that made a view, as `#fileID` and `#line` give it (`MyWidget/StepsView.swift`,
/// 12): carried from the SwiftUI layer's initialisers to the laid-out node so lint can point at
/// the code behind a finding (Docs/Lint.md §5).
public struct SourceOrigin: Hashable, Sendable, CustomStringConvertible {
    /// `Module/File.swift`, as `#fileID` gives it.
    public let fileID: String
    /// The line in the file.
    public let line: Int

    /// The location of `fileID` at `line`, or nil for Vignette's own modules: a `Text` that
    /// `Label` makes inside Vignette is not the user's code, and the `Label`'s own line is kept.
    public init?(fileID: String, line: Int) {
        let module = fileID.prefix { $0 != "/" }
        guard !module.isEmpty, !Self.vignetteModules.contains(String(module)) else { return nil }
        self.fileID = fileID
        self.line = line
    }

    /// The file's module (`MyWidget`).
    public var module: String { String(fileID.prefix { $0 != "/" }) }
    /// The file's name (`StepsView.swift`).
    public var fileName: String { String(fileID.split(separator: "/").last ?? Substring(fileID)) }

    /// `MyWidget/StepsView.swift:12`.
    public var description: String { "\(fileID):\(line)" }

    /// Whether views record the line that made them: on while lint renders (`Linter.run`), off
    /// otherwise, so lowered trees compare equal wherever their views were written.
    @TaskLocal package static var isRecording = false

    /// The modules whose views are Vignette's, not the user's.
    static let vignetteModules: Set<String> = [
        "SwiftUI", "WidgetKit", "AppIntents", "ActivityKit", "Charts", "UIKit", "Combine",
        "Vignette", "VignetteSwiftUI", "VignetteFoundation", "OSLog", "CoreGraphics",
    ]
}

/// A source location that never makes two values differ: views and laid-out nodes made alike
/// are equal wherever they were written (layout parity, entry transitions).
package struct SourceSlot: Hashable, Sendable {
    package var location: SourceOrigin?
    package init(_ location: SourceOrigin?) { self.location = location }
    package static func == (a: SourceSlot, b: SourceSlot) -> Bool { true }
    package func hash(into hasher: inout Hasher) {}
}

extension Node {
    /// This node marked as made at `location` while lint records origins (`isRecording`); nothing
    /// changes for layout or drawing. Empty nodes and groups stay unmarked, as stacks treat them specially.
    package func located(_ location: SourceOrigin?) -> Node {
        guard let location, SourceOrigin.isRecording else { return self }
        switch self {
        case .empty, .group: return self
        default: return .modified(self, .origin(location))
        }
    }
}
