import Foundation
import SwiftUI
import Testing
import Vignette

/// Shows the Dynamic Type size its body reads.
private struct TypeSizeReader: View {
    @SwiftUI.Environment(\.dynamicTypeSize) private var size
    var body: some View { Text(size.rawValue) }
}

/// shadow, border, hidden, id, truncationMode and Dynamic Type lower onto the core's modifiers
/// and keep SwiftUI's layout (Docs/SwiftUI/Modifiers.md).
@Suite struct EffectsTests {
    @Test func aShadowIsTheCoreShadowBlack33PercentByDefault() {
        let text = Text("a"), words = Words("a")
        #expect(
            Lowering.node(text.shadow(color: .red, radius: 4, x: 1, y: 2))
                == words.shadow(color: .red, radius: 4, x: 1, y: 2))
        #expect(
            Lowering.node(text.shadow(radius: 3))
                == words.shadow(color: .rgb(0, 0, 0, opacity: 0.33), radius: 3))
    }

    @Test func aBorderIsStrokedInsideTheFrame() throws {
        let view = Color.blue.frame(width: 40, height: 30).border(.red, width: 2)
        let layout = Lowering.layout(Lowering.node(view))
        // The last fill is the blue one (the first is the widget's background).
        let fill = try #require(layout.allNodes.last { $0.kind == .fill }?.frame)
        let stroke = try #require(layout.allNodes.first { $0.kind == .rect }?.frame)
        #expect(fill == CGRect(x: 65, y: 70, width: 40, height: 30))
        #expect(stroke == fill)
        #expect(
            Lowering.node(Text("a").border(.red, width: 2))
                == Words("a").overlay(Rect().strokeBorder(.red, lineWidth: 2)))
    }

    @Test func aHiddenViewKeepsItsPlace() throws {
        let shown = Lowering.layout(
            Lowering.node(
                HStack {
                    Text("first")
                    Text("second")
                }))
        let hidden = Lowering.layout(
            Lowering.node(
                HStack {
                    Text("first").hidden()
                    Text("second")
                }))
        #expect(Lowering.frame(ofText: "second", in: hidden) == Lowering.frame(ofText: "second", in: shown))
        #expect(Lowering.node(Text("first").hidden()) == Words("first").opacity(0))
    }

    @Test func anIdChangesNothing() {
        #expect(Lowering.node(Text("a").id(7)) == Lowering.node(Text("a")))
    }

    @Test func truncationCutsWhereItIsAsked() throws {
        let long = "The quick brown fox jumps over the lazy dog"
        func line(_ mode: Text.TruncationMode) throws -> String {
            let view = Text(long).lineLimit(1).truncationMode(mode).frame(width: 80)
            let node = try #require(Lowering.layout(Lowering.node(view)).allNodes.first { $0.kind == .words })
            return try #require(node.lines?.first)
        }
        #expect(try line(.head).hasPrefix("…") && line(.head).hasSuffix("dog"))
        #expect(try line(.tail).hasPrefix("The") && line(.tail).hasSuffix("…"))
        #expect(try line(.middle).hasPrefix("The") && line(.middle).hasSuffix("dog") && line(.middle).contains("…"))
    }

    @Test func aDynamicTypeRangeHoldsThePersonsSizeInside() {
        var core = Lowering.environment()
        core.dynamicTypeSize = .accessibility3
        let large = EnvironmentValues(core: core)
        let capped = TypeSizeReader().dynamicTypeSize(...DynamicTypeSize.xxLarge)
        #expect(lower(capped, in: large) == Words("xxLarge").dynamicTypeSize(.xxLarge))
        // A size inside the range is kept; below a lower bound it rises to it.
        #expect(
            lower(
                TypeSizeReader().dynamicTypeSize(.small ... .xLarge),
                in: EnvironmentValues(core: Lowering.environment()))
                == Words("large").dynamicTypeSize(.large))
        core.dynamicTypeSize = .xSmall
        #expect(
            lower(TypeSizeReader().dynamicTypeSize(.medium...), in: EnvironmentValues(core: core))
                == Words("medium").dynamicTypeSize(.medium))
        #expect(lower(TypeSizeReader().dynamicTypeSize(.xLarge), in: large) == Words("xLarge").dynamicTypeSize(.xLarge))
    }
}

extension EffectsTests {
    @Test func modifiersWithoutAPictureLeaveTheViewAsItIs() {
        let plain = Lowering.node(Text("7"))
        let views: [(String, any View)] = [
            ("invalidatableContent", Text("7").invalidatableContent())
        ]
        for (name, view) in views {
            #expect(Lowering.node(AnyView(view)) == plain, "\(name)")
        }
    }
}

extension EffectsTests {
    @Test func contentTransitionMapsOntoTheCore() {
        #expect(
            Lowering.node(Text("7").contentTransition(.numericText())) == Words("7").contentTransition(.numericText))
        #expect(
            Lowering.node(Text("7").contentTransition(.numericText(countsDown: true)))
                == Words("7").contentTransition(.numericTextCountingDown))
        #expect(Lowering.node(Text("7").contentTransition(.interpolate)) == Words("7").contentTransition(.opacity))
        #expect(Lowering.node(Text("7").contentTransition(.identity)) == Words("7").contentTransition(.identity))
    }

    @Test func aMaskIsTheCoreMaskLaidOutInTheViewsFrame() {
        #expect(
            Lowering.node(Text("a").mask(alignment: .top) { Circle() })
                == Words("a").mask(Disc(), alignment: .top))
        #expect(Lowering.node(Color.red.mask(Capsule())) == Fill(.red).mask(Pill()))
    }
}
