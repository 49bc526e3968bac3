import Testing
// The spellings widget code uses for Apple's logging, each a module here (Docs/SwiftUI/OSLog.md):
import os
import os.log
import os.signpost
// What README's `-import-module VignetteFoundation` flag imports into every file of a widget target.
import VignetteFoundation

/// `import os` and its submodules resolve, and bring `Logger` through VignetteFoundation's re-export.
@Suite struct OSModuleTests {
    @Test func osIsImportableInADependentTarget() {
        #if canImport(os) && canImport(os.log)
        let logger = Logger(subsystem: "com.example.widget", category: "provider")
        let message: OSLogMessage = "read \(3) items from \("group.example")"
        #expect(message.text == "read 3 items from <private>")
        logger.debug("os module test")
        #else
        Issue.record("canImport(os) is false in a target depending on the os module")
        #endif
    }
}
