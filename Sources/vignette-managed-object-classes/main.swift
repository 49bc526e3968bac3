import Foundation
import VignetteCoreDataModel

// vignette-managed-object-classes OUTPUT MODEL…: writes the NSManagedObject subclasses Xcode would
// generate from the Core Data models (`.xcdatamodeld`) given (the VignetteManagedObjectClasses build-tool
// plugin runs it; Docs/Compatibility.md, "Core Data's generated classes").
let arguments = Array(CommandLine.arguments.dropFirst())
guard let output = arguments.first else {
    FileHandle.standardError.write(
        Data("usage: vignette-managed-object-classes OUTPUT.swift [MODEL.xcdatamodeld …]\n".utf8))
    exit(2)
}
do {
    let models = try arguments.dropFirst().map { try ManagedObjectModel(contentsOf: URL(fileURLWithPath: $0)) }
    let (source, warnings) = ManagedObjectClassesSource.source(for: models)
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
