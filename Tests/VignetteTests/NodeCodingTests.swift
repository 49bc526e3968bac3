import Foundation
import Testing
@testable import Vignette

/// The JSON form of the node tree (Node+Codable.swift): round trips, each modifier
/// form, and the wording of errors.
@Suite struct NodeCodingTests: TreeJSONTesting {
    static func roundTrip(_ node: Node) throws -> Node {
        let data = try node.jsonData()
        return try Node.decode(json: data)
    }

    static let sample: Node = Column(alignment: .leading, spacing: 4) {
        Words("a").font(.headline).lineLimit(2)
        Row(alignment: .firstTextBaseline) {
            Words("b").font(.system(size: 40, weight: .bold, design: .rounded).italic().monospacedDigit())
            Spring(minLength: 0)
            Rule()
            Disc().fill(.hex(0xFF8800)).frame(width: 20, height: 20)
        }
        .padding(.horizontal, 8)
        .background(RoundedRect(cornerRadius: 12, style: .continuous).fill(.secondarySystemBackground))
        .overlay(Pill(), alignment: .topTrailing)
        Layers(alignment: .bottomLeading) {
            Fill(.adaptive(light: .white, dark: .rgb(0.1, 0.2, 0.3)))
            Oval().fill(.blue.opacity(0.5))
            Rect()
        }
        .frame(maxWidth: .infinity, minHeight: 10, alignment: .top)
        .aspectRatio(contentMode: .fill)
        .aspectRatio(1.5, contentMode: .fit)
        .layoutPriority(1)
        .fixedSize(horizontal: true, vertical: false)
        .fixedSize()
        .opacity(0.5)
        .clipShape(Disc())
        .cornerRadius(6)
        .offset(x: 1, y: -2)
        .foregroundStyle(.foreground)
        .multilineTextAlignment(.center)
        .truncationMode(.middle)
        .lineLimit(nil)
        .padding(Insets(top: 1, leading: 2, bottom: 3, trailing: 4))
    }
    .font(.system(.caption, weight: .semibold))
    .widgetBackground { Fill(.systemBackground) }
    .contentMarginsDisabled()
    .named("root")

    @Test func dslTreeRoundTrips() throws {
        #expect(try Self.roundTrip(Self.sample) == Self.sample)
    }

    @Test func encodingIsCanonical() throws {
        let text = String(decoding: try Self.sample.jsonData(prettyPrinted: false), as: UTF8.self)
        #expect(text == String(decoding: try Self.roundTrip(Self.sample).jsonData(prettyPrinted: false), as: UTF8.self))
        let small: Node = Words("Hi").font(.headline).padding().named("t")
        let json = String(decoding: try small.jsonData(prettyPrinted: false), as: UTF8.self)
        #expect(json == #"{"modifiers":[{"font":"headline"},{"padding":16},{"name":"t"}],"text":"Hi","type":"words"}"#)
    }

    @Test func codableThroughJSONDecoderNamesThePath() throws {
        struct Holder: Codable { var tree: Node }
        let good = try JSONDecoder().decode(Holder.self, from: Data(#"{"tree": {"type": "rule"}}"#.utf8))
        #expect(good.tree == .rule)
        do {
            _ = try JSONDecoder().decode(
                Holder.self, from: Data(#"{"tree": {"type": "row", "children": [{"type": "nope"}]}}"#.utf8))
            Issue.record("expected an error")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(
                context.codingPath.map { JSONPathItem($0) }.map { JSONPathItem.format([$0]) } == [
                    "tree", "children", "[0]", "type",
                ])
        }
    }

    @Test(arguments: [
        (#"{"padding": 16}"#, Modifier.padding(Insets(all: 16))),
        (#"{"padding": {}}"#, .padding(Insets(all: 16))),
        (
            #"{"padding": {"top": 1, "leading": 2, "bottom": 3, "trailing": 4}}"#,
            .padding(Insets(top: 1, leading: 2, bottom: 3, trailing: 4))
        ),
        (
            #"{"padding": {"edges": ["top", "horizontal"], "length": 8}}"#,
            .padding(Insets(top: 8, leading: 8, trailing: 8))
        ),
        (#"{"padding": {"edges": ["bottom"]}}"#, .padding(Insets(bottom: 16))),
        (
            #"{"frame": {"width": 10, "alignment": "topLeading"}}"#,
            .frame(width: 10, height: nil, alignment: .topLeading)
        ),
        (#"{"frame": {}}"#, .frame(width: nil, height: nil, alignment: .center)),
        (
            #"{"frame": {"maxWidth": "infinity", "minHeight": 4}}"#,
            .flexFrame(FlexFrame(maxWidth: .infinity, minHeight: 4))
        ),
        (
            #"{"frame": {"idealWidth": 5, "alignment": {"horizontal": "leading", "vertical": "firstTextBaseline"}}}"#,
            .flexFrame(FlexFrame(idealWidth: 5, alignment: Align(horizontal: .leading, vertical: .firstTextBaseline)))
        ),
        (#"{"background": {"type": "fill", "color": "red"}}"#, .background(.fill(.red), alignment: .center)),
        (#"{"background": {"content": {"type": "rule"}, "alignment": "top"}}"#, .background(.rule, alignment: .top)),
        (#"{"overlay": {"type": "disc"}}"#, .overlay(.shape(.disc, nil), alignment: .center)),
        (
            #"{"overlay": {"content": {"type": "empty"}, "alignment": "bottomTrailing"}}"#,
            .overlay(.empty, alignment: .bottomTrailing)
        ),
        (#"{"foregroundStyle": "systemBlue"}"#, .foregroundStyle(.blue)),
        (#"{"foregroundStyle": "blue"}"#, .foregroundStyle(.blue)),
        (##"{"foregroundStyle": "#F80"}"##, .foregroundStyle(.hex(0xFF8800))),
        (##"{"foregroundStyle": "#FF880080"}"##, .foregroundStyle(.color(RGBA(hex: 0xFF8800, alpha: 128.0 / 255)))),
        (
            ##"{"foregroundStyle": {"light": "label", "dark": "#000000"}}"##,
            .foregroundStyle(.adaptive(light: .label, dark: .hex(0)))
        ),
        (#"{"foregroundStyle": "foreground"}"#, .foregroundStyle(.foreground)),
        (#"{"font": "headline"}"#, .font(.headline)),
        (
            #"{"font": {"size": 40, "weight": "bold", "design": "rounded", "italic": true, "monospacedDigit": true}}"#,
            .font(Typeface(size: 40, weight: .bold, design: .rounded, isItalic: true, usesMonospacedDigits: true))
        ),
        (#"{"font": {"style": "caption", "weight": "semibold"}}"#, .font(.system(.caption, weight: .semibold))),
        (#"{"lineLimit": 2}"#, .lineLimit(2)),
        (#"{"lineLimit": null}"#, .lineLimit(nil)),
        (#"{"multilineTextAlignment": "center"}"#, .multilineTextAlignment(.center)),
        (#"{"truncationMode": "middle"}"#, .truncationMode(.middle)),
        (#"{"layoutPriority": 1}"#, .layoutPriority(1)),
        (#"{"fixedSize": true}"#, .fixedSize(horizontal: true, vertical: true)),
        (#"{"fixedSize": {"horizontal": true, "vertical": false}}"#, .fixedSize(horizontal: true, vertical: false)),
        (#"{"aspectRatio": {"ratio": 1.5, "contentMode": "fit"}}"#, .aspectRatio(1.5, .fit)),
        (#"{"aspectRatio": {"contentMode": "fill"}}"#, .aspectRatio(nil, .fill)),
        (#"{"opacity": 0.5}"#, .opacity(0.5)),
        (
            #"{"clipShape": {"type": "roundedRect", "cornerRadius": 8, "style": "continuous"}}"#,
            .clipShape(.roundedRect(cornerRadius: 8, style: .continuous))
        ),
        (#"{"clipShape": {"type": "pill"}}"#, .clipShape(.pill)),
        (#"{"cornerRadius": 12}"#, .clipShape(.roundedRect(cornerRadius: 12, style: .circular))),
        (#"{"offset": {"x": 1, "y": 2}}"#, .offset(x: 1, y: 2)),
        (#"{"blendMode": "plusLighter"}"#, .blendMode(.plusLighter)),
        (#"{"colorEffect": {"hueRotation": 90}}"#, .colorEffect(.hueRotation(degrees: 90))),
        (#"{"colorEffect": {"blur": 4}}"#, .colorEffect(.blur(radius: 4))),
        (
            #"{"widgetBackground": {"type": "fill", "color": "systemBackground"}}"#,
            .widgetBackground(.fill(.systemBackground))
        ),
        (#"{"contentMarginsDisabled": true}"#, .contentMarginsDisabled),
        (#"{"name": "title"}"#, .named("title")),
    ])
    func decodesModifier(json: String, expected: Modifier) throws {
        let node = try Self.decode(#"{"type": "rule", "modifiers": [\#(json)]}"#)
        #expect(node == .modified(.rule, expected))
        #expect(try Self.roundTrip(node) == node)
    }

    @Test func decodesEveryNodeType() throws {
        let node = try Self.decode(
            """
            {"type": "group", "children": [
              {"type": "column", "alignment": "trailing", "spacing": 0, "children": [{"type": "empty"}, {"type": "words", "text": "x"}]},
              {"type": "row", "alignment": "lastTextBaseline", "children": []},
              {"type": "layers", "alignment": "bottom", "children": [{"type": "fill", "color": "#123456"}]},
              {"type": "spring", "minLength": 4}, {"type": "spring"}, {"type": "rule"},
              {"type": "rect", "color": "gray3"}, {"type": "roundedRect", "cornerRadius": 3},
              {"type": "disc"}, {"type": "oval"}, {"type": "pill"}
            ]}
            """)
        #expect(
            node
                == .group([
                    .column(.trailing, spacing: 0, [.words("x")]),
                    .row(.lastTextBaseline, spacing: nil, []),
                    .layers(.bottom, [.fill(.hex(0x123456))]),
                    .spring(minLength: 4), .spring(minLength: nil), .rule,
                    .shape(.rect, .system(.gray3)), .shape(.roundedRect(cornerRadius: 3, style: .circular), nil),
                    .shape(.disc, nil), .shape(.oval, nil), .shape(.pill, nil),
                ]))
    }

    @Test func malformedJSONNamesLineAndColumn() {
        #expect(
            Self.message("{\n  \"type\": \"column\",\n  \"children\": [1, 2,, ]\n}")
                == "tree.json: line 3, column 21: unexpected ','; expected a value (object, array, string, number, true, false or null)"
        )
        #expect(
            Self.message("{\"type\": tru}")
                == "tree.json: line 1, column 10: unexpected 'tru'; expected a value (object, array, string, number, true, false or null)"
        )
        #expect(
            Self.message("{\"type\": \"rule\"\n \"x\": 1}")
                == "tree.json: line 2, column 2: unexpected '\"'; expected ',' or '}' after the value of 'type'")
        #expect(
            Self.message("{\"type\": \"rule\"")
                == "tree.json: line 1, column 16: unexpected end of file; expected ',' or '}' after the value of 'type'"
        )
        #expect(
            Self.message("{\"type\": \"rule\", \"type\": \"fill\"}")
                == "tree.json: line 1, column 18: duplicate key 'type'")
    }

    @Test func unknownTypeListsTheTypes() {
        #expect(
            Self.message(#"{"type": "column", "children": [{"type": "box"}]}"#)
                == "tree.json: children[0].type: unknown node type 'box'; did you mean 'row'? known: column, row, layers, firstThatFits, grid, gridRow, spring, words, rule, fill, rect, roundedRect, disc, oval, pill, containerRelative, group, empty, symbol, picture, chart"
        )
        #expect(
            Self.message(#"{"children": []}"#)
                == "tree.json: top level: missing 'type'; known types: column, row, layers, firstThatFits, grid, gridRow, spring, words, rule, fill, rect, roundedRect, disc, oval, pill, containerRelative, group, empty, symbol, picture, chart"
        )
    }

    @Test func unknownAlignmentListsTheAlignments() {
        #expect(
            Self.message(#"{"type": "column", "alignment": "centre"}"#)
                == "tree.json: alignment: unknown alignment 'centre'; did you mean 'center'? known: leading, center, trailing"
        )
        #expect(
            Self.message(
                #"{"type": "row", "children": [{"type": "rule"}, {"type": "rule"}, {"type": "rule", "modifiers": [{"frame": {"alignment": "middle"}}]}]}"#
            )
                == "tree.json: children[2].modifiers[0].frame.alignment: unknown alignment 'middle'"
                + VignetteError.unknownName(kind: "alignment", given: "middle", known: []).message.dropFirst(
                    "unknown alignment 'middle'".count)
                + "center, leading, trailing, top, bottom, topLeading, topTrailing, bottomLeading, bottomTrailing")
    }

    @Test func badColours() {
        #expect(
            Self.message(##"{"type": "fill", "color": "#12"}"##)
                == "tree.json: color: invalid colour '#12': expected #RGB, #RRGGBB or #RRGGBBAA")
        #expect(
            Self.message(#"{"type": "fill", "color": "bleu"}"#)?
                .hasPrefix(
                    "tree.json: color: unknown colour 'bleu'; did you mean 'blue'? known: label, secondaryLabel,")
                == true)
        #expect(
            Self.message(#"{"type": "fill", "color": 3}"#)
                == ##"tree.json: color: expected a colour (a name, "#RRGGBB" or {"light": …, "dark": …}), found the number 3"##
        )
    }

    @Test func unknownKeysAreErrors() {
        #expect(
            Self.message(#"{"type": "rule", "modifiers": [{"paddin": 4}]}"#)
                == "tree.json: modifiers[0].paddin: unknown modifier 'paddin'; did you mean 'padding'? known: padding, frame, background, overlay, foregroundStyle, font, lineLimit, multilineTextAlignment, truncationMode, layoutPriority, fixedSize, aspectRatio, opacity, blendMode, colorEffect, clipShape, cornerRadius, offset, widgetBackground, contentMarginsDisabled, name, shadow, widgetAccentable, rotation, scale, gridCellColumns, gridColumnAlignment, mask, fontWeight, fontDesign, bold, italic, monospacedDigit, tracking, kerning, minimumScaleFactor, strikethrough, underline, dynamicTypeSize, redacted, unredacted, privacySensitive, layoutDirection, colorScheme, imageScale, contentTransition, symbolRenderingMode, foregroundLevels, symbolVariableValue, accessibilityLabel, accessibilityValue, accessibilityHint, accessibilityAddTraits, accessibilityRemoveTraits, accessibilityHidden, accessibilityElement, accessibilitySortPriority, gridTracks, gridCellUnsizedAxes, gridCellAnchor"
        )
        #expect(
            Self.message(#"{"type": "fill", "colour": "red"}"#)
                == "tree.json: colour: unknown fill key 'colour'; did you mean 'color'? known: type, modifiers, color")
        #expect(
            Self.message(#"{"type": "rule", "modifiers": [{"padding": 4, "opacity": 1}]}"#)
                == #"tree.json: modifiers[0]: expected a modifier: an object with one key, such as {"padding": 16}; found an object with 2 keys"#
        )
        #expect(Self.message(#"{"type": "roundedRect"}"#) == "tree.json: top level: missing 'cornerRadius'")
        #expect(
            Self.message(#"{"type": "rule", "modifiers": [{"lineLimit": 1.5}]}"#)
                == "tree.json: modifiers[0].lineLimit: expected a whole number ≥ 1, found the number 1.5")
    }

    @Test func decodedPicturesKnowTheirFileAndJSONPath() throws {
        let json = #"{"type": "row", "children": [{"type": "rule"}, {"type": "picture", "path": "a.png"}]}"#
        guard case .row(_, _, let children) = try Node.decode(json: Data(json.utf8), path: "card.json"),
            case .picture(let spec) = children[1]
        else {
            Issue.record("not a row with a picture")
            return
        }
        #expect(spec.origin == "card.json at children[1].path")
        // Where a picture was asked for is not part of what it is.
        #expect(Node.picture(spec) == .picture(PictureSpec(path: "a.png")))
    }
}
