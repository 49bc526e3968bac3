import Foundation

extension DeviceCatalog {
    /// Decodes a device table in the format `Scripts/make-devices-json.py --json` writes;
    /// `path` names it in error messages. `init(contentsOf:)` in VignetteCairo reads a file.
    ///
    /// - Throws: `VignetteError.invalidFile` when it is not a device table, and the errors of
    ///   `init(devices:)`.
    public init(json data: Data, path: String) throws {
        let entries: [DeviceEntry]
        do {
            entries = try JSONDecoder().decode([DeviceEntry].self, from: data)
        } catch let error as DecodingError {
            if let syntax = JSONSyntax.error(in: data, path: path) { throw syntax }
            throw VignetteError.invalidFile(path: path, location: error.jsonPath, reason: error.reason)
        }
        let devices = try entries.enumerated().map { position, entry in
            try entry.device(path: path, location: "[\(position)] (\(entry.id))")
        }
        try self.init(devices: devices)
    }
}

/// One entry of the device table, as written by `Scripts/make-devices-json.py`.
private struct DeviceEntry: Decodable {
    struct Size: Decodable {
        var width: Double
        var height: Double
    }

    /// OS raw value → (family raw value → size, or null when not offered), or null for the whole OS.
    typealias SizeTable = [String: [String: Size?]?]

    var id: String
    var name: String
    var platform: Device.Platform
    var screen: Size
    var scale: Double
    var displayCornerRadius: Double?
    var widgetSizes: SizeTable
    var homeScreenSizes: SizeTable?
    var source: String

    func device(path: String, location: String) throws -> Device {
        Device(
            id: id,
            name: name,
            platform: platform,
            screenSize: CGSize(width: screen.width, height: screen.height),
            scale: CGFloat(scale),
            displayCornerRadius: displayCornerRadius.map { CGFloat($0) },
            widgetSizes: try Self.sizes(widgetSizes, path: path, location: "\(location).widgetSizes"),
            homeScreenSizes: try Self.sizes(
                homeScreenSizes ?? [:], path: path, location: "\(location).homeScreenSizes"),
            source: source
        )
    }

    /// Turns the string-keyed JSON table into typed keys, dropping the nulls.
    static func sizes(_ table: SizeTable, path: String, location: String) throws -> [OSVersion: [WidgetFamily: CGSize]]
    {
        var result: [OSVersion: [WidgetFamily: CGSize]] = [:]
        for (osName, families) in table {
            guard let os = OSVersion(rawValue: osName) else {
                let known = OSVersion.allCases.map(\.rawValue).joined(separator: ", ")
                throw VignetteError.invalidFile(
                    path: path, location: location, reason: "unknown OS '\(osName)' (known: \(known))")
            }
            var sizes: [WidgetFamily: CGSize] = [:]
            for (familyName, size) in families ?? [:] {
                guard let family = WidgetFamily(rawValue: familyName) else {
                    let known = WidgetFamily.allCases.map(\.rawValue).joined(separator: ", ")
                    throw VignetteError.invalidFile(
                        path: path, location: "\(location).\(osName)",
                        reason: "unknown family '\(familyName)' (known: \(known))")
                }
                if let size { sizes[family] = CGSize(width: size.width, height: size.height) }
            }
            result[os] = sizes
        }
        return result
    }
}

extension DecodingError {
    /// Where in the JSON the error is, e.g. `[3].widgetSizes.ios26`.
    fileprivate var jsonPath: String {
        let path = context?.codingPath ?? []
        let text = path.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }.joined()
        return text.isEmpty ? "top level" : (text.hasPrefix(".") ? String(text.dropFirst()) : text)
    }

    fileprivate var reason: String { context?.debugDescription ?? "\(self)" }

    private var context: Context? {
        switch self {
        case .typeMismatch(_, let context), .valueNotFound(_, let context),
            .keyNotFound(_, let context), .dataCorrupted(let context):
            context
        @unknown default:
            nil
        }
    }
}
