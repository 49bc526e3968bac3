import Foundation
import SwiftUI
import Testing
import Vignette

private struct ShelfKey: EnvironmentKey {
    static let defaultValue = "default"
}

extension EnvironmentValues {
    fileprivate var shelf: String {
        get { self[ShelfKey.self] }
        set { self[ShelfKey.self] = newValue }
    }
}

/// Shows the key's value where it is placed.
private struct ShelfLabel: SwiftUI.View {
    @SwiftUI.Environment(\.shelf) private var shelf
    var body: some SwiftUI.View { Text(shelf) }
}

/// Reads its own environment inside a `ForEach`, whose content runs when the loop is lowered.
private struct SchemeRows: SwiftUI.View {
    @SwiftUI.Environment(\.colorScheme) private var scheme
    @SwiftUI.Environment(\.shelf) private var shelf

    var body: some SwiftUI.View {
        VStack {
            ForEach(0..<2) { _ in
                Text(scheme == .dark ? "dark" : "light")
                Text(shelf)
                ShelfLabel()
            }
        }
        .environment(\.shelf, "inner")
    }
}

/// Reads its own environment inside a `GeometryReader`, whose content runs during layout.
private struct SchemeReader: SwiftUI.View {
    @SwiftUI.Environment(\.colorScheme) private var scheme

    var body: some SwiftUI.View {
        GeometryReader { _ in Text(scheme == .dark ? "dark" : "light") }
    }
}

/// Closures that run after the enclosing body returned (a loop's content, a reader's) read that
/// body's `@Environment` values, as in SwiftUI, where they capture the enclosing view; views made
/// in them read the values at their own place.
@Suite struct EnvironmentInClosuresTests {
    static var dark: EnvironmentValues {
        var environment = WidgetEnvironment(family: .systemSmall)
        environment.apply(.dark)
        return EnvironmentValues(core: environment)
    }

    @Test func aForEachContentReadsTheEnclosingViewsEnvironment() {
        let node = lower(SchemeRows().environment(\.shelf, "outer"), in: Self.dark)
        // The loop's own texts read SchemeRows' values (dark, outer); ShelfLabel reads its place (inner).
        let expected = Column {
            Words("dark")
            Words("outer")
            Words("inner")
            Words("dark")
            Words("outer")
            Words("inner")
        }
        #expect(node == expected.node)
    }

    @Test func aGeometryReaderContentReadsTheEnclosingViewsEnvironment() {
        // Laid out in a light render: the text was decided by the dark body that made the reader.
        let layout = Lowering.layout(lower(SchemeReader(), in: Self.dark))
        #expect(layout.allNodes.contains { $0.lines == ["dark"] })
        #expect(!layout.allNodes.contains { $0.lines == ["light"] })
    }
}
