import Foundation
import Testing
import Vignette
@testable import VignetteCairo

/// The system font (Docs/Fonts.md): Apple's tracking table on every system-font run, the stand-ins
/// per design, and a user's file (`--system-font`) taking over, here DejaVu Sans, which is free
/// and installed with fontconfig on Debian (fonts-dejavu-core).
@Suite struct SystemFontTests {
    static let dejaVuSans = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    static let sample = "HHHHHHHHHH"

    /// A library of the standard fonts with DejaVu Sans as the system font.
    func dejaVuLibrary() throws -> FontLibrary {
        let fonts = try FontLibrary(files: FontLibrary.standardFiles)
        try fonts.register(systemFontAt: Self.dejaVuSans)
        return fonts
    }

    /// Pango spaces letters by the tracking between clusters, none after the last one on a line,
    /// so ten letters gain nine times the tracking, which Pango holds in units of 1/1024 pt.
    static func gain(at size: CGFloat, standIn: Bool = false) -> CGFloat {
        let points =
            standIn
            ? SystemTracking.points(for: .system(size: size))
            : SystemTracking.points(at: size, in: SystemTracking.sfPro)
        return CGFloat(sample.count - 1) * (points * 1024).rounded() / 1024
    }

    @Test func theTableGivesApplesValuesInPoints() {
        // Rows of the HIG table: size × 1/1000 em.
        #expect(abs(SystemTracking.points(at: 17, in: SystemTracking.sfPro) - (-0.442)) < 1e-9)
        #expect(abs(SystemTracking.points(at: 11, in: SystemTracking.sfPro) - 0.066) < 1e-9)
        #expect(SystemTracking.points(at: 12, in: SystemTracking.sfPro) == 0)
        #expect(abs(SystemTracking.points(at: 28, in: SystemTracking.sfPro) - 0.392) < 1e-9)
        #expect(SystemTracking.points(at: 80, in: SystemTracking.sfPro) == 0)
        #expect(SystemTracking.points(at: 120, in: SystemTracking.sfPro) == 0)
        // Between rows the 1/1000 em value is interpolated: 17.5 pt lies halfway from -26 to -25.
        #expect(abs(SystemTracking.points(at: 17.5, in: SystemTracking.sfPro) - 17.5 * -25.5 / 1000) < 1e-9)
        // Below 6 pt the 6 pt row's +41 holds.
        #expect(abs(SystemTracking.points(at: 4, in: SystemTracking.sfPro) - 0.164) < 1e-9)
        #expect(SystemTracking.points(for: .custom("Inter", size: 17)) == 0, "a custom family gets no system tracking")
        #expect(abs(SystemTracking.points(for: .system(size: 17, design: .rounded)) - 17 * 0.022) < 1e-9)
    }

    @Test func theStandInsAddTheirMeasuredCorrectionsAndAppleFilesGetNone() {
        // Inter Display (20 pt on), measured against iOS: +21/1000 em up to 21 pt, -3 at 27, -8 from 33.
        #expect(abs(SystemTracking.points(for: .system(size: 21)) - 21 * (-18 + 21) / 1000) < 1e-9)
        #expect(abs(SystemTracking.points(for: .system(size: 24)) - 24 * (3 + 9) / 1000) < 1e-9, "halfway 21-27")
        #expect(abs(SystemTracking.points(for: .system(size: 40)) - 40 * (10 - 8) / 1000) < 1e-9)
        #expect(abs(SystemTracking.points(for: .system(size: 17)) - 17 * -0.026) < 1e-9, "Inter: Apple's alone")
        #expect(abs(SystemTracking.points(for: .system(size: 17, design: .monospaced)) - 17 * 0.016) < 1e-9)
        #expect(SystemTracking.points(for: .system(size: 17, design: .serif)) == 0, "serif: not measured")
        // With Apple's files (SF Pro Text serves the Display sizes too until given) the table is Apple's.
        var apple = SystemFonts.standIns
        apple.assign([.text], to: "SF Pro Text")
        apple.assign([.monospaced], to: "SF Mono")
        #expect(abs(SystemTracking.points(for: .system(size: 21), system: apple) - 21 * -18 / 1000) < 1e-9)
        #expect(abs(SystemTracking.points(for: .system(size: 40), system: apple) - 40 * 10 / 1000) < 1e-9)
        #expect(SystemTracking.points(for: .system(size: 17, design: .monospaced), system: apple) == 0)
    }

    @Test(arguments: [11, 15, 17, 28, 34] as [CGFloat])
    func interGetsTheTableAtEverySize(size: CGFloat) throws {
        let engine = try PangoTextEngine()
        // The same face asked for by family (no tracking) and as the system font (tracked).
        let family = size >= 20 ? "Inter Display" : "Inter"
        let plain = engine.width(of: Self.sample, font: .custom(family, size: size))
        let system = engine.width(of: Self.sample, font: .system(size: size))
        #expect(abs(system - plain - Self.gain(at: size, standIn: true)) < 0.0001, "\(size) pt: \(system) - \(plain)")
        // Styled text (a span with tracking of its own) adds both.
        let styled = TextContent(pieces: [
            (Self.sample, TextSpan(range: 0..<0, font: .system(size: size), tracking: 1, color: .black))
        ])
        #expect(abs(engine.width(of: styled) - plain - Self.gain(at: size, standIn: true) - 9) < 0.0001)
    }

    @Test func runsLeftToFallbackFontsKeepOnlyTheirOwnTracking() throws {
        let engine = try PangoTextEngine()
        // Chinese is drawn in Noto Sans CJK, not in the system font, so SF Pro's tracking stays off.
        let chinese = "大学英语课程"
        #expect(
            engine.width(of: chinese, font: .system(size: 17))
                == engine.width(of: chinese, font: .custom("Noto Sans CJK SC", size: 17)))
        let styled = TextContent(pieces: [
            (chinese, TextSpan(range: 0..<0, font: .system(size: 17), tracking: 2, color: .black))
        ])
        let plain = engine.width(of: chinese, font: .custom("Noto Sans CJK SC", size: 17))
        #expect(abs(engine.width(of: styled) - plain - 10) < 0.0001, "the widget's own tracking still applies")
        #expect(SystemTracking.untrackedRanges(in: "Hi 你好 😀 שלום") == [3..<23], "spaces between them join")
        #expect(SystemTracking.untrackedRanges(in: "你好 Hi 👨‍👩‍👧") == [0..<6, 10..<28], "an emoji sequence stays whole")
    }

    @Test func aUserFileServesEverySystemFontRunWithTheSameTracking() throws {
        let engine = try PangoTextEngine(fonts: try dejaVuLibrary())
        for size in [11, 17, 34] as [CGFloat] {
            #expect(engine.familiesUsed(for: "Hello", font: .system(size: size)) == ["DejaVu Sans"])
            #expect(engine.familiesUsed(for: "Hello", font: .system(size: size, weight: .bold)) == ["DejaVu Sans"])
            let plain = engine.width(of: Self.sample, font: .custom("DejaVu Sans", size: size))
            let system = engine.width(of: Self.sample, font: .system(size: size))
            #expect(abs(system - plain - Self.gain(at: size)) < 0.0001, "\(size) pt")
        }
        // The designs keep their stand-ins until their own files are given.
        #expect(engine.familiesUsed(for: "Hello", font: .system(size: 17, design: .rounded)) == ["Quicksand"])
        #expect(engine.familiesUsed(for: "Hello", font: .system(size: 17, design: .monospaced)) == ["DejaVu Sans Mono"])
        #expect(engine.familiesUsed(for: "Hello", font: .system(size: 17, design: .serif)) == ["DejaVu Serif"])
        let standard = try PangoTextEngine()
        #expect(standard.familiesUsed(for: "Hello", font: .body) == ["Inter"])
        #expect(standard.familiesUsed(for: "Hello", font: .title) == ["Inter Display"])
        #expect(standard.familiesUsed(for: "Hello", font: .system(size: 17, design: .rounded)) == ["Quicksand"])
    }

    @Test func theRendererDrawsWithTheUserFile() throws {
        func png(_ fonts: FontLibrary) throws -> Data {
            let node = Words("Hamburgefonstiv").font(.body).node
            let size = CGSize(width: 200, height: 40)
            let layout = Layout.layout(
                node, in: size, environment: WidgetEnvironment(),
                textEngine: try PangoTextEngine(fonts: fonts))
            return try CairoRenderer(fonts: fonts).png(DisplayListBuilder.build(layout, canvas: size), scale: 2)
        }
        let dejaVu = try dejaVuLibrary()
        #expect(try png(dejaVu) != png(.standard()))
        #expect(try png(dejaVu) == png(dejaVuLibrary()), "the same files give the same bytes")
    }

    @Test func theFingerprintRecordsWhatServedTheSystemFont() throws {
        let standard = try FontLibrary.standard().fingerprint
        #expect(standard.systemFonts?["text"] == "Inter (stand-in)")
        #expect(standard.systemFonts?["display"] == "Inter Display (stand-in)")
        #expect(standard.systemFonts?["rounded"] == "Quicksand (stand-in)")
        let mine = try dejaVuLibrary().fingerprint
        #expect(mine.systemFonts?["text"] == "DejaVu Sans")
        #expect(mine.systemFonts?["display"] == "DejaVu Sans")
        #expect(mine.systemFonts?["serif"] == "DejaVu Serif (stand-in)")
        #expect(mine.digest != standard.digest)
        let notes = mine.differences(from: standard)
        #expect(notes.contains("system font text: Inter (stand-in) -> DejaVu Sans"))
        #expect(notes.contains("added font \(Self.dejaVuSans)"))
    }

    @Test func aFileThatIsNotAFontIsAnErrorNamingIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sysfont-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("SF-Pro-Text-Regular.otf").path
        try Data("not a font".utf8).write(to: URL(fileURLWithPath: file))
        let fonts = try FontLibrary(files: FontLibrary.standardFiles)
        #expect(
            throws: VignetteError.unreadableResource(
                kind: "font", path: file, base: nil, origin: "--system-font",
                reason: "fontconfig finds no font in it")
        ) {
            try fonts.register(systemFontAt: file)
        }
        #expect(fonts.systemFonts == .standIns)
    }
}
