import Foundation
import Vignette

/// Images set inside text: `Text(Image(systemName: "star.fill"))`, joined with `+`, or
/// interpolated, `Text("\(Image(systemName: "bolt")) 5")`. The symbol sits on the text's
/// baseline at its font size and weight, in its foreground style, and wraps with it
/// (Docs/Symbols.md, "Symbols inside text").
extension Text {
    /// Text holding `image` alone, to join with other text (SwiftUI's `Text.init(_:)` for an `Image`).
    public init(_ image: Image) {
        // Built when lowered, so a problem is reported to the render under way.
        self.init { _ in .joinedWords([image.textPiece]) }
    }
}

extension LocalizedStringKey.StringInterpolation {
    /// An image set inline, written `%@` in the key.
    public mutating func appendInterpolation(_ image: Image) {
        segments.append(
            .value(LocalizedStringKey.Interpolated(specifier: "%@", argument: nil) { _, _ in [image.textPiece] }))
    }
}

extension Image {
    /// The core piece this image is inside text: its symbol (with its variable value). The symbol
    /// variant of the environment does not reach it (a text is built without one). Vignette sets
    /// no asset image inside text: one fails the render, naming it.
    var textPiece: Node {
        switch source {
        case .system(let name):
            return variableValue.map { .modified(.symbol(name), .symbolVariableValue($0)) } ?? .symbol(name)
        case .asset(let name, let origin), .file(let name, let origin, _):
            AssetProblems.report(
                .unusableImage(
                    name: name, file: "Text",
                    reason:
                        "Vignette sets only symbols (Image(systemName:)) inside Text; put the image beside the text in an HStack",
                    origin: origin))
            return .words("")
        }
    }
}
