// Apple's HealthKit is an Objective-C framework whose module imports Foundation and re-exports it, so a file
// that imports only HealthKit uses URL, Data, Date and DispatchQueue (archivable/package's Cloud.swift and
// walkday/app's Health.swift do, and build in Xcode): ours re-exports Foundation too (Docs/Compatibility.md).
@_exported import Foundation
