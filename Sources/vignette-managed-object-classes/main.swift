import VignetteCoreDataModel
import VignetteGeneratedSource

// vignette-managed-object-classes OUTPUT MODEL…: writes the NSManagedObject subclasses Xcode would
// generate from the Core Data models (`.xcdatamodeld`) given (the VignetteManagedObjectClasses build-tool
// plugin runs it; Docs/Compatibility.md, "Core Data's generated classes").
GeneratedSourceTool.run(usage: "vignette-managed-object-classes OUTPUT.swift [MODEL.xcdatamodeld …]") { inputs in
    ManagedObjectClassesSource.source(for: try inputs.map { try ManagedObjectModel(contentsOf: $0) })
}
