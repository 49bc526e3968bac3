import Foundation

extension SystemColor {
    /// The colour in the given scheme on the given OS.
    public func resolve(_ scheme: ColorScheme, os: OSVersion) -> RGBA {
        // One lookup in a table of both releases: every paint resolved asks.
        let pairs = Self.byRelease[self]!
        let pair = os == .ios18 ? pairs.ios18 : pairs.ios26
        return scheme == .light ? pair.light : pair.dark
    }

    /// Every colour's light and dark values on iOS 26 and on iOS 18: a tint's own per release,
    /// the fixed colours the same on both.
    private static let byRelease: [SystemColor: (ios26: (light: RGBA, dark: RGBA), ios18: (light: RGBA, dark: RGBA))] =
        fixedPairs.mapValues { ($0, $0) }.merging(tints) { $1 }

    private static func c(_ hex: UInt32, _ alpha: Double = 1) -> RGBA { RGBA(hex: hex, alpha: alpha) }

    /// Semantic colours, grays and fixed colours: the same on iOS 18 and iOS 26
    /// (Docs/WidgetFacts.md §6c and §6d; Apple did not republish §6d for iOS 26).
    private static let fixedPairs: [SystemColor: (light: RGBA, dark: RGBA)] = [
        .label: (c(0x000000), c(0xFFFFFF)),
        .secondaryLabel: (c(0x3C3C43, 0.60), c(0xEBEBF5, 0.60)),
        .tertiaryLabel: (c(0x3C3C43, 0.30), c(0xEBEBF5, 0.30)),
        .quaternaryLabel: (c(0x3C3C43, 0.18), c(0xEBEBF5, 0.18)),
        .placeholderText: (c(0x3C3C43, 0.30), c(0xEBEBF5, 0.30)),
        .separator: (c(0x3C3C43, 0.29), c(0x545458, 0.60)),
        .opaqueSeparator: (c(0xC6C6C8), c(0x38383A)),
        .link: (c(0x007AFF), c(0x0984FF)),
        .systemBackground: (c(0xFFFFFF), c(0x000000)),
        .secondarySystemBackground: (c(0xF2F2F7), c(0x1C1C1E)),
        .tertiarySystemBackground: (c(0xFFFFFF), c(0x2C2C2E)),
        .systemGroupedBackground: (c(0xF2F2F7), c(0x000000)),
        .secondarySystemGroupedBackground: (c(0xFFFFFF), c(0x1C1C1E)),
        .tertiarySystemGroupedBackground: (c(0xF2F2F7), c(0x2C2C2E)),
        .systemFill: (c(0x787880, 0.20), c(0x787880, 0.36)),
        .secondarySystemFill: (c(0x787880, 0.16), c(0x787880, 0.32)),
        .tertiarySystemFill: (c(0x767680, 0.12), c(0x767680, 0.24)),
        .quaternarySystemFill: (c(0x747480, 0.08), c(0x767680, 0.18)),
        .gray: (c(0x8E8E93), c(0x8E8E93)),
        .gray2: (c(0xAEAEB2), c(0x636366)),
        .gray3: (c(0xC7C7CC), c(0x48484A)),
        .gray4: (c(0xD1D1D6), c(0x3A3A3C)),
        .gray5: (c(0xE5E5EA), c(0x2C2C2E)),
        .gray6: (c(0xF2F2F7), c(0x1C1C1E)),
        .white: (c(0xFFFFFF), c(0xFFFFFF)),
        .black: (c(0x000000), c(0x000000)),
        .clear: (.clear, .clear),
    ]

    /// System tints: iOS 26 values (§6a, HIG June 2025) and iOS 13–18 values (§6b).
    private static let tints: [SystemColor: (ios26: (light: RGBA, dark: RGBA), ios18: (light: RGBA, dark: RGBA))] = [
        .red: ((c(0xFF383C), c(0xFF4245)), (c(0xFF3B30), c(0xFF453A))),
        .orange: ((c(0xFF8D28), c(0xFF9230)), (c(0xFF9500), c(0xFF9F0A))),
        .yellow: ((c(0xFFCC00), c(0xFFD600)), (c(0xFFCC00), c(0xFFD60A))),
        .green: ((c(0x34C759), c(0x30D158)), (c(0x34C759), c(0x30D158))),
        .mint: ((c(0x00C8B3), c(0x00DAC3)), (c(0x00C7BE), c(0x66D4CF))),
        .teal: ((c(0x00C3D0), c(0x00D2E0)), (c(0x30B0C7), c(0x40C8E0))),
        .cyan: ((c(0x00C0E8), c(0x3CD3FE)), (c(0x32ADE6), c(0x64D2FF))),
        .blue: ((c(0x0088FF), c(0x0091FF)), (c(0x007AFF), c(0x0A84FF))),
        .indigo: ((c(0x6155F5), c(0x6D7CFF)), (c(0x5856D6), c(0x5E5CE6))),
        .purple: ((c(0xCB30E0), c(0xDB34F2)), (c(0xAF52DE), c(0xBF5AF2))),
        .pink: ((c(0xFF2D55), c(0xFF375F)), (c(0xFF2D55), c(0xFF375F))),
        .brown: ((c(0xAC7F5E), c(0xB78A66)), (c(0xA5845E), c(0xAC8E68))),
    ]
}
