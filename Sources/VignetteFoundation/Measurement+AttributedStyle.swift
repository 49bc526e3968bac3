import Foundation

extension Measurement where UnitType: Dimension {
    /// A measurement style writing an `AttributedString` (`.measurement(…).attributed`): the number's
    /// digits carry Foundation's `numberPart` (`.integer`, `.fraction`), its separators and sign
    /// `numberSymbol`, and the value and the unit `measurement` (`.value`, `.unit`), from ICU's fields.
    public struct AttributedStyle: Foundation.FormatStyle, Codable, Hashable, Sendable {
        /// The style writing the text.
        var style: FormatStyle

        /// The attributed text of `measurement`.
        public func format(_ measurement: Measurement<UnitType>) -> AttributedString {
            Self.attributed(style.formatted(measurement))
        }

        /// The style in another locale.
        public func locale(_ locale: Locale) -> Self { Self(style: style.locale(locale)) }

        /// The text cut at every part's ends, each piece carrying the attributes of the parts over it.
        package static func attributed(_ number: ICUFormattedNumber) -> AttributedString {
            let utf16 = Array(number.string.utf16)
            var cuts = Set([0, utf16.count])
            for part in number.parts { cuts.formUnion([part.range.lowerBound, part.range.upperBound]) }
            let bounds = cuts.filter { $0 <= utf16.count }.sorted()
            var result = AttributedString()
            for (start, end) in zip(bounds, bounds.dropFirst()) {
                var piece = AttributedString(String(decoding: utf16[start..<end], as: UTF16.self))
                for part in number.parts where part.range.contains(start) {
                    mark(&piece, part.kind)
                }
                result += piece
            }
            return result
        }

        private static func mark(_ piece: inout AttributedString, _ kind: ICUFormattedNumber.Part.Kind) {
            switch kind {
            case .integer: piece.numberPart = .integer
            case .fraction: piece.numberPart = .fraction
            case .decimalSeparator: piece.numberSymbol = .decimalSeparator
            case .groupingSeparator: piece.numberSymbol = .groupingSeparator
            case .sign: piece.numberSymbol = .sign
            case .unit: piece.measurement = .unit
            case .other: break
            }
            if kind != .unit && kind != .other { piece.measurement = .value }
        }
    }
}
