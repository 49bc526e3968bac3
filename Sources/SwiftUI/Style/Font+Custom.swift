import Foundation
import Vignette

extension Font {
    /// A font of your own by family or PostScript name ("Avenir Next", "Poppins-SemiBold"),
    /// scaled by Dynamic Type like body text. Register its file with `--font` or keep it in the
    /// widget target's folder; a name no font holds falls back to the system font, as on iOS
    /// (Docs/SwiftUI.md §4).
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(.custom(name, size: size, relativeTo: .body))
    }

    /// A font of your own scaled by Dynamic Type in proportion to `textStyle`.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        Font(.custom(name, size: size, relativeTo: textStyle.core))
    }

    /// A font of your own at a size Dynamic Type leaves alone.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(.custom(name, size: fixedSize, relativeTo: nil))
    }
}
