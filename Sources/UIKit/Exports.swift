// UIKit's names widget code uses, over the core (Docs/SwiftUI/UIKit.md). SwiftUI re-exports this
// module, as Apple's SwiftUI on iOS makes UIKit's names visible to a file that imports only SwiftUI.
@_exported import Foundation
// What Apple's Foundation has and Linux's lacks (`Selector`, …): `import UIKit` gives all of Foundation on iOS.
@_exported import VignetteFoundation
// Apple's UIKit re-exports CoreGraphics: `CGAffineTransform` and `CGColor` are seen through it (and SwiftUI).
@_exported import CoreGraphics
// Apple's UIKit imports UserNotifications in its public headers (`UNNotificationResponse+UIKitAdditions.h`)
// and exports what it imports, so a file that imports only SwiftUI or UIKit names `UNUserNotificationCenter`
// (Docs/SwiftUI/UIKit.md, "Notifications").
@_exported import UserNotifications
