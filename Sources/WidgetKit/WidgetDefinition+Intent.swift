import AppIntents
import Foundation
import SwiftUI
import Vignette

extension WidgetDefinition {
    /// The definition of a configurable widget whose intent parameters take `values` by name
    /// (the others keep their defaults): what `--intent name=value` makes.
    ///
    /// The values are checked here, so a wrong name or value fails before any render with an
    /// `IntentValueError` naming the parameter and listing the valid names or values. Values given
    /// to a widget without an intent fail with `WidgetKitError.notConfigurable`.
    public init<W: Widget>(
        _ widget: W, intent values: [String: String], id: String? = nil,
        timeZone: TimeZone = TimeZone(identifier: "UTC")!, moments: [Moment] = [],
        entry: ProviderEntry = .timeline, providerTimeout: TimeInterval = 10
    ) throws {
        let description = onMainActor(widget) { $0.body._description }
        try Self.check(values, for: description, timeout: providerTimeout)
        self.init(
            describing: { onMainActor(widget) { $0.body._description } }, id: id, timeZone: timeZone, moments: moments,
            entry: entry, providerTimeout: providerTimeout, intentValues: values)
    }

    /// The intent parameters of a configurable widget, in declaration order (name, title, type,
    /// default, allowed values); nil for a widget without an intent.
    public static func intentParameters<W: Widget>(
        of widget: W, timeout: TimeInterval = 10
    ) throws -> [IntentParameterInfo]? {
        try intentParameters(of: onMainActor(widget) { $0.body._description }, timeout: timeout)
    }

    /// The intent parameters of each configurable widget of a bundle, by kind.
    public static func intentParameters<B: WidgetBundle>(
        ofBundle bundle: B,
        timeout: TimeInterval = 10
    ) throws -> [String: [IntentParameterInfo]] {
        var parameters: [String: [IntentParameterInfo]] = [:]
        for description in onMainActor(bundle) { $0.body.widgetDescriptions } {
            parameters[description.kind] = try intentParameters(of: description, timeout: timeout)
        }
        return parameters
    }

    /// The definitions of a bundle's widgets, in order, with intent values for the widgets of
    /// the kinds named in `intentValues` (checked as `init(_:intent:)` checks them).
    public static func definitions<B: WidgetBundle>(
        of bundle: B, intentValues: [String: [String: String]],
        timeZone: TimeZone = TimeZone(identifier: "UTC")!,
        entry: ProviderEntry = .timeline,
        providerTimeout: TimeInterval = 10
    ) throws -> [WidgetDefinition] {
        let descriptions = onMainActor(bundle) { $0.body.widgetDescriptions }
        let kinds = descriptions.map(\.kind)
        for kind in intentValues.keys.sorted() where !kinds.contains(kind) {
            throw WidgetKitError.unknownKind(kind: kind, kinds: kinds)
        }
        return try descriptions.map { description in
            let values = intentValues[description.kind] ?? [:]
            try check(values, for: description, timeout: providerTimeout)
            return WidgetDefinition(
                describing: { description }, id: nil, timeZone: timeZone, moments: [],
                entry: entry, providerTimeout: providerTimeout, intentValues: values)
        }
    }

    /// A bundle member with intent values by name (`--intent`), its type name as id; the values
    /// are checked first, with errors naming the parameter and the valid names or values.
    package init(
        description: _WidgetDescription, timeZone: TimeZone, providerTimeout: TimeInterval,
        intentValues values: [String: String]
    ) throws {
        try Self.check(values, for: description, timeout: providerTimeout)
        self.init(
            describing: { description }, id: description.typeName, timeZone: timeZone, moments: [],
            entry: .timeline, providerTimeout: providerTimeout, intentValues: values)
    }

    private static func intentParameters(
        of description: _WidgetDescription, timeout: TimeInterval
    ) throws -> [IntentParameterInfo]? {
        guard let intent = description.intent else { return nil }
        return try wait(for: intent, timeout: timeout) { try await intent.describe() }
    }

    private static func check(
        _ values: [String: String], for description: _WidgetDescription, timeout: TimeInterval
    ) throws {
        guard !values.isEmpty else { return }
        guard let intent = description.intent else {
            throw WidgetKitError.notConfigurable(kind: description.kind)
        }
        try wait(for: intent, timeout: timeout) { try await intent.check(values) }
    }

    private static func wait<Value>(
        for intent: IntentSchema, timeout: TimeInterval,
        _ work: @escaping @Sendable () async throws -> Value
    ) throws -> Value {
        guard let result = waitForAsync(timeout: timeout, work) else {
            throw IntentValueError.timedOut(intent: intent.name, seconds: timeout)
        }
        return try result.get()
    }
}
