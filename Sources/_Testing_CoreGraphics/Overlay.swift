// Swift Testing's toolchain declares a cross-import overlay for Testing with CoreGraphics
// (Testing.swiftcrossimport/CoreGraphics.swiftoverlay names _Testing_CoreGraphics), so a test file that imports both —
// any test importing SwiftUI, which re-exports CoreGraphics here — asks for this module. On Linux the
// toolchain ships none; this empty one stands in (Docs/SwiftUI/UIKit.md).
enum _TestingCoreGraphicsOverlay {}
