import Foundation
import Vignette

/// A timeline widget of any provider type, so the command line can list, render and
/// simulate them side by side.
///
/// A simulation needs a fresh provider around a fresh app-group store (providers keep
/// state such as their last known good data), so the widget is given as a function of
/// the store; `preview` is the instance the gallery renders.
public struct AnyTimelineWidget: Sendable {
    /// The WidgetKit kind, which is also the id of `definition` on the command line.
    public var kind: String
    /// The name galleries and `vignette list` show.
    public var displayName: String
    /// The families the widget supports; `scenario(day:)` uses the first unless given one.
    public var families: [WidgetFamily]
    /// The time zone the widget's data lives in; scenarios start at midnight in it unless given another.
    public var timeZone: TimeZone
    /// The day `vignette timeline` simulates unless told otherwise.
    public var routine: DailyRoutine
    /// The widget for the render pipeline: its provider's preview snapshot at the render clock.
    public var definition: WidgetDefinition
    private let simulation: @Sendable (SimulationScenario) throws -> SimulationResult
    private let probing: @Sendable (SimulationScenario, Date) throws -> ProviderProbe

    /// - Parameter make: builds the widget around a store whose locked periods are the
    ///   scenario's; it should write what the app would (the app side of the store) and
    ///   seed the provider's jitter with `scenario.seed`.
    public init<Provider>(
        _ preview: TimelineWidget<Provider>, routine: DailyRoutine = DailyRoutine(),
        make: @escaping @Sendable (AppGroupStore, SimulationScenario) throws -> TimelineWidget<Provider>
    ) {
        kind = preview.kind
        displayName = preview.displayName
        families = preview.families
        timeZone = preview.timeZone
        self.routine = routine
        definition = preview.definition
        simulation = { scenario in
            let store = try AppGroupStore.temporary()
            defer { store.destroy() }
            scenario.lockedPeriods.forEach(store.makeUnreadable)
            let widget = try make(store, scenario)
            let run = TimelineSimulator.run(widget, scenario: scenario)
            let report = run.report(for: widget)
            let frames = zip(report.spans, run.spans(for: widget)).map { span, entrySpan in
                SimulationResult.Frame(
                    span: span, entryDate: entrySpan.entry.date,
                    widget: widget.definition(showing: entrySpan.entry))
            }
            return SimulationResult(report: report, scenario: scenario, frames: frames)
        }
        probing = { scenario, instant in try ProviderProbe.run(make: make, scenario: scenario, at: instant) }
    }

    /// Calls the provider the way the lint needs to judge it (`ProviderProbe`).
    public func probe(_ scenario: SimulationScenario, at instant: Date) throws -> ProviderProbe {
        try probing(scenario, instant)
    }

    /// Runs the widget through `scenario` (locked periods make its store unreadable).
    public func simulate(_ scenario: SimulationScenario) throws -> SimulationResult {
        try simulation(scenario)
    }

    /// A scenario for `days` days from midnight of `day` in the widget's time zone, with its routine.
    /// - Parameter timeZone: the device's time zone instead of the widget's, e.g. for
    ///   several widgets on one phone in a Smart Stack; the widget's data keeps its local times.
    public func scenario(
        day: Date, days: Int = 1, family: WidgetFamily? = nil, displaySize: CGSize? = nil,
        seed: UInt64 = 1, timeZone: TimeZone? = nil
    ) -> SimulationScenario {
        let timeZone = timeZone ?? self.timeZone
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let base = SimulationScenario(
            start: calendar.startOfDay(for: day), days: days, timeZone: timeZone,
            family: family ?? families.first ?? .systemSmall,
            displaySize: displaySize ?? CGSize(width: 170, height: 170), seed: seed)
        return routine.applied(to: base)
    }
}
