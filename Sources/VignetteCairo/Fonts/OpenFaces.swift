import CCairo
import Foundation

/// FreeType faces opened once per process and handed to cairo inside each font pattern.
///
/// Why: cairo 1.16 (Debian 12) keeps at most ten faces open for the fonts it opens itself and
/// closes an idle one when it needs another, without holding that font's lock; a thread that
/// picks the font up at that moment reads a freed face (a crash seen in parallel tests, in
/// `cairo_scaled_font_glyph_extents` while another thread finished an SVG surface). Cairo never
/// closes a face it was given, so every pattern carries an open face (`FC_FT_FACE`) and cairo
/// opens none. The faces live as long as the process: cairo's caches may outlive any library.
enum OpenFaces {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var library: FT_Library?
    nonisolated(unsafe) private static var faces: [Key: FT_Face] = [:]

    private struct Key: Hashable {
        var path: String
        var index: Int
    }

    /// Adds the open face of `pattern`'s file and index to it; false when FreeType cannot open it.
    static func attach(to pattern: OpaquePointer) -> Bool {
        var file: UnsafeMutablePointer<FcChar8>?
        var index: Int32 = 0
        guard FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch, let file else { return false }
        _ = FcPatternGetInteger(pattern, FC_INDEX, 0, &index)
        guard let face = face(path: String(cString: file), index: Int(index)) else { return false }
        return FcPatternAddFTFace(pattern, FC_FT_FACE, face) != 0
    }

    private static func face(path: String, index: Int) -> FT_Face? {
        lock.withLock {
            let key = Key(path: path, index: index)
            if let open = faces[key] { return open }
            if library == nil {
                var made: FT_Library?
                guard FT_Init_FreeType(&made) == 0 else { return nil }
                library = made
            }
            var face: FT_Face?
            // The index carries a variable font's named instance in its upper bits, as fontconfig gives it.
            guard FT_New_Face(library, path, FT_Long(index), &face) == 0, let face else { return nil }
            faces[key] = face
            return face
        }
    }
}
