import Foundation
import Testing
@testable import Vignette

/// `privacySensitive()` and `redacted(reason: .privacy)`, and the locked appearances that apply
/// them (Docs/Privacy.md).
@Suite struct PrivacyTests {
    let engine = FixedAdvanceTextEngine()

    /// The texts drawn as text, and how many placeholder bars, when `content` is laid out in `environment`.
    func drawn(
        _ content: some Element, _ environment: WidgetEnvironment = WidgetEnvironment(displayScale: 1)
    )
        -> (texts: [String], bars: Int)
    {
        let result = Layout.layout(
            content.node, in: CGSize(width: 300, height: 300), environment: environment, textEngine: engine)
        let items = DisplayListBuilder.build(result, canvas: CGSize(width: 300, height: 300)).items
        let texts = items.compactMap { item -> String? in
            if case .text(let run) = item { return run.text } else { return nil }
        }
        let bars = items.filter { if case .fill = $0 { true } else { false } }.count
        return (texts, bars)
    }

    var account: Node {
        Column {
            Words("Account")
            Words("1234 5678").privacySensitive()
        }.node
    }

    @Test func privacySensitiveContentDrawsAsItIsWithoutThePrivacyReason() {
        #expect(drawn(account).texts == ["Account", "1234 5678"])
        // A placeholder reason redacts everything, marked or not.
        #expect(drawn(account.redacted(reason: .placeholder)).texts.isEmpty)
    }

    @Test func thePrivacyReasonRedactsOnlyWhatIsMarked() {
        let result = drawn(account.redacted(reason: .privacy))
        #expect(result.texts == ["Account"] && result.bars == 1)
        // Unmarked again inside, or unredacted: drawn.
        let inner = Column {
            Words("Account")
            Words("1234").privacySensitive(false)
        }.privacySensitive().redacted(reason: .privacy)
        #expect(drawn(inner).texts == ["1234"])
        #expect(drawn(account.unredacted().redacted(reason: .privacy)).texts == ["Account", "1234 5678"])
    }

    @Test func reasonsAddUpAndUnredactedClearsThem() {
        var environment = WidgetEnvironment()
        _ = environment.applyText(.redacted(.privacy))
        _ = environment.applyText(.redacted(.placeholder))
        #expect(environment.redactionReasons == [.privacy, .placeholder])
        _ = environment.applyText(.redacted([]))
        #expect(environment.redactionReasons.isEmpty)
    }

    @Test func theLockedAppearancesAddThePrivacyReason() {
        let phone = DeviceCatalog.standard.defaultDevice
        for (family, appearance) in [
            (WidgetFamily.systemSmall, Appearance.standByLocked), (.accessoryRectangular, .lockScreenLocked),
        ] {
            let spec = WidgetRenderSpec(family: family, device: phone, appearance: appearance, date: Date())
            #expect(spec.environment.redactionReasons == .privacy, "\(appearance)")
            #expect(drawn(account, spec.environment).texts == ["Account"], "\(appearance)")
        }
        for appearance in [Appearance.standBy, .lockScreen, .light] {
            let family: WidgetFamily = appearance == .lockScreen ? .accessoryRectangular : .systemSmall
            let spec = WidgetRenderSpec(family: family, device: phone, appearance: appearance, date: Date())
            #expect(spec.environment.redactionReasons.isEmpty, "\(appearance)")
        }
    }

    @Test func theLockedAppearancesLookLikeTheirUnlockedOnes() throws {
        let phone = DeviceCatalog.standard.defaultDevice
        #expect(Appearance.standByLocked.renderingMode == Appearance.standBy.renderingMode)
        #expect(Appearance.lockScreenLocked.renderingMode == Appearance.lockScreen.renderingMode)
        #expect(Appearance.standByLocked.isStandBy && !Appearance.standByLocked.showsWidgetBackground)
        // StandBy enlarges the locked small widget as it does the unlocked one.
        let standBy = WidgetRenderSpec(family: .systemSmall, device: phone, appearance: .standBy, date: Date())
        let locked = WidgetRenderSpec(family: .systemSmall, device: phone, appearance: .standByLocked, date: Date())
        #expect(try locked.pixelScale() == standBy.pixelScale())
        #expect(locked.environment.contentMargins == standBy.environment.contentMargins)
    }

    @Test func theJSONForms() throws {
        let node = try Node.decode(
            json: Data(
                #"{"type": "words", "text": "1234", "modifiers": [{"privacySensitive": true}, {"redacted": "privacy"}]}"#
                    .utf8))
        #expect(node == Words("1234").privacySensitive().redacted(reason: .privacy))
        let both = try Node.decode(
            json: Data(#"{"type": "words", "text": "a", "modifiers": [{"redacted": ["placeholder", "privacy"]}]}"#.utf8)
        )
        #expect(both == Words("a").redacted(reason: [.placeholder, .privacy]))
        for round in [node, both, Words("a").redacted(reason: .placeholder).privacySensitive(false)] {
            #expect(try Node.decode(json: try round.jsonData()) == round)
        }
        #expect(throws: VignetteError.self) {
            try Node.decode(json: Data(#"{"type": "words", "text": "a", "modifiers": [{"redacted": "secret"}]}"#.utf8))
        }
        do {
            _ = try Node.decode(
                json: Data(#"{"type": "words", "text": "a", "modifiers": [{"redacted": "secret"}]}"#.utf8))
        } catch {
            #expect("\(error)".contains("placeholder, privacy"), "\(error)")
        }
    }
}
