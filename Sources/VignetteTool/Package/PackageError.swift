/// What went wrong with `--package`: each message names the package and what to do.
import VignetteCLI
enum PackageError: Error, Equatable, CustomStringConvertible {
    /// No Package.swift in the folder.
    case notAPackage(path: String)
    /// `swift package describe` failed (the manifest does not compile, a dependency is missing).
    case unreadableManifest(path: String, output: String)
    /// No executable target depends on VignetteSwiftUI.
    case noWidgetTarget(path: String, executables: [String])
    /// Several do, and `--target` did not choose.
    case severalWidgetTargets(path: String, targets: [String])
    /// `--target` names no executable target.
    case unknownTarget(path: String, given: String, known: [String])
    /// The package does not compile: the compiler's errors, with file and line.
    case buildFailed(path: String, status: Int32, errors: [String])
    /// A program could not be started at all.
    case cannotRun(program: String, reason: String)
    /// The widget executable failed: its own error message, or how it ended.
    case widgetsFailed(product: String, command: String, message: String)
    /// The widget executable was killed by a signal (a trap in a provider or a view).
    case widgetsCrashed(product: String, command: String, signal: Int32, lastLines: String)

    var description: String {
        switch self {
        case .notAPackage(let path):
            return "\(path) is not a Swift package (no Package.swift); give --package the folder of your widget package"
        case .unreadableManifest(let path, let output):
            return "cannot read the package at \(path) (swift package describe failed):\n\(output)"
        case .noWidgetTarget(let path, let executables):
            let found =
                executables.isEmpty
                ? "it has no executable target" : "its executable targets are \(executables.joined(separator: ", "))"
            return "the package at \(path) has no executable target that depends on VignetteSwiftUI (\(found)); "
                + "the target holding your @main WidgetBundle needs .product(name: \"VignetteSwiftUI\", …) (Docs/SwiftUI.md §7)"
        case .severalWidgetTargets(let path, let targets):
            return
                "the package at \(path) has several widget targets (\(targets.joined(separator: ", "))); choose one with --target"
        case .unknownTarget(let path, let given, let known):
            return "the package at \(path) has no executable target '\(given)'; its executable targets: "
                + (known.isEmpty ? "none" : known.joined(separator: ", "))
        case .buildFailed(let path, let status, let errors):
            return "the package at \(path) does not compile (swift build exited with \(status)):\n"
                + errors.joined(separator: "\n") + Self.frameworksHint(errors)
        case .cannotRun(let program, let reason):
            return "cannot run \(program): \(reason)"
        case .widgetsFailed(_, _, let message):
            return message
        case .widgetsCrashed(let product, let command, let signal, let lastLines):
            return "\(product) crashed (signal \(signal)) running '\(command)': a provider or view trapped; "
                + "nothing was written" + (lastLines.isEmpty ? "" : ". Its last output:\n\(lastLines)")
        }
    }

    /// The modules of the `VignetteFrameworks` product (Package.swift), which a widget target adds itself.
    static let frameworkModules: Set<String> = [
        "CloudKit", "Security", "UserNotifications", "SwiftData", "TipKit", "HealthKit", "EventKit", "CoreData",
        "CoreLocation", "MapKit", "CoreMotion", "AlarmKit", "ManagedSettings", "FamilyControls",
        "UniformTypeIdentifiers", "Network", "CryptoKit", "DeviceActivity", "StoreKit", "WeatherKit", "ImageIO",
        "WatchConnectivity",
    ]

    /// How to add the product, when the errors say one of its modules is missing.
    static func frameworksHint(_ errors: [String]) -> String {
        let missing = Set(
            errors.compactMap { line -> String? in
                guard let range = line.range(of: "no such module '") else { return nil }
                let name = line[range.upperBound...].prefix { $0 != "'" }
                return frameworkModules.contains(String(name)) ? String(name) : nil
            }
        ).sorted()
        guard !missing.isEmpty else { return "" }
        return "\n\(missing.joined(separator: ", ")) \(missing.count == 1 ? "is" : "are") in Vignette's product "
            + "VignetteFrameworks: add .product(name: \"VignetteFrameworks\", package: \"vignette\", "
            + "condition: .when(platforms: [.linux])) to the widget target's dependencies, with the package name its "
            + "VignetteSwiftUI line uses (README, step 1)"
    }
}
