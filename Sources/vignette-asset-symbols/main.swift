import Foundation
import VignetteAssetCatalog

// vignette-asset-symbols OUTPUT CATALOGUE…: writes the asset symbols Xcode would generate for the
// catalogues (the VignetteAssetSymbols build-tool plugin runs it; Docs/SwiftUI/Assets.md).
let arguments = Array(CommandLine.arguments.dropFirst())
guard let output = arguments.first else {
    FileHandle.standardError.write(Data("usage: vignette-asset-symbols OUTPUT.swift [CATALOGUE.xcassets …]\n".utf8))
    exit(2)
}
let catalogues = arguments.dropFirst().map { AssetCatalogue(folder: URL(fileURLWithPath: $0)) }
do {
    let source = try AssetSymbolsSource.source(for: catalogues)
    let url = URL(fileURLWithPath: output)
    // Unchanged bytes are not rewritten, so the target is not recompiled for nothing.
    if (try? Data(contentsOf: url)) != Data(source.utf8) {
        try Data(source.utf8).write(to: url, options: .atomic)
    }
} catch {
    // One `file: message` line per problem, as the compiler's diagnostics read.
    for line in "\(error)".split(separator: "\n") {
        FileHandle.standardError.write(Data("error: \(line)\n".utf8))
    }
    exit(1)
}
