import Combine

// Apple's Foundation names two of Combine's types itself (`public typealias Published =
// Combine.Published` and `ObservableObject`, listed under Foundation in Apple's documentation:
// https://developer.apple.com/documentation/foundation/observableobject), so a model file that
// imports only Foundation declares `class Model: ObservableObject { @Published var … }`. Linux's
// Foundation has neither; these are the same aliases, reached through VignetteFoundation (the
// README's `-import-module VignetteFoundation` flag). As on Apple's platforms, a file that also imports
// SwiftUI or Combine sees one type under both names, not two (Docs/SwiftUI/StateAndCombine.md).

/// Combine's `ObservableObject`, named by Foundation as Apple's Foundation names it.
public typealias ObservableObject = Combine.ObservableObject
/// Combine's `@Published`, named by Foundation as Apple's Foundation names it.
public typealias Published = Combine.Published
