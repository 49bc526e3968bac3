import Foundation
import Vignette
import VignettePNG
import VignetteSnapshots

/// The images `vignette test` checks for a catalogue under a configuration, and the checking:
/// every widget and Live Activity × device × OS × locale is one unit handed to the snapshot
/// verifier `assertSnapshot` uses, so file names, tolerance and record modes are the same.
package struct TestRun {
    /// One call of the verifier: a subject in one locale and OS version.
    struct Unit: @unchecked Sendable {
        var subject: String
        var locale: String
        /// The unit's reference paths before the shard is taken.
        var paths: [String]
        var check: (_ environment: [String: String], _ including: @escaping (String) -> Bool) -> SnapshotReport
    }

    /// The test group under Snapshots/: `Snapshots/vignette-test/<widget>/…`.
    package static let group = "vignette-test"

    /// Light and dark on the Home Screen; accessory families, which show on the Lock Screen only, there.
    static let defaultLooks: [Appearance] = [.light, .dark, .lockScreen]

    /// One device per size class (Docs/CI.md, "Default matrix"): compact width, every iPhone held
    /// upright as its Home Screen is, by the largest current iPhone (Vignette's default device);
    /// regular width, an iPad full screen, by the largest current iPad, where `systemExtraLarge`
    /// exists. A family a device does not offer is left out on it.
    static let defaultDevices = ["iphone-16-pro-max", "ipad-pro-13-m4"]

    var packageRoot: URL
    var units: [Unit] = []
    /// Subjects whose matrix could not be made (an unsupported family named for them…).
    var setupErrors: [TestImage] = []

    /// `sampling` gives the activities without content states theirs (`--sample-states`); without
    /// it, each such activity is an error image saying how to give it some.
    init(
        catalog: WidgetCatalog, configuration: TestConfiguration, packageRoot: URL, only: [String],
        sampling: (ActivityDefinition) throws -> ActivityDefinition = { $0 }
    ) throws {
        self.packageRoot = packageRoot
        let catalogDevices = DeviceCatalog.standard
        for widget in catalog.definitions + catalog.previews where only.isEmpty || only.contains(widget.id) {
            let matrix = configuration.matrix(for: widget.id)
            let explicitFamilies = configuration.widgets[widget.id]?.families != nil
            // A plain view preview has one canvas, its fitting size, in light and dark (as Xcode's canvas).
            let families =
                widget.fitsContent
                ? nil
                : matrix.families.map { given in explicitFamilies ? given : given.filter(widget.families.contains) }
            let looks =
                widget.fitsContent
                ? (matrix.appearances ?? [.light, .dark]).filter {
                    PreviewRenderSpec.unavailability(
                        of: $0, for: .sizeThatFits, on: catalogDevices.defaultDevice, os: .default) == nil
                }
                : matrix.appearances ?? Self.defaultLooks
            // A top-level `families` list that keeps none of the widget's families leaves it out.
            if looks.isEmpty || families?.isEmpty == true { continue }
            let devices = try (matrix.devices ?? Self.defaultDevices).map { try catalogDevices.device(id: $0) }
            let settings = (matrix.dynamicTypeSizes ?? [.large]).map { AccessibilitySettings(dynamicTypeSize: $0) }
            for os in matrix.os ?? [.default] {
                // Each `#Preview(as:)` entry is a moment: every one is drawn, else the first entry.
                for time in widget.moments.isEmpty ? [nil] : widget.moments.map({ SnapshotTime.moment($0.name) }) {
                    let rendering = SnapshotRendering<WidgetDefinition, Bitmap>.image(
                        families: families, devices: devices, appearances: looks, os: os, scale: nil,
                        at: time, accessibility: settings)
                    add(widget, id: widget.id, rendering: rendering, locales: matrix.locales ?? ["en-US"])
                }
            }
        }
        for listed in catalog.activities where only.isEmpty || only.contains(listed.id) {
            let activity: ActivityDefinition
            do {
                activity = try sampling(listed)
            } catch {
                setupErrors.append(TestImage(subject: listed.id, error: "\(listed.id): \(error)"))
                continue
            }
            guard !activity.states.isEmpty else {
                setupErrors.append(
                    TestImage(subject: listed.id, error: OptionError.noActivityStates(activity: listed.id).description))
                continue
            }
            let matrix = configuration.matrix(for: activity.id)
            // Live Activities show on iPhone (Lock Screen, Dynamic Island): the compact class only.
            let devices = try (matrix.devices ?? [catalogDevices.defaultDevice.id]).map {
                try catalogDevices.device(id: $0)
            }
            let schemes: [ColorScheme] = (matrix.appearances ?? [.light, .dark]).map(\.colorScheme).uniqued()
            for os in matrix.os ?? [.default] {
                let rendering = SnapshotRendering<ActivityDefinition, Bitmap>.image(
                    presentations: .all, colorSchemes: schemes, devices: devices, os: os, scale: nil, states: nil)
                add(activity, id: activity.id, rendering: rendering, locales: matrix.locales ?? ["en-US"])
            }
        }
    }

    private mutating func add<Subject>(
        _ subject: Subject, id: String, rendering: SnapshotRendering<Subject, Bitmap>, locales: [String]
    ) {
        let location = SnapshotLocation(packageRoot: packageRoot, group: Self.group, testName: id)
        for locale in locales {
            let strategy = SnapshotStrategy.standard.locale(locale)
            do {
                let paths = try rendering.referencePaths(
                    of: subject, named: nil, strategy: strategy, location: location)
                units.append(
                    Unit(subject: id, locale: locale, paths: paths) { environment, including in
                        verify(
                            subject, as: rendering, named: nil, record: nil, strategy: strategy, location: location,
                            environment: environment, including: including)
                    })
            } catch {
                setupErrors.append(TestImage(subject: id, error: SnapshotVerifier.describe(error)))
            }
        }
    }

    /// Every unit checked, `jobs` at a time, in `shard`; images in unit order.
    /// `progress` gets images done, the total, and the seconds left by the pace so far.
    /// The pictures of images that did not match are written to `pictures` (`<stem>.<kind>.png`).
    /// `among` is the list the shard is taken from when it is more than these units' (an isolated run).
    func check(
        shard: Shard, among: [String]? = nil, environment: [String: String], jobs: Int, pictures: URL,
        progress: @escaping @Sendable (Int, Int, Double) -> Void
    ) -> [TestImage] {
        // This thread waits for the units; if it is the main thread, it stays free for SwiftUI bodies.
        keepingMainThreadFree {
            checkAll(
                shard: shard, among: among, environment: environment, jobs: jobs, pictures: pictures, progress: progress
            )
        }
    }

    private func checkAll(
        shard: Shard, among: [String]?, environment: [String: String], jobs: Int, pictures: URL,
        progress: @escaping @Sendable (Int, Int, Double) -> Void
    ) -> [TestImage] {
        let chosen = Set(TestShards.images(among ?? units.flatMap(\.paths), in: shard))
        let mine = units.map { $0.paths.filter(chosen.contains) }
        let total = mine.reduce(0) { $0 + $1.count }
        var environment = environment
        environment["VIGNETTE_SHARD"] = nil
        let results = Results(count: units.count)
        // A monotonic clock: the wall clock may be set back during a run (the estimate once went negative).
        let clock = ContinuousClock(), started = clock.now
        let queue = DispatchQueue(label: "vignette-test", attributes: .concurrent)
        let group = DispatchGroup(), slots = DispatchSemaphore(value: max(1, jobs))
        // In a block of the main queue off the main thread (an `async` program's main actor), units sent to the
        // queue would wait for the main actor, which waits for them: they are checked here, one after another.
        let alone = isBlockingTheMainQueue
        for (index, unit) in units.enumerated() where !mine[index].isEmpty {
            let checkUnit: @Sendable () -> Void = { [environment] in
                var environment = environment
                let invocation = environment["VIGNETTE_TEST_COMMAND"] ?? "vignette test"
                environment["VIGNETTE_RECORD_COMMAND"] = "\(invocation) --record failed --widget \(unit.subject)"
                let report = unit.check(environment) { chosen.contains($0) }
                let images = zip(mine[index], report.outcomes).map { path, outcome in
                    var image = TestImage(subject: unit.subject, path: path, outcome: outcome)
                    for attachment in outcome.attachments where attachment.kind != .sideBySide {
                        let url = pictures.appendingPathComponent(attachment.name)
                        if (try? attachment.data.write(to: url)) != nil {
                            image.pictures[attachment.kind.rawValue] =
                                "\(pictures.lastPathComponent)/\(attachment.name)"
                        }
                    }
                    return image
                }
                let done = results.put(
                    index,
                    images.isEmpty
                        ? report.outcomes.map {
                            TestImage(subject: unit.subject, error: $0.message ?? "failed")
                        } : images)
                let elapsed = started.duration(to: clock.now) / .seconds(1)
                progress(done, total, done == 0 ? 0 : elapsed / Double(done) * Double(max(0, total - done)))
            }
            if alone {
                checkUnit()
                continue
            }
            slots.wait()
            queue.async(group: group) {
                defer { slots.signal() }
                checkUnit()
            }
        }
        group.wait()
        return setupErrors + results.all
    }
}

/// Per-unit results filled in from several threads.
private final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [[TestImage]]
    private var done = 0

    init(count: Int) { slots = Array(repeating: [], count: count) }

    /// Stores a unit's images; the images done so far.
    func put(_ index: Int, _ images: [TestImage]) -> Int {
        lock.withLock {
            slots[index] = images
            done += images.count
            return done
        }
    }

    var all: [TestImage] { lock.withLock { slots.flatMap { $0 } } }
}
