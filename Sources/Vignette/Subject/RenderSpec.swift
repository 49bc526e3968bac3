import Foundation

/// One rendering of a subject: what is shown (a widget's family, an activity's presentation), how it
/// looks, and the `RenderConditions` every subject shares. `WidgetRenderSpec` and `ActivityRenderSpec`
/// are the two subjects; `spec.device`, `spec.os`, `spec.scale`, `spec.date`, `spec.timeZone`,
/// `spec.locale` and `spec.accessibility` read and write their `conditions`.
@dynamicMemberLookup
public protocol RenderSpec: Hashable, Sendable {
    /// What is drawn on the device: a widget's family, an activity's presentation.
    associatedtype Canvas: Hashable, Sendable
    /// What is drawn on the device.
    var canvas: Canvas { get }
    /// The device, OS, scale, clock, locale and display settings.
    var conditions: RenderConditions { get set }
    /// The look, one of `Appearance.all(for:on:os:)` for the canvas (light or dark for an activity).
    var appearance: Appearance { get set }
    /// The environment the subject's content sees.
    var environment: WidgetEnvironment { get }
    /// Why `canvas` is never seen in `appearance` on a `device` running `os`, or nil when it can be.
    static func unavailability(
        of appearance: Appearance, for canvas: Canvas, on device: Device, os: OSVersion
    ) -> AppearanceUnavailability?
    /// A rendering of `canvas` in `appearance` under `conditions`.
    init(_ canvas: Canvas, appearance: Appearance, conditions: RenderConditions)
}

extension RenderSpec {
    /// A rendering of `canvas` at `date`; a nil `scale` takes the device's. Each subject's labelled
    /// initialiser (`WidgetRenderSpec(family:device:…)`) is this one.
    public init(
        _ canvas: Canvas, device: Device, os: OSVersion = .default, appearance: Appearance = .light,
        scale: CGFloat? = nil, date: Date, timeZone: TimeZone = RenderConditions.utc,
        locale: Locale = RenderConditions.enUS
    ) {
        self.init(
            canvas, appearance: appearance,
            conditions: RenderConditions(
                device: device, os: os, scale: scale, date: date, timeZone: timeZone, locale: locale))
    }

    /// The looks `canvas` can have on `device` running `os`, in `Appearance` order.
    public static func looks(for canvas: Canvas, on device: Device, os: OSVersion) -> [Appearance] {
        Appearance.allCases.filter { unavailability(of: $0, for: canvas, on: device, os: os) == nil }
    }

    /// Throws `VignetteError.appearanceUnavailable`, with the reason and the looks it can have, when `canvas`
    /// is never seen in `appearance` on `device` running `os`: the one check the command line and a render make.
    public static func requireAvailable(
        _ appearance: Appearance, for canvas: Canvas, on device: Device, os: OSVersion
    ) throws {
        guard let why = unavailability(of: appearance, for: canvas, on: device, os: os) else { return }
        throw VignetteError.appearanceUnavailable(
            appearance: appearance.rawValue, family: "\(canvas)", device: device.id,
            reason: why.reason(canvas: "\(canvas)", device: device.id, os: os),
            possible: looks(for: canvas, on: device, os: os).map(\.rawValue))
    }

    /// Throws as `requireAvailable` when this rendering's canvas is never seen in its look.
    public func requireAvailableLook() throws {
        try Self.requireAvailable(appearance, for: canvas, on: conditions.device, os: conditions.os)
    }
}

extension RenderSpec {
    /// One of the shared conditions (`spec.device`, `spec.scale = 2`…), read and written in `conditions`.
    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<RenderConditions, Value>) -> Value {
        get { conditions[keyPath: keyPath] }
        set { conditions[keyPath: keyPath] = newValue }
    }
}
