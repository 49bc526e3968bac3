import Foundation
import Vignette

/// Every drawing feature on one widget-sized card, for looking at (`DrawingSheetTests`
/// writes it to `$VIGNETTE_DRAWING_SHEET` when that is set).
enum DrawingSheet {
    static let size = CGSize(width: 364, height: 400)

    static var node: Node {
        Column(spacing: 14) {
            Row(spacing: 12) {
                RoundedRect(cornerRadius: 12, style: .continuous)
                    .fill(
                        .linearGradient(colors: [.orange, .pink], startPoint: .topLeading, endPoint: .bottomTrailing))
                Disc().fill(.radialGradient(colors: [.white, .blue], startRadius: 2, endRadius: 34))
                Rect().fill(.angularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red]))
                Disc().fill(.conicGradient(colors: [.cyan, .indigo], angle: .degrees(-90)))
            }
            .frame(height: 70)
            Row(spacing: 12) {
                RoundedRect(cornerRadius: 10).stroke(.blue, lineWidth: 4)
                Disc().stroke(.red, style: StrokeStyle(lineWidth: 3, dash: [8, 4]))
                Rect().stroke(.green, style: StrokeStyle(lineWidth: 8, lineJoin: .round))
                Pill().strokeBorder(
                    .linearGradient(colors: [.purple, .teal], startPoint: .leading, endPoint: .trailing),
                    lineWidth: 6)
            }
            .frame(height: 50)
            .padding(.horizontal, 4)
            Row(spacing: 12) {
                RingGauge(value: 0.7, lineWidth: 10, tint: .green) { Words("70%").font(.caption) }
                RingGauge(
                    value: 0.35, lineWidth: 8,
                    tint: .angularGradient(colors: [.pink, .red], startAngle: .degrees(-90), endAngle: .degrees(270)))
                AccessoryCircularGauge(value: 64, in: 0...100, tint: .blue, minLabel: "0", maxLabel: "100") {
                    Words("64").font(.system(size: 20, weight: .semibold, design: .rounded))
                }
                Disc().trim(from: 0, to: 0.25).stroke(.orange, lineWidth: 6)
            }
            .frame(height: 72)
            Column(spacing: 6) {
                ProgressBar(value: 0.4, tint: .orange)
                ProgressBar(
                    value: 0.85, height: 10,
                    tint: .linearGradient(colors: [.green, .mint], startPoint: .leading, endPoint: .trailing))
            }
            Row(spacing: 16) {
                RoundedRect(cornerRadius: 10).fill(.white).frame(width: 60, height: 44).shadow(radius: 4, y: 3)
                Disc().fill(.yellow).frame(width: 40, height: 40).shadow(
                    color: .black.opacity(0.6), radius: 2, x: 6, y: 6)
                Words("Gradient text").font(.system(size: 24, weight: .bold))
                    .foregroundStyle(.linearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
            }
            Spring(minLength: 0)
        }
        .padding(16)
        .background(RoundedRect(cornerRadius: 22, style: .continuous).fill(.secondarySystemBackground))
    }
}
