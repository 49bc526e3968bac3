import Foundation
import Vignette
import VignetteCairo

extension Bench {
    /// (6) A systemSmall widget whose body is one unbroken run of 10k and 100k characters
    /// (Latin, CJK, emoji, Arabic, Hebrew, each never repeating a line; and Latin repeating
    /// one word) laid out and rendered to PNG: text layout must grow about linearly with the
    /// run's length (issue 20; goal: 100k under 100 ms, growth ≤ 12×).
    func longTextSection() throws -> [String: Any] {
        let spec = WidgetRenderSpec(
            family: .systemSmall, device: device, os: .ios26, appearance: .light,
            scale: 3, date: Date(timeIntervalSince1970: 0), timeZone: TimeZone(identifier: "UTC")!)
        let runs = max(3, min(7, options.runs / 7))
        var results: [String: Any] = [:]
        for script in options.scripts {
            var medians: [Int: Double] = [:]
            for length in options.lengths {
                let text = script.text(length: length)
                let widget = WidgetDefinition(id: "long-\(script)", displayName: "Long text", families: [.systemSmall])
                { _ in
                    Column(alignment: .leading, spacing: 4) {
                        Words("Notes").font(.headline)
                        Words(text).font(.body)
                    }.node
                }
                // A fresh font library each run: measurements are shared per library, and a
                // warm one would answer every question from its cache.
                var times: [Double] = [], cpuTimes: [Double] = []
                var bytes = 0
                for _ in 0..<runs {
                    let fonts = try FontLibrary(files: FontLibrary.standardFiles)
                    let engine = try PangoTextEngine(fonts: fonts), renderer = try CairoRenderer(fonts: fonts)
                    let cpuStart = Stats.cpuNow()
                    times.append(
                        try Stats.time {
                            let prepared = try widget.prepare(spec, textEngine: engine, resources: .files())
                            bytes = try renderer.png(prepared.displayList, scale: Double(prepared.pixelScale)).count
                        })
                    cpuTimes.append(Stats.cpuNow() - cpuStart)
                }
                // On a shared machine the CPU time is the steadier figure; growth uses it.
                let spread = Spread(times), cpu = Spread(cpuTimes)
                medians[length] = cpu.median
                report(
                    "\(script) \(length) characters", spread,
                    String(format: "CPU %.1f ms, %d bytes of PNG", cpu.median, bytes))
                results["\(script)-\(length)"] = spread.json.merging(["cpuMedianMs": cpu.median]) { $1 }
            }
            if let first = options.lengths.first, let last = options.lengths.last, first != last {
                let growth = medians[last]! / medians[first]!
                print(
                    String(
                        format: "  %@ growth %d → %d (CPU time): %.1f× (%.0f× is linear)", "\(script)", first, last,
                        growth,
                        Double(last) / Double(first)))
                results["\(script)-growth"] = growth
            }
        }
        results["load"] = Stats.load()
        return results
    }
}

/// The runs of the long-text case, each without a break opportunity between words.
enum LongText: String, CaseIterable, CustomStringConvertible {
    case latin, cjk, emoji, arabic, hebrew
    /// One 26-letter word over and over: windows that repeat are laid out once.
    case latinRepeating = "latin-repeating"

    var description: String { rawValue }

    /// `length` characters (grapheme clusters) of the script. Picked by a fixed pseudo-random
    /// sequence, so no two lines are alike (a hash or a name in a script without spaces, not a
    /// pattern) and every run gives the same text.
    func text(length: Int) -> String {
        let alphabet: [String] =
            switch self {
            case .latin: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ".map(String.init)
            case .latinRepeating: "abcdefghijklmnopqrstuvwxyz".map(String.init)
            case .cjk: "永和九年岁在癸丑暮春之初会于会稽山阴之兰亭修禊事也".map(String.init)
            case .emoji: ["😀", "👩‍👩‍👧", "🇫🇷", "👍🏽", "🌍", "⭐️", "🧑‍💻"]
            case .arabic: "بسماللهالرحمنالرحيمقلهواللهأحدالصمدلميلدولميولد".map(String.init)
            case .hebrew: "אבגדהוזחטיכלמנסעפצקרשתךםןףץ".map(String.init)
            }
        if self == .latinRepeating { return (0..<length).map { alphabet[$0 % alphabet.count] }.joined() }
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        return (0..<length).map { _ in
            // SplitMix64.
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return alphabet[Int((z ^ (z >> 31)) % UInt64(alphabet.count))]
        }.joined()
    }
}
