// Swift Testing's toolchain declares a cross-import overlay for Testing with UIKit
// (Testing.swiftcrossimport/UIKit.swiftoverlay names _Testing_UIKit), so a test file that imports both —
// any test importing SwiftUI, which re-exports UIKit here — asks for this module. On Linux the
// toolchain ships none; this empty one stands in (Docs/SwiftUI/UIKit.md).
enum _TestingUIKitOverlay {}
