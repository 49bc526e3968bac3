import SwiftUI

/// The standard backdrop of a Lock Screen accessory: a translucent fill of the accessory's shape
/// (the container clips it to a circle or a rounded rectangle), placed in a `ZStack` behind the
/// content. Apple shows it only in circular, corner and rectangular accessories and draws nothing
/// elsewhere; so does Vignette. The 20 % white is ours, read off Lock Screen captures, not
/// published (Docs/SwiftUI/Modifiers.md).
public struct AccessoryWidgetBackground: View {
    @Environment(\.widgetFamily) private var family

    /// The backdrop of the accessory it is drawn in.
    public init() {}

    /// A translucent fill in circular, corner and rectangular accessories, nothing in other families.
    public var body: some View {
        switch family {
        case .accessoryCircular, .accessoryRectangular, .accessoryCorner:
            AnyView(Color(white: 1, opacity: 0.2))
        default:
            AnyView(EmptyView())
        }
    }
}
