import Foundation

extension Device {
    /// The widget families this device offers on `os`, in `WidgetFamily.allCases` order.
    ///
    /// Empty when the table has no sizes for that OS (iPhone Air on iOS 18; the 414x736
    /// Plus phones and older on iOS 26). iPhones never offer `systemExtraLarge`.
    public func families(os: OSVersion) -> [WidgetFamily] {
        let sizes = widgetSizes[os] ?? [:]
        return WidgetFamily.allCases.filter { sizes[$0] != nil }
    }

    /// Whether `family` is offered on this device on `os`.
    public func offers(_ family: WidgetFamily, os: OSVersion) -> Bool {
        widgetSizes[os]?[family] != nil
    }

    /// The size, in points, that a widget of `family` is laid out at on `os`.
    ///
    /// iPhone on iOS 18: Apple HIG values (FrameUp iOS 18.6 measurements for screens without
    /// a HIG row). iPhone on iOS 26: FrameUp's exact pixel sizes divided by `scale`, so they
    /// may be fractional (530 px @3x = 176.666… pt) and render back to whole pixels. iPad home
    /// screen families: the HIG design canvas, which the system then scales down to
    /// `onScreenSize(_:os:)`; iPad accessories: FrameUp's Lock Screen measurements.
    ///
    /// - Throws: `VignetteError.familyUnavailable` naming the families that are available.
    public func widgetSize(_ family: WidgetFamily, os: OSVersion) throws -> CGSize {
        guard let size = widgetSizes[os]?[family] else { throw unavailable(family, os: os) }
        return size
    }

    /// The size, in points, that a widget of `family` covers on the screen on `os`.
    ///
    /// On iPad the Home Screen shows the design canvas scaled down (HIG "Device" rows,
    /// Docs/WidgetFacts.md §1c: e.g. 155 pt canvas → 136 pt on an 820x1180 iPad); everywhere
    /// else this equals `widgetSize(_:os:)`.
    ///
    /// - Throws: `VignetteError.familyUnavailable` when the family is not offered.
    public func onScreenSize(_ family: WidgetFamily, os: OSVersion) throws -> CGSize {
        let layoutSize = try widgetSize(family, os: os)
        return homeScreenSizes[os]?[family] ?? layoutSize
    }

    /// How much the system scales a laid-out widget down on the screen (1 where it doesn't).
    ///
    /// - Throws: `VignetteError.familyUnavailable` when the family is not offered.
    public func onScreenScale(_ family: WidgetFamily, os: OSVersion) throws -> CGFloat {
        let layoutSize = try widgetSize(family, os: os)
        return try onScreenSize(family, os: os).width / layoutSize.width
    }

    private func unavailable(_ family: WidgetFamily, os: OSVersion) -> VignetteError {
        .familyUnavailable(
            family: family.rawValue,
            device: "\(name) (\(id))",
            os: os.rawValue,
            available: families(os: os).map(\.rawValue)
        )
    }
}
