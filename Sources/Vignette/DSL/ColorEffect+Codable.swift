import Foundation

/// Colour effects in tree JSON: `{"colorEffect": "invert"}`, `{"colorEffect": "luminanceToAlpha"}`,
/// or an object with one key: `{"colorEffect": {"grayscale": 0.5}}` (also `saturation`, `brightness`,
/// `contrast`, `hueRotation` in degrees, `blur` a radius in points) or `{"colorEffect": {"multiply": "#FF8000"}}`
/// (a paint).
extension ColorEffect {
    private static let amounts = ["grayscale", "saturation", "brightness", "contrast", "hueRotation", "blur"]

    init(json: JSONCursor) throws {
        if case .string = json.value {
            self = try json.name("colour effect", [("invert", .invert), ("luminanceToAlpha", .luminanceToAlpha)])
            return
        }
        let o = try json.object("colorEffect", known: Self.amounts + ["multiply"])
        guard o.members.count == 1, let (key, arg) = o.members.first else {
            throw json.fail(
                "expected a colour effect: \"invert\", \"luminanceToAlpha\" or an object with one of the keys "
                    + (Self.amounts + ["multiply"]).joined(separator: ", "))
        }
        switch key {
        case "multiply": self = .multiply(try Paint(json: arg))
        case "grayscale": self = .grayscale(try arg.fraction())
        case "saturation": self = .saturation(try arg.finiteNumber())
        case "brightness": self = .brightness(try arg.finiteNumber())
        case "contrast": self = .contrast(try arg.finiteNumber())
        case "blur": self = .blur(radius: max(try arg.finiteNumber(), 0))
        default: self = .hueRotation(degrees: try arg.finiteNumber())
        }
    }

    var json: JSONValue {
        switch self {
        case .invert: .string("invert")
        case .luminanceToAlpha: .string("luminanceToAlpha")
        case .grayscale(let x): .object([("grayscale", .number(x))])
        case .saturation(let x): .object([("saturation", .number(x))])
        case .brightness(let x): .object([("brightness", .number(x))])
        case .contrast(let x): .object([("contrast", .number(x))])
        case .hueRotation(let degrees): .object([("hueRotation", .number(degrees))])
        case .multiply(let paint): .object([("multiply", paint.json)])
        case .blur(let radius): .object([("blur", .number(radius))])
        }
    }

    /// The effect with amounts that are not finite made neutral (what the SwiftUI layer can pass).
    var sanitized: ColorEffect {
        func finite(_ x: Double, _ neutral: Double) -> Double { x.isFinite ? x : neutral }
        return switch self {
        case .grayscale(let x): .grayscale(min(max(finite(x, 0), 0), 1))
        case .saturation(let x): .saturation(finite(x, 1))
        case .brightness(let x): .brightness(finite(x, 0))
        case .contrast(let x): .contrast(finite(x, 1))
        case .hueRotation(let d): .hueRotation(degrees: finite(d, 0))
        case .blur(let r): .blur(radius: max(finite(r, 0), 0))
        case .invert, .luminanceToAlpha, .multiply: self
        }
    }
}
