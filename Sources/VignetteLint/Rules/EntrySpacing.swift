import Foundation
import Vignette

extension LintRules {
    /// Entries in one timeline less than 5 minutes apart.
    ///
    /// **Level: warning:** entries closer than 5 minutes may not show on time (WidgetKit), which costs
    /// precision, not correctness.
    public static let entrySpacing: LintRule = LintRule(
        id: "entry-spacing", severity: .warning, scope: .timeline,
        summary: "Two consecutive entries of one timeline less than 5 minutes apart.",
        guidance: "Entries at least 5 minutes apart (Docs/Design.md, Timelines)."
    ) { context in
        var close: [(Date, TimeInterval)] = []
        for reload in context.probe.reloads {
            // The first entry is "now" (shown at once), so only scheduled entries count.
            let scheduled =
                reload.entryDates.first.map { $0 <= reload.date } == true
                ? Array(reload.entryDates.dropFirst()) : reload.entryDates
            for (a, b) in zip(scheduled, scheduled.dropFirst()) where b.timeIntervalSince(a) < 300 {
                if !close.contains(where: { $0.0 == a }) { close.append((a, b.timeIntervalSince(a))) }
            }
        }
        guard let first = close.first else { return [] }
        let clock = LintClock(timeZone: context.widget.timeZone)
        return [
            LintIssue(
                "\(close.count) pair(s) of entries under 5 minutes apart, first at \(clock.text(first.0)) "
                    + "(\(Int(first.1)) s to the next)")
        ]
    }
}

/// Local times for timeline messages.
struct LintClock {
    let formatter: DateFormatter

    init(timeZone: TimeZone) {
        formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone
        formatter.dateFormat = "HH:mm:ss"
    }

    func text(_ date: Date) -> String { formatter.string(from: date) }
}
