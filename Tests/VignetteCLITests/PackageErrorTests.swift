import Testing
@testable import VignetteTool

/// A package that does not compile names its errors; when one is a missing `VignetteFrameworks`
/// module, the message says how to add that product (README, step 1).
@Suite struct PackageErrorTests {
    static func message(_ errors: [String]) -> String {
        PackageError.buildFailed(path: "MyWidgets", status: 1, errors: errors).description
    }

    @Test func aMissingFrameworkModuleNamesTheProductToAdd() {
        let message = Self.message([
            "MyWidgets/Sources/W/Provider.swift:2:8: error: no such module 'HealthKit'",
            "MyWidgets/Sources/W/Store.swift:1:8: error: no such module 'CoreData'",
        ])
        #expect(
            message.hasSuffix(
                "\nCoreData, HealthKit are in Vignette's product VignetteFrameworks: add .product(name: "
                    + "\"VignetteFrameworks\", package: \"vignette\", condition: .when(platforms: [.linux])) to the "
                    + "widget target's dependencies, with the package name its VignetteSwiftUI line uses (README, step 1)"
            ), "\(message)")
    }

    @Test func screenTimeModulesAreAmongThem() {
        // vamsibhagi/Thera-iOS' widget target, before its package adds the product (ninth round).
        let message = Self.message(["Thera/App/Models.swift:2:8: error: no such module 'FamilyControls'"])
        #expect(message.contains("\nFamilyControls is in Vignette's product VignetteFrameworks: add"), "\(message)")
        #expect(PackageError.frameworkModules.isSuperset(of: ["ManagedSettings", "FamilyControls"]))
    }

    @Test func typeIdentifiersAndNetworkAreAmongThem() {
        // NetNewsWire's RSWeb package, a target of the widget's package (tenth round).
        let message = Self.message(["RSWeb/NetworkMonitor.swift:9:8: error: no such module 'Network'"])
        #expect(message.contains("\nNetwork is in Vignette's product VignetteFrameworks: add"), "\(message)")
        #expect(PackageError.frameworkModules.isSuperset(of: ["UniformTypeIdentifiers", "Network"]))
    }

    @Test func everyModuleOfTheProductIsAmongThem() {
        // brianellis1997/Pomodoro's shared `WatchConnectivityManager.swift` (fourteenth round), and the product's
        // later modules (Package.swift's VignetteFrameworks).
        let message = Self.message([
            "Shared/WatchConnectivityManager.swift:2:8: error: no such module 'WatchConnectivity'"
        ])
        #expect(message.contains("\nWatchConnectivity is in Vignette's product VignetteFrameworks: add"), "\(message)")
        #expect(
            PackageError.frameworkModules.isSuperset(of: [
                "DeviceActivity", "StoreKit", "WeatherKit", "ImageIO", "WatchConnectivity",
            ]))
    }

    @Test func otherMissingModulesGetNoHint() {
        let errors = ["MyWidgets/Sources/W/Net.swift:1:8: error: no such module 'Alamofire'"]
        #expect(
            Self.message(errors)
                == "the package at MyWidgets does not compile (swift build exited with 1):\n" + errors[0])
    }
}
