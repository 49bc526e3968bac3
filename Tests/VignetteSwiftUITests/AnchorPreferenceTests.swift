import Foundation
import SwiftUI
import Testing
import Vignette

private struct BoundsKey: PreferenceKey {
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
}

private struct CentersKey: PreferenceKey {
    static var defaultValue: [Anchor<CGPoint>] { [] }
    static func reduce(value: inout [Anchor<CGPoint>], nextValue: () -> [Anchor<CGPoint>]) { value += nextValue() }
}

/// `anchorPreference`, `Anchor` and `GeometryProxy`'s subscript: anchors resolved to the frames the
/// layout engine placed the anchored views at (Docs/SwiftUI/Preferences.md).
@Suite struct AnchorPreferenceTests {
    /// Three texts, the second anchored by its bounds, with a rectangle drawn over the anchor's frame.
    static func highlighted(background: Bool = false) -> some View {
        let texts = VStack(alignment: .leading, spacing: 10) {
            Text("One")
            Text("Two").padding(.leading, 30).anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
            Text("Three")
        }
        let mark = { (anchor: Anchor<CGRect>?) in
            GeometryReader { proxy in
                if let anchor {
                    let rect = proxy[anchor]
                    Rectangle().fill(Color.red).frame(width: rect.width, height: rect.height)
                        .offset(x: rect.minX, y: rect.minY)
                }
            }
        }
        return Group {
            if background {
                texts.backgroundPreferenceValue(BoundsKey.self, mark)
            } else {
                texts.overlayPreferenceValue(BoundsKey.self, mark)
            }
        }
    }

    /// Whether two frames agree to a third of a point (one pixel at 3×) on every edge.
    static func close(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) < 0.34 && abs(a.minY - b.minY) < 0.34 && abs(a.maxX - b.maxX) < 0.34
            && abs(a.maxY - b.maxY) < 0.34
    }

    /// The frame of the red rectangle and of the padded "Two".
    static func frames(_ layout: LayoutResult) throws -> (mark: CGRect, anchored: CGRect) {
        let mark = try #require(layout.allNodes.first { $0.kind == .rect }).frame
        let text = try #require(Lowering.frame(ofText: "Two", in: layout))
        let padded = try #require(layout.allNodes.first { $0.kind == .padding && $0.frame.maxX == text.maxX })
        return (mark, padded.frame)
    }

    @Test func boundsResolveToTheAnchoredViewsFrameInAnOverlayAndABackground() throws {
        for background in [false, true] {
            let layout = Lowering.layout(Lowering.node(Self.highlighted(background: background)))
            let (mark, anchored) = try Self.frames(layout)
            let text = try #require(Lowering.frame(ofText: "Two", in: layout))
            #expect(Self.close(mark, anchored), "\(background): \(mark) \(anchored)")
            // The bounds are the padded view's: 30 pt before the text, the text's line below "One".
            #expect(abs(mark.minX - (text.minX - 30)) < 0.34 && abs(mark.maxX - text.maxX) < 0.34, "\(mark) \(text)")
            #expect(mark.minY > 16 + 10, "\(mark)")
        }
    }

    @Test func anchoredViewsAreNamedTheSameInEveryRender() {
        // Each render's environment names its anchored views from one, in lowering order.
        let first = Lowering.layout(Lowering.node(Self.highlighted()))
        let second = Lowering.layout(Lowering.node(Self.highlighted()))
        #expect(first == second)
        #expect(first.allNodes.contains { $0.name == "\u{1F}anchor.1" })
    }

    @Test func pointsResolveInTheReadersCoordinates() throws {
        let view = HStack(spacing: 20) {
            ForEach(["a", "b", "c"], id: \.self) { Text($0).frame(width: 30, height: 30) }
                .anchorPreference(key: CentersKey.self, value: .center) { [$0] }
        }
        .padding(.top, 20)
        .overlayPreferenceValue(CentersKey.self) { centers in
            GeometryReader { proxy in
                ZStack(alignment: .topLeading) {
                    ForEach(0..<centers.count, id: \.self) { index in
                        let point = proxy[centers[index]]
                        Circle().fill(Color.blue).frame(width: 4, height: 4).offset(x: point.x - 2, y: point.y - 2)
                    }
                }
            }
        }
        let layout = Lowering.layout(Lowering.node(view))
        let dots = layout.allNodes.filter { $0.kind == .disc }.map(\.frame)
        let letters = try ["a", "b", "c"].map { try #require(Lowering.frame(ofText: $0, in: layout)) }
        let cells = layout.allNodes.filter { $0.kind == .frame && $0.frame.width == 30 }.map(\.frame)
        #expect(dots.count == 3 && cells.count == 3, "\(dots) \(cells)")
        for (dot, cell) in zip(dots, cells) {
            #expect(abs(dot.midX - cell.midX) < 0.34 && abs(dot.midY - cell.midY) < 0.34, "\(dot) \(cell)")
        }
        #expect(letters.count == 3)
    }

    @Test func aReaderInsideAnotherReaderStillFindsTheAnchor() throws {
        let view = VStack {
            Text("Top")
            Text("Anchored").anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
        }
        .overlayPreferenceValue(BoundsKey.self) { anchor in
            GeometryReader { _ in
                VStack {
                    GeometryReader { proxy in
                        if let anchor {
                            let rect = proxy[anchor]
                            Rectangle().frame(width: rect.width, height: rect.height).offset(x: rect.minX, y: rect.minY)
                        }
                    }
                }
            }
        }
        let layout = Lowering.layout(Lowering.node(view))
        let mark = try #require(layout.allNodes.first { $0.kind == .rect }).frame
        #expect(Self.close(mark, try #require(Lowering.frame(ofText: "Anchored", in: layout))), "\(mark)")
    }

    @Test func anchorPreferenceReference() throws {
        let widget = WidgetDefinition(id: "anchors", displayName: "Anchors", families: [.systemMedium]) { _ in
            Lowering.node(
                HStack(spacing: 24) {
                    Text("Day")
                    Text("Week").bold().anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
                    Text("Month")
                }
                .font(.title3)
                .padding(.vertical, 12)
                .overlayPreferenceValue(BoundsKey.self) { anchor in
                    GeometryReader { proxy in
                        if let anchor {
                            let rect = proxy[anchor]
                            Capsule().fill(Color.blue).frame(width: rect.width, height: 4)
                                .offset(x: rect.minX, y: rect.maxY + 4)
                        }
                    }
                })
        }
        try LazyGridSnapshotTests.expectReference(widget, named: "anchorPreference")
    }
}
