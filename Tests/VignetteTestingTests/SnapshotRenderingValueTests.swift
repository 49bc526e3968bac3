import Foundation
import Testing
import Vignette
@testable import VignetteSnapshots
@testable import VignetteTesting

/// The snapshot configuration as a value (`SnapshotRendering`): it names the same references
/// as the spelled-out parameters, one value serves several subjects, and `pullback` checks a
/// subject of another type through the one it becomes.
@Suite struct SnapshotRenderingValueTests {
    static let stems = [
        "sample_systemSmall_iphone-16-pro-max_ios26_dark@3x.png",
        "sample_systemSmall_iphone-16-pro-max_ios26_light@3x.png",
    ]

    @Test func theValueAndTheSpelledOutParametersUseTheSameReferences() throws {
        let package = try ScratchPackage()
        let recorded = verifySnapshot(
            of: SampleWidget.make(), families: [.systemSmall], appearances: [.light, .dark],
            record: .all, location: package.location(), environment: package.environment())
        #expect(recorded.outcomes.count == 2)
        #expect(package.files(under: "Snapshots/WorkflowTests/sample") == Self.stems)

        let phone: SnapshotRendering<WidgetDefinition, SnapshotBitmap> = .image(
            families: [.systemSmall],
            appearances: [.light, .dark])
        let verified = verifySnapshot(
            of: SampleWidget.make(), as: phone, record: .never, location: package.location(),
            environment: package.environment())
        #expect(verified.failureMessage == nil)
        #expect(verified.outcomes.map(\.isFailure) == [false, false])
        // Nothing new was written: the value named exactly the recorded files.
        #expect(package.files(under: "Snapshots/WorkflowTests/sample") == Self.stems)

        // The same value, another subject: a different bar fails against these references.
        let red = verifySnapshot(
            of: SampleWidget.make(bar: .rgb(0.9, 0.3, 0.1)), as: phone, record: .never,
            location: package.location(), environment: package.environment())
        #expect(red.failures.count == 2)
    }

    /// A subject of another type, checked through the widget it becomes.
    struct Bar { var paint: Paint }

    @Test func pullbackChecksASubjectThroughTheWidgetItBecomes() throws {
        let package = try ScratchPackage()
        _ = verifySnapshot(
            of: SampleWidget.make(), families: [.systemSmall], record: .all, location: package.location(),
            environment: package.environment())
        let bars = SnapshotRendering<WidgetDefinition, SnapshotBitmap>.image(families: [.systemSmall])
            .pullback { (bar: Bar) in SampleWidget.make(bar: bar.paint) }

        let blue = verifySnapshot(
            of: Bar(paint: .rgb(0.1, 0.4, 0.9)), as: bars, record: .never, location: package.location(),
            environment: package.environment())
        #expect(blue.failureMessage == nil)
        let red = verifySnapshot(
            of: Bar(paint: .rgb(0.9, 0.3, 0.1)), as: bars, record: .never, location: package.location(),
            environment: package.environment())
        #expect(red.failures.count == 1)
        #expect(red.failureMessage?.contains("sample_systemSmall_iphone-16-pro-max_ios26_light@3x.png") == true)
    }

    /// A transform that throws fails the assertion with its error, naming the subject's type.
    @Test func aPullbackThatThrowsFailsNamingTheSubject() throws {
        struct Unreadable: Error, CustomStringConvertible {
            var description: String { "the bar's colour is unreadable" }
        }
        let package = try ScratchPackage()
        let bars = SnapshotRendering<WidgetDefinition, SnapshotBitmap>.image(families: [.systemSmall])
            .pullback { (_: Bar) -> WidgetDefinition in throw Unreadable() }
        let report = verifySnapshot(
            of: Bar(paint: .rgb(0, 0, 0)), as: bars, record: .all, location: package.location(),
            environment: package.environment())
        let message = try #require(report.failureMessage)
        #expect(message.contains("Bar"))
        #expect(message.contains("the bar's colour is unreadable"))
        #expect(!package.exists("Snapshots"))
    }
}
