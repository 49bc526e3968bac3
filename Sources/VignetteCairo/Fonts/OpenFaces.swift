import CCairo
import Foundation

/// FreeType faces opened once per process, on first use, and handed to cairo inside each font's
/// pattern.
///
/// Why: cairo 1.16 (Debian 12) keeps at most ten faces open for the fonts it opens itself and
/// closes an idle one when it needs another, without holding that font's lock; a thread that
/// picks the font up at that moment reads a freed face (a crash seen in parallel tests, in
/// `cairo_scaled_font_glyph_extents` while another thread finished an SVG surface). Cairo never
/// closes a face it was given, so every Pango font's pattern carries an open face (`FC_FT_FACE`)
/// and cairo opens none. The faces live as long as the process: cairo's caches may outlive any library.
///
/// When: as Pango makes a font (`PangoCairoFcFont`), before cairo can see its pattern, so a face
/// is opened only once some text is set in it: a Latin-only render never maps the CJK collections
/// (ten faces each). Opening does not change which face draws, so the pixels are the same.
enum OpenFaces {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var library: FT_Library?
    nonisolated(unsafe) private static var faces: [Key: FT_Face] = [:]

    private struct Key: Hashable {
        var path: String
        var index: Int
    }

    /// The file and index of every face opened so far (tests check what a render opened).
    static var opened: [(path: String, index: Int)] {
        lock.withLock { faces.keys.map { ($0.path, $0.index) }.sorted { ($0.0, $0.1) < ($1.0, $1.1) } }
    }

    /// Makes every Pango font made from now on carry its open face; once per process, before the
    /// first font map (`PangoSession`).
    static let attachOnFontCreation: Void = {
        // Pango makes each font with `g_object_new(PangoCairoFcFont, "pattern", …)` and hands the
        // pattern to cairo only later, when the font is first measured or drawn. `constructed`
        // runs after the pattern is set: the font's pattern is swapped there for a copy with the
        // face. (Not the shared pattern itself: Pango keys its caches by that pattern's hash.)
        let fontClass = g_type_class_ref(pango_cairo_fc_font_get_type())!
            .assumingMemoryBound(to: GObjectClass.self)
        inherited = fontClass.pointee.constructed
        fontClass.pointee.constructed = { object in
            OpenFaces.inherited?(object)
            guard let object else { return }
            let font = UnsafeMutableRawPointer(object).assumingMemoryBound(to: PangoFcFont.self)
            guard let pattern = font.pointee.font_pattern, !hasFace(pattern), let copy = FcPatternDuplicate(pattern)
            else { return }
            guard attach(to: copy) else {
                // FreeType cannot open it: cairo tries the file itself, as it would without us.
                FcPatternDestroy(copy)
                return
            }
            font.pointee.font_pattern = copy  // the font owns the copy now, and drops its reference to the shared one
            FcPatternDestroy(pattern)
        }
    }()

    nonisolated(unsafe) private static var inherited: (@convention(c) (UnsafeMutablePointer<GObject>?) -> Void)?

    private static func hasFace(_ pattern: OpaquePointer) -> Bool {
        var face: FT_Face?
        return FcPatternGetFTFace(pattern, FC_FT_FACE, 0, &face) == FcResultMatch
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
