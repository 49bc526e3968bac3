import Foundation
import Vignette

/// What `--widget` names in the commands that draw Live Activities too (`render`, `gallery`).
enum Subject {
    case widget(WidgetDefinition)
    case activity(ActivityDefinition)

    var id: String {
        switch self {
        case .widget(let widget): widget.id
        case .activity(let activity): activity.id
        }
    }
}

extension Names {
    static var activities: [ActivityDefinition] { WidgetCatalog.current.activities }

    /// Every id `render --widget` and `gallery --widget` take: widgets, then activities.
    static var subjectIDs: [String] { widgets.map(\.id) + activities.map(\.id) }

    /// The widget or Live Activity `id`; the widget is configured with intent `values` when
    /// there are any. An unknown id lists both kinds.
    static func subject(_ id: String, intent values: [String: String] = [:]) throws -> Subject {
        if let activity = activities.first(where: { $0.id == id }) { return .activity(activity) }
        guard
            widgets.contains(where: { $0.id == id }) || activities.isEmpty
                || WidgetCatalog.current.controls.contains(where: { $0.id == id })
        else {
            throw OptionError.unknownSubject(given: id, widgets: widgets.map(\.id), activities: activities.map(\.id))
        }
        return .widget(try widget(id, intent: values))
    }

    /// The states chosen by `--state` (none given, or `all`, means every state, in order).
    static func states(_ given: [String], of activity: ActivityDefinition) throws -> [Int] {
        // Drawing none would write nothing and succeed: an activity without states is an error.
        guard !activity.states.isEmpty else { throw OptionError.noActivityStates(activity: activity.id) }
        let names = try given.flatMap { try OptionText.items($0, expected: "a state name, or all") }
        guard !names.isEmpty, !names.contains("all") else { return Array(activity.states.indices) }
        var chosen: [Int] = []
        for name in names {
            guard let index = activity.states.firstIndex(where: { $0.name == name }) else {
                throw OptionError.unknownState(
                    activity: activity.id, given: name, known: activity.states.map(\.name) + ["all"])
            }
            if !chosen.contains(index) { chosen.append(index) }
        }
        return chosen
    }

    /// The looks an activity is drawn in: none given means light, `all` every look a Live Activity has (light
    /// and dark); one it never has is the same error a widget's gives (`RenderSpec.requireAvailable`), for the
    /// first of `presentations`.
    static func appearances(
        _ chosen: [Selection<Appearance>], for presentations: [ActivityPresentation], on device: Device,
        os: OSVersion
    ) throws -> [Appearance] {
        try looks(
            chosen, of: ActivityRenderSpec.self, for: presentations.first ?? .lockScreen, on: device, os: os,
            usual: .light)
    }

    /// The presentations asked for on `device`: none given, or `all`, is every one the device
    /// has (the banner only without a Dynamic Island); naming an island presentation on a
    /// device without one is an error.
    static func presentations(
        _ chosen: [Selection<ActivityPresentation>], on device: Device
    ) throws -> [ActivityPresentation] {
        let hasIsland = ActivityGeometry.of(device).island != nil
        guard let named = chosen.chosen() else {
            return ActivityPresentation.all(on: device)
        }
        let island = named.filter(\.isInIsland)
        if !hasIsland, !island.isEmpty { throw OptionError.noDynamicIsland(island, device: device.id) }
        return named
    }
}

extension OptionText {
    /// A transform for a free-text list option (`--state a,b`): at least one item, never blank.
    static func list(_ expected: String) -> @Sendable (String) throws -> String {
        { text in
            _ = try items(text, expected: expected)
            return text
        }
    }
}

extension Console {
    /// A warning about what was drawn (an overflowing part), to standard error.
    static func warn(_ text: String) {
        writeError("warning: " + text + "\n")
    }

    /// One warning per part of the activity image `stem` that needs more room than its
    /// presentation gives: it is drawn clipped, as iOS would.
    static func warn(_ overflows: [ActivityOverflow], in stem: String) {
        for overflow in overflows { warn("\(stem): \(overflow.summary); it is drawn clipped") }
    }

    /// Something the run chose for the user (a presentation left out), to standard error.
    static func note(_ text: String) {
        writeError("note: " + text + "\n")
    }
}

extension ActivityOverflow {
    /// "compactLeading needs 70 × 36.67 pt, has 52.33 × 36.67 pt".
    var summary: String {
        "\(part) needs \(Self.points(needed)) pt, has \(Self.points(available)) pt"
    }

    private static func points(_ size: CGSize) -> String {
        "\(number(size.width)) × \(number(size.height))"
    }

    /// At most two decimals, none when whole: `70`, `36.67`.
    private static func number(_ value: CGFloat) -> String {
        let rounded = (Double(value) * 100).rounded() / 100
        return rounded == rounded.rounded()
            ? String(Int(rounded))
            : String(format: "%.2f", rounded)
                .replacingOccurrences(of: #"0$"#, with: "", options: .regularExpression)
    }
}
