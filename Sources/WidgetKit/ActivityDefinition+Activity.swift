import ActivityKit
import Foundation
import VignetteFoundation
import SwiftUI
import UIKit
import Vignette

extension ActivityDefinition {
    /// The core definition of a Live Activity in SwiftUI spelling with the states given, so every
    /// core render path takes it: each state's views are the configuration's Lock Screen view and
    /// Dynamic Island for `attributes` and that content, lowered in the presentation's environment.
    ///
    /// - Parameters:
    ///   - widget: a widget whose body is an `ActivityConfiguration<A>`.
    ///   - attributes: the activity's static attributes.
    ///   - id: the id on the command line and in file names; the widget's type name by default.
    ///   - contents: named states, each seen at `date` (the render clock), stale at its
    ///     `staleDate`, with its relevance score.
    /// - Throws: `WidgetKitError.notAnActivity` when the widget has another configuration, or
    ///   `.activityValueMismatch` when its attributes are not `A`.
    public init<W: Widget, A: ActivityAttributes>(
        _ widget: W, attributes: A, id: String? = nil, displayName: String? = nil,
        timeZone: TimeZone = TimeZone(identifier: "UTC")!,
        contents: [(name: String, date: Date, content: ActivityContent<A.ContentState>)]
    ) throws {
        let description = onMainActor(widget) { $0.body._description }
        guard let activity = description.activity else { throw WidgetKitError.notAnActivity(type: "\(W.self)") }
        guard activity.attributesType == "\(A.self)" else {
            throw WidgetKitError.activityValueMismatch(expected: activity.attributesType, given: "\(A.self)")
        }
        let states = contents.map {
            ActivityMoment(
                name: $0.name, date: $0.date, staleDate: $0.content.staleDate,
                relevanceScore: $0.content.relevanceScore)
        }
        self.init(
            activity: activity, id: id ?? "\(W.self)",
            displayName: displayName ?? description.displayName ?? "\(W.self)",
            timeZone: timeZone, states: states,
            values: contents.map {
                PreviewActivityState(attributes: attributes, state: $0.content.state, identity: nil)
            })
    }

    /// The core definition of a Live Activity whose states are its `#Preview(as:using:…)`s'
    /// content states (`PreviewActivityStates`), as a bundle's catalogue makes it.
    public init<W: Widget>(_ widget: W, id: String? = nil, timeZone: TimeZone = TimeZone(identifier: "UTC")!) throws {
        var description = onMainActor(widget) { $0.body._description }
        guard description.activity != nil else { throw WidgetKitError.notAnActivity(type: "\(W.self)") }
        description.typeName = "\(W.self)"
        self.init(description: description, timeZone: timeZone, id: id)
    }

    /// A bundle member's definition: the widget's type name as id (unless `id` is given), its
    /// previews' states.
    package init(description: _WidgetDescription, timeZone: TimeZone, id: String? = nil) {
        let typeName = description.typeName ?? description.kind
        let activity = description.activity!
        let previewed = PreviewActivityStates(typeName: typeName, attributesType: activity.attributesType)
        let (id, displayName) = (id ?? typeName, description.displayName ?? typeName)
        self.init(
            activity: activity, id: id, displayName: displayName, timeZone: timeZone, states: previewed.moments,
            values: previewed.values)
        if states.isEmpty {
            let box = UncheckedBox(value: activity)
            sampleStates = ActivitySampleStates(
                origin: "\(activity.attributesType) and its ContentState, decoded from sample values"
            ) {
                let (moment, value) = try Self.sample(box.value)
                return ActivityDefinition(
                    activity: box.value, id: id, displayName: displayName, timeZone: timeZone, states: [moment],
                    values: [value])
            }
        }
    }

    /// One state named `sample` at the preview clock (Docs/Time.md), its attributes and state made
    /// by `SampleValue` with the wall clock frozen there, as the previews' states are made.
    private static func sample(_ activity: ActivityDescription) throws -> (ActivityMoment, PreviewActivityState) {
        let clock = Date(timeIntervalSince1970: WallClock.previewClock.timeIntervalSince1970.rounded(.down))
        let (attributes, state) = try WallClock.frozen(at: clock) { try activity.sample(clock) }
        return (
            ActivityMoment(name: "sample", date: clock),
            PreviewActivityState(attributes: attributes, state: state, identity: nil)
        )
    }

    private init(
        activity: ActivityDescription, id: String, displayName: String, timeZone: TimeZone,
        states: [ActivityMoment], values: [PreviewActivityState]
    ) {
        UIImage.assetNames.install { AssetLibrary.current.hasImage(named: $0) }
        // Attributes and states are plain values that a render only reads.
        let box = UncheckedBox(value: (activity.views, values))
        self.init(id: id, displayName: displayName, timeZone: timeZone, states: states) { context in
            let value = box.value.1[context.stateIndex]
            // The activity's views read the render clock as the time (Docs/Time.md).
            return try WallClock.frozen(at: context.environment.date) {
                try box.value.0(value.attributes, value.state, id, context)
            }
        }
    }
}

/// The content states of every `#Preview(as:using:…)` of one activity widget, as the states of its
/// definition (Docs/SwiftUI/LiveActivities.md §3): in file and line order, a state that an earlier
/// preview already showed (same attributes and state) counted once, each named after the state
/// as written (`.sent` → `sent`, `starEyes` → `star-eyes`), or `state-N`, after the preview's name
/// when it has one (`notification-sent`), and seen at the time the states were made.
struct PreviewActivityStates {
    private(set) var moments: [ActivityMoment] = []
    private(set) var values: [PreviewActivityState] = []

    init(typeName: String, attributesType: String? = nil, clock: Date = WallClock.previewClock) {
        // Whole seconds: the clock shows in file names and `--at`-style messages.
        let clock = Date(timeIntervalSince1970: clock.timeIntervalSince1970.rounded(.down))
        var seen: Set<Data> = [], names: Set<String> = []
        for preview in Previews.activities where preview.activityTypeName == typeName {
            guard let content = preview.activityContent else { continue }
            let states = WallClock.frozen(at: clock) { content.states() }
            let written = content.stateNames.count == states.count ? content.stateNames : []
            for (index, state) in states.enumerated() {
                if let identity = state.identity, !seen.insert(identity).inserted { continue }
                let stateName = written.indices.contains(index) ? written[index].map(Self.fileSafe) : nil
                var name = stateName ?? "state-\(index + 1)"
                if let previewName = preview.name { name = Self.fileSafe(previewName) + "-" + name }
                var unique = name, number = 2
                while names.contains(unique) {
                    unique = "\(name)-\(number)"
                    number += 1
                }
                names.insert(unique)
                moments.append(ActivityMoment(name: unique, date: clock))
                values.append(state)
            }
        }
        // No `#Preview` states: those its `PreviewProvider`s show with `previewContext`, in order.
        guard moments.isEmpty, let attributesType else { return }
        for (index, state) in PreviewProviderStates.shared.states(for: attributesType).enumerated() {
            moments.append(ActivityMoment(name: "preview-\(index + 1)", date: clock))
            values.append(state)
        }
    }

    /// "starEyes" → "star-eyes", "Full Moon" → "full-moon".
    static func fileSafe(_ name: String) -> String {
        var spaced = ""
        var previous: Character?
        for character in name {
            if character.isUppercase, let previous, previous.isLowercase || previous.isNumber { spaced.append(" ") }
            spaced.append(character)
            previous = character
        }
        return PreviewMoments.fileSafe(spaced)
    }
}
