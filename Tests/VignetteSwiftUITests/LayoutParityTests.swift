import Foundation
import SwiftUI
import Testing
import Vignette

/// SwiftUI-spelled trees lower to the core DSL's nodes and lay out to its frames
/// (Docs/SwiftUI.md §2; the layout rules are Docs/LayoutSemantics.md's).
@Suite struct LayoutParityTests {
    @Test func spacerPushesTwoTextsToThePaddedEdges() throws {
        let swiftUI = Lowering.node(
            HStack {
                Text("a")
                Spacer()
                Text("b")
            }.padding())
        let core = Row {
            Words("a")
            Spring()
            Words("b")
        }.padding()
        #expect(swiftUI == core)
        let layout = Lowering.layout(swiftUI)
        #expect(layout == Lowering.layout(core))
        // 16 pt content margin plus 16 pt default padding on each side of the 170 pt widget.
        let a = try #require(Lowering.frame(ofText: "a", in: layout))
        let b = try #require(Lowering.frame(ofText: "b", in: layout))
        #expect(a.minX == 32)
        #expect(b.maxX == 138)
        // Centred vertically, to the nearest 1/3 pt pixel.
        #expect(a.midY == b.midY && abs(a.midY - 85) <= 1.0 / 3)
    }

    @Test func topLeadingColumnStartsAtTheContentMargin() throws {
        let view = VStack(alignment: .leading, spacing: 6) {
            Text("Title").font(.headline)
            Text("Body text").font(.caption).foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        let core = Column(alignment: .leading, spacing: 6) {
            Words("Title").font(.headline)
            Words("Body text").font(.caption).foregroundStyle(.secondaryLabel)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        let lowered = Lowering.node(view)
        #expect(lowered == core)
        let layout = Lowering.layout(lowered)
        #expect(layout == Lowering.layout(core))
        let title = try #require(Lowering.frame(ofText: "Title", in: layout))
        let body = try #require(Lowering.frame(ofText: "Body text", in: layout))
        #expect(title.origin == CGPoint(x: 16, y: 16))
        #expect(body.minX == 16 && body.minY == title.maxY + 6)
    }

    @Test func zStackAlignsAFixedCircleInTheCorner() {
        let view = ZStack(alignment: .bottomTrailing) {
            Color.blue
            Circle().fill(.red).frame(width: 20, height: 20)
        }
        let core = Layers(alignment: .bottomTrailing) {
            Fill(.blue)
            Disc().fill(.red).frame(width: 20, height: 20)
        }.node
        #expect(Lowering.node(view) == core)
        let frames = Lowering.layout(Lowering.node(view)).allNodes.map(\.frame)
        #expect(frames.contains(CGRect(x: 134, y: 134, width: 20, height: 20)))
        #expect(frames.contains(CGRect(x: 16, y: 16, width: 138, height: 138)))
    }

    @Test func loopsGroupsAndConditionsFlattenIntoTheStack() {
        let showsFooter = false
        let name: String? = "x"
        let view = VStack {
            ForEach(0..<3) { Text("\($0)") }
            Group {
                if let name { Text(name) }
                EmptyView()
            }
            if showsFooter { Text("never") }
        }
        #expect(
            Lowering.node(view)
                == Column {
                    Words("0")
                    Words("1")
                    Words("2")
                    Words("x")
                }.node)
    }

    @Test func aModifierOnAGroupAppliesToEachMember() {
        let view = VStack {
            Group {
                Text("a")
                Text("b")
            }.padding(4)
            ForEach(0..<2) { Text("\($0)") }.font(.caption)
            EmptyView().padding()
        }
        let core = Column {
            Words("a").padding(4)
            Words("b").padding(4)
            Words("0").font(.caption)
            Words("1").font(.caption)
        }
        #expect(Lowering.node(view) == core.node)
    }

    @Test func modifierOrderIsKept() {
        let paddedThenFilled = Text("a").padding(4).background(Color.green)
        let filledThenPadded = Text("a").background(Color.green).padding(4)
        #expect(Lowering.node(paddedThenFilled) == Words("a").padding(4).background(.green))
        #expect(Lowering.node(filledThenPadded) == Words("a").background(.green).padding(4))
        #expect(Lowering.node(paddedThenFilled) != Lowering.node(filledThenPadded))
    }

    /// Each modifier of this slice lowers to its core counterpart (the table in Docs/SwiftUI.md §2).
    @Test func everyModifierLowersToItsCoreModifier() {
        let text = Text("a")
        let words = Words("a")
        let pairs: [(Node, Node, String)] = [
            (Lowering.node(text.padding(.horizontal, 12)), words.padding(.horizontal, 12), "padding(edges)"),
            (
                Lowering.node(text.padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))),
                words.padding(Insets(top: 1, leading: 2, bottom: 3, trailing: 4)), "padding(insets)"
            ),
            (Lowering.node(text.padding(.top)), words.padding(.top, 16), "padding(.top)"),
            (
                Lowering.node(text.frame(width: 40, height: 20, alignment: .leading)),
                words.frame(width: 40, height: 20, alignment: .leading), "frame fixed"
            ),
            (
                Lowering.node(
                    text.frame(minWidth: 10, idealWidth: 20, maxWidth: 30, maxHeight: .infinity, alignment: .bottom)),
                words.frame(minWidth: 10, idealWidth: 20, maxWidth: 30, maxHeight: .infinity, alignment: .bottom),
                "frame flexible"
            ),
            (Lowering.node(text.fixedSize()), words.fixedSize(), "fixedSize"),
            (
                Lowering.node(text.fixedSize(horizontal: false, vertical: true)),
                words.fixedSize(horizontal: false, vertical: true), "fixedSize(axes)"
            ),
            (Lowering.node(text.layoutPriority(2)), words.layoutPriority(2), "layoutPriority"),
            (Lowering.node(text.lineLimit(2)), words.lineLimit(2), "lineLimit"),
            (
                Lowering.node(text.multilineTextAlignment(.center)), words.multilineTextAlignment(.center),
                "multilineTextAlignment"
            ),
            (Lowering.node(text.minimumScaleFactor(0.5)), words.minimumScaleFactor(0.5), "minimumScaleFactor"),
            (Lowering.node(text.opacity(0.3)), words.opacity(0.3), "opacity"),
            (Lowering.node(text.clipShape(Capsule())), words.clipShape(Pill()), "clipShape"),
            (Lowering.node(text.cornerRadius(6)), words.cornerRadius(6), "cornerRadius"),
            (Lowering.node(text.offset(x: 3, y: -2)), words.offset(x: 3, y: -2), "offset"),
            (Lowering.node(text.offset(CGSize(width: 3, height: -2))), words.offset(x: 3, y: -2), "offset(size)"),
            (
                Lowering.node(text.overlay(alignment: .topTrailing) { Circle() }),
                words.overlay(Disc(), alignment: .topTrailing), "overlay"
            ),
            (
                Lowering.node(text.background(.orange, in: RoundedRectangle(cornerRadius: 4, style: .continuous))),
                words.background(RoundedRect(cornerRadius: 4, style: .continuous).fill(.orange)), "background(in:)"
            ),
            (
                Lowering.node(text.containerBackground(Color(red: 1, green: 0.5, blue: 0), for: .widget)),
                words.widgetBackground(.rgb(1, 0.5, 0)), "containerBackground"
            ),
            (
                Lowering.node(text.containerBackground(.fill.tertiary, for: .widget)),
                words.widgetBackground(.system(.tertiarySystemFill)), ".fill.tertiary"
            ),
            (Lowering.node(text.background(.fill)), words.background(.systemFill), ".fill"),
            (Lowering.node(text.background()), words.background(.systemBackground), "background()"),
            (Lowering.node(text.redacted(reason: .placeholder)), words.redacted(reason: .placeholder), "redacted"),
            (Lowering.node(text.foregroundColor(.red)), words.foregroundStyle(.red), "foregroundColor"),
            (
                Lowering.node(text.foregroundStyle(Color.white.opacity(0.5))),
                words.foregroundStyle(Paint.white.opacity(0.5)), "opacity colour"
            ),
            (
                Lowering.node(HStack { text }.foregroundStyle(.tertiary)),
                Row { words }.foregroundStyle(.tertiaryLabel), "tertiary"
            ),
            (Lowering.node(HStack { text }.fontWeight(.heavy)), Row { words }.fontWeight(.heavy), "fontWeight"),
            (Lowering.node(HStack { text }.bold()), Row { words }.bold(), "bold"),
            (
                Lowering.node(HStack { text }.font(.system(size: 20, weight: .light, design: .rounded))),
                Row { words }.font(.system(size: 20, weight: .light, design: .rounded)), "font system"
            ),
            (
                Lowering.node(HStack { text }.font(.system(.title3, design: .serif, weight: .bold))),
                Row { words }.font(.system(.title3, weight: .bold, design: .serif)), "font text style"
            ),
            (Lowering.node(HStack { text }.font(nil)), Row { words }.node, "font(nil) keeps the font"),
            (Lowering.node(Rectangle().stroke(.blue, lineWidth: 2)), Rect().stroke(.blue, lineWidth: 2).node, "stroke"),
            (Lowering.node(Ellipse()), Oval().node, "shape in the foreground style"),
            (
                Lowering.node(RoundedRectangle(cornerRadius: 4)), RoundedRect(cornerRadius: 4, style: .continuous).node,
                "RoundedRectangle's corners are continuous by default"
            ),
            (
                Lowering.node(Capsule().strokeBorder(.red, lineWidth: 4)),
                StrokedShape(.inset(.pill, by: 2), paint: .red, style: Vignette.StrokeStyle(lineWidth: 4)).node,
                "strokeBorder"
            ),
            (Lowering.node(Divider()), Rule().node, "Divider"),
            (Lowering.node(Spacer(minLength: 3)), Spring(minLength: 3).node, "Spacer"),
            (Lowering.node(Image(systemName: "clock")), Symbol("clock").node, "Image(systemName:)"),
            (
                Lowering.node(Image(systemName: "clock").imageScale(.large)), Symbol("clock").imageScale(.large),
                "imageScale"
            ),
            (Lowering.node(Circle().scaledToFit()), Disc().aspectRatio(contentMode: .fit), "scaledToFit"),
            (Lowering.node(Circle().scaledToFill()), Disc().aspectRatio(contentMode: .fill), "scaledToFill"),
        ]
        for (swiftUI, core, name) in pairs {
            #expect(swiftUI == core, "\(name)")
        }
    }
}
