import Foundation

/// The frames SF Symbols have, for the icon font's stand-ins (Docs/Symbols.md, "Frames of the
/// stand-ins"): a stand-in is drawn as it always was, but laid out in the frame the SF Symbol of
/// that name has at the font's size and the image scale, on the text baseline as Apple's is, so
/// what sits around it lands where it does on iOS.
enum SymbolFrames {
    /// Above the ink's top and below its bottom, in cap heights: 10.45 of the template's 70.459
    /// units, our estimate from issue 33's measured buttons (a `plus` and an `arrow.circlepath`
    /// button 35.3 pt tall in body text on iOS).
    static let verticalPadding: CGFloat = 10.45 / 70.459

    /// The SF Symbol's box for `name` at the small, medium and large scales (regular weight, which
    /// every weight uses), or nil for a name without measurements (it keeps the icon font's square).
    static func shape(_ name: String) -> SymbolShape? { shapes[name] }

    private static let shapes: [String: SymbolShape] = measured.mapValues { numbers in
        let scales: [ImageScale] = [.small, .medium, .large]
        return SymbolShape(
            variants: scales.enumerated().map { index, scale in
                let row = Array(numbers[index * 3..<index * 3 + 3])
                return SymbolShape.Variant(
                    weight: .regular, scale: scale, width: row[0],
                    ascent: row[1] + verticalPadding, descent: row[2] + verticalPadding)
            })
    }
}
