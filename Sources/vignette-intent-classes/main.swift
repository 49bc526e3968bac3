import VignetteGeneratedSource
import VignetteIntentDefinition

// vignette-intent-classes OUTPUT DEFINITION…: writes the intent classes Xcode would generate from
// the `.intentdefinition` files (the VignetteIntentClasses build-tool plugin runs it;
// Docs/SwiftUI/SiriKitIntents.md).
GeneratedSourceTool.run(usage: "vignette-intent-classes OUTPUT.swift [FILE.intentdefinition …]") { inputs in
    IntentClassesSource.source(for: try inputs.map { try IntentDefinition(contentsOf: $0) })
}
