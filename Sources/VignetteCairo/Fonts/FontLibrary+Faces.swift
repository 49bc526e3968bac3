import CCairo
import Foundation
import Vignette

/// A face found by its PostScript or full name, as `Font.custom("Poppins-SemiBold", size:)`
/// names faces on iOS: the family Pango asks for, and the weight and slant that pick the face.
package struct NamedFace: Hashable, Sendable {
    package var family: String
    package var weight: Typeface.Weight
    package var isItalic: Bool
}

extension FontLibrary {
    /// The face whose PostScript name or full name is `name`, nil when no font holds one or
    /// `name` is a family's own name (a regular face's full name often is): then `name` is taken
    /// as a family, and the weight asked for picks the face.
    package func face(named name: String) -> NamedFace? {
        lock.withLock {
            guard let set = FcConfigGetFonts(config, FcSetApplication)?.pointee else { return nil }
            for index in 0..<Int(set.nfont) {
                let pattern = set.fonts[index]
                guard string(pattern, FC_POSTSCRIPT_NAME) == name || string(pattern, FC_FULLNAME) == name,
                    let family = string(pattern, FC_FAMILY)
                else { continue }
                if family == name { return nil }
                var weight: Int32 = 0, slant: Int32 = 0
                _ = FcPatternGetInteger(pattern, FC_WEIGHT, 0, &weight)
                _ = FcPatternGetInteger(pattern, FC_SLANT, 0, &slant)
                return NamedFace(
                    family: family, weight: Self.nearest(openType: Int(FcWeightToOpenType(weight))),
                    isItalic: slant != FC_SLANT_ROMAN)
            }
            return nil
        }
    }

    /// Whether some face's family is `name` (a `Font.custom` family the library holds).
    package func hasFamily(_ name: String) -> Bool {
        lock.withLock {
            guard let set = FcConfigGetFonts(config, FcSetApplication)?.pointee else { return false }
            return (0..<Int(set.nfont)).contains { string(set.fonts[$0], FC_FAMILY) == name }
        }
    }

    private func string(_ pattern: OpaquePointer?, _ key: String) -> String? {
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, key, 0, &value) == FcResultMatch, let value else { return nil }
        return String(cString: value)
    }

    /// The weight whose OpenType class is closest to `openType`.
    private static func nearest(openType: Int) -> Typeface.Weight {
        Typeface.Weight.allCases.min { abs($0.value - openType) < abs($1.value - openType) }!
    }
}
