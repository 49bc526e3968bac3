import Foundation

#if canImport(_FoundationICU)
import _FoundationICU
#endif

/// A number formatted by ICU's number skeletons — the engine and CLDR data Apple's Foundation formats
/// measurements with — with the parts of the text it reports (Docs/SwiftUI.md §5, "Measurements").
package struct ICUFormattedNumber: Equatable {
    /// A part of the text: what ICU calls the field, over a range of UTF-16 offsets.
    package struct Part: Equatable {
        /// The kind of part.
        package enum Kind: Equatable {
            case integer, fraction, decimalSeparator, groupingSeparator, sign, unit, other
        }
        /// The kind.
        package var kind: Kind
        /// Where it is, in UTF-16 offsets.
        package var range: Range<Int>
    }

    /// The text.
    package var string: String
    /// Its parts, as ICU reports them (a grouping separator lies inside the integer part).
    package var parts: [Part]

    /// `value` formatted by `skeleton` in `locale`; nil where ICU refuses the skeleton or is missing.
    package init?(_ value: Double, skeleton: String, locale: Locale) {
        #if canImport(_FoundationICU)
        var status = U_ZERO_ERROR
        let stem = Array(skeleton.utf16)
        guard
            let formatter = swift_unumf_openForSkeletonAndLocale(
                stem, Int32(stem.count), locale.identifier, &status), status.rawValue <= 0
        else { return nil }
        defer { swift_unumf_close(formatter) }
        guard let result = swift_unumf_openResult(&status) else { return nil }
        defer { swift_unumf_closeResult(result) }
        swift_unumf_formatDouble(formatter, value, result, &status)
        guard status.rawValue <= 0 else { return nil }
        var buffer = [UChar](repeating: 0, count: 256)
        let length = swift_unumf_resultToString(result, &buffer, Int32(buffer.count), &status)
        guard status.rawValue <= 0, length <= buffer.count else { return nil }
        string = String(decoding: buffer[0..<Int(length)], as: UTF16.self)
        parts = Self.parts(of: result)
        #else
        return nil
        #endif
    }

    /// Text ICU did not write: a number of `numberLength` UTF-16 units, then the rest.
    package init(plain string: String, numberLength: Int) {
        self.string = string
        parts = [Part(kind: .integer, range: 0..<numberLength)]
    }

    #if canImport(_FoundationICU)
    private static func parts(of result: OpaquePointer) -> [Part] {
        var status = U_ZERO_ERROR
        guard let value = swift_unumf_resultAsValue(result, &status),
            let position = swift_ucfpos_open(&status)
        else { return [] }
        defer { swift_ucfpos_close(position) }
        var parts: [Part] = []
        while swift_ufmtval_nextPosition(value, position, &status) != 0, status.rawValue <= 0 {
            var start: Int32 = 0
            var end: Int32 = 0
            swift_ucfpos_getIndexes(position, &start, &end, &status)
            let field = swift_ucfpos_getField(position, &status)
            parts.append(Part(kind: kind(field), range: Int(start)..<Int(end)))
        }
        return parts
    }

    private static func kind(_ field: Int32) -> Part.Kind {
        switch field {
        case Int32(UNUM_INTEGER_FIELD.rawValue): .integer
        case Int32(UNUM_FRACTION_FIELD.rawValue): .fraction
        case Int32(UNUM_DECIMAL_SEPARATOR_FIELD.rawValue): .decimalSeparator
        case Int32(UNUM_GROUPING_SEPARATOR_FIELD.rawValue): .groupingSeparator
        case Int32(UNUM_SIGN_FIELD.rawValue): .sign
        case Int32(UNUM_MEASURE_UNIT_FIELD.rawValue): .unit
        default: .other
        }
    }
    #endif
}
