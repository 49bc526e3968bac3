import Foundation
import Vignette
import VignetteTimeline

/// Colours for the charts: one per reload reason, and a stable colour per kind of
/// content ("in class", "soon"…: the text before the first colon), given in order of
/// first appearance so neighbouring kinds differ.
enum ChartPalette {
    static func reload(_ reason: ReloadReason) -> Paint {
        switch reason {
        case .initial: .gray
        case .after, .atEnd: .blue
        case .appForeground: .green
        case .appBackground: .orange
        }
    }

    static let wrong = Paint.red
    static let right = Paint.green
    static let stale = Paint.orange
    static let locked = Paint.hex(0x3A3A3C)
    static let relevance = Paint.indigo

    private static let kinds: [Paint] = [.teal, .purple, .blue, .mint, .brown, .cyan, .pink]

    /// A colour for each distinct kind in `shows`; "unavailable"/"placeholder" are red and grey.
    static func kinds(_ shows: [String]) -> [String: Paint] {
        var result: [String: Paint] = [:]
        for text in shows {
            let kind = kind(of: text)
            guard result[kind] == nil else { continue }
            if kind.hasPrefix("unavailable") || kind.hasPrefix("nothing") {
                result[kind] = .red
                continue
            }
            if kind.hasPrefix("placeholder") {
                result[kind] = .gray
                continue
            }
            result[kind] = kinds[result.values.filter { $0 != .red && $0 != .gray }.count % kinds.count]
        }
        return result
    }

    static func kind(of text: String) -> String {
        text.split(separator: ":", maxSplits: 1).first.map(String.init) ?? text
    }
}
