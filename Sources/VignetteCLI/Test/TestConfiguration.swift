import Foundation
import Vignette

/// What `vignette test` renders, read from the package's checked-in `vignette.json`:
/// devices, OS versions, families, looks, locales and Dynamic Type sizes, for every widget
/// (top level) or for one (`"widgets": {"StepsWidget": {…}}`). A key left out keeps the
/// default: the widget's own families, light and dark, the default device, iOS 26, en-US, large.
package struct TestConfiguration: Equatable {
    /// One level of settings; nil is "not given here".
    struct Matrix: Equatable {
        var devices: [String]?
        var os: [OSVersion]?
        var families: [WidgetFamily]?
        var appearances: [Appearance]?
        var locales: [String]?
        var dynamicTypeSizes: [DynamicTypeSize]?

        /// `self` with every key `other` gives replaced.
        func overridden(by other: Matrix?) -> Matrix {
            guard let other else { return self }
            return Matrix(
                devices: other.devices ?? devices, os: other.os ?? os, families: other.families ?? families,
                appearances: other.appearances ?? appearances, locales: other.locales ?? locales,
                dynamicTypeSizes: other.dynamicTypeSizes ?? dynamicTypeSizes)
        }
    }

    package static let fileName = "vignette.json"
    static let matrixKeys = ["devices", "os", "families", "appearances", "locales", "dynamicTypeSizes"]

    var all = Matrix()
    var widgets: [String: Matrix] = [:]

    /// The settings of `widget`: its own over the top level's.
    func matrix(for widget: String) -> Matrix { all.overridden(by: widgets[widget]) }

    /// The configuration in `folder/vignette.json`; the defaults when there is no such file.
    ///
    /// - Throws: `VignetteError.invalidValue` naming the file, the key and the valid values.
    static func load(folder: URL) throws -> TestConfiguration {
        let url = folder.appendingPathComponent(fileName)
        guard FileManager.default.fileExists(atPath: url.path) else { return TestConfiguration() }
        let file = url.path
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
        } catch {
            throw VignetteError.invalidValue(
                name: file, value: "its contents", expected: "a JSON object (\(VignetteError.reason(for: error)))")
        }
        guard let root = object as? [String: Any] else {
            throw VignetteError.invalidValue(name: file, value: "its contents", expected: "a JSON object")
        }
        var configuration = TestConfiguration()
        configuration.all = try matrix(root, file: file, path: "", extraKeys: ["widgets"])
        if let widgets = root["widgets"] {
            guard let table = widgets as? [String: Any] else {
                throw VignetteError.invalidValue(
                    name: "\(file): widgets", value: "\(widgets)", expected: "an object of widget names")
            }
            for (name, value) in table {
                guard let settings = value as? [String: Any] else {
                    throw VignetteError.invalidValue(
                        name: "\(file): widgets.\(name)", value: "\(value)",
                        expected: "an object with keys \(matrixKeys.joined(separator: ", "))")
                }
                configuration.widgets[name] = try matrix(settings, file: file, path: "widgets.\(name).", extraKeys: [])
            }
        }
        return configuration
    }

    private static func matrix(
        _ object: [String: Any], file: String, path: String, extraKeys: [String]
    ) throws -> Matrix {
        let valid = matrixKeys + extraKeys
        for key in object.keys.sorted() where !valid.contains(key) {
            throw VignetteError.invalidValue(
                name: "\(file): \(path)\(key)", value: key, expected: "one of the keys \(valid.joined(separator: ", "))"
            )
        }
        func list<T>(_ key: String, _ parse: (String) -> T?, known: [String]) throws -> [T]? {
            guard let value = object[key] else { return nil }
            guard let texts = value as? [String], !texts.isEmpty else {
                throw VignetteError.invalidValue(
                    name: "\(file): \(path)\(key)", value: "\(value)",
                    expected: "a non-empty list of strings from \(known.joined(separator: ", "))")
            }
            return try texts.map { text in
                guard let parsed = parse(text) else {
                    throw VignetteError.invalidValue(
                        name: "\(file): \(path)\(key)", value: text, expected: "one of \(known.joined(separator: ", "))"
                    )
                }
                return parsed
            }
        }
        let catalog = DeviceCatalog.standard
        return Matrix(
            devices: try list("devices", { (try? catalog.device(id: $0))?.id }, known: catalog.ids),
            os: try list("os", OSVersion.init(rawValue:), known: OSVersion.allCases.map(\.rawValue)),
            families: try list("families", WidgetFamily.init(rawValue:), known: WidgetFamily.allCases.map(\.rawValue)),
            appearances: try list(
                "appearances", Appearance.init(rawValue:), known: Appearance.allCases.map(\.rawValue)),
            locales: try list(
                "locales", { (try? LocaleNames.locale($0)) != nil ? $0 : nil },
                known: ["a locale such as en-US, ar, he-IL, en-XA"]),
            dynamicTypeSizes: try list(
                "dynamicTypeSizes", { try? DynamicTypeSize.parse($0) },
                known: DynamicTypeSize.allCases.map(\.rawValue)))
    }
}
