import Foundation
import SwiftUI
import Testing
import Vignette

/// Reads the colour scheme it is lowered in.
private struct SchemeWords: SwiftUI.View {
    @SwiftUI.Environment(\.colorScheme) private var scheme
    var body: some SwiftUI.View { Text(scheme == .dark ? "dark" : "light") }
}

/// `environment(\.colorScheme, _)` and `colorScheme(_:)`: bodies inside read the scheme, and system
/// colours inside resolve in it whatever the render's appearance (Docs/SwiftUI.md §3).
@Suite struct ColorSchemeEnvironmentTests {
    @Test func bodiesInsideReadTheSchemeAndTheCoreGetsItForTheSubtree() {
        let view = VStack {
            SchemeWords()
            SchemeWords().environment(\.colorScheme, .dark)
            SchemeWords().colorScheme(.dark)
            SchemeWords().transformEnvironment(\.colorScheme) { $0 = .dark }
            SchemeWords().environment(\.colorScheme, .light)
        }
        // A write that leaves the scheme as it was adds no core modifier.
        let expected = Column {
            Words("light")
            Words("dark").colorScheme(.dark)
            Words("dark").colorScheme(.dark)
            Words("dark").colorScheme(.dark)
            Words("light")
        }.node
        #expect(Lowering.node(view) == expected)
    }

    @Test func aPreferredSchemeLeavesTheRendersAppearance() {
        // A preference for the enclosing presentation: the body inside still reads the render's scheme.
        #expect(Lowering.node(SchemeWords().preferredColorScheme(.dark)) == Words("light").node)
        #expect(Lowering.node(SchemeWords().preferredColorScheme(nil)) == Words("light").node)
    }

    @Test func clippedCutsAtTheFrame() {
        let clipped = Color.red.frame(width: 10, height: 10).offset(x: 5).clipped()
        #expect(
            Lowering.node(clipped)
                == Lowering.node(Color.red.frame(width: 10, height: 10).offset(x: 5).clipShape(Rectangle())))
        #expect(Lowering.node(Text("a").clipped(antialiased: true)) == Words("a").clipShape(Rect()))
    }

    @Test func systemColoursInsideADarkSubtreeAreDarkInALightRender() throws {
        let pipeline = PNGPipeline()
        let png = try pipeline.png(
            WidgetDefinition(id: "schemes", displayName: "Schemes", families: [.systemSmall]) { _ in
                Lowering.node(
                    HStack(spacing: 0) {
                        Color(.systemBackground)
                        Color(.systemBackground).environment(\.colorScheme, .dark)
                    })
            },
            WidgetRenderSpec(family: .systemSmall, device: pipeline.device, appearance: .light, date: .distantFuture))
        let image = try PNGImageProbe(png)
        let middle = image.bitmap.height / 2
        let left = image.bitmap.pixel(x: image.bitmap.width / 4, y: middle)
        let right = image.bitmap.pixel(x: image.bitmap.width * 3 / 4, y: middle)
        #expect([left.red, left.green, left.blue] == [255, 255, 255], "systemBackground in light: white")
        #expect([right.red, right.green, right.blue] == [0, 0, 0], "systemBackground in dark: black")
    }

    @Test func theTreeFormatReadsAndWritesIt() throws {
        let node = Words("x").colorScheme(.dark)
        let json = try JSONEncoder().encode(node)
        #expect(String(decoding: json, as: UTF8.self).contains(#""colorScheme":"dark""#))
        #expect(try JSONDecoder().decode(Node.self, from: json) == node)
    }
}
