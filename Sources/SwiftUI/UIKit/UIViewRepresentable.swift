import Foundation
import UIKit
import Vignette

/// A wrapper for a UIKit view in a SwiftUI hierarchy (https://developer.apple.com/documentation/swiftui/uiviewrepresentable).
///
/// Widgets cannot show UIKit views: "Widgets can't use UIKit or AppKit views wrapped with
/// UIViewRepresentable" (WidgetKit, "SwiftUI views for widgets"), and iOS draws a red no-entry sign in such a
/// view's place (qiita.com/tototti/items/92defcb8e96615eca311: 「進入禁止標識」が表示されてしまい; Stack Overflow,
/// "Why do some views appear as a red no entry sign in widgets?"). So the view's `makeUIView` is never called:
/// it takes the space offered, as a UIKit view without an intrinsic size does, and draws the sign centred in it,
/// with a warning naming the type (Docs/SwiftUI/UIKit.md, "UIKit views in a widget").
public protocol UIViewRepresentable: View where Body == Never {
    /// The UIKit view this wraps.
    associatedtype UIViewType: UIView
    /// What `makeCoordinator()` makes; `Void` unless the type says otherwise.
    associatedtype Coordinator = Void
    /// What `makeUIView` and `updateUIView` are given.
    typealias Context = UIViewRepresentableContext<Self>

    /// Makes the UIKit view: never called in a widget.
    @MainActor func makeUIView(context: Context) -> UIViewType
    /// Updates the UIKit view: never called in a widget.
    @MainActor func updateUIView(_ uiView: UIViewType, context: Context)
    /// Makes the object that carries changes from the view to SwiftUI.
    @MainActor func makeCoordinator() -> Coordinator
}

extension UIViewRepresentable {
    /// A representable has no body: it lowers to iOS's sign for a UIKit view in a widget.
    public var body: Never { fatalError("\(Self.self) is a UIViewRepresentable: it has no body") }
}

extension UIViewRepresentable where Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator() {}
}

/// What a representable's `makeUIView` and `updateUIView` are given
/// (https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext).
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    /// The representable's coordinator.
    public let coordinator: Representable.Coordinator
    /// The environment the view is in.
    public let environment: EnvironmentValues
}

/// Where a `UIViewRepresentable` would be: iOS's red no-entry sign, a red disc half the shorter side of the
/// space offered with a white bar across, centred (the sign's proportions are the road sign's; its size in the
/// frame is not documented and chosen here).
enum UIKitViewSign {
    /// The warning naming the representable's type.
    static func warning(_ type: Any.Type) -> String {
        "\(type) is a UIViewRepresentable: widgets cannot show UIKit views (WidgetKit); drawn as iOS draws one, a red "
            + "no-entry sign in its frame"
    }

    /// The sign's node for a representable of `type`, with the warning.
    static func lower(_ type: Any.Type, in environment: EnvironmentValues) -> Node {
        RenderWarnings.warn(warning(type))
        let sign = GeometryReader { proxy in
            let side = min(proxy.size.width, proxy.size.height) / 2
            ZStack {
                Circle().fill(Color.red)
                Rectangle().fill(Color.white).frame(width: side * 0.7, height: side * 0.18)
            }
            .frame(width: side, height: side)
            .frame(width: proxy.size.width, height: proxy.size.height)
        }
        return SwiftUI.lower(sign, in: environment)
    }
}
