import Foundation

extension FontLibrary {
    /// The fonts every render uses, all from Debian packages: Inter (Text and Display cuts)
    /// for SF Pro, Noto Sans CJK for Chinese, Japanese and Korean, Noto Color Emoji,
    /// DejaVu for the monospaced and serif designs, Quicksand for the rounded one, Noto Sans
    /// Arabic and Hebrew, and the Material icon fonts for symbols (`SystemFonts.standIns`).
    ///
    /// DejaVu comes from fonts-dejavu-core, which fontconfig itself depends on on Debian;
    /// it has no obliques there, so italics of those designs are slanted by the private
    /// configuration's rule (`FontLibrary.rules`).
    public static let standardFiles: [FontFile] = {
        let weights = ["Thin", "ExtraLight", "Light", "Regular", "Medium", "SemiBold", "Bold", "ExtraBold", "Black"]
        // Inter names its upright regular "Regular" but its italic regular just "Italic".
        let styles = weights.flatMap { [$0, $0 == "Regular" ? "Italic" : $0 + "Italic"] }
        let inter = ["Inter", "InterDisplay"].flatMap { cut in
            styles.map { FontFile(path: "/usr/share/fonts/opentype/inter/\(cut)-\($0).otf", package: "fonts-inter") }
        }
        let cjk = ["Regular", "Bold"].map {
            FontFile(path: "/usr/share/fonts/opentype/noto/NotoSansCJK-\($0).ttc", package: "fonts-noto-cjk")
        }
        let emoji = FontFile(
            path: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf", package: "fonts-noto-color-emoji")
        let dejavu = ["DejaVuSansMono", "DejaVuSansMono-Bold", "DejaVuSerif", "DejaVuSerif-Bold"].map {
            FontFile(path: "/usr/share/fonts/truetype/dejavu/\($0).ttf", package: "fonts-dejavu-core")
        }
        // SF Pro Rounded's stand-in: rounded terminals, four weights (Light to Bold).
        let rounded = ["Light", "Regular", "Medium", "Bold"].map {
            FontFile(path: "/usr/share/fonts/truetype/quicksand/Quicksand-\($0).ttf", package: "fonts-quicksand")
        }
        // The icon fonts behind `Symbol` (SymbolCatalog's table names their families).
        let icons = [
            FontFile(
                path: "/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf",
                package: "fonts-material-design-icons-iconfont"),
            FontFile(
                path: "/usr/share/fonts/truetype/materialdesignicons-webfont/materialdesignicons-webfont.ttf",
                package: "fonts-materialdesignicons-webfont"),
        ]
        // Arabic and Hebrew, which Inter lacks (iOS draws them in SF Arabic and SF Hebrew).
        let rtl = ["NotoSansArabic-Regular", "NotoSansArabic-Bold", "NotoSansHebrew-Regular", "NotoSansHebrew-Bold"].map
        {
            FontFile(path: "/usr/share/fonts/truetype/noto/\($0).ttf", package: "fonts-noto-core")
        }
        return inter + cjk + [emoji] + dejavu + icons + rtl + rounded
    }()

    /// The process's library of the standard fonts, built on first use (about 0.15 s)
    /// and shared by every engine and renderer made with their plain `init()`.
    ///
    /// Fonts registered on it reach all of those; for a separate set, make a library
    /// with `FontLibrary(files: FontLibrary.standardFiles + yours)`.
    ///
    /// - Throws: `VignetteError.missingFont` naming the first missing file and its package.
    public static func standard() throws -> FontLibrary {
        try shared.get()
    }

    private static let shared = Result<FontLibrary, any Error> { try FontLibrary(files: standardFiles) }
}
