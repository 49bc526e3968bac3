import Foundation
import Testing
import Vignette
import VignetteCairo
import VignetteSnapshots

/// A render under other fonts fails with a message that names the environment change.
@Suite struct EnvironmentTests {
    static let serif = "/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf"  // the sample's text is bold
    static let sans = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

    @Test func aDifferentFontFileIsNamedInTheFailure() throws {
        let package = try ScratchPackage()
        let widget = SampleWidget.make(design: .serif)
        _ = verifySnapshot(
            of: widget, families: [.systemSmall], location: package.location(), environment: package.environment())

        // Another machine: DejaVu Serif Bold's file is missing and DejaVu Sans registered instead.
        let files = FontLibrary.standardFiles.filter { $0.path != Self.serif } + [FontFile(path: Self.sans)]
        let other = SnapshotStrategy.standard.fonts(try FontLibrary(files: files))
        let report = verifySnapshot(
            of: widget, families: [.systemSmall], strategy: other, location: package.location(),
            environment: package.environment(["CI": "true"]))
        let message = try #require(report.failureMessage)
        #expect(
            message.contains(
                """
                  the references were recorded in a different environment (Snapshots/ENVIRONMENT.json); the difference may come from it:
                    added font \(Self.sans)
                    removed font \(Self.serif)
                """))
    }

    @Test func recordingUnderNewFontsUpdatesTheRecordAndSaysSo() throws {
        let package = try ScratchPackage()
        _ = verifySnapshot(
            of: SampleWidget.make(), families: [.systemSmall], location: package.location(),
            environment: package.environment())
        let library = try FontLibrary(files: FontLibrary.standardFiles + [FontFile(path: Self.sans)])
        let report = verifySnapshot(
            of: SampleWidget.make(), families: [.systemMedium], strategy: .standard.fonts(library),
            location: package.location(), environment: package.environment())
        #expect(
            report.notes.first?.hasSuffix(
                "Snapshots/ENVIRONMENT.json now describes this machine; it changed: added font \(Self.sans)") == true)
    }
}
