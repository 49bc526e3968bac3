import Foundation
import Vignette

/// A whole set of store screenshots: slots × locales × screenshots.
public struct ScreenshotConfig: Sendable {
    /// Which iOS's widget sizes and system colours to use.
    public var os: OSVersion
    /// Locale ids in the order they are rendered, e.g. `en-US`, `zh-Hans`.
    public var locales: [String]
    /// The caption strings of each locale.
    public var strings: [String: StringsTable]
    /// The App Store sizes to render, each a device screen.
    public var slots: [StoreSlot]
    /// Behind the caption and the screen (and the hero widget).
    public var background: Backdrop
    /// The colour of titles and subtitles.
    public var captionColor: RGBA
    /// The screenshots, in App Store order.
    public var screenshots: [ScreenshotSpec]
    /// The output folder from the file, relative to it; the command's `--out` wins.
    public var output: String?
    /// Font files serving the system font (`"systemFonts"`, paths relative to the file), as
    /// `--system-font` gives them (Docs/Fonts.md).
    public var systemFonts: [String] = []
    /// A folder of SF Symbols templates (`"symbols"`, relative to the file), as `--symbols`
    /// gives it (Docs/Symbols.md).
    public var symbols: String?

    /// A set; `output` is the folder the file names, relative to the file.
    public init(
        os: OSVersion = .default, locales: [String], strings: [String: StringsTable], slots: [StoreSlot],
        background: Backdrop, captionColor: RGBA = .white, screenshots: [ScreenshotSpec], output: String? = nil
    ) {
        self.os = os
        self.locales = locales
        self.strings = strings
        self.slots = slots
        self.background = background
        self.captionColor = captionColor
        self.screenshots = screenshots
        self.output = output
    }
}
