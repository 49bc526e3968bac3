import Foundation
import Charts
import SwiftUI
@testable import VignetteExamples

/// Green for up, red for down.
private func dayColor(_ line: MarketState.Line) -> Color { line.isUp ? .green : .red }

/// systemSmall: one symbol: ticker, the day's line, price and change.
struct SmallQuoteView: View {
    let line: MarketState.Line

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(line.symbol).font(.headline).lineLimit(1)
            Spacer(minLength: 6)
            SparklineView(line: line, height: 42)
            Spacer(minLength: 6)
            Text(StocksWording.price(line.price))
                .font(.title3.weight(.semibold).monospacedDigit())
                .lineLimit(1)
                .minimumScaleFactor(0.7)
            Text(StocksWording.change(line) + "  " + StocksWording.percent(line))
                .font(.footnote.weight(.semibold).monospacedDigit())
                .foregroundStyle(dayColor(line))
                .lineLimit(1)
                .minimumScaleFactor(0.8)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// systemMedium: the first three symbols as rows.
struct MediumWatchlistView: View {
    let state: MarketState
    var isAccented = false

    var body: some View {
        VStack(spacing: 0) {
            ForEach(Array(state.lines.prefix(3).enumerated()), id: \.offset) { item in
                if item.offset > 0 { Spacer(minLength: 4) }
                QuoteRowView(line: item.element, isAccented: isAccented)
            }
        }
        .frame(maxHeight: .infinity)
    }
}

/// systemLarge: the first symbol with a big chart, then the rest as rows under a hairline.
struct LargeWatchlistView: View {
    let state: MarketState
    var isAccented = false

    var body: some View {
        let lead = state.lines[0]
        VStack(alignment: .leading, spacing: 0) {
            HStack(alignment: .firstTextBaseline, spacing: 6) {
                Text(lead.symbol).font(.title3.weight(.bold))
                Text(lead.name).font(.subheadline).foregroundStyle(.secondary).layoutPriority(-1)
                Spacer(minLength: 6)
                Text(StocksWording.session(state.session)).font(.caption.weight(.medium)).foregroundStyle(.secondary)
            }
            .lineLimit(1)
            HStack(alignment: .firstTextBaseline, spacing: 8) {
                Text(StocksWording.price(lead.price)).font(.title2.weight(.semibold).monospacedDigit())
                Text(StocksWording.change(lead) + " (" + StocksWording.percent(lead) + ")")
                    .font(.subheadline.weight(.semibold).monospacedDigit())
                    .foregroundStyle(dayColor(lead))
            }
            .lineLimit(1)
            .padding(.top, 2)
            SparklineView(line: lead, height: 64, lineWidth: 2, showsArea: true).padding(.vertical, 10)
            Rectangle().fill(.separator).frame(height: 0.5)
            ForEach(Array(state.lines.dropFirst().prefix(4).enumerated()), id: \.offset) { item in
                Spacer(minLength: 6)
                QuoteRowView(line: item.element, chartWidth: 80, chartHeight: 22, isAccented: isAccented)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// A watchlist row: ticker over name, the day's line, price over the change pill.
struct QuoteRowView: View {
    let line: MarketState.Line
    var chartWidth: CGFloat = 72
    var chartHeight: CGFloat = 24
    var isAccented = false

    var body: some View {
        HStack(spacing: 10) {
            VStack(alignment: .leading, spacing: 0) {
                Text(line.symbol).font(.subheadline.weight(.semibold))
                Text(line.name).font(.caption).foregroundStyle(.secondary)
            }
            .lineLimit(1)
            .frame(maxWidth: .infinity, alignment: .leading)
            SparklineView(line: line, height: chartHeight, lineWidth: 1.5)
                .frame(width: chartWidth)
            VStack(alignment: .trailing, spacing: 2) {
                Text(StocksWording.price(line.price)).font(.subheadline.weight(.semibold).monospacedDigit()).lineLimit(
                    1)
                ChangePillView(line: line, font: .caption2.weight(.semibold), isAccented: isAccented)
            }
            .frame(width: 70, alignment: .trailing)
        }
    }
}

/// The change in a rounded pill of the day's colour, white text.
struct ChangePillView: View {
    let line: MarketState.Line
    var font: Font = .caption.weight(.semibold)
    var isAccented = false

    var body: some View {
        Text(StocksWording.percent(line))
            .font(font.monospacedDigit())
            .foregroundStyle(isAccented ? Color.primary : Color.white)
            .lineLimit(1)
            .padding(.horizontal, 6)
            .padding(.vertical, 2)
            .background(
                RoundedRectangle(cornerRadius: 5, style: .continuous).fill(
                    dayColor(line).opacity(isAccented ? 0.25 : 1))
            )
            .fixedSize()
    }
}

/// The day's line on a fixed height, written with Swift Charts as an iOS developer would:
/// a dotted rule at the previous close, the area under the line on the large chart, the line.
struct SparklineView: View {
    let line: MarketState.Line
    var height: CGFloat = 40
    var lineWidth: CGFloat = 1.75
    var showsArea = false

    var body: some View {
        let values = Array(line.prices.enumerated())
        let low = min(line.prices.min() ?? line.previousClose, line.previousClose)
        let high = max(line.prices.max() ?? line.previousClose, line.previousClose)
        let span = max(high - low, line.previousClose * 0.002)
        let pad = span * Double(lineWidth / 2 / max(height - lineWidth, 1))
        let bottom = high - span - pad
        Chart {
            RuleMark(y: .value("Previous close", line.previousClose))
                .foregroundStyle(.tertiary)
                .lineStyle(StrokeStyle(lineWidth: 1, dash: [2, 2]))
            if showsArea {
                ForEach(values, id: \.offset) { slot, price in
                    AreaMark(
                        x: .value("Slot", Double(slot)), yStart: .value("Low", bottom), yEnd: .value("Price", price)
                    )
                    .foregroundStyle(dayColor(line).opacity(0.14))
                }
            }
            ForEach(values, id: \.offset) { slot, price in
                LineMark(x: .value("Slot", Double(slot)), y: .value("Price", price))
                    .foregroundStyle(dayColor(line))
                    .lineStyle(StrokeStyle(lineWidth: lineWidth, lineCap: .round, lineJoin: .round))
            }
        }
        .chartXAxis(.hidden)
        .chartYAxis(.hidden)
        .chartLegend(.hidden)
        .chartXScale(domain: 0...Double(max(line.slots - 1, 1)))
        .chartYScale(domain: bottom...(high + pad))
        .frame(height: height)
    }
}
