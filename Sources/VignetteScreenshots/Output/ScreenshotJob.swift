import Foundation
import Vignette

/// One image of the set: a screenshot in one locale and slot.
public struct ScreenshotJob: Sendable {
    /// The locale id whose strings the image uses.
    public var locale: String
    /// The App Store size rendered.
    public var slot: StoreSlot
    /// Portrait or landscape.
    public var orientation: Orientation
    /// The screenshot rendered.
    public var screenshot: ScreenshotSpec
    /// Its position in the config's `screenshots`, for messages.
    public var index: Int
    /// Text size, Bold Text and Increase Contrast the widgets are drawn with (`--dynamic-type`…).
    public var accessibility = AccessibilitySettings.standard

    /// The exact size the image must have: the slot's, in this orientation.
    public var pixelSize: PixelSize { slot.pixels(orientation) }

    /// `<locale>_<slot>[-landscape]_<name>.png`, e.g. `zh-Hans_iphone-6.9-1320x2868_01-home.png`, with
    /// `_<settings>` before `.png` for display settings other than iOS's defaults (`_accessibility3`).
    public var fileName: String {
        "\(locale)_\(slot.id)\(orientation == .landscape ? "-landscape" : "")_\(screenshot.name)"
            + (accessibility.fileSuffix.map { "_\($0)" } ?? "") + ".png"
    }

    /// Every locale × slot × screenshot the config asks for, in that order, each in every display
    /// setting given, leaving out scenes a slot's platform does not have (StandBy on iPad).
    public static func all(
        _ config: ScreenshotConfig, settings: [AccessibilitySettings] = [.standard]
    ) -> [ScreenshotJob] {
        var jobs: [ScreenshotJob] = []
        for locale in config.locales {
            for slot in config.slots {
                for (index, shot) in config.screenshots.enumerated() where shot.scene.exists(on: slot.platform) {
                    for setting in settings {
                        var job = ScreenshotJob(
                            locale: locale, slot: slot, orientation: shot.effectiveOrientation,
                            screenshot: shot, index: index)
                        job.accessibility = setting
                        jobs.append(job)
                    }
                }
            }
        }
        return jobs
    }
}
