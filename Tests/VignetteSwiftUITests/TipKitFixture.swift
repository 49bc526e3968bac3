import SwiftUI
import TipKit

// Apart from the tests: this file imports no Vignette, whose core `Rule` would hide `Tip.Rule` here
// as it never does in a widget package (which does not import Vignette).

/// daysleft's kind of tip: an event, a `#Rule` on its donations, options, no image.
struct EditTip: Tip {
    static let settingsOpened: Event = Event(id: "settingsOpened")
    var title: Text { Text("Change settings") }
    var message: Text? { Text("Use the Edit button") }
    var options: [TipOption] { [Tip.MaxDisplayCount(2), Tip.IgnoresDisplayFrequency(true)] }
    var rules: [Rule] { [#Rule(Self.settingsOpened) { $0.donations.count < 1 }] }
    var actions: [Action] { [Action(id: "edit", title: "Edit")] }
}
