import Foundation
import Testing
@testable import Vignette

/// The JSON forms of the text, symbol and picture nodes and modifiers.
@Suite struct TextCodingTests {
    func roundTrip(_ node: Node) throws -> Node {
        try Node.decode(json: try node.jsonData())
    }

    @Test func newNodesAndModifiersRoundTrip() throws {
        let date = Date(timeIntervalSince1970: 1_795_424_400)
        let nodes: [Node] = [
            Words(date, style: .timer).node,
            (Words("a").bold() + Words("b").foregroundStyle(.red).tracking(2) + Words(date, style: .relative).italic())
                .node,
            Symbol("cloud.sun.fill").node,
            Picture("art/cover.png").resizable().widgetAccentedRenderingMode(.fullColor).node,
            Words("x").minimumScaleFactor(0.5).dynamicTypeSize(.accessibility2).redacted(reason: .placeholder)
                .unredacted().layoutDirection(.rightToLeft).imageScale(.small).monospacedDigit().fontWeight(nil)
                .contentTransition(.numericTextCountingDown),
        ]
        for node in nodes {
            #expect(try roundTrip(node) == node)
        }
    }

    @Test func theDocumentedFormsRead() throws {
        let json = #"""
            {"type": "column", "children": [
              {"type": "words", "date": "2026-11-23T10:00:00Z", "style": "timer"},
              {"type": "words", "pieces": [
                {"type": "words", "text": "Rain ", "modifiers": [{"bold": true}]},
                {"type": "words", "text": "at 3", "modifiers": [{"foregroundStyle": "red"}]}]},
              {"type": "symbol", "name": "cloud.sun.fill"},
              {"type": "picture", "path": "a.png", "resizable": true, "accentedRenderingMode": "desaturated"}
            ], "modifiers": [{"redacted": "placeholder"}, {"dynamicTypeSize": "accessibility5"}, {"kerning": 1}]}
            """#
        let node = try Node.decode(json: Data(json.utf8))
        guard
            case .modified(
                .modified(.modified(.column(_, _, let children), .redacted), .dynamicTypeSize(.accessibility5)),
                .tracking(1)) = node
        else {
            Issue.record("unexpected \(node)")
            return
        }
        #expect(children.count == 4)
        #expect(children[2] == .symbol("cloud.sun.fill"))
    }

    @Test func anUnknownSymbolInJSONNamesThePath() {
        let json = #"{"type": "row", "children": [{"type": "symbol", "name": "heart.fil"}]}"#
        do {
            _ = try Node.decode(json: Data(json.utf8), path: "tree.json")
            Issue.record("no error")
        } catch let error as VignetteError {
            #expect(
                error.message.hasPrefix(
                    "tree.json: children[0].name: unknown symbol 'heart.fil'; did you mean 'heart.fill'?"))
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func aPieceTakesTextModifiersOnly() {
        let json = #"{"type": "words", "pieces": [{"type": "words", "text": "a", "modifiers": [{"padding": 4}]}]}"#
        #expect(throws: VignetteError.self) { try Node.decode(json: Data(json.utf8)) }
    }
}

extension TextCodingTests {
    @Test func aMixedColourRoundTripsAndReadsItsDocumentedForm() throws {
        let node = Fill(.mixed(.blue, .rgb(1, 1, 1), 0.2)).node
        #expect(try roundTrip(node) == node)
        let json = ##"{"type": "fill", "color": {"mix": ["blue", "#FFFFFF"], "by": 0.2}}"##
        #expect(try Node.decode(json: Data(json.utf8)) == node)
        let three = #"{"type": "fill", "color": {"mix": ["blue", "red", "green"], "by": 0.2}}"#
        do {
            _ = try Node.decode(json: Data(three.utf8), path: "t.json")
            Issue.record("no error")
        } catch let error as VignetteError {
            #expect(error.message == "t.json: color.mix: 'mix' takes two colours, not 3")
        }
    }
}

extension TextCodingTests {
    @Test func decorationsRoundTripAndReadTheirDocumentedForms() throws {
        let node =
            (Words("Done").strikethrough(pattern: .dash, color: .hex(0xFF3B30)) + Words(" next").underline())
            .strikethrough(false).underline(color: .blue).node
        #expect(try roundTrip(node) == node)
        let json = #"""
            {"type": "words", "pieces": [
              {"type": "words", "text": "Done", "modifiers": [{"strikethrough": {"pattern": "dash", "color": "#FF3B30"}}]},
              {"type": "words", "text": " next", "modifiers": [{"underline": true}]}],
             "modifiers": [{"strikethrough": false}, {"underline": {"color": "blue"}}]}
            """#
        #expect(try Node.decode(json: Data(json.utf8)) == node)
        let bad = #"{"type": "words", "text": "a", "modifiers": [{"underline": {"pattern": "wavy"}}]}"#
        do {
            _ = try Node.decode(json: Data(bad.utf8), path: "t.json")
            Issue.record("no error")
        } catch let error as VignetteError {
            #expect(error.message.hasPrefix("t.json: modifiers[0].underline.pattern: unknown line pattern 'wavy'"))
        }
    }
}
