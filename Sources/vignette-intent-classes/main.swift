import Foundation
import VignetteIntentDefinition

// vignette-intent-classes OUTPUT DEFINITION…: writes the intent classes Xcode would generate from
// the `.intentdefinition` files (the VignetteIntentClasses build-tool plugin runs it;
// Docs/SwiftUI/SiriKitIntents.md).
let arguments = Array(CommandLine.arguments.dropFirst())
guard let output = arguments.first else {
    FileHandle.standardError.write(Data("usage: vignette-intent-classes OUTPUT.swift [FILE.intentdefinition …]\n".utf8))
    exit(2)
}
do {
    let definitions = try arguments.dropFirst().map { try IntentDefinition(contentsOf: URL(fileURLWithPath: $0)) }
    let (source, warnings) = IntentClassesSource.source(for: definitions)
    for warning in warnings {
        FileHandle.standardError.write(Data("warning: \(warning)\n".utf8))
    }
    let url = URL(fileURLWithPath: output)
    // Unchanged bytes are not rewritten, so the target is not recompiled for nothing.
    if (try? Data(contentsOf: url)) != Data(source.utf8) {
        try Data(source.utf8).write(to: url, options: .atomic)
    }
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(1)
}
