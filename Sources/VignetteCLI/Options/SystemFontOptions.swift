import ArgumentParser
import Foundation
import VignetteCairo

/// `--system-font FILE`: Apple's SF Pro, SF Compact, SF Mono or New York files (or any font, to try
/// the switch) that serve the system font instead of the stand-ins (Docs/Fonts.md).
struct SystemFontOptions: ParsableArguments {
    @Option(name: .customLong("system-font"),
            help: "A font file that serves the system font (repeatable): SF Pro Text/Display or the variable SF Pro, SF Pro Rounded, SF Compact, SF Mono, New York; any other family serves the default design.",
            completion: .file(extensions: ["otf", "ttf", "ttc"]), transform: OptionText.required("the path of a font file"))
    var systemFont: [String] = []

    /// The standard fonts with the files given serving the system font (the shared standard
    /// library when none were given); `configured` adds a config file's files, named by `origin`.
    func library(configured: [String] = [], origin: String = "config") throws -> FontLibrary {
        guard !configured.isEmpty else { return try FontLibrary.standard(systemFonts: systemFont, origin: "--system-font") }
        guard !systemFont.isEmpty else { return try FontLibrary.standard(systemFonts: configured, origin: origin) }
        // Both: the option's files after the config's, so the option wins for the same part.
        return try FontLibrary.standard(systemFonts: configured + systemFont, origin: "\(origin) or --system-font")
    }
}
