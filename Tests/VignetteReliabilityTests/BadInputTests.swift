import Foundation
import Testing
import Vignette
import VignetteSampleData
import VignetteCairo
@testable import VignetteExamples
@testable import VignetteSnapshots

/// Bad input gets a message that names it, and nothing is lost (issue 9). The messages
/// are pinned whole: they are what users read. Docs/TreeFormat.md lists the value ranges.
@Suite struct BadInputTests {
    func decodeMessage(_ json: String) -> String {
        do {
            _ = try Node.decode(json: Data(json.utf8), path: "t.json")
            return "decoded"
        } catch let error as VignetteError {
            return error.message
        } catch {
            return "not a VignetteError: \(error)"
        }
    }

    static let malformed: [(String, String)] = [
        ("", "t.json: line 1, column 1: unexpected end of file; expected a value"),
        (#"{"type": "row", "children": ["#, "t.json: line 1, column 30: unexpected end of file; expected a value"),
        (
            "{\"type\": \"words\",\n \"text\": tru}",
            "t.json: line 2, column 10: unexpected 'tru'; expected a value (object, array, string, number, true, false or null)"
        ),
        (
            #"{"type": "words", "text": "a"} x"#,
            "t.json: line 1, column 32: unexpected 'x' after the end of the JSON value"
        ),
        (
            ##"{"type": "fill", "color": "#FF0000",}"##,
            "t.json: line 1, column 37: unexpected '}'; expected a member name in double quotes"
        ),
        (#"{"type": "words", "type": "fill"}"#, "t.json: line 1, column 19: duplicate key 'type'"),
        (
            #"{"type": "spring", "minLength": NaN}"#,
            "t.json: line 1, column 33: unexpected 'NaN'; expected a value (object, array, string, number, true, false or null)"
        ),
        (#"{"type": "words", "text": "\uDC00"}"#, "t.json: line 1, column 34: invalid \\u escape"),
        (#"{"type": "words", "text": "\q"}"#, "t.json: line 1, column 29: invalid escape '\\q'"),
    ]

    @Test func malformedJSONNamesLineAndColumn() {
        for (json, message) in Self.malformed {
            #expect(decodeMessage(json) == message, "\(json)")
        }
    }

    /// Each modifier's range (JSONCursor+Ranges.swift): NaN cannot be written in JSON, but
    /// 1e999 reads as infinity, and negatives where a size is meant are errors with the path.
    static let outOfRange: [(String, String)] = [
        (#"{"frame": {"width": -10}}"#, "modifiers[0].frame.width: expected a number ≥ 0, found the number -10"),
        (#"{"frame": {"height": 1e999}}"#, "modifiers[0].frame.height: expected a number ≥ 0, found the number inf"),
        (
            #"{"frame": {"width": "infinity"}}"#,
            "modifiers[0].frame.width: expected a number ≥ 0, found the string \"infinity\""
        ),
        (#"{"frame": {"minWidth": -1}}"#, "modifiers[0].frame.minWidth: expected a number ≥ 0, found the number -1"),
        (
            #"{"frame": {"maxWidth": -1}}"#,
            "modifiers[0].frame.maxWidth: expected a number ≥ 0 or \"infinity\", found the number -1"
        ),
        (#"{"padding": 1e999}"#, "modifiers[0].padding: expected a finite number, found the number inf"),
        (
            #"{"padding": {"top": "infinity"}}"#,
            "modifiers[0].padding.top: expected a finite number, found the string \"infinity\""
        ),
        (#"{"cornerRadius": -4}"#, "modifiers[0].cornerRadius: expected a number ≥ 0, found the number -4"),
        (
            #"{"aspectRatio": {"ratio": 0, "contentMode": "fit"}}"#,
            "modifiers[0].aspectRatio.ratio: expected a number > 0, found the number 0"
        ),
        (#"{"opacity": 50}"#, "modifiers[0].opacity: expected a number from 0 to 1, found the number 50"),
        (#"{"opacity": -0.5}"#, "modifiers[0].opacity: expected a number from 0 to 1, found the number -0.5"),
        (#"{"lineLimit": 0}"#, "modifiers[0].lineLimit: expected a whole number ≥ 1, found the number 0"),
        (#"{"lineLimit": 2.5}"#, "modifiers[0].lineLimit: expected a whole number ≥ 1, found the number 2.5"),
        (#"{"offset": {"x": -1e999}}"#, "modifiers[0].offset.x: expected a finite number, found the number -inf"),
        (#"{"layoutPriority": 1e999}"#, "modifiers[0].layoutPriority: expected a finite number, found the number inf"),
        (#"{"shadow": {"radius": -2}}"#, "modifiers[0].shadow.radius: expected a number ≥ 0, found the number -2"),
        (#"{"font": {"size": 0}}"#, "modifiers[0].font.size: expected a number > 0, found the number 0"),
        (#"{"tracking": 1e999}"#, "modifiers[0].tracking: expected a finite number, found the number inf"),
    ]

    @Test func outOfRangeModifierValuesNameTheirPath() {
        for (modifier, message) in Self.outOfRange {
            #expect(
                decodeMessage(##"{"type": "fill", "color": "#FF0000", "modifiers": ["## + modifier + "]}") == "t.json: "
                    + message,
                "\(modifier)")
        }
        #expect(
            decodeMessage(#"{"type": "column", "spacing": 1e999, "children": []}"#)
                == "t.json: spacing: expected a finite number, found the number inf")
        #expect(
            decodeMessage(#"{"type": "spring", "minLength": -8}"#)
                == "t.json: minLength: expected a number ≥ 0, found the number -8")
        #expect(
            decodeMessage(#"{"type": "roundedRect", "cornerRadius": -1}"#)
                == "t.json: cornerRadius: expected a number ≥ 0, found the number -1")
        #expect(
            decodeMessage(#"{"type": "rect", "trim": {"from": -1}}"#)
                == "t.json: trim.from: expected a number from 0 to 1, found the number -1")
        #expect(
            decodeMessage(#"{"type": "rect", "stroke": {"lineWidth": -1}}"#)
                == "t.json: stroke.lineWidth: expected a number ≥ 0, found the number -1")
        // The values that are allowed still decode.
        #expect(
            decodeMessage(
                ##"{"type": "fill", "color": "#FF0000", "modifiers": [{"padding": -4}, {"frame": {"maxWidth": "infinity"}}, {"opacity": 0}, {"offset": {"x": -3}}]}"##
            ) == "decoded")
    }

    @Test func invalidColoursAndUnknownNames() {
        #expect(
            decodeMessage(##"{"type": "fill", "color": "#GG0000"}"##)
                == "t.json: color: invalid colour '#GG0000': expected #RGB, #RRGGBB or #RRGGBBAA")
        #expect(
            decodeMessage(##"{"type": "fill", "color": "#FF00"}"##)
                == "t.json: color: invalid colour '#FF00': expected #RGB, #RRGGBB or #RRGGBBAA")
        #expect(
            decodeMessage(#"{"type": "fill", "color": "reddish"}"#).hasPrefix(
                "t.json: color: unknown colour 'reddish'; known: label, "))
        #expect(
            decodeMessage(#"{"type": "fill", "color": "bleu"}"#).hasPrefix(
                "t.json: color: unknown colour 'bleu'; did you mean 'blue'? known: "))
        #expect(
            decodeMessage(#"{"type": "words", "text": "a", "modifiers": [{"paddin": 4}]}"#)
                .hasPrefix(
                    "t.json: modifiers[0].paddin: unknown modifier 'paddin'; did you mean 'padding'? known: padding, frame, "
                ))
    }

    func prepareMessage(_ node: Node) throws -> String {
        do {
            _ = try Pipeline().prepare(node)
            return "rendered"
        } catch let error as VignetteError {
            return error.message
        }
    }

    @Test func unknownSymbolMissingPictureAndFont() throws {
        #expect(
            try prepareMessage(.symbol("star.fil")).hasPrefix(
                "unknown symbol 'star.fil'; did you mean 'star.fill'? known: "))
        #expect(
            try prepareMessage(.picture(PictureSpec(path: "/nonexistent/logo.png")))
                == "cannot read picture '/nonexistent/logo.png': No such file or directory")
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let broken = try folder.write(Data("not a png".utf8), to: "logo.png")
        let damaged = try prepareMessage(.picture(PictureSpec(path: broken)))
        #expect(damaged == "cannot read picture '\(broken)': not a PNG, JPEG, SVG or PDF image with a size")
        #expect(throws: VignetteError.missingFont(path: "/nonexistent/Inter.ttf", package: nil)) {
            _ = try FontLibrary(files: [FontFile(path: "/nonexistent/Inter.ttf")])
        }
    }

    @Test func malformedDataFileNamesLineAndColumn() {
        func message(_ json: String) -> String {
            do {
                _ = try SampleFile.decode(Data(json.utf8), file: "Data/stocks.json", as: Watchlist.self)
                return "decoded"
            } catch {
                return error.message
            }
        }
        #expect(
            message("{\n  \"quotes\": [1, }")
                == "Data/stocks.json: line 2, column 17: unexpected '}'; expected a value (object, array, string, number, true, false or null)"
        )
        #expect(message("") == "Data/stocks.json: line 1, column 1: unexpected end of file; expected a value")
        // Well-formed JSON of the wrong shape keeps its JSON-path message.
        #expect(message("[]") == "Data/stocks.json: top level: expected Dictionary<String, Any>")
    }
}
