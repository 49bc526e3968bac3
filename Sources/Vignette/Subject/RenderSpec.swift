import Foundation

/// One rendering of a subject: what is shown (a widget's family, an activity's presentation), how it
/// looks, and the `RenderConditions` every subject shares. `WidgetRenderSpec` and `ActivityRenderSpec`
/// are the two subjects; the properties below are theirs through `conditions`.
public protocol RenderSpec: Hashable, Sendable {
    /// The device, OS, scale, clock, locale and display settings.
    var conditions: RenderConditions { get set }
    /// The look: light or dark for an activity, any `Appearance` the family has for a widget.
    var appearance: Appearance { get }
    /// The environment the subject's content sees.
    var environment: WidgetEnvironment { get }
}

extension RenderSpec {
    /// The device whose sizes and scale apply.
    public var device: Device {
        get { conditions.device }
        set { conditions.device = newValue }
    }
    /// Which iOS's sizes and system colours apply.
    public var os: OSVersion {
        get { conditions.os }
        set { conditions.os = newValue }
    }
    /// Pixels per point; the device's own unless asked otherwise.
    public var scale: CGFloat {
        get { conditions.scale }
        set { conditions.scale = newValue }
    }
    /// The render clock.
    public var date: Date {
        get { conditions.date }
        set { conditions.date = newValue }
    }
    /// The time zone dates are written in.
    public var timeZone: TimeZone {
        get { conditions.timeZone }
        set { conditions.timeZone = newValue }
    }
    /// The locale dates and numbers are written in.
    public var locale: Locale {
        get { conditions.locale }
        set { conditions.locale = newValue }
    }
    /// Text size, Bold Text and Increase Contrast; iOS's defaults unless asked otherwise.
    public var accessibility: AccessibilitySettings {
        get { conditions.accessibility }
        set { conditions.accessibility = newValue }
    }
}
