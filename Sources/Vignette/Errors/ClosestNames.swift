/// The known names nearest to a mistyped one, for "did you mean" and short lists in errors.
///
/// Plain edit distance ties `iphone-99` with `iphone-xr` and `iphone-16` (two changes each);
/// a person who typed a number meant another number, so changing a digit into a digit costs
/// half, and ties go to the name with the longer common prefix, then the nearer number.
package enum ClosestNames {
    /// Up to `count` names from `known`, nearest first, each within typo distance of `given`.
    package static func of(_ given: String, in known: [String], count: Int = 3) -> [String] {
        let target = given.lowercased()
        let limit = Double(max(2, target.count / 3))
        let scored = known.enumerated().map { index, name in
            let lower = name.lowercased()
            return (
                name: name, index: index, distance: distance(target, lower),
                prefix: commonPrefix(target, lower), numberGap: numberGap(target, lower)
            )
        }
        return scored.filter { $0.distance <= limit }
            .sorted { a, b in
                if a.distance != b.distance { return a.distance < b.distance }
                if a.prefix != b.prefix { return a.prefix > b.prefix }
                if a.numberGap != b.numberGap { return a.numberGap < b.numberGap }
                return a.index < b.index
            }
            .prefix(count).map(\.name)
    }

    /// Edit distance where a digit replaced by a digit costs 0.5 and any other change 1.
    package static func distance(_ a: String, _ b: String) -> Double {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return Double(b.count) }
        var previous = (0...b.count).map(Double.init)
        for i in 1...a.count {
            var current = [Double(i)] + Array(repeating: 0, count: b.count)
            for j in stride(from: 1, through: b.count, by: 1) {
                let substitution: Double = a[i - 1] == b[j - 1] ? 0 : (a[i - 1].isNumber && b[j - 1].isNumber ? 0.5 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + substitution)
            }
            previous = current
        }
        return previous[b.count]
    }

    private static func commonPrefix(_ a: String, _ b: String) -> Int {
        zip(a, b).prefix { $0 == $1 }.count
    }

    /// How far apart the first numbers that differ in `a` and `b` are (`13-m6` and `13-m4`: 2);
    /// 0 when there is no such pair.
    private static func numberGap(_ a: String, _ b: String) -> Int {
        zip(numbers(in: a), numbers(in: b)).first { $0 != $1 }.map { abs($0 - $1) } ?? 0
    }

    private static func numbers(in text: String) -> [Int] {
        text.split { !$0.isNumber }.compactMap { Int($0.prefix(9)) }
    }
}
