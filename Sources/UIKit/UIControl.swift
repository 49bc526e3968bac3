import Foundation

/// A UIKit control, for shared code that declares them (SFSafeSymbols' `UIButton` extension): a widget
/// cannot show UIKit views ("Widgets can't use UIKit or AppKit views wrapped with
/// UIViewRepresentable", WidgetKit), so nothing draws one. Its target–action pairs are real:
/// `sendActions(for:)` calls each action's method on its target (Docs/SwiftUI/UIKit.md, "Controls").
open class UIControl {
    /// A control's states, Apple's raw values.
    public struct State: OptionSet, Hashable, Sendable {
        /// Apple's raw value.
        public let rawValue: UInt
        /// A state by its raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Enabled, not selected or highlighted.
        public static let normal = State([])
        /// Touched.
        public static let highlighted = State(rawValue: 1 << 0)
        /// Disabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected.
        public static let selected = State(rawValue: 1 << 2)
        /// Focused.
        public static let focused = State(rawValue: 1 << 3)
    }

    /// What a control sends its actions for, Apple's raw values.
    public struct Event: OptionSet, Hashable, Sendable {
        /// Apple's raw value.
        public let rawValue: UInt
        /// An event by its raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A touch went down.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A touch ended inside the control.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// The control's value changed.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action.
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    }

    private var actions: [(target: AnyObject?, action: Selector, events: Event)] = []

    /// A control.
    public required init() {}

    /// Calls `action` on `target` (on the control itself when nil) for `controlEvents`.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        actions.append((target.map { $0 as AnyObject }, action, controlEvents))
    }

    /// Removes `target`'s actions (every target's when nil; `action` nil: all its actions) for the events.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        let object = target.map { $0 as AnyObject }
        actions.removeAll {
            (object == nil || $0.target === object) && (action == nil || $0.action == action)
                && !$0.events.intersection(controlEvents).isEmpty
        }
    }

    /// Calls the actions added for any of `controlEvents`, each with the control as its argument when
    /// its method takes one.
    open func sendActions(for controlEvents: Event) {
        for entry in actions where !entry.events.intersection(controlEvents).isEmpty {
            _ = entry.action.perform(on: entry.target ?? self, with: [self])
        }
    }
}

/// A UIKit button (see `UIControl`: nothing draws it): its images by state.
open class UIButton: UIControl {
    private var images: [UInt: UIImage] = [:]

    /// A system button showing `image`, sending `action` to `target` on a touch up inside.
    open class func systemButton(with image: UIImage, target: Any?, action: Selector?) -> Self {
        let button = Self()
        button.setImage(image, for: .normal)
        if let action { button.addTarget(target, action: action, for: .touchUpInside) }
        return button
    }

    /// Shows `image` in `state`.
    open func setImage(_ image: UIImage?, for state: State) { images[state.rawValue] = image }

    /// The image of `state`, or the normal state's.
    open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[0] }
}

/// A Home Screen quick action's icon, for shared code that makes one (SFSafeSymbols): it keeps the
/// SF Symbol's name; a widget has no quick actions, so nothing shows it.
open class UIApplicationShortcutIcon {
    /// The SF Symbol's name, when made from one.
    public let systemImageName: String?

    /// An icon showing the SF Symbol `systemImageName`.
    public init(systemImageName: String) { self.systemImageName = systemImageName }
}
