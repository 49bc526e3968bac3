import SwiftUI
import Vignette

/// The standard backdrop of an accessory widget, placed in a `ZStack` behind the content: the
/// core's `AccessoryBacking`, a translucent fill in circular, corner and rectangular accessories
/// (the container clips it to their shape) and nothing in other families, as Apple documents.
nonisolated public struct AccessoryWidgetBackground: View, PrimitiveView {
    /// The backdrop of the accessory it is drawn in.
    public init() {}

    /// A primitive: it lowers to the core backing for the environment's family.
    public var body: Never { primitiveBody() }

    package func lower(in environment: EnvironmentValues) -> Node {
        AccessoryBacking(in: environment.core.family).node
    }
}
