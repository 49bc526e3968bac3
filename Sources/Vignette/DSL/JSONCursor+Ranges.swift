import Foundation

/// Numbers with a range, for the tree JSON: a value that layout cannot use is an error at
/// its JSON path rather than a surprise on screen. The Swift DSL accepts any number and
/// layout makes it usable instead (LayoutTree+Sanitize.swift); Docs/TreeFormat.md lists
/// the ranges.
extension JSONCursor {
    /// A finite number of points, negative allowed (padding, offset, spacing, tracking).
    func finite() throws -> CGFloat {
        guard case .number(let n) = value, n.isFinite else { throw mismatch("a finite number") }
        return CGFloat(n)
    }

    /// A finite number of points, at least 0 (sizes, radii, widths).
    func nonNegative() throws -> CGFloat {
        guard case .number(let n) = value, n.isFinite, n >= 0 else { throw mismatch("a number ≥ 0") }
        return CGFloat(n)
    }

    /// A maximum size: a number ≥ 0 or "infinity".
    func maximum() throws -> CGFloat {
        if case .string("infinity") = value { return .infinity }
        guard case .number(let n) = value, n >= 0 else { throw mismatch("a number ≥ 0 or \"infinity\"") }
        return CGFloat(n)
    }

    /// A finite number above 0 (aspect ratios, font sizes).
    func positive() throws -> CGFloat {
        guard case .number(let n) = value, n.isFinite, n > 0 else { throw mismatch("a number > 0") }
        return CGFloat(n)
    }

    /// A number from 0 to 1 (opacity).
    func fraction() throws -> Double {
        guard case .number(let n) = value, (0...1).contains(n) else { throw mismatch("a number from 0 to 1") }
        return n
    }

    /// A finite number without unit (layout priority, angles).
    func finiteNumber() throws -> Double {
        guard case .number(let n) = value, n.isFinite else { throw mismatch("a finite number") }
        return n
    }

    /// A count of lines: a whole number ≥ 1.
    func lineCount() throws -> Int {
        guard case .number(let n) = value, n == n.rounded(), n >= 1, n < 1e9 else {
            throw mismatch("a whole number ≥ 1")
        }
        return Int(n)
    }
}
