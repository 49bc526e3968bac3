import AppIntents
import Combine
import Foundation
import SwiftUI
import Testing
import Vignette

private struct RedoIntent: AppIntent {
    static let title: LocalizedStringResource = "Redo"
}

/// Names shared view code reaches for, found building renaudjenny/SwiftClockUI (e2012408d166)
/// unchanged: `position`, shapes scaled, moved and turned, strokes as shapes, built-in shapes'
/// `strokeBorder(lineWidth:)`, `Angle` arithmetic, `Path.trimmedPath`, an app's `Button(action:)`,
/// `Slider`, `Picker`, `GestureState`, `allowsHitTesting`, reduce-motion settings, Combine's `delay`
/// and `RunLoop` as a scheduler (Docs/SwiftUI/Controls.md, Containers.md, LayoutSemantics.md §a.14).
@Suite struct SharedViewCodeTests {
    static func fills(_ view: some View) -> [CGRect] {
        // Leaving out the small widget's own 170 pt background.
        Lowering.layout(Lowering.node(view)).allNodes.filter { $0.kind == .fill && $0.frame.width < 170 }.map(\.frame)
    }

    @Test func positionPutsTheViewsCentreAtThePointAndTakesTheWholeOffer() throws {
        let view = ZStack {
            Color.blue
            Color.red.frame(width: 20, height: 10).position(x: 50, y: 30)
        }
        .frame(width: 100, height: 80)
        let f = Self.fills(view)
        try #require(f.count == 2)
        #expect(f[0].size == CGSize(width: 100, height: 80))
        #expect(f[1] == CGRect(x: f[0].minX + 40, y: f[0].minY + 25, width: 20, height: 10), "\(f)")
        // The result is as large as the offer: its background covers it all.
        let filled = Self.fills(
            Color.red.frame(width: 20, height: 10).position(CGPoint(x: 0, y: 0))
                .background(Color.green).frame(width: 90, height: 60))
        let offer = try #require(filled.first { $0.size == CGSize(width: 90, height: 60) }, "\(filled)")
        let square = try #require(filled.first { $0.size == CGSize(width: 20, height: 10) }, "\(filled)")
        // Centred on the offer's top-leading corner: half of it outside, drawn.
        #expect(square.midX == offer.minX && square.midY == offer.minY, "\(filled)")
    }

    @Test func aStackAlignsAPositionedViewByItsOwnEdges() throws {
        let view = VStack(alignment: .leading, spacing: 0) {
            Color.blue.frame(width: 30, height: 10)
            Color.red.frame(width: 10, height: 10).position(x: 40, y: 5).frame(width: 80, height: 10)
        }
        let f = Self.fills(view)
        try #require(f.count == 2)
        // The positioned view's frame (80 wide) starts at the stack's leading edge, with the blue
        // one; the red square's centre is 40 pt in.
        #expect(f[1].midX - f[0].minX == 40, "\(f)")
    }

    @Test func builtInShapesAreInsettableAndTheirBordersStrokeInside() {
        #expect(
            Lowering.node(Circle().strokeBorder(lineWidth: 4))
                == .stroke(.inset(.disc, by: 2), nil, StrokeStyle(lineWidth: 4)))
        #expect(
            Lowering.node(Capsule().strokeBorder(style: StrokeStyle(lineWidth: 2)))
                == .stroke(.inset(.pill, by: 1), nil, StrokeStyle(lineWidth: 2)))
        func insettable<S: InsettableShape>(_ shape: S) -> S { shape }
        _ = insettable(Rectangle().inset(by: 2))
    }

    @Test func shapesScaleMoveAndTurnAboutAnAnchorInTheirFrame() throws {
        func outline(_ shape: some Shape) -> Vignette.Path {
            Vignette.Path(shape._geometry.kind, in: CGRect(x: 0, y: 0, width: 100, height: 40))
        }
        func box(_ path: Vignette.Path) -> CGRect { SwiftUI.Path(core: path).boundingRect }
        #expect(box(outline(Rectangle().scale(0.5))) == CGRect(x: 25, y: 10, width: 50, height: 20))
        #expect(
            box(outline(Rectangle().scale(x: 0.5, y: 1, anchor: .topLeading)))
                == CGRect(x: 0, y: 0, width: 50, height: 40))
        #expect(box(outline(Rectangle().offset(x: 5, y: -3))) == CGRect(x: 5, y: -3, width: 100, height: 40))
        let turned = box(outline(Rectangle().rotation(.degrees(90), anchor: .topLeading)))
        #expect(abs(turned.minX + 40) < 1e-9 && abs(turned.maxX) < 1e-9 && abs(turned.height - 100) < 1e-9, "\(turned)")
        #expect(box(outline(Rectangle().transform(CGAffineTransform(scaleX: 2, y: 1)))).width == 200)
    }

    @Test func aStrokeIsAShapeThatTurnsScalesAndFillsWithItsLine() {
        #expect(Lowering.node(Circle().stroke(lineWidth: 2)) == .stroke(.disc, nil, StrokeStyle(lineWidth: 2)))
        #expect(
            Lowering.node(Circle().stroke(lineWidth: 2).fill(Color.red))
                == Lowering.node(Circle().stroke(Color.red, lineWidth: 2)))
        // Scaled by 5/6, as SwiftClockUI's plate: the line narrows with the circle.
        guard case .stroke(let kind, nil, let style) = Lowering.node(Circle().stroke(lineWidth: 6).scale(5 / 6)) else {
            Issue.record("not a stroke")
            return
        }
        #expect(abs(style.lineWidth - 5) < 1e-9)
        let box = SwiftUI.Path(core: Vignette.Path(kind, in: CGRect(x: 0, y: 0, width: 120, height: 120))).boundingRect
        #expect(abs(box.width - 100) < 1e-6 && abs(box.midX - 60) < 1e-6, "\(box)")
        // Turned as a whole: a rectangle's outline turned 90° about its centre.
        guard case .stroke(let turned, nil, _) = Lowering.node(Rectangle().stroke(lineWidth: 1).rotation(.degrees(90)))
        else {
            Issue.record("not a stroke")
            return
        }
        let r = SwiftUI.Path(core: Vignette.Path(turned, in: CGRect(x: 0, y: 0, width: 100, height: 40))).boundingRect
        #expect(abs(r.width - 40) < 1e-6 && abs(r.height - 100) < 1e-6 && abs(r.midX - 50) < 1e-6, "\(r)")
    }

    @Test func anglesAddScaleAndDivideAndTheirDegreesCanBeSet() {
        var angle = Angle.degrees(90)
        angle += .degrees(30)
        #expect(abs(angle.degrees - 120) < 1e-9)
        angle -= .degrees(60)
        angle *= 2
        angle /= 4
        #expect(abs(angle.degrees - 30) < 1e-9)
        #expect(abs((angle * 1 / 4).degrees - 7.5) < 1e-9 && abs((2 * angle).degrees - 60) < 1e-9)
        angle.degrees = 180
        #expect(abs(angle.radians - .pi) < 1e-12)
        #expect(abs((Angle.degrees(10) + .degrees(20)).degrees - 30) < 1e-9)
    }

    @Test func aTrimmedPathIsThePartOfItsLength() {
        let path = SwiftUI.Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        let quarter = path.trimmedPath(from: 0, to: 0.25)
        #expect(quarter.core == path.core.trimmed(from: 0, to: 0.25))
        #expect(quarter.boundingRect == CGRect(x: 0, y: 0, width: 10, height: 0))
    }

    @Test func anAppsButtonIsDrawnAsAnIntentButtonIs() {
        let action = Button(action: {}, label: { Text("Redo") }, fileID: "a.swift", line: 1)
        let intent = Button(intent: RedoIntent(), label: { Text("Redo") }, fileID: "a.swift", line: 1)
        #expect(Lowering.node(action) == Lowering.node(intent))
        #expect(Lowering.node(Button("Redo") {}) != Lowering.node(Text("Redo")))
    }

    @Test func aSliderIsATrackTintedUpToTheValueUnderA28PointThumb() throws {
        let layout = Lowering.layout(Lowering.node(Slider(value: .constant(30.0), in: 20...60).frame(width: 128)))
        let thumb = try #require(layout.allNodes.first { $0.kind == .disc }?.frame)
        let tracks = layout.allNodes.filter { $0.kind == .pill }.map(\.frame).sorted { $0.width > $1.width }
        try #require(tracks.count == 2)
        #expect(thumb.size == CGSize(width: 28, height: 28))
        #expect(tracks[0].width == 128 && tracks[0].height == 4 && abs(tracks[0].midY - thumb.midY) < 1e-9)
        // A quarter of the way: the thumb's centre 14 + 100 × 0.25 from the leading end, the tint to it.
        #expect(abs(thumb.midX - tracks[0].minX - 39) < 1e-9, "\(thumb) \(tracks)")
        #expect(abs(tracks[1].width - 39) < 1e-9 && tracks[1].minX == tracks[0].minX)
    }

    @Test func aPickerShowsItsSelectedOptionOrEverySegment() {
        enum Style: String, CaseIterable { case classic, art, drawing }
        func picker() -> some View {
            Picker("Style", selection: .constant(Style.art)) {
                ForEach(Style.allCases, id: \.self) { Text($0.rawValue).tag($0) }
            }
        }
        let environment = Lowering.environment()
        #expect(Lowering.node(picker()).shownTexts(in: environment) == ["art"])
        #expect(
            Lowering.node(picker().pickerStyle(.segmented)).shownTexts(in: environment) == [
                "classic", "art", "drawing",
            ])
        // The segmented look raises the selected segment on one white rounded rectangle.
        let layout = Lowering.layout(Lowering.node(picker().pickerStyle(SegmentedPickerStyle()).frame(width: 150)))
        let raised = layout.allNodes.filter { $0.kind == .roundedRect }.map(\.frame)
        #expect(
            raised.count == 2 && raised.contains { abs($0.width - 46) < 1e-6 && abs($0.height - 28) < 1e-6 },
            "\(raised)")
    }

    @Test func gesturesStateAndSettingsHoldTheirValuesAtRest() {
        struct Dial: View {
            @GestureState var drag: Angle = .degrees(15)
            var body: some View {
                Circle().gesture(DragGesture().updating($drag) { _, state, _ in state = .zero })
                    .rotationEffect(drag).allowsHitTesting(false)
            }
        }
        #expect(Dial().drag == .degrees(15))
        #expect(Lowering.node(Text("a").allowsHitTesting(false)) == Lowering.node(Text("a")))
        let environment = EnvironmentValues()
        #expect(!environment.accessibilityReduceMotion && !environment.accessibilityReduceTransparency)
        #expect(!environment.accessibilityDifferentiateWithoutColor && !environment.accessibilityInvertColors)
    }

    @Test func delaySendsValuesAndTheEndLaterInOrderAndARunLoopSchedules() {
        let done = DispatchSemaphore(value: 0)
        let start = Date()
        var received: [Int] = []
        var finishedAfter: TimeInterval?
        let cancellable = [1, 2].publisher.delay(for: .milliseconds(80), scheduler: DispatchQueue(label: "delay"))
            .sink(
                receiveCompletion: { _ in
                    finishedAfter = Date().timeIntervalSince(start)
                    done.signal()
                }, receiveValue: { received.append($0) })
        _ = done.wait(timeout: .now() + 5)
        #expect(received == [1, 2])
        #expect((finishedAfter ?? 0) >= 0.08)
        cancellable.cancel()

        // A run loop runs an action when it turns, a later one from a timer.
        let loop = RunLoop.current
        var ran: [String] = []
        loop.schedule { ran.append("now") }
        loop.schedule(after: loop.now.advanced(by: .milliseconds(30))) { ran.append("later") }
        loop.run(until: Date().addingTimeInterval(0.3))
        #expect(ran == ["now", "later"])
    }
}

/// The app's controls and shape transforms drawn, against a looked-at reference PNG.
///
/// Re-record after an intended change: `VIGNETTE_RECORD=all swift test --filter SharedViewCodeSnapshotTests`,
/// look at the new PNG, commit it.
@Suite struct SharedViewCodeSnapshotTests {
    static let widget = WidgetDefinition(id: "shared-view-code", displayName: "Shared", families: [.systemMedium]) {
        _ in
        Lowering.node(
            HStack(spacing: 16) {
                ZStack {
                    Circle().stroke(lineWidth: 6).foregroundStyle(.orange)
                    Circle().stroke(lineWidth: 6).scale(10 / 12).foregroundStyle(.blue)
                    Capsule().fill(Color.red).frame(width: 6, height: 40).offset(y: -20)
                        .rotationEffect(.degrees(50))
                    Text("XII").font(.caption2.bold()).position(x: 50, y: 22)
                }
                .frame(width: 100, height: 100)
                VStack(alignment: .leading, spacing: 10) {
                    Picker("Style", selection: .constant(2)) {
                        ForEach(1..<4) { Text("Style \($0)").tag($0) }
                    }
                    .pickerStyle(.segmented)
                    Slider(value: .constant(0.7))
                    HStack {
                        Picker("Hands", selection: .constant("Classic")) {
                            Text("Classic").tag("Classic")
                            Text("Drawn").tag("Drawn")
                        }
                        Spacer()
                        Button("Redo") {}.buttonStyle(.borderedProminent)
                    }
                }
            }, family: .systemMedium)
    }

    @Test func controlsAndTransformedShapes() throws {
        try LazyGridSnapshotTests.expectReference(
            Self.widget, named: "controlsAndTransformedShapes", suite: "SharedViewCodeSnapshotTests")
    }
}
