import Foundation
import SwiftUI
import WidgetKit

// One widget in SwiftUI spelling for the `swiftui` section; Bench+SwiftUI.swift writes the
// same widget in the core DSL. A list of three rows with a header and a footer: text, stacks,
// spacers, a shape, padding, a container background — what most widgets are made of.

struct LedgerEntry: TimelineEntry {
    let date: Date
}

struct LedgerProvider: TimelineProvider {
    func placeholder(in context: Context) -> LedgerEntry { LedgerEntry(date: Date(timeIntervalSince1970: 0)) }

    func getSnapshot(in context: Context, completion: @escaping (LedgerEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<LedgerEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct LedgerView: View {
    static let rows = [("Rent", "1,200"), ("Groceries", "342"), ("Transport", "88")]

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Text("November").font(.headline)
                Spacer()
                Circle().fill(.orange).frame(width: 10, height: 10)
            }
            ForEach(Self.rows, id: \.0) { row in
                HStack {
                    Text(row.0).font(.subheadline)
                    Spacer()
                    Text(row.1).font(.subheadline).monospacedDigit()
                }
            }
            Spacer(minLength: 0)
            Text("3 payments due").font(.caption).foregroundStyle(.secondary)
        }
        .padding(4)
        .containerBackground(.background, for: .widget)
    }
}

struct LedgerWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "ledger", provider: LedgerProvider()) { _ in LedgerView() }
            .supportedFamilies([.systemSmall])
    }
}
