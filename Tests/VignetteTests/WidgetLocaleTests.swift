import Foundation
import Testing
@testable import Vignette

/// A widget written in one language formats its live text in it whatever the render's locale
/// (`WidgetDefinition.locale`, Docs/Time.md §2); other widgets follow the render.
@Suite struct WidgetLocaleTests {
    let clock = Date(timeIntervalSince1970: 1_795_420_800)

    func texts(_ locale: Locale?, renderedIn renderLocale: Locale) throws -> [String] {
        let end = clock.addingTimeInterval(65 * 60)
        let widget = WidgetDefinition(id: "left", displayName: "Left", families: [.systemSmall], locale: locale) { _ in
            Words("剩 ") + Words(end, style: .relative)
        }
        let spec = WidgetRenderSpec(
            family: .systemSmall, device: DeviceCatalog.standard.defaultDevice, date: clock,
            locale: renderLocale)
        let prepared = try widget.prepare(spec, textEngine: FixedAdvanceTextEngine(), resources: .inMemory([:]))
        return prepared.layout.allNodes.compactMap(\.lines).flatMap { $0 }
    }

    @Test func aOneLanguageWidgetFormatsInItsLanguage() throws {
        #expect(try texts(Locale(identifier: "zh-Hans"), renderedIn: Locale(identifier: "en_US")) == ["剩 1小时5分钟"])
        #expect(try texts(nil, renderedIn: Locale(identifier: "en_US")) == ["剩 1 hr, 5 min"])
        #expect(try texts(nil, renderedIn: Locale(identifier: "zh-Hans")) == ["剩 1小时5分钟"])
    }
}
