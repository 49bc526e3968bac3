import Foundation
import PropertyBased
import Vignette

/// PropertyBased generators for widget trees and the strings in them.
enum TreeGen {
    /// Text that is hard to shape, break and measure: emoji ZWJ sequences and flags,
    /// CJK, Arabic and Hebrew (right to left), stacked combining marks, the empty string,
    /// and 10,000 characters.
    static let pieces = [
        "👩‍👩‍👧‍👦", "🧑🏽‍💻", "🏳️‍🌈", "👍🏿", "❤️‍🔥", "🇨🇳", "🇯🇵", "🇺🇸🇬🇧", "🏴󠁧󠁢󠁳󠁣󠁴󠁿",
        "数据结构", "課程表", "한국어", "かな",
        "مرحبا بالعالم", "العربية", "שלום עולם", "עברית",
        "e\u{301}\u{302}\u{303}\u{304}", "Z\u{336}\u{337}\u{338}a\u{35C}\u{35D}", "a\u{300}", "\u{300}",
        "Hello", "10:00", " ", "\n", "\t", "-", "Room 305", "\u{200B}", "\u{FEFF}", "\u{202E}", "\u{0}",
    ]

    /// One string: pieces strung together, or one of the extremes.
    static let text: Generator<String, Shrink.None<String>> = Generator(
        run: { rng in
            switch Int.random(in: 0..<10, using: &rng) {
            case 0: return ""
            case 1:
                return String(repeating: pieces.randomElement(using: &rng)!, count: 1).padding(
                    toLength: 10_000, withPad: "数据 ab ", startingAt: 0)
            case 2:
                return String(
                    (0..<10_000).map { _ in Character(Unicode.Scalar(UInt8.random(in: 0x61...0x7A, using: &rng))) })
            default:
                let count = Int.random(in: 1...8, using: &rng)
                return (0..<count).map { _ in pieces.randomElement(using: &rng)! }.joined(
                    separator: Bool.random(using: &rng) ? " " : "")
            }
        },
        shrink: { _ in .init() })

    /// A length in points: 0, small, typical, or huge.
    static let length = Gen<CGFloat>.frequency(
        (1, Gen.always(CGFloat(0)).eraseToAnySequence()),
        (6, Gen.cgFloat(in: 0...200).eraseToAnySequence()),
        (1, Gen.cgFloat(in: 200...5_000).eraseToAnySequence()),
        (1, Gen<CGFloat?>.element(of: [1e6, 1e9, 1e12]).map { $0! }.eraseToAnySequence())
    )

    /// A number the DSL accepts but layout cannot use as is.
    static let hostile: [CGFloat] = [.nan, .infinity, -.infinity, -1, -1e9, 0, 1e300, .leastNonzeroMagnitude]

    static let paints: [Paint] = [
        .red, .blue, .label, .secondaryLabel, .systemBackground, .clear,
        .linearGradient(colors: [.green, .mint], startPoint: .leading, endPoint: .trailing),
    ]
    static let aligns: [Align] = [
        .center, .leading, .trailing, .top, .bottom, .topLeading, .topTrailing, .bottomLeading, .bottomTrailing,
    ]
    static let unitPoints: [UnitPoint] = [.center, .topLeading, .bottomTrailing, .leading, UnitPoint(x: .nan, y: 2)]
    static let align = Gen<Align?>.element(of: aligns).map { $0! }
    static let symbols = ["star.fill", "heart", "calendar", "clock"]

    /// A tree up to `depth` levels, using every node kind and modifier; `hostileNumbers`
    /// mixes NaN, infinities and negatives into the modifiers, as the DSL allows. Without
    /// `text` it leaves out what depends on the pixel grid (text, symbols, rules).
    static func tree(depth: Int, hostileNumbers: Bool = false, text: Bool = true) -> Generator<Node, Shrink.None<Node>>
    {
        Generator(
            run: { rng in
                var builder = Builder(hostile: hostileNumbers, text: text)
                return builder.node(depth, &rng)
            }, shrink: { _ in .init() })
    }

    struct Builder {
        var hostile: Bool
        var text: Bool

        mutating func number(_ rng: inout any SeededRandomNumberGenerator) -> CGFloat {
            if hostile, Int.random(in: 0..<4, using: &rng) == 0 { return TreeGen.hostile.randomElement(using: &rng)! }
            return TreeGen.length.run(using: &rng)
        }

        mutating func node(_ depth: Int, _ rng: inout any SeededRandomNumberGenerator) -> Node {
            let leafOnly = depth <= 1
            let pick = Int.random(in: 0..<(leafOnly ? 9 : 15), using: &rng)
            var node: Node
            switch pick {
            case 0: node = .empty
            case 1: node = .spring(minLength: Bool.random(using: &rng) ? nil : number(&rng))
            case 2: node = text ? .words(TreeGen.text.run(using: &rng)) : .fill(.red)
            case 3: node = text ? .rule : .fill(.clear)
            case 4: node = .fill(TreeGen.paints.randomElement(using: &rng)!)
            case 5:
                node = .shape(
                    [.rect, .disc, .oval, .pill, .roundedRect(cornerRadius: number(&rng), style: .continuous)]
                        .randomElement(using: &rng)!, TreeGen.paints.randomElement(using: &rng))
            case 6:
                node = .stroke(
                    .pill, .blue,
                    StrokeStyle(lineWidth: number(&rng), dash: Bool.random(using: &rng) ? [] : [number(&rng), 2]))
            case 7: node = text ? .symbol(TreeGen.symbols.randomElement(using: &rng)!) : .shape(.disc, .green)
            case 8:
                node =
                    text
                    ? .joinedWords([
                        .words(TreeGen.text.run(using: &rng)),
                        .modified(.words("!"), .font(.system(size: 9, weight: .bold))),
                    ]) : .shape(.oval, nil)
            default:
                let children = (0..<Int.random(in: 0...4, using: &rng)).map { _ in self.node(depth - 1, &rng) }
                switch pick {
                case 9:
                    node = .column(
                        [.leading, .center, .trailing].randomElement(using: &rng)!,
                        spacing: Bool.random(using: &rng) ? nil : number(&rng), children)
                case 10:
                    node = .row(
                        [.top, .center, .bottom, .firstTextBaseline].randomElement(using: &rng)!,
                        spacing: Bool.random(using: &rng) ? nil : number(&rng), children)
                case 11: node = .layers(TreeGen.aligns.randomElement(using: &rng)!, children)
                case 12: node = .group(children)
                case 13:
                    node = .firstThatFits([.horizontal, .vertical, .both, []].randomElement(using: &rng)!, children)
                case 14:
                    let rows = children.map {
                        Bool.random(using: &rng)
                            ? Node.gridRow(nil, [$0, .modified(.fill(.red), .gridCellColumns(2))]) : $0
                    }
                    node = .grid(
                        TreeGen.aligns.randomElement(using: &rng)!, horizontalSpacing: number(&rng),
                        verticalSpacing: nil, rows)
                default: node = .column(.center, spacing: nil, children)
                }
            }
            for _ in 0..<Int.random(in: 0...3, using: &rng) {
                node = .modified(node, modifier(depth, &rng))
            }
            return node
        }

        mutating func modifier(_ depth: Int, _ rng: inout any SeededRandomNumberGenerator) -> Modifier {
            func optional(_ rng: inout any SeededRandomNumberGenerator) -> CGFloat? {
                Bool.random(using: &rng) ? nil : number(&rng)
            }
            let align = TreeGen.aligns.randomElement(using: &rng)!
            switch Int.random(in: 0..<25, using: &rng) {
            case 0: return .padding(Insets(top: number(&rng), leading: number(&rng), bottom: 0, trailing: number(&rng)))
            case 1: return .frame(width: optional(&rng), height: optional(&rng), alignment: align)
            case 2:
                return .flexFrame(
                    FlexFrame(
                        minWidth: optional(&rng), maxWidth: Bool.random(using: &rng) ? .infinity : optional(&rng),
                        minHeight: optional(&rng), idealHeight: optional(&rng), maxHeight: optional(&rng),
                        alignment: align))
            case 3: return .background(depth > 1 ? node(depth - 1, &rng) : .fill(.blue), alignment: align)
            case 4: return .overlay(depth > 1 ? node(depth - 1, &rng) : .shape(.disc, .red), alignment: align)
            case 5:
                return .layoutPriority(
                    hostile && Bool.random(using: &rng) ? .nan : Double(Int.random(in: -2...2, using: &rng)))
            case 6: return .fixedSize(horizontal: Bool.random(using: &rng), vertical: Bool.random(using: &rng))
            case 7: return .aspectRatio(optional(&rng), Bool.random(using: &rng) ? .fit : .fill)
            case 8: return .opacity(hostile ? Double(number(&rng)) : Double.random(in: 0...1, using: &rng))
            case 9: return .clipShape(.roundedRect(cornerRadius: number(&rng), style: .continuous))
            case 10: return .offset(x: number(&rng), y: -number(&rng))
            case 11: return .shadow(Shadow(color: .red, radius: number(&rng), x: 1, y: number(&rng)))
            case 12:
                return .font(
                    Bool.random(using: &rng)
                        ? .headline : .system(size: hostile ? number(&rng) : CGFloat.random(in: 1...60, using: &rng)))
            case 13: return .foregroundStyle(TreeGen.paints.randomElement(using: &rng)!)
            case 14:
                return .lineLimit(Bool.random(using: &rng) ? nil : Int.random(in: (hostile ? -1 : 1)...4, using: &rng))
            case 15: return .multilineTextAlignment([.leading, .center, .trailing].randomElement(using: &rng)!)
            case 16: return .truncationMode([.head, .middle, .tail].randomElement(using: &rng)!)
            case 17: return .tracking(hostile ? number(&rng) : CGFloat.random(in: -1...3, using: &rng))
            case 18: return .minimumScaleFactor(hostile ? number(&rng) : CGFloat.random(in: 0.3...1, using: &rng))
            case 19: return .named("n\(Int.random(in: 0...99, using: &rng))")
            case 20: return .layoutDirection(Bool.random(using: &rng) ? .rightToLeft : .leftToRight)
            case 21:
                return .rotation(
                    .degrees(hostile ? Double(number(&rng)) : Double.random(in: -360...360, using: &rng)),
                    anchor: TreeGen.unitPoints.randomElement(using: &rng)!)
            case 22:
                return .scale(
                    x: hostile ? number(&rng) : CGFloat.random(in: 0...3, using: &rng), y: number(&rng),
                    anchor: TreeGen.unitPoints.randomElement(using: &rng)!)
            case 23: return .mask(.shape(.disc, .black), alignment: TreeGen.aligns.randomElement(using: &rng)!)
            default: return .italic(true)
            }
        }
    }
}
