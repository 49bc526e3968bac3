import Foundation
import SwiftUI
import Testing
import Vignette

/// `ProgressView(timerInterval:countsDown:label:currentValueLabel:)` and
/// `ProgressView(value:total:label:currentValueLabel:)` (Docs/SwiftUI/Controls.md).
@Suite struct ProgressCurrentValueTests {
    @Test func theCurrentValueSitsUnderTheBarInTheCaptionStyle() throws {
        let start = Date(timeIntervalSince1970: 1_000_000)
        let view = ProgressView(timerInterval: start...start.addingTimeInterval(600), countsDown: true) {
            Text("Workout")
        } currentValueLabel: {
            Text(timerInterval: start...start.addingTimeInterval(600), countsDown: true)
        }
        let layout = Lowering.layout(Lowering.node(view), date: start.addingTimeInterval(150))
        let label = try #require(Lowering.frame(ofText: "Workout", in: layout))
        let timer = try #require(Lowering.frame(ofText: "7:30", in: layout), "\(layout.allNodes.compactMap(\.lines))")
        #expect(timer.minY > label.maxY + 4, "label, then the bar, then the current value")
        let node = Lowering.node(view)
        guard case .column(.leading, 4, let parts) = node, parts.count == 3 else {
            Issue.record("lowered to \(node)")
            return
        }
        #expect(
            parts[2]
                == .modified(
                    .modified(
                        .timerWords(
                            TimerText(
                                interval: start...start.addingTimeInterval(600), pauseTime: nil,
                                countsDown: true, showsHours: true)),
                        .font(.caption)), .foregroundStyle(.system(.secondaryLabel))))
    }

    @Test func aValueProgressWithOnlyACurrentValueLabelShowsIt() {
        let node = Lowering.node(
            ProgressView(value: 0.5) {
                EmptyView()
            } currentValueLabel: {
                Text("50%")
            })
        guard case .column(_, _, let parts) = node else {
            Issue.record("lowered to \(node)")
            return
        }
        #expect(parts.count == 2)
    }
}
