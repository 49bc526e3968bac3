// What Apple's Foundation has and Foundation on Linux lacks, for widget code that uses it
// (Docs/SwiftUI.md): the modules of VignetteSwiftUI re-export this with Foundation itself.
@_exported import Foundation
// Apple's Foundation has URLSession; on Linux it is in FoundationNetworking (Docs/SwiftUI.md §5).
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
