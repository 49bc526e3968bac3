import AppIntents
import Foundation
import SwiftUI
import Testing
import Vignette

private struct NoOpIntent: AppIntent {
    static let title: LocalizedStringResource = "Nothing"
}

/// The controls lower to core stacks, shapes and gauges and lay out where iOS puts them
/// (Docs/SwiftUI/Controls.md).
@Suite struct ControlsTests {
    @Test func labelIsItsIconThenItsTitleOnTheFirstBaseline() {
        let label = Lowering.node(Label("Inbox", systemImage: "tray"))
        let row = Lowering.node(
            HStack(alignment: .firstTextBaseline) {
                Image(systemName: "tray").accessibilityHidden(true)
                Text("Inbox")
            }.accessibilityElement(children: .combine))
        #expect(label == row)
        #expect(
            Lowering.node(Label("Inbox", systemImage: "tray").labelStyle(.iconOnly))
                == Lowering.node(Image(systemName: "tray")))
        #expect(
            Lowering.node(Label("Inbox", systemImage: "tray").labelStyle(.titleOnly))
                == Lowering.node(Text("Inbox")))
    }

    @Test func aSwitchSitsAtTheTrailingEdgeWithItsKnobOnTheSideOfItsState() throws {
        let view = VStack {
            Toggle("On", isOn: true, intent: NoOpIntent())
            Toggle("Off", isOn: false, intent: NoOpIntent())
        }
        let layout = Lowering.layout(
            Lowering.node(view, family: .systemMedium), family: .systemMedium,
            size: CGSize(width: 364, height: 170))
        let capsules = layout.allNodes.filter { $0.kind == .pill }.map(\.frame)
        let knobs = layout.allNodes.filter { $0.kind == .disc }.map(\.frame)
        try #require(capsules.count == 2 && knobs.count == 2)
        // 51 × 31 pt switches against the 16 pt content margin of a 364 pt widget.
        for capsule in capsules {
            #expect(capsule.size.isClose(to: CGSize(width: 51, height: 31)))
            #expect(capsule.maxX == 348)
        }
        // A 27 pt knob, 2 pt inside the trailing end when on and the leading end when off.
        #expect(knobs[0].size.isClose(to: CGSize(width: 27, height: 27)))
        #expect(knobs[0].maxX == capsules[0].maxX - 2)
        #expect(knobs[1].minX == capsules[1].minX + 2)
        // The on switch wears the tint, the off one the system fill.
        func toggle(_ isOn: Bool, _ fill: Color) -> Node {
            Lowering.node(
                HStack {
                    Text("T")
                    Spacer(minLength: 8)
                    ZStack(alignment: isOn ? .trailing : .leading) {
                        Capsule().fill(fill)
                        Circle().fill(Color.white).padding(2)
                    }
                    .frame(width: 51, height: 31)
                }
                .accessibilityElement(children: .combine)
                .accessibilityAddTraits([.isButton, .isToggle])
                .accessibilityValue(isOn ? "on" : "off"))
        }
        #expect(Lowering.node(Toggle("T", isOn: true, intent: NoOpIntent()).tint(.orange)) == toggle(true, .orange))
        #expect(
            Lowering.node(Toggle("T", isOn: false, intent: NoOpIntent()).tint(.orange))
                == toggle(false, Color(paint: .systemFill)))
    }

    @Test func aProminentButtonIsItsLabelPaddedInACapsuleOfTheTint() throws {
        let view = Button("Add", intent: NoOpIntent()).buttonStyle(.borderedProminent)
        let layout = Lowering.layout(Lowering.node(view))
        let text = try #require(Lowering.frame(ofText: "Add", in: layout))
        let capsule = try #require(layout.allNodes.first { $0.kind == .pill }?.frame)
        // 12 pt either side, 7 pt above and below, to the 1/3 pt pixel grid.
        #expect(abs(capsule.minX - (text.minX - 12)) <= onePixel)
        #expect(abs(capsule.maxX - (text.maxX + 12)) <= onePixel)
        #expect(abs(capsule.height - (text.height + 14)) <= onePixel)
        #expect(shapes(in: Lowering.node(view)).map(\.1) == [.blue])
    }

    /// Every filled shape in `node` with its paint, depth first (found by reflection: the tree is an enum).
    func shapes(in node: Any) -> [(ShapeKind, Paint)] {
        if let node = node as? Node, case .shape(let kind, .some(let paint)) = node { return [(kind, paint)] }
        return Mirror(reflecting: node).children.flatMap { shapes(in: $0.value) }
    }

    /// Measured on an iOS 17 capture (Docs/SwiftUI/Controls.md, "Buttons"): a bordered button without
    /// a tint of its own sits on the system's gray fill in a rounded rectangle of radius 6; iOS 26
    /// draws the capsule; a `.tint` tints the platter at 15 %.
    @Test func aBorderedButtonIsGrayInARoundedRectangleBeforeIOS26() throws {
        func platter(_ view: some SwiftUI.View, os: OSVersion) -> (ShapeKind, Paint)? {
            var environment = Lowering.environment()
            environment.os = os
            return shapes(in: lower(view, in: EnvironmentValues(core: environment))).first
        }
        let bordered = Button("Add", intent: NoOpIntent()).buttonStyle(.bordered)
        let old = try #require(platter(bordered, os: .ios18))
        #expect(old.0 == .roundedRect(cornerRadius: 6, style: .continuous) && old.1 == .secondarySystemFill)
        let new = try #require(platter(bordered, os: .ios26))
        #expect(new.0 == .pill && new.1 == .secondarySystemFill)
        let tinted = try #require(platter(bordered.tint(.red), os: .ios26))
        #expect(tinted.1 == Paint.red.opacity(0.15))
    }

    /// `buttonBorderShape(_:)` (https://developer.apple.com/documentation/swiftui/buttonbordershape): the bordered
    /// styles' platter takes the shape asked for; `.automatic` keeps the style's own (7III_Meditation's circular
    /// buttons, Docs/SwiftUI/Controls.md).
    @Test func aButtonBorderShapeReplacesThePlattersShape() throws {
        func platter(_ view: some SwiftUI.View) -> ShapeKind? { shapes(in: Lowering.node(view)).first?.0 }
        let button = Button("Add", intent: NoOpIntent()).buttonStyle(.borderedProminent)
        #expect(platter(button.buttonBorderShape(.circle)) == .disc)
        #expect(platter(button.buttonBorderShape(.capsule)) == .pill)
        #expect(
            platter(button.buttonBorderShape(.roundedRectangle(radius: 9)))
                == .roundedRect(cornerRadius: 9, style: .continuous))
        #expect(platter(button.buttonBorderShape(.automatic)) == platter(button))
        #expect(platter(button) == .pill)
    }

    @Test func aLinearGaugeIsItsLabelAboveItsBoundsBesideTheBarAndItsValueBelow() throws {
        let view = Gauge(value: 0.5) {
            Text("Phone")
        } currentValueLabel: {
            Text("50")
        } minimumValueLabel: {
            Text("0")
        } maximumValueLabel: {
            Text("1")
        }
        let layout = Lowering.layout(Lowering.node(view))
        let title = try #require(Lowering.frame(ofText: "Phone", in: layout))
        let minimum = try #require(Lowering.frame(ofText: "0", in: layout))
        let maximum = try #require(Lowering.frame(ofText: "1", in: layout))
        let current = try #require(Lowering.frame(ofText: "50", in: layout))
        let track = try #require(layout.allNodes.first { $0.kind == .pill }?.frame)
        // The bounds at the content edges (16 pt margins of a 170 pt widget), the bar 17 pt tall
        // between them, 4 pt from each (the bar measured on an iOS 17 capture).
        #expect(minimum.minX == 16 && maximum.maxX == 154)
        #expect(track.height == 17)
        #expect(abs(track.minX - (minimum.maxX + 4)) <= onePixel && abs(track.maxX - (maximum.minX - 4)) <= onePixel)
        #expect(abs(track.midY - minimum.midY) <= onePixel)
        // The label 12 pt above the bar's row, the current value 4 pt below it.
        #expect(abs(track.minY - (title.maxY + 12)) <= onePixel)
        #expect(abs(current.minY - (track.maxY + 4)) <= onePixel && current.minX == 16)
        // The track is the system's light fill.
        #expect(shapes(in: Lowering.node(view)).first?.1 == .tertiarySystemFill)
    }

    /// An accessory linear gauge keeps its thin bar 4 pt under the label.
    @Test func anAccessoryLinearGaugeKeepsItsThinBar() throws {
        let view = Gauge(value: 0.5) { Text("Phone") }.gaugeStyle(.accessoryLinearCapacity)
        let layout = Lowering.layout(
            Lowering.node(view, family: .accessoryRectangular), family: .accessoryRectangular,
            size: CGSize(width: 172, height: 76))
        let title = try #require(Lowering.frame(ofText: "Phone", in: layout))
        let track = try #require(layout.allNodes.first { $0.kind == .pill }?.frame)
        #expect(track.height == 4)
        #expect(abs(track.minY - (title.maxY + 4)) <= onePixel)
    }

    /// `.accessoryLinear`, measured on an iOS 17 capture (Docs/SwiftUI/Controls.md, "Gauge styles"):
    /// an 8 pt bar with a marker, 10 pt from bounds in the gauge's own font and colour.
    @Test func anAccessoryLinearGaugeIsAMarkerBarBetweenPlainBounds() throws {
        let view = Gauge(value: 0.25) {
            EmptyView()
        } currentValueLabel: {
            EmptyView()
        } minimumValueLabel: {
            Text("0")
        } maximumValueLabel: {
            Text("1")
        }
        let linear = Lowering.layout(Lowering.node(view.gaugeStyle(.accessoryLinear)))
        let minimum = try #require(Lowering.frame(ofText: "0", in: linear))
        let maximum = try #require(Lowering.frame(ofText: "1", in: linear))
        let bar = try #require(linear.allNodes.first { $0.kind == .customShape }?.frame)
        #expect(bar.height == 8)
        #expect(abs(bar.minX - (minimum.maxX + 10)) <= onePixel && abs(bar.maxX - (maximum.minX - 10)) <= onePixel)
        // The bounds are body text as the gauge's surroundings set it, not secondary captions.
        let plain = try #require(Lowering.frame(ofText: "0", in: Lowering.layout(Lowering.node(Text("0")))))
        #expect(abs(minimum.width - plain.width) < 1e-9 && abs(minimum.height - plain.height) < 1e-9)
        #expect(!String(describing: Lowering.node(view.gaugeStyle(.accessoryLinear))).contains("secondary"))
        // The capacity style keeps its secondary captions beside a 4 pt bar.
        let capacity = Lowering.layout(Lowering.node(view.gaugeStyle(.accessoryLinearCapacity)))
        #expect(try #require(Lowering.frame(ofText: "0", in: capacity)).height < plain.height)
        #expect(String(describing: Lowering.node(view.gaugeStyle(.accessoryLinearCapacity))).contains("secondary"))
    }

    /// The two things measured in WidgetExamples' Live Activity (iOS 17; Docs/Comparisons.md, "The
    /// Live Activity banner against iOS"): a circled `shippingbox.fill` and an `.accessoryLinear` gauge
    /// tinted with a gradient, between symbols. Looked at beside that capture.
    @Test func aMarkerGaugeAndACircledSymbolReference() throws {
        let widget = WidgetDefinition(id: "markerGauge", displayName: "Marker gauge", families: [.systemMedium]) { _ in
            Lowering.node(
                VStack(spacing: 16) {
                    HStack {
                        Image(systemName: "shippingbox.fill").padding(3).background(Circle().fill(Color.teal))
                        Spacer()
                        Text("2m")
                    }
                    Gauge(value: 0.72) {
                        EmptyView()
                    } currentValueLabel: {
                        EmptyView()
                    } minimumValueLabel: {
                        Image(systemName: "truck.box")
                    } maximumValueLabel: {
                        Image(systemName: "house")
                    }
                    .gaugeStyle(.accessoryLinear)
                    .tint(SwiftUI.Gradient(colors: [.blue, .green]))
                })
        }
        try LazyGridSnapshotTests.expectReference(widget, named: "markerGauge", suite: "ControlSnapshotTests")
    }

    @Test func aCircularCapacityGaugeIsTheCoreRing() {
        let view = Gauge(value: 30, in: 0...120) {
            Text("Run")
        } currentValueLabel: {
            Text("30")
        }
        .gaugeStyle(.accessoryCircularCapacity)
        .tint(.green)
        let core = RingGauge(value: 30, in: 0...120, lineWidth: 6, tint: .green) { Words("30") }.node
        #expect(Lowering.node(view, family: .accessoryCircular) == core)
    }

    /// Live like timer text: lowering keeps the interval whatever the clock, and the render
    /// clock fills it at layout, so a view built at one entry moves until the next.
    @Test func aTimerProgressViewIsFilledAtTheRenderClockNotWhenBuilt() {
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        let hour = start...start.addingTimeInterval(3600)
        var built = Lowering.environment()
        built.date = start
        let down = lower(ProgressView(timerInterval: hour), in: EnvironmentValues(core: built))
        let up = lower(ProgressView(timerInterval: hour, countsDown: false), in: EnvironmentValues(core: built))
        #expect(down == ProgressBar.timer(hour, height: 4, tint: .blue))
        #expect(up == ProgressBar.timer(hour, countsDown: false, height: 4, tint: .blue))
        // A quarter of the way through: what a fixed bar at 0.75 (counting down) or 0.25 draws.
        let clock = start.addingTimeInterval(15 * 60)
        let fixedDown = ProgressBar(value: 0.75, height: 4, tint: .blue).node
        let fixedUp = ProgressBar(value: 0.25, height: 4, tint: .blue).node
        #expect(Lowering.layout(down, date: clock).root == Lowering.layout(fixedDown, date: clock).root)
        #expect(Lowering.layout(up, date: clock).root == Lowering.layout(fixedUp, date: clock).root)
        #expect(Lowering.layout(up, date: clock).root != Lowering.layout(up, date: start).root)
    }
}

/// One pixel of a 3× render, with room for the rounding of snapped frames.
let onePixel = 1.0 / 3 + 1e-9

private extension CGSize {
    /// Equal to a thousandth of a point: snapped frames carry rounding from the 1/3 pt grid.
    func isClose(to other: CGSize) -> Bool { abs(width - other.width) < 1e-3 && abs(height - other.height) < 1e-3 }
}
