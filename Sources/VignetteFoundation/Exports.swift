// What Apple's Foundation has and Foundation on Linux lacks, for widget code that uses it
// (Docs/SwiftUI.md): the modules of VignetteSwiftUI re-export this with Foundation itself.
@_exported import Foundation
// Apple's Foundation has URLSession; on Linux it is in FoundationNetworking (Docs/SwiftUI.md §5).
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
// `import os`/`import os.log` load a Clang module with no Swift in it (Sources/os): Logger and os_log
// reach such a file through this re-export (Docs/SwiftUI/OSLog.md).
@_exported import OSLog
// Apple's Foundation lets a file that imports only Foundation use `@Observable` (PerfectYellow/Some-Widgets'
// StockServices.swift builds in Xcode so): the toolchain's Observation, as SwiftUI re-exports it too.
@_exported import Observation
