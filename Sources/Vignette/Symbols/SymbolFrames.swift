import Foundation

/// The frames SF Symbols have, for the icon font's stand-ins (Docs/Symbols.md, "Frames of the
/// stand-ins"): a stand-in is drawn as it always was, but laid out in the frame the SF Symbol of
/// that name has at the font's size and the image scale, on the text baseline as Apple's is, so
/// what sits around it lands where it does on iOS.
enum SymbolFrames {
    /// Above the ink's top and below its bottom at the medium scale, in cap heights: 10.45 of the
    /// template's 70.459 units, from issue 33's measured buttons and point-free's 20.5 pt
    /// `checkmark.circle.fill` row. The small and large scales are the medium symbol drawn smaller
    /// or larger, so their padding scales with the ink (`padding(_:scale:)`).
    static let verticalPadding: CGFloat = 10.45 / 70.459

    /// The SF Symbol's box for `name` at the small, medium and large scales (regular weight, which
    /// every weight uses), or nil for a name without measurements (it keeps the icon font's square).
    static func shape(_ name: String) -> SymbolShape? { shapes[name] }

    /// Frames measured on iOS where the rules above fall short, at the medium scale in cap heights,
    /// the ink centred in them; the other scales grow with the ink. `shippingbox.fill` in body text
    /// (WidgetExamples' Live Activity, iOS 17): `.padding(3).background(Circle())` around it draws a
    /// circle 28.35 pt across, so both sides of its frame are at least 22.35 pt (1.866 cap heights of
    /// 17 pt) where the rules give 16.85 × 21.60; taken square (Docs/Symbols.md, "Frames of the stand-ins").
    /// `calendar` at 32 pt (home-assistant/iOS d722d78, the calendar widget's unconfigured state at 3×):
    /// the texts under it in a centred `VStack` sit 1.33 pt higher than the rules put them, so its frame
    /// is 32.80 pt tall, 1.455 cap heights, where the rules give 35.47; its width is the export's ink.
    static let measuredOnIOS: [String: CGSize] = [
        "shippingbox.fill": CGSize(width: 1.866, height: 1.866),
        "calendar": CGSize(width: 1.3809, height: 1.455),
    ]

    /// Stand-ins whose drawing is scaled so its ink is as wide as the SF Symbol's (the frame's width,
    /// the export's ink), where iOS's drawing was measured: point-free's `checkmark.circle.fill` at
    /// `body` on a 2× simulator is a circle 17.0 pt across (the export: 16.93), where the icon font's
    /// circle, 20/24 of its 1.25 em, is 17.7 (Docs/Symbols.md, "Frames of the stand-ins").
    static let inkMeasuredOnIOS: Set<String> = ["checkmark.circle.fill"]

    private static let shapes: [String: SymbolShape] = Dictionary(
        uniqueKeysWithValues: measured.map { name, numbers in
            let scales: [ImageScale] = [.small, .medium, .large]
            return (
                name,
                SymbolShape(
                    variants: scales.enumerated().map { index, scale in
                        let row = Array(numbers[index * 3..<index * 3 + 3])
                        var width = row[0], pad = padding(numbers, scale: index)
                        if let frame = measuredOnIOS[name] {
                            let ink = row[1] + row[2], growth = ink / (numbers[4] + numbers[5])
                            width = frame.width * growth
                            pad = (frame.height * growth - ink) / 2
                        }
                        return SymbolShape.Variant(
                            weight: .regular, scale: scale, width: width, ascent: row[1] + pad, descent: row[2] + pad)
                    })
            )
        })

    /// The padding above and below the ink at scale `index` (0 small, 1 medium, 2 large) of a
    /// `measured` row: the medium's, times the scale's ink height over the medium's (Apple: small is
    /// about 20 % smaller, large about 30 % larger; the exports: 0.79 and 1.28 for `globe`).
    /// Measured: DoorDash's `globe` at `.large` in body text is 26.3 pt tall on iOS (Docs/Symbols.md).
    static func padding(_ numbers: [CGFloat], scale index: Int) -> CGFloat {
        let medium = numbers[4] + numbers[5], here = numbers[index * 3 + 1] + numbers[index * 3 + 2]
        return medium > 0 ? verticalPadding * here / medium : verticalPadding
    }
}
