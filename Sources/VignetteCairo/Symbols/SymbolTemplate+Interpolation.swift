import Foundation
import Vignette

/// Weights a template does not draw, interpolated between the ones it does (Docs/Symbols.md,
/// "Weights between the masters"). A template may hold only the three masters the SF Symbols app
/// needs (Ultralight, Regular and Black at the small scale) or all 27 variants; the app makes the
/// missing ones by interpolating between masters whose paths have the same structure [SYM-CUSTOM].
extension SymbolTemplate {
    /// `variants` with every weight missing between two drawn weights of a scale added, each made
    /// point by point from its two neighbours, at the weight's place between their OpenType weight
    /// classes (100…900; our estimate of Apple's axis). Where the neighbours' paths differ in
    /// structure nothing is added (the nearest variant draws) and a note says why.
    static func interpolated(_ variants: [Variant]) -> (variants: [Variant], notes: [String]) {
        var out = variants, notes: [String] = []
        for scale in Scale.allCases {
            let drawn = variants.filter { $0.scale == scale }.sorted { $0.weight.value < $1.weight.value }
            for (light, heavy) in zip(drawn, drawn.dropFirst()) {
                let between = Typeface.Weight.allCases.filter {
                    $0.value > light.weight.value && $0.value < heavy.weight.value
                }
                guard !between.isEmpty else { continue }
                guard let problem = Self.incompatibility(light, heavy) else {
                    for weight in between {
                        let t =
                            Double(weight.value - light.weight.value) / Double(heavy.weight.value - light.weight.value)
                        out.append(Self.blend(light, heavy, at: t, weight: weight))
                    }
                    continue
                }
                notes.append(
                    "\(between.map { Self.name(weight: $0, scale: scale) }.joined(separator: ", ")) drawn as the nearest "
                        + "of \(Self.name(weight: light.weight, scale: scale)) and \(Self.name(weight: heavy.weight, scale: scale)), "
                        + "which cannot be interpolated: \(problem)")
            }
        }
        return (out, notes)
    }

    /// The group name of a variant, `Semibold-S`.
    static func name(weight: Typeface.Weight, scale: Scale) -> String {
        let names: [Typeface.Weight: String] = [
            .ultraLight: "Ultralight", .thin: "Thin", .light: "Light", .regular: "Regular",
            .medium: "Medium", .semibold: "Semibold", .bold: "Bold", .heavy: "Heavy",
            .black: "Black",
        ]
        return "\(names[weight]!)-\(scale.rawValue)"
    }

    /// Why `a` and `b` cannot be interpolated, nil when they can: the same paths in the same
    /// layers, each with the same commands and numbers of coordinates, and the same group transform.
    static func incompatibility(_ a: Variant, _ b: Variant) -> String? {
        guard a.transform == b.transform else { return "their groups are placed by different transforms" }
        guard a.shapes.count == b.shapes.count else {
            return "different numbers of paths (\(a.shapes.count) and \(b.shapes.count))"
        }
        for (index, (x, y)) in zip(a.shapes, b.shapes).enumerated() {
            guard x.level == y.level, x.monochromeLayer == y.monochromeLayer, x.colorName == y.colorName else {
                return "path \(index + 1) is in different layers"
            }
            guard SymbolPathData(x.path).isCompatible(with: SymbolPathData(y.path)) else {
                return "path \(index + 1) has different commands or points"
            }
        }
        return nil
    }

    /// The variant `t` of the way from `a` to `b` (compatible), drawn for `weight`.
    static func blend(_ a: Variant, _ b: Variant, at t: Double, weight: Weight) -> Variant {
        var out = a
        out.weight = weight
        out.shapes = zip(a.shapes, b.shapes).map { x, y in
            var shape = x
            shape.path = SymbolPathData(x.path).blended(with: SymbolPathData(y.path), at: t).text
            return shape
        }
        if let m = a.margins, let n = b.margins {
            out.margins = (m.left + (n.left - m.left) * t, m.right + (n.right - m.right) * t)
        } else {
            out.margins = nil
        }
        return out
    }

    typealias Weight = Typeface.Weight
}

/// SVG path data as commands with their numbers, to compare and blend the paths of two masters.
struct SymbolPathData: Equatable {
    /// Each command letter with the numbers that follow it.
    var commands: [(letter: Character, numbers: [Double])]

    init(_ text: String) {
        commands = []
        var number = ""
        func flush() {
            if !number.isEmpty, let value = Double(number), !commands.isEmpty {
                commands[commands.count - 1].numbers.append(value)
            }
            number = ""
        }
        for c in text {
            if c.isLetter && c != "e" && c != "E" {
                flush()
                commands.append((c, []))
            } else if c == "-" && !(number.last == "e" || number.last == "E") || c == "+" && number.isEmpty {
                flush()
                number.append(c)
            } else if c == "." && number.contains(".") && !number.contains("e") && !number.contains("E") {
                flush()  // "1.5.5" is 1.5 then .5
                number.append(c)
            } else if c.isNumber || c == "." || c == "e" || c == "E" || c == "+" {
                number.append(c)
            } else {
                flush()
            }
        }
        flush()
    }

    static func == (a: SymbolPathData, b: SymbolPathData) -> Bool {
        a.commands.count == b.commands.count
            && zip(a.commands, b.commands).allSatisfy { $0.letter == $1.letter && $0.numbers == $1.numbers }
    }

    /// The same commands with as many numbers each; arcs with the same flags.
    func isCompatible(with other: SymbolPathData) -> Bool {
        guard commands.count == other.commands.count else { return false }
        return zip(commands, other.commands).allSatisfy { x, y in
            guard x.letter == y.letter, x.numbers.count == y.numbers.count else { return false }
            guard x.letter == "A" || x.letter == "a" else { return true }
            // An arc's large-arc and sweep flags (3rd and 4th of every 7) are not numbers to blend.
            return x.numbers.indices.allSatisfy { $0 % 7 != 3 && $0 % 7 != 4 || x.numbers[$0] == y.numbers[$0] }
        }
    }

    /// Each number `t` of the way to `other`'s (which is compatible).
    func blended(with other: SymbolPathData, at t: Double) -> SymbolPathData {
        var out = self
        for i in commands.indices {
            out.commands[i].numbers = zip(commands[i].numbers, other.commands[i].numbers).map { $0 + ($1 - $0) * t }
        }
        return out
    }

    /// The path data, numbers to four decimals (the same every run).
    var text: String {
        commands.map { command in
            ([String(command.letter)] + command.numbers.map(Self.format)).joined(separator: " ")
        }.joined(separator: " ")
    }

    static func format(_ value: Double) -> String {
        var text = String(format: "%.4f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}
