// `Widget`, `WidgetBundle`, `WidgetConfiguration` and their builders are SwiftUI's, as on iOS
// (https://developer.apple.com/documentation/swiftui/widget); a file that imports only WidgetKit
// names them too, so WidgetKit re-exports these declarations (the same ones, not copies: no ambiguity
// in a file that imports both), and only these, as before they moved.
@_exported import protocol SwiftUI.Widget
@_exported import protocol SwiftUI.WidgetBundle
@_exported import protocol SwiftUI.WidgetConfiguration
@_exported import enum SwiftUI.WidgetBundleBuilder
@_exported import enum SwiftUI.WidgetConfigurationBuilder
