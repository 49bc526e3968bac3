import Foundation
import Vignette

/// The widget's background: a sky that follows the weather and the time of day,
/// a shade deeper in dark mode. Text on it is white in both schemes.
enum WeatherSky: Sendable, Equatable {
    case day, overcast, rain, night

    var background: Paint {
        let (top, bottom) = colours
        return .linearGradient(colors: [top, bottom], startPoint: .top, endPoint: .bottom)
    }

    /// The top and bottom of the sky.
    private var colours: (Paint, Paint) {
        switch self {
        case .day: Self.pair(0x2F7FD8, 0x68AEEB, dark: 0x1B4E8C, 0x3572B5)
        case .overcast: Self.pair(0x5F7487, 0x8C9DAD, dark: 0x38444F, 0x56636F)
        case .rain: Self.pair(0x465A6E, 0x6E8194, dark: 0x27323D, 0x424F5C)
        case .night: Self.pair(0x0C1838, 0x2A3F70, dark: 0x050B1C, 0x18264A)
        }
    }

    private static func pair(
        _ top: UInt32, _ bottom: UInt32, dark darkTop: UInt32, _ darkBottom: UInt32
    ) -> (Paint, Paint) {
        (.adaptive(light: .hex(top), dark: .hex(darkTop)), .adaptive(light: .hex(bottom), dark: .hex(darkBottom)))
    }
}

/// The sky's colour for the week's temperature bars: cool blue to warm yellow.
enum TemperatureColours {
    static let bar = Paint.linearGradient(
        colors: [.hex(0x7FD4FF), .hex(0xA8E063), .hex(0xFFD54A)],
        startPoint: .leading, endPoint: .trailing)
    static let track = Paint.white.opacity(0.22)
}

/// A weather symbol in its multicolour look: white clouds, yellow sun, blue rain.
/// (Vignette's symbols take one colour, so the colour follows the symbol's main part.)
struct WeatherIcon: Component {
    let symbol: String
    var font: Typeface = .body
    /// What VoiceOver reads for the sky; nil where its name is written beside it, so the icon is not read.
    var label: String?

    var body: some Element {
        let icon = Symbol(symbol).font(font).foregroundStyle(tint).fixedSize()
        if let label { return icon.accessibilityLabel(label) }
        return icon.accessibilityHidden()
    }

    private var tint: Paint {
        if symbol.hasPrefix("sun") { return .hex(0xFFD23F) }
        if symbol.contains("moon") && !symbol.hasPrefix("cloud") { return .hex(0xF4F1DE) }
        return .white
    }
}
