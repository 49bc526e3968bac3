import Foundation
import SwiftUI
import Testing
import Vignette

/// A ring drawn to the fraction, as Wonderous' widget writes its style.
private struct RingStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        ZStack {
            Circle().stroke(Color.gray, lineWidth: 2)
            Circle().trim(from: 0, to: configuration.fractionCompleted ?? 0).stroke(Color.blue, lineWidth: 4)
            configuration.label
        }
    }
}

/// A custom `ProgressViewStyle` draws the progress view; `edgesIgnoringSafeArea` changes nothing
/// (Docs/SwiftUI/Controls.md, Docs/SwiftUI/Modifiers.md).
@Suite struct CustomProgressStyleTests {
    @Test func aCustomStyleDrawsItsBodyWithTheFractionAndLabel() {
        let styled = ProgressView(value: 3, total: 12) { Text("Found") }.progressViewStyle(RingStyle())
        let expected = ZStack {
            Circle().stroke(Color.gray, lineWidth: 2)
            Circle().trim(from: 0, to: 0.25).stroke(Color.blue, lineWidth: 4)
            Text("Found")
        }
        #expect(Lowering.node(styled) == Lowering.node(expected))
        // Without a label the configuration has none.
        let bare = ProgressView(value: 0.5).progressViewStyle(RingStyle())
        let expectedBare = ZStack {
            Circle().stroke(Color.gray, lineWidth: 2)
            Circle().trim(from: 0, to: 0.5).stroke(Color.blue, lineWidth: 4)
        }
        #expect(Lowering.node(bare) == Lowering.node(expectedBare))
    }

    @Test func aBuiltInStyleAfterACustomOneDrawsTheBuiltIn() {
        let view = ProgressView(value: 0.5).progressViewStyle(.linear).progressViewStyle(RingStyle())
        #expect(Lowering.node(view) == Lowering.node(ProgressView(value: 0.5)))
    }

    @Test func aTimerProgressHasNoFractionForAStyle() {
        let start = Date(timeIntervalSince1970: 0)
        let timer = ProgressView(timerInterval: start...start.addingTimeInterval(100)).progressViewStyle(RingStyle())
        let expected = ZStack {
            Circle().stroke(Color.gray, lineWidth: 2)
            Circle().trim(from: 0, to: 0).stroke(Color.blue, lineWidth: 4)
        }
        #expect(Lowering.node(timer) == Lowering.node(expected))
    }

    @Test func ignoringTheSafeAreaChangesNothing() {
        let view = Color.red.frame(width: 10, height: 10)
        #expect(Lowering.node(view.edgesIgnoringSafeArea(.all)) == Lowering.node(view))
        #expect(Lowering.node(view.ignoresSafeArea()) == Lowering.node(view))
    }
}
