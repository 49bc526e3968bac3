import Foundation
import Vignette

extension AttributeScopes {
    /// SwiftUI's attributes of an `AttributedString` that `Text` draws: each run's font, foreground
    /// colour and spacing (Docs/SwiftUI.md §4, "Attributed text"); Foundation's attributes come with them.
    public struct SwiftUIAttributes: AttributeScope {
        /// The run's font, instead of the environment's.
        public let font: FontAttribute
        /// The run's colour, instead of the foreground style.
        public let foregroundColor: ForegroundColorAttribute
        /// Extra space after each character, in points.
        public let kern: KerningAttribute
        /// Extra space between characters, in points.
        public let tracking: TrackingAttribute
        /// Foundation's attributes (number parts, measurement parts, links).
        public let foundation: AttributeScopes.FoundationAttributes

        /// The run's font.
        public enum FontAttribute: AttributedStringKey {
            /// A SwiftUI font.
            public typealias Value = Font
            /// Apple's name for it.
            public static let name = "SwiftUI.Font"
        }

        /// The run's foreground colour.
        public enum ForegroundColorAttribute: AttributedStringKey {
            /// A SwiftUI colour.
            public typealias Value = Color
            /// Apple's name for it.
            public static let name = "SwiftUI.ForegroundColor"
        }

        /// The run's kerning.
        public enum KerningAttribute: AttributedStringKey {
            /// Points.
            public typealias Value = CGFloat
            /// Apple's name for it.
            public static let name = "SwiftUI.Kern"
        }

        /// The run's tracking.
        public enum TrackingAttribute: AttributedStringKey {
            /// Points.
            public typealias Value = CGFloat
            /// Apple's name for it.
            public static let name = "SwiftUI.Tracking"
        }
    }

    /// SwiftUI's attribute scope, for `AttributedString(_:including: \.swiftUI)`.
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeDynamicLookup {
    /// SwiftUI's attributes by name: `string.font = .headline`, `run.foregroundColor`.
    public subscript<T: AttributedStringKey>(
        dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>
    ) -> T {
        self[T.self]
    }
}

extension Text {
    /// An attributed string, each run set as a piece of one text in the run's own font, colour, kerning
    /// and tracking (https://developer.apple.com/documentation/swiftui/text/init(_:)-1a4oh); other
    /// attributes are not drawn (Foundation on Linux has no `inlinePresentationIntent`). The characters
    /// are shown as they are, never looked up. Disfavoured: Foundation on Linux makes `AttributedString` a
    /// string literal, which must stay a `LocalizedStringKey` (`Text("Next class")` is looked up).
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString, fileID: String = #fileID, line: Int = #line) {
        let pieces = attributedContent.runs.map { run in
            Self.piece(String(attributedContent[run.range].characters), run: run, fileID: fileID, line: line)
        }
        self = pieces.dropFirst().reduce(pieces.first ?? Text(verbatim: "", fileID: fileID, line: line), +)
    }

    private static func piece(_ characters: String, run: AttributedString.Runs.Run, fileID: String, line: Int) -> Text {
        var text = Text(verbatim: characters, fileID: fileID, line: line)
        if let kern = run[AttributeScopes.SwiftUIAttributes.KerningAttribute.self] { text = text.kerning(kern) }
        if let tracking = run[AttributeScopes.SwiftUIAttributes.TrackingAttribute.self] {
            text = text.tracking(tracking)
        }
        if let color = run[AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.self] {
            text = text.foregroundColor(color)
        }
        if let font = run[AttributeScopes.SwiftUIAttributes.FontAttribute.self] { text = text.font(font) }
        return text
    }
}
