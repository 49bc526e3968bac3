import Foundation
import SwiftUI
import Testing
import Vignette
import WidgetKit

private struct BadgeTextKey: EnvironmentKey {
    static let defaultValue = "default"
}

extension EnvironmentValues {
    fileprivate var badgeText: String {
        get { self[BadgeTextKey.self] }
        set { self[BadgeTextKey.self] = newValue }
    }
}

/// Shows the custom key's value where it is placed.
private struct Badge: SwiftUI.View {
    @SwiftUI.Environment(\.badgeText) private var text
    var body: some SwiftUI.View { Text(text) }
}

/// Shows the render's widget values as words.
private struct RenderFacts: SwiftUI.View {
    @SwiftUI.Environment(\.widgetFamily) private var family
    @SwiftUI.Environment(\.colorScheme) private var scheme
    @SwiftUI.Environment(\.widgetRenderingMode) private var mode
    @SwiftUI.Environment(\.showsWidgetContainerBackground) private var showsBackground
    @SwiftUI.Environment(\.timeZone) private var timeZone
    @SwiftUI.Environment(\.showsWidgetLabel) private var showsLabel

    var body: some SwiftUI.View {
        Text(
            "\(family.description) \(scheme == .dark ? "dark" : "light") \(mode.description) \(showsBackground ? "shown" : "removed") \(timeZone.identifier)\(showsLabel ? " labelled" : "")"
        )
    }
}

/// Wraps its content in a badge-coloured card and re-labels the badges inside.
private struct Relabel: ViewModifier {
    @SwiftUI.Environment(\.badgeText) private var outer

    func body(content: Content) -> some SwiftUI.View {
        VStack {
            Text("was \(outer)")
            content.environment(\.badgeText, "inner")
        }
    }
}

/// `@Environment` reads the values in force where a view's body is evaluated
/// (Docs/SwiftUI.md §3).
@Suite struct EnvironmentTests {
    @Test func aCustomKeyHasItsDefaultAndWhatAnEnclosingViewSets() {
        let view = VStack {
            Badge()
            Badge().environment(\.badgeText, "set")
            HStack {
                Badge()
                Badge().environment(\.badgeText, "nearest")
            }.environment(\.badgeText, "outer")
        }
        let expected = Column {
            Words("default")
            Words("set")
            Row {
                Words("outer")
                Words("nearest")
            }
        }.node
        #expect(Lowering.node(view) == expected)
    }

    @Test func aViewModifierReadsTheEnvironmentAndSetsItForItsContent() {
        let view = Badge().modifier(Relabel()).environment(\.badgeText, "outside")
        #expect(
            Lowering.node(view)
                == Column {
                    Words("was outside")
                    Words("inner")
                }.node)
    }

    @Test func widgetValuesComeFromTheRender() {
        var environment = WidgetEnvironment(
            family: .accessoryRectangular, timeZone: TimeZone(identifier: "Asia/Singapore")!)
        environment.apply(.lockScreen)
        #expect(
            lower(RenderFacts(), in: EnvironmentValues(core: environment))
                == .words("accessoryRectangular dark vibrant removed Asia/Singapore"))

        var tinted = WidgetEnvironment(family: .systemMedium)
        tinted.apply(.tinted)
        let utc = tinted.timeZone.identifier
        #expect(
            lower(RenderFacts(), in: EnvironmentValues(core: tinted))
                == .words("systemMedium dark accented removed \(utc)"))
        #expect(Lowering.node(RenderFacts()) == .words("systemSmall light fullColor shown \(utc)"))
    }

    @Test func outsideARenderTheEnvironmentHasDefaults() {
        // A body evaluated outside a render reads the defaults, whatever it is lowered in later.
        let body = Badge().body
        #expect(lower(body, in: EnvironmentValues(core: WidgetEnvironment(family: .systemSmall))) == .words("default"))
        #expect(EnvironmentValues().colorScheme == .light)
    }
}

/// Shows whether it is drawn as a placeholder.
private struct PlaceholderAware: SwiftUI.View {
    @SwiftUI.Environment(\.redactionReasons) private var reasons
    var body: some SwiftUI.View { Text(reasons.contains(.placeholder) ? "bars" : "text") }
}

/// Shows which redaction reasons it reads.
private struct PrivacyAware: SwiftUI.View {
    @SwiftUI.Environment(\.redactionReasons) private var reasons
    var body: some SwiftUI.View {
        let names = [(SwiftUI.RedactionReasons.privacy, "privacy"), (.placeholder, "placeholder")].filter {
            reasons.contains($0.0)
        }.map(\.1)
        return Text(verbatim: names.isEmpty ? "shown" : names.joined(separator: " "))
    }
}

/// Shows the widget's content margins.
private struct Margins: SwiftUI.View {
    @SwiftUI.Environment(\.widgetContentMargins) private var margins
    var body: some SwiftUI.View { Text("\(Int(margins.top)) \(Int(margins.leading))") }
}

@Suite struct RenderDrivenEnvironmentTests {
    @Test func redactedAndUnredactedSetTheReasonsBodiesRead() {
        let view = VStack {
            PlaceholderAware()
            VStack {
                PlaceholderAware()
                PlaceholderAware().unredacted()
            }.redacted(reason: .placeholder)
        }
        let expected = Column {
            Words("text")
            Column {
                Words("bars")
                Words("text").unredacted()
            }.redacted(reason: .placeholder)
        }
        #expect(Lowering.node(view) == expected.node)
    }

    /// `privacySensitive()` lowers to the core's mark; `redacted(reason: .privacy)` adds to the reasons
    /// a body reads, and a locked appearance puts `.privacy` there (Docs/Privacy.md).
    @Test func privacySensitiveAndThePrivacyReason() {
        let view = VStack {
            Text("Account")
            Text("1234").privacySensitive()
        }.redacted(reason: .privacy)
        #expect(
            Lowering.node(view)
                == Column {
                    Words("Account")
                    Words("1234").privacySensitive()
                }.redacted(reason: .privacy).node)
        let both = PrivacyAware().redacted(reason: .privacy).redacted(reason: .placeholder)
        #expect(
            Lowering.node(both)
                == Words("privacy placeholder").redacted(reason: .privacy).redacted(reason: .placeholder).node)
        var locked = WidgetEnvironment(family: .accessoryRectangular)
        locked.apply(.lockScreenLocked)
        #expect(lower(PrivacyAware(), in: EnvironmentValues(core: locked)) == .words("privacy"))
        #expect(Lowering.node(PrivacyAware(), family: .accessoryRectangular) == .words("shown"))
    }

    @Test func contentMarginsFollowTheFamilyAndAppearance() {
        #expect(Lowering.node(Margins(), family: .systemSmall) == .words("16 16"))
        #expect(Lowering.node(Margins(), family: .accessoryCircular) == .words("0 0"))
        var standBy = WidgetEnvironment(family: .systemSmall)
        standBy.apply(.standBy)
        #expect(lower(Margins(), in: EnvironmentValues(core: standBy)) == .words("4 4"))
    }
}
