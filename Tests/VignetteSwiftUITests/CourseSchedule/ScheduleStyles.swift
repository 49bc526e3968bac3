import Foundation
import SwiftUI
@testable import VignetteExamples

// The course-schedule widget's colours as SwiftUI colours: the same values as
// Examples/CourseSchedule/ScheduleColors.swift, chosen by the colour scheme in force
// (tinted mode is dark), so text reads at WCAG's 4.5:1 in light and dark mode.

extension ShapeStyle where Self == AnyShapeStyle {
    /// The widget background: the system background in light mode, the elevated grey in dark mode.
    static func scheduleBackground(_ colorScheme: ColorScheme) -> AnyShapeStyle {
        colorScheme == .dark ? AnyShapeStyle(.background.secondary) : AnyShapeStyle(.background)
    }
}

extension Color {
    /// Secondary text: a darker grey than `.secondary` in light mode (which measures 3.4:1 on white).
    static func readableSecondary(_ colorScheme: ColorScheme) -> Color {
        colorScheme == .light ? Color(hex: 0x5C5C61) : .secondary
    }

    /// A fixed colour from `0xRRGGBB`, its components multiplied by `scale` (darker below 1).
    init(hex: UInt32, scale: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255 * scale,
            green: Double((hex >> 8) & 0xFF) / 255 * scale,
            blue: Double(hex & 0xFF) / 255 * scale)
    }
}

extension Course {
    /// The course's system tint, for bars, dots and cards.
    var tintColor: Color { Color(tintName: color.systemColor.rawValue) }

    /// The course's colour for text: Apple's increased-contrast tint, darkened a quarter in light
    /// mode; its increased-contrast dark value in dark mode.
    func textColor(_ colorScheme: ColorScheme) -> Color {
        let name = color.systemColor.rawValue
        guard colorScheme == .light else { return Color(hex: Self.increasedContrastDark[name] ?? 0xEBEBF5) }
        return Color(hex: Self.increasedContrast[name] ?? 0x5C5C61, scale: 0.75)
    }

    /// Apple's increased-contrast light values of the system tints (Docs/WidgetFacts.md §6a).
    private static let increasedContrast: [String: UInt32] = [
        "red": 0xE9152D, "orange": 0xC55300, "yellow": 0xA16A00, "green": 0x008932, "mint": 0x008575,
        "teal": 0x008198, "cyan": 0x007EAE, "blue": 0x1E6EF4, "indigo": 0x564ADE, "purple": 0xB02FC2,
        "pink": 0xE7124D, "brown": 0x956D51,
    ]

    /// Apple's increased-contrast dark values of the system tints (Docs/WidgetFacts.md §6a).
    private static let increasedContrastDark: [String: UInt32] = [
        "red": 0xFF6165, "orange": 0xFFA056, "yellow": 0xFEDF43, "green": 0x4AD968, "mint": 0x54DFCB,
        "teal": 0x3BDDEC, "cyan": 0x6DD9FF, "blue": 0x5CB8FF, "indigo": 0xA7AAFF, "purple": 0xEA8DFF,
        "pink": 0xFF8AC4, "brown": 0xDBA679,
    ]
}
