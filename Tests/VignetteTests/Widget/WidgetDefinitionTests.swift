import Foundation
import Testing
import Vignette

/// The content closure as users write it (a builder with `switch`, `if`, `let`, `try`),
/// the family check the definition makes itself, and moments given as local times.
@Suite struct WidgetDefinitionTests {
    struct NoData: Error {}

    static let greeting = WidgetDefinition(
        id: "greeting", displayName: "Greeting", families: [.systemSmall, .systemMedium, .accessoryInline],
        timeZone: TimeZone(identifier: "Asia/Singapore")!,
        moments: ["morning": "2026-11-23T09:00", "night": "2026-11-23T23:30"]
    ) { environment in
        let hour = environment.calendar.component(.hour, from: environment.date)
        if hour >= 23 { throw NoData() }
        switch environment.family {
        case .systemSmall:
            Words("Hi")
        case .systemMedium:
            Words("Hello")
            if environment.colorScheme == .dark { Words("(dark)") }
        default:
            Words("Hey")
        }
    }

    func environment(_ family: WidgetFamily?, _ scheme: ColorScheme = .light, moment: Int = 0) -> WidgetEnvironment {
        WidgetEnvironment(
            family: family, colorScheme: scheme, date: Self.greeting.moments[moment].date,
            timeZone: Self.greeting.timeZone)
    }

    @Test func theBuilderTakesSwitchIfAndSeveralElements() throws {
        #expect(try Self.greeting.content(environment(.systemSmall)) == Words("Hi").node)
        #expect(try Self.greeting.content(environment(.accessoryInline)) == Words("Hey").node)
        // The `if` that only throws and the `if` that adds nothing leave no trace.
        #expect(try Self.greeting.content(environment(.systemMedium)) == Words("Hello").node)
        #expect(
            try Self.greeting.content(environment(.systemMedium, .dark))
                == .group([Words("Hello").node, Words("(dark)").node]))
    }

    @Test func whatTheContentThrowsComesThrough() {
        #expect(throws: NoData.self) { try Self.greeting.content(environment(.systemSmall, moment: 1)) }
    }

    @Test(arguments: [WidgetFamily.systemLarge, .accessoryCircular])
    func anUnsupportedFamilyIsRefusedByTheDefinition(_ family: WidgetFamily) {
        #expect(
            throws: VignetteError.unsupportedFamily(
                widget: "greeting", family: family.rawValue,
                supported: ["systemSmall", "systemMedium", "accessoryInline"])
        ) {
            try Self.greeting.content(environment(family))
        }
    }

    @Test func noFamilyIsRefusedToo() {
        #expect(
            throws: VignetteError.unsupportedFamily(
                widget: "greeting", family: "none",
                supported: ["systemSmall", "systemMedium", "accessoryInline"])
        ) {
            try Self.greeting.content(environment(nil))
        }
    }

    @Test func localMomentsAreReadInTheWidgetsTimeZoneInOrder() {
        // 09:00 and 23:30 in Singapore (UTC+8).
        #expect(
            Self.greeting.moments == [
                .init(name: "morning", date: Date(timeIntervalSince1970: 1_795_395_600)),
                .init(name: "night", date: Date(timeIntervalSince1970: 1_795_395_600 + 14.5 * 3600)),
            ])
        #expect(
            WidgetDefinition.Moment(name: "m", local: "2026-11-23T09:00", in: TimeZone(identifier: "UTC")!).date
                == Date(timeIntervalSince1970: 1_795_424_400))
    }

    @Test func closuresThatReturnANodeStillCompile() throws {
        let plain = WidgetDefinition(id: "plain", displayName: "Plain", families: [.systemSmall]) { environment in
            let words = Words("x")
            return words.node
        }
        #expect(try plain.content(WidgetEnvironment(family: .systemSmall)) == Words("x").node)
    }
}
