import Foundation
import Testing
@testable import Vignette

/// The JSON forms of gradients, strokes, trims and shadows (Docs/TreeFormat.md).
@Suite struct DrawingCodingTests: TreeJSONTesting {
    static let sample: Node = Column {
        Rect().fill(.linearGradient(colors: [.red, .hex(0x123456)], startPoint: .top, endPoint: .bottomTrailing))
        Disc().fill(
            .radialGradient(
                Gradient(stops: [.init(color: .white, location: 0.2), .init(color: .clear, location: 0.9)]),
                center: UnitPoint(x: 0.3, y: 0.25), startRadius: 2, endRadius: 30))
        Oval().fill(.angularGradient(colors: [.blue, .green], startAngle: .degrees(-90), endAngle: .degrees(180)))
        Rect().fill(
            .ellipticalGradient(
                Gradient(colors: [.yellow, .purple]), center: .topLeading, startRadiusFraction: 0.1,
                endRadiusFraction: 0.75))
        Disc().trim(from: 0, to: 0.6).rotation(.degrees(-90)).stroke(
            .green, style: StrokeStyle(lineWidth: 8, lineCap: .round))
        RoundedRect(cornerRadius: 8, style: .continuous).strokeBorder(lineWidth: 2)
        Pill().stroke(
            .red, style: StrokeStyle(lineWidth: 1.5, lineJoin: .bevel, miterLimit: 4, dash: [3, 2], dashPhase: 1))
        Rect().inset(by: 4).fill(.blue)
        Words("Hi").foregroundStyle(
            .linearGradient(colors: [.orange, .pink], startPoint: .leading, endPoint: .trailing)
        )
        .shadow(radius: 3, y: 2)
        Rect().shadow(color: .black.opacity(0.5), radius: 1, x: -1)
        RingGauge(value: 0.4) { Words("40") }
        ProgressBar(value: 0.3)
        AccessoryCircularGauge(value: 3, in: 0...10, minLabel: "0", maxLabel: "10") { Words("3") }
    }.node

    @Test func drawingTreeRoundTrips() throws {
        let data = try Self.sample.jsonData()
        #expect(try Node.decode(json: data) == Self.sample)
        #expect(try Node.decode(json: data).jsonData() == data)
    }

    @Test func decodesTheDocumentedForms() throws {
        #expect(
            try Self.decode(#"{"type": "disc", "color": "blue", "stroke": 4, "trim": {"to": 0.5}, "rotation": -90}"#)
                == .stroke(.rotated(.trimmed(.disc, from: 0, to: 0.5), .degrees(-90)), .blue, StrokeStyle(lineWidth: 4))
        )
        #expect(
            try Self.decode(#"{"type": "rect", "strokeBorder": {"lineWidth": 6, "lineCap": "round"}}"#)
                == .stroke(.inset(.rect, by: 3), nil, StrokeStyle(lineWidth: 6, lineCap: .round)))
        #expect(
            try Self.decode(
                #"{"type": "fill", "color": {"linearGradient": {"colors": ["red", "blue"], "startPoint": "leading", "endPoint": "trailing"}}}"#
            )
                == .fill(.linearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)))
        #expect(
            try Self.decode(#"{"type": "rect", "color": {"angularGradient": {"colors": ["red", "blue"]}}}"#)
                == .shape(.rect, .angularGradient(colors: [.red, .blue])))
        #expect(
            try Self.decode(#"{"type": "rect", "color": {"ellipticalGradient": {"colors": ["red", "blue"]}}}"#)
                == .shape(.rect, .ellipticalGradient(Gradient(colors: [.red, .blue]))))
        #expect(
            try Self.decode(#"{"type": "rect", "modifiers": [{"shadow": {"radius": 4, "y": 2}}]}"#)
                == .modified(.shape(.rect, nil), .shadow(Shadow(radius: 4, y: 2))))
    }

    @Test func badFormsNameWhatIsWrong() {
        #expect(
            Self.message(#"{"type": "rect", "stroke": {"lineCap": "pointy"}}"#)
                == "tree.json: stroke.lineCap: unknown line cap 'pointy'; known: butt, round, square")
        #expect(
            Self.message(#"{"type": "fill", "color": {"radialGradient": {"colors": ["red"]}}}"#)
                == "tree.json: color.radialGradient: missing 'endRadius'")
        #expect(
            Self.message(#"{"type": "rect", "stroke": 1, "strokeBorder": 1}"#)
                == "tree.json: top level: a shape has either 'stroke' or 'strokeBorder', not both")
    }
}
