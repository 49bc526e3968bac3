/// The lines that differ between two texts, in order: `- line` for one only in the first, `+ line`
/// for one only in the second, from their longest common subsequence of lines.
enum LineDifference {
    static func lines(from old: String, to new: String) -> [String] {
        let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // common[i][j]: the longest common subsequence of a[i...] and b[j...].
        var common = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                common[i][j] = a[i] == b[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var out: [String] = [], i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                i += 1
                j += 1
            } else if j < b.count, i == a.count || common[i][j + 1] > common[i + 1][j] {
                out.append("+ " + b[j])
                j += 1
            } else {
                out.append("- " + a[i])
                i += 1
            }
        }
        return out
    }
}
