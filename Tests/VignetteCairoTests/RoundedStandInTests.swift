import Foundation
import Testing
import Vignette
@testable import VignetteCairo
import VignettePNG

/// Quicksand, SF Pro Rounded's stand-in, is drawn at SF Pro Rounded's proportions as iOS sets it:
/// the figures' widths and height measured on Home Assistant's widget references (Docs/Fonts.md,
/// "The rounded stand-in"; Docs/Comparisons.md, "Fidelity round 10").
@Suite struct RoundedStandInTests {
    let renderer: CairoRenderer

    init() throws {
        renderer = try CairoRenderer()
    }

    /// The energy widget's values, `.system(size: 20, weight: .bold, design: .rounded)`: iOS's ink
    /// width in pixels at 3× (home-assistant/iOS d722d78, `WidgetsSnapshot.test`'s medium and
    /// solar- and consumption-only references).
    static let boldAt20: [(text: String, width: Int)] = [
        ("48,6", 131), ("35,5", 127), ("13,1", 102), ("12,2", 116), ("9,0", 90), ("0,9", 90),
        ("298", 111), ("68,8", 132), ("69,9", 130), ("21,7", 111),
    ]

    /// The ink of `text` drawn at 3×, at the coverage the references were read at (a channel 40 of
    /// 255 away from the background, about 16 %): its width and height in pixels.
    func ink(_ text: String, _ font: Typeface) throws -> (width: Int, height: Int) {
        let list = DisplayList(
            size: CGSize(width: 160, height: 60),
            items: [.text(TextRun(text: text, font: font, origin: CGPoint(x: 10, y: 45), color: .black))])
        let bitmap = try renderer.bitmap(list, scale: 3)
        var columns: [Int] = [], rows: [Int] = []
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width where bitmap.pixel(x: x, y: y).alpha > 40 {
                columns.append(x)
                rows.append(y)
            }
        }
        guard let left = columns.min(), let right = columns.max(), let top = rows.min(), let bottom = rows.max()
        else { return (0, 0) }
        return (right - left + 1, bottom - top + 1)
    }

    @Test func boldFiguresAt20PointsAreAsWideAsIOSs() throws {
        // Quicksand Bold as it is was 0.865–0.947 of iOS's widths ("12,2": 105 px against 116).
        var errors: [Double] = []
        for sample in Self.boldAt20 {
            let measured = try ink(sample.text, .system(size: 20, weight: .bold, design: .rounded))
            let error = Double(measured.width - sample.width) / 3
            errors.append(error)
            #expect(abs(error) <= 2.5, "\(sample.text): \(measured.width) px against iOS's \(sample.width)")
        }
        let sorted = errors.map(abs).sorted()
        #expect(sorted[sorted.count / 2] <= 1.0, "median error \(sorted[sorted.count / 2]) pt")
        #expect(abs(errors.reduce(0, +) / Double(errors.count)) <= 0.5, "mean error \(errors)")
    }

    @Test func theCalendarsDayNumberIsAsWideAsIOSs() throws {
        // WidgetCalendarDateBadge's "18", `.system(size: 30, weight: .semibold, design: .rounded)`:
        // 94 px of ink on iOS (WidgetCalendarSnapshot's references), 82 before the scale and 90
        // with it (Quicksand's "8" is 4 px narrower than SF Pro Rounded's: a glyph of its own).
        let measured = try ink("18", .system(size: 30, weight: .semibold, design: .rounded))
        #expect(abs(measured.width - 94) <= 5, "\(measured.width) px")
    }

    @Test(arguments: [(CGFloat(20), Typeface.Weight.bold, 44), (30, .semibold, 66)])
    func figuresAreAsTallAsIOSs(size: CGFloat, weight: Typeface.Weight, pixels: Int) throws {
        // "1" (flat top and foot): 44 px at 20 pt and 66 px at 30 pt on iOS, 0.733 em; Quicksand's
        // own is 0.700 em.
        let measured = try ink("1", .system(size: size, weight: weight, design: .rounded))
        #expect(abs(measured.height - pixels) <= 1, "\(measured.height) px")
    }

    @Test func eachRoundedWeightHasItsOwnFace() throws {
        // The stem of "l" at 60 pt (3×), as wide as each Quicksand face draws it: Light, Regular,
        // Medium and Bold are four faces, so four widths; `.medium` was drawn Regular, `.light`
        // Regular too, before Light and Medium were filed under the family "Quicksand".
        func stem(_ weight: Typeface.Weight) throws -> Int {
            try ink("l", .system(size: 60, weight: weight, design: .rounded)).width
        }
        let light = try stem(.light), regular = try stem(.regular)
        let medium = try stem(.medium), bold = try stem(.bold)
        #expect(light < regular && regular < medium && medium < bold, "\([light, regular, medium, bold]) px")
        #expect(try stem(.ultraLight) == light)
        #expect(try stem(.heavy) == bold)
    }

    @Test func figuresTakeSFProRoundedsAdvances() throws {
        // The figure spacing (SystemTracking.roundedFigureSpacing) fitted to these texts: their
        // rms error was 1.15 pt with the scale alone (3.4 px), 0.38 pt on paper with the spacing.
        var squares = 0.0
        for sample in Self.boldAt20 {
            let measured = try ink(sample.text, .system(size: 20, weight: .bold, design: .rounded))
            let error = Double(measured.width - sample.width) / 3
            squares += error * error
            #expect(abs(error) <= 1.5, "\(sample.text): \(measured.width) px against iOS's \(sample.width)")
        }
        let rms = (squares / Double(Self.boldAt20.count)).squareRoot()
        #expect(rms <= 0.6, "rms \(rms) pt")
    }

    @Test func theCalendarsBadgeIsAsWideAsIOSs() throws {
        // The badge's frame is the text's width: 34.0 pt on iOS (its rule at 16 + 34 + 12 pt),
        // 32.0 with the scale alone. Its own width proposed back keeps it on one line.
        let engine = try PangoTextEngine()
        let font = Typeface.system(size: 30, weight: .semibold, design: .rounded)
        let width = engine.width(of: "18", font: font)
        #expect(width >= 33.3 && width <= 34.5, "\(width) pt")
        #expect(engine.lines(of: "18", font: font, width: width).count == 1)
        #expect(engine.lines(of: "12,2 18", font: font, width: engine.width(of: "12,2 18", font: font)).count == 1)
    }

    @Test func figureSpacingIsTheRoundedStandInsOnly() {
        let bold = Typeface.system(size: 20, weight: .bold, design: .rounded)
        #expect(abs(SystemTracking.figureAdjustment(for: bold, character: "1") - 20 * 0.052) < 1e-9)
        #expect(abs(SystemTracking.figureAdjustment(for: bold, character: ",") - 20 * -0.049) < 1e-9)
        #expect(SystemTracking.figureAdjustment(for: bold, character: "a") == 0)
        #expect(SystemTracking.figureAdjustment(for: .system(size: 20), character: "1") == 0, "Inter: its own")
        var tabular = bold
        tabular.usesMonospacedDigits = true
        #expect(SystemTracking.figureAdjustment(for: tabular, character: "1") == 0, "tabular: unmeasured")
        #expect(SystemTracking.figureAdjustment(for: .custom("Quicksand", size: 20), character: "1") == 0)
        var apple = SystemFonts.standIns
        apple.assign([.rounded], to: "SF Pro Rounded")
        #expect(SystemTracking.figureAdjustment(for: bold, character: "1", system: apple) == 0, "Apple's files")
    }

    @Test func theScaleIsTheMeasuredOne() {
        #expect(FontLibrary.roundedScale.family == SystemFonts.standIns.family(.rounded))
        #expect(abs(FontLibrary.roundedScale.width - 1.105) < 1e-9)
        #expect(abs(FontLibrary.roundedScale.height * 42 - 44) < 1e-9)
    }
}
