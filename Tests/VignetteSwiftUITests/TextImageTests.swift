import Foundation
import SwiftUI
import Testing
import Vignette

/// Images set inside text as iOS developers write them (Docs/Symbols.md, "Symbols inside text"):
/// `Text(Image(systemName:))`, `Text + Text(Image(…))` and `Text("\(Image(…)) 5")` lower to the
/// core's joined words with a symbol piece.
@Suite struct TextImageTests {
    @Test func eachSpellingLowersToASymbolPiece() {
        #expect(Lowering.node(Text(Image(systemName: "star.fill"))) == Words(Symbol("star.fill")).node)
        #expect(
            Lowering.node(Text("Rain ") + Text(Image(systemName: "cloud.rain.fill")))
                == .joinedWords([.words("Rain "), .symbol("cloud.rain.fill")]))
        #expect(
            Lowering.node(Text("\(Image(systemName: "bolt.fill")) 5"))
                == .joinedWords([.symbol("bolt.fill"), .words(" 5")]))
        // Alone in an interpolation it is still text.
        #expect(Lowering.node(Text("\(Image(systemName: "bolt.fill"))")) == .joinedWords([.symbol("bolt.fill")]))
        #expect(
            Lowering.node(Text(Image(systemName: "wifi", variableValue: 0.5)))
                == .joinedWords([.modified(.symbol("wifi"), .symbolVariableValue(0.5))]))
        // Modifiers on the whole text reach the symbol as they reach the words.
        #expect(
            Lowering.node((Text("Rain ") + Text(Image(systemName: "cloud.rain.fill"))).bold())
                == (Words("Rain ") + Symbol("cloud.rain.fill")).fontWeight(.bold))
    }

    @Test func anAssetImageInsideTextFailsTheRenderNamingIt() {
        let line = #line + 1  // the line that names the image
        let image = Image("logo")
        #expect(
            throws: AssetError.unusableImage(
                name: "logo", file: "Text",
                reason:
                    "Vignette sets only symbols (Image(systemName:)) inside Text; put the image beside the text in an HStack",
                origin: "VignetteSwiftUITests/TextImageTests.swift:\(line)")
        ) {
            try reportingAssetProblems { Text(image).node(in: Locale(identifier: "en_US")) }
        }
    }

    @Test func theKeyWritesTheImageAsAnObject() {
        let key: LocalizedStringKey = "\(Image(systemName: "bolt.fill")) 5"
        #expect(key.key == "%@ 5")
    }
}
