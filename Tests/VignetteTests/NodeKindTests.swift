import Foundation
import Testing
@testable import Vignette

/// `NodeKind` is the one list of node kinds: tree JSON types decode to it and encode back
/// to its spelling, and laid-out nodes carry the kind that made them.
@Suite struct NodeKindTests: TreeJSONTesting {
    /// The smallest valid node of each tree type.
    static let minimalTrees: [NodeKind: String] = [
        .column: #"{"type": "column"}"#, .row: #"{"type": "row"}"#, .layers: #"{"type": "layers"}"#,
        .firstThatFits: #"{"type": "firstThatFits", "axes": "horizontal"}"#,
        .grid: #"{"type": "grid", "horizontalSpacing": 2}"#, .gridRow: #"{"type": "gridRow", "alignment": "top"}"#,
        .spring: #"{"type": "spring"}"#, .words: #"{"type": "words", "text": "Hi"}"#, .rule: #"{"type": "rule"}"#,
        .fill: #"{"type": "fill", "color": "red"}"#, .rect: #"{"type": "rect"}"#,
        .roundedRect: #"{"type": "roundedRect", "cornerRadius": 4}"#, .disc: #"{"type": "disc"}"#,
        .oval: #"{"type": "oval"}"#, .pill: #"{"type": "pill"}"#, .containerRelative: #"{"type": "containerRelative"}"#,
        .group: #"{"type": "group"}"#,
        .empty: #"{"type": "empty"}"#, .symbol: #"{"type": "symbol", "name": "airplane"}"#,
        .picture: #"{"type": "picture", "path": "missing.png"}"#,
        .chart: #"{"type": "chart", "marks": [{"mark": "point", "x": {"value": 1}, "y": {"value": 2}}]}"#,
    ]

    /// A modifier that makes each modifier kind, applied to a red fill.
    static let modifiers: [NodeKind: String] = [
        .padding: #"{"padding": 2}"#, .frame: #"{"frame": {"width": 4}}"#,
        .background: #"{"background": {"type": "rect"}}"#, .overlay: #"{"overlay": {"type": "rect"}}"#,
        .layoutPriority: #"{"layoutPriority": 1}"#, .fixedSize: #"{"fixedSize": true}"#,
        .aspectRatio: #"{"aspectRatio": {"contentMode": "fit"}}"#, .offset: #"{"offset": {"x": 1}}"#,
        .opacity: #"{"opacity": 0.5}"#, .blendMode: #"{"blendMode": "multiply"}"#,
        .colorEffect: #"{"colorEffect": "invert"}"#, .clipShape: #"{"cornerRadius": 3}"#,
        .shadow: #"{"shadow": {"radius": 2}}"#,
        .rotation: #"{"rotation": {"degrees": 30, "anchor": "topLeading"}}"#,
        .mask: #"{"mask": {"alignment": "top", "content": {"type": "disc"}}}"#,
        .scale: #"{"scale": {"x": 2, "anchor": {"x": 0.25, "y": 1}}}"#,
    ]

    static func placedRoot(_ json: String) throws -> PlacedNode {
        Layout.layout(
            try decode(json), in: CGSize(width: 40, height: 40), environment: WidgetEnvironment(),
            textEngine: FixedAdvanceTextEngine()
        ).root
    }

    @Test func treeTypesAreTheKindsThatAreNotModifiers() {
        #expect(
            NodeKind.treeTypes.map(\.rawValue) == [
                "column", "row", "layers", "firstThatFits", "grid", "gridRow", "spring", "words", "rule", "fill",
                "rect",
                "roundedRect", "disc", "oval", "pill", "containerRelative", "group", "empty", "symbol", "picture",
                "chart",
            ])
        #expect(
            NodeKind.allCases.filter(\.isModifier).map(\.rawValue).sorted()
                == Self.modifiers.keys.map(\.rawValue).sorted())
        #expect(NodeKind.allCases.filter(\.isStack) == [.column, .row, .layers])
    }

    @Test(arguments: NodeKind.treeTypes)
    func eachTreeTypeRoundTripsWithItsSpelling(kind: NodeKind) throws {
        let json = try #require(Self.minimalTrees[kind], "no sample tree for \(kind)")
        let encoded = try JSONSerialization.jsonObject(with: try Self.decode(json).jsonData()) as? [String: Any]
        #expect(encoded?["type"] as? String == kind.rawValue)
    }

    @Test(arguments: NodeKind.treeTypes)
    func eachTreeTypeIsPlacedAsItsKind(kind: NodeKind) throws {
        let placed = try Self.placedRoot(try #require(Self.minimalTrees[kind]))
        // A group's children, and nothing, are flattened into the root column (LayoutTree.swift).
        let expected: NodeKind =
            switch kind {
            case .group, .empty: .column
            default: kind
            }
        #expect(placed.kind == expected)
    }

    @Test(arguments: NodeKind.allCases.filter(\.isModifier))
    func eachModifierKindIsPlacedAroundItsChild(kind: NodeKind) throws {
        let modifier = try #require(Self.modifiers[kind], "no sample modifier for \(kind)")
        let placed = try Self.placedRoot(#"{"type": "fill", "color": "red", "modifiers": [\#(modifier)]}"#)
        #expect(placed.kind == kind)
        #expect(placed.children.first?.kind == .fill)
    }

    /// A disc is square (Docs/LayoutSemantics.md §a.2), so the 4 pt high row centres a 4×4 disc.
    @Test func layoutJSONSpellsKindsAsBefore() throws {
        let tree = try Self.decode(
            #"{"type": "row", "spacing": 0, "children": [{"type": "disc"}], "modifiers": [{"cornerRadius": 2}]}"#)
        let result = Layout.layout(
            tree, in: CGSize(width: 10, height: 4), environment: WidgetEnvironment(),
            textEngine: FixedAdvanceTextEngine())
        #expect(
            result.json(host: CGSize(width: 10, height: 4), scale: 1) == """
                {
                  "host": {"width": 10, "height": 4},
                  "scale": 1,
                  "root": {
                    "kind": "clipShape",
                    "frame": {"x": 3, "y": 0, "width": 4, "height": 4},
                    "children": [
                      {
                        "kind": "row",
                        "frame": {"x": 3, "y": 0, "width": 4, "height": 4},
                        "children": [
                          {
                            "kind": "disc",
                            "frame": {"x": 3, "y": 0, "width": 4, "height": 4}
                          }
                        ]
                      }
                    ]
                  }
                }
                """)
    }

    @Test func kindsDecodeFromTheirSpelling() throws {
        let kinds = try JSONDecoder().decode([NodeKind].self, from: Data(#"["words", "clipShape"]"#.utf8))
        #expect(kinds == [.words, .clipShape])
        #expect("\(NodeKind.roundedRect)" == "roundedRect")
    }
}
