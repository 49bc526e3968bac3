import Foundation
import Vignette

/// What the page's pickers choose: one grid of families × appearances is rendered per setting.
struct PreviewSettings: Sendable, Hashable {
    var device = DeviceCatalog.defaultDeviceID
    var os = OSVersion.default
    var dynamicType = DynamicTypeSize.large
    var locale = "en-US"
    /// The tint picker's colour for the tinted looks (`--tint`): a system colour name or a hex colour.
    var tint: String?
    /// The render clock as `HH:MM` on the widget's first sample day (`--at`); nil: the first sample moment.
    var at: String?

    /// Reads the page's query; a bad value is an error naming the parameter and the choices.
    init(query: [String: String]) throws(PreviewError) {
        if let device = query["device"], !device.isEmpty {
            guard DeviceCatalog.standard.ids.contains(device) else {
                throw .badParameter(
                    name: "device", value: device, expected: DeviceCatalog.standard.ids.joined(separator: ", "))
            }
            self.device = device
        }
        if let os = query["os"], !os.isEmpty {
            guard let value = OSVersion(rawValue: os) else {
                throw .badParameter(
                    name: "os", value: os, expected: OSVersion.allCases.map(\.rawValue).joined(separator: ", "))
            }
            self.os = value
        }
        if let size = query["dynamicType"], !size.isEmpty {
            guard let value = DynamicTypeSize(rawValue: size) else {
                throw .badParameter(
                    name: "dynamicType", value: size,
                    expected: DynamicTypeSize.allCases.map(\.rawValue).joined(separator: ", "))
            }
            dynamicType = value
        }
        if let locale = query["locale"], !locale.isEmpty {
            guard locale.wholeMatch(of: /[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*/) != nil else {
                throw .badParameter(name: "locale", value: locale, expected: "a BCP 47 tag like en-US, de-DE or ar")
            }
            self.locale = locale
        }
        if let at = query["at"], !at.isEmpty {
            guard at.wholeMatch(of: /([01]\d|2[0-3]):[0-5]\d/) != nil else {
                throw .badParameter(name: "at", value: at, expected: "a time of day like 09:50")
            }
            self.at = at
        }
        if let tint = query["tint"], !tint.isEmpty {
            guard (try? WidgetTint(tint)) != nil else {
                throw .badParameter(
                    name: "tint", value: tint,
                    expected: WidgetTint.named.map(\.name).joined(separator: ", ") + ", or a hex colour such as #FF9230"
                )
            }
            self.tint = tint
        }
    }

    init() {}

    /// The `render` options for these settings.
    var renderArguments: [String] {
        ["--device", device, "--os", os.rawValue, "--dynamic-type", dynamicType.rawValue, "--locale", locale]
            + (at.map { ["--at", $0] } ?? []) + (tint.map { ["--tint", $0] } ?? [])
    }

    /// A file-name-safe key for the render cache and its folder.
    var key: String {
        [
            device, os.rawValue, dynamicType.rawValue, locale, at?.replacingOccurrences(of: ":", with: "") ?? "first",
            tint.map { "tint-" + $0.replacingOccurrences(of: "#", with: "") } ?? "blue",
        ]
        .joined(separator: "_")
    }
}

/// A request the preview cannot serve, with its HTTP status.
enum PreviewError: Error, Equatable, CustomStringConvertible {
    case badParameter(name: String, value: String, expected: String)
    case unknownSnapshot(String)
    case noSnapshotsFolder

    var description: String {
        switch self {
        case .badParameter(let name, let value, let expected): return "bad \(name) '\(value)': expected \(expected)"
        case .unknownSnapshot(let id): return "no failed snapshot '\(id)' in the snapshots folder"
        case .noSnapshotsFolder: return "no snapshots folder: start vignette preview with --snapshots DIR"
        }
    }
}
