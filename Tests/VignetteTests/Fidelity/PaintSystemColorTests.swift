import Foundation
import Testing
@testable import Vignette

/// Every colour tree JSON accepts by name (`SystemColor`) is a `Paint` static of the same name.
@Suite struct PaintSystemColorTests {
    /// The static named like `color`; exhaustive, so a new `SystemColor` case does not
    /// compile here until it has its static.
    static func paintStatic(_ color: SystemColor) -> Paint {
        switch color {
        case .label: .label
        case .secondaryLabel: .secondaryLabel
        case .tertiaryLabel: .tertiaryLabel
        case .quaternaryLabel: .quaternaryLabel
        case .placeholderText: .placeholderText
        case .separator: .separator
        case .opaqueSeparator: .opaqueSeparator
        case .link: .link
        case .systemBackground: .systemBackground
        case .secondarySystemBackground: .secondarySystemBackground
        case .tertiarySystemBackground: .tertiarySystemBackground
        case .systemGroupedBackground: .systemGroupedBackground
        case .secondarySystemGroupedBackground: .secondarySystemGroupedBackground
        case .tertiarySystemGroupedBackground: .tertiarySystemGroupedBackground
        case .systemFill: .systemFill
        case .secondarySystemFill: .secondarySystemFill
        case .tertiarySystemFill: .tertiarySystemFill
        case .quaternarySystemFill: .quaternarySystemFill
        case .red: .red
        case .orange: .orange
        case .yellow: .yellow
        case .green: .green
        case .mint: .mint
        case .teal: .teal
        case .cyan: .cyan
        case .blue: .blue
        case .indigo: .indigo
        case .purple: .purple
        case .pink: .pink
        case .brown: .brown
        case .gray: .gray
        case .gray2: .gray2
        case .gray3: .gray3
        case .gray4: .gray4
        case .gray5: .gray5
        case .gray6: .gray6
        case .white: .white
        case .black: .black
        case .clear: .clear
        }
    }

    @Test(arguments: SystemColor.allCases)
    func eachSystemColorHasItsStatic(_ color: SystemColor) throws {
        let paint = Self.paintStatic(color)
        #expect(paint == .system(color), "Paint.\(color.rawValue)")
        // The JSON name of the static is the name it is called by.
        let node = Rect().fill(paint).node
        let json = try #require(String(data: try node.jsonData(), encoding: .utf8))
        #expect(json.contains("\"\(color.rawValue)\""), "\(json)")
        #expect(try Node.decode(json: Data(json.utf8)) == node)
    }
}
