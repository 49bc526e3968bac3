import Foundation

/// Whether the person turned on Increase Contrast (SwiftUI's `ColorSchemeContrast`).
public enum ColorSchemeContrast: String, Hashable, Sendable, CaseIterable, Codable {
    /// The colours as designed.
    case standard
    /// Increase Contrast: system tints and grays take their increased-contrast values.
    case increased
}

extension SystemColor {
    /// The colour in the given scheme, OS and contrast: with `.increased`, the tints and grays take
    /// the HIG's increased-contrast values (Docs/WidgetFacts.md §6a–6c); the semantic colours keep
    /// theirs, as Apple publishes none (§6d).
    public func resolve(_ scheme: ColorScheme, os: OSVersion, contrast: ColorSchemeContrast) -> RGBA {
        guard contrast == .increased else { return resolve(scheme, os: os) }
        let pair = Self.grays[self] ?? (os == .ios18 ? Self.tints18[self] : Self.tints26[self])
        guard let pair else { return resolve(scheme, os: os) }
        return scheme == .light ? pair.light : pair.dark
    }

    private static func c(_ hex: UInt32) -> RGBA { RGBA(hex: hex, alpha: 1) }

    /// §6a, iOS 26 (HIG, June 2025): the "Increased contrast" columns.
    private static let tints26: [SystemColor: (light: RGBA, dark: RGBA)] = [
        .red: (c(0xE9152D), c(0xFF6165)), .orange: (c(0xC55300), c(0xFFA056)), .yellow: (c(0xA16A00), c(0xFEDF43)),
        .green: (c(0x008932), c(0x4AD968)), .mint: (c(0x008575), c(0x54DFCB)), .teal: (c(0x008198), c(0x3BDDEC)),
        .cyan: (c(0x007EAE), c(0x6DD9FF)), .blue: (c(0x1E6EF4), c(0x5CB8FF)), .indigo: (c(0x564ADE), c(0xA7AAFF)),
        .purple: (c(0xB02FC2), c(0xEA8DFF)), .pink: (c(0xE7124D), c(0xFF8AC4)), .brown: (c(0x956D51), c(0xDBA679)),
    ]

    /// §6b, iOS 13–18: the "Accessible" columns.
    private static let tints18: [SystemColor: (light: RGBA, dark: RGBA)] = [
        .red: (c(0xD70015), c(0xFF6961)), .orange: (c(0xC93400), c(0xFFB340)), .yellow: (c(0xB25000), c(0xFFD426)),
        .green: (c(0x248A3D), c(0x30DB5B)), .mint: (c(0x0C817B), c(0x66D4CF)), .teal: (c(0x008299), c(0x5DE6FF)),
        .cyan: (c(0x0071A4), c(0x70D7FF)), .blue: (c(0x0040DD), c(0x409CFF)), .indigo: (c(0x3634A3), c(0x7D7AFF)),
        .purple: (c(0x8944AB), c(0xDA8FFF)), .pink: (c(0xD30F45), c(0xFF6482)), .brown: (c(0x7F6545), c(0xB59469)),
    ]

    /// §6c, both OSes.
    private static let grays: [SystemColor: (light: RGBA, dark: RGBA)] = [
        .gray: (c(0x6C6C70), c(0xAEAEB2)), .gray2: (c(0x8E8E93), c(0x7C7C80)), .gray3: (c(0xAEAEB2), c(0x545456)),
        .gray4: (c(0xBCBCC0), c(0x444446)), .gray5: (c(0xD8D8DC), c(0x363638)), .gray6: (c(0xEBEBF0), c(0x242426)),
    ]
}
