import Foundation

/// The devices Vignette knows, looked up by id.
///
/// `standard` is the table bundled with the package (`DeviceCatalog+Table.swift`, generated
/// by `Scripts/make-devices-json.py` from `Docs/Data/widget-sizes.json`): one entry per
/// iPhone and iPad model in that reference, plus the HIG's 360x780 iPhone row and the
/// iPad Display Zoom "More Space" screens.
public struct DeviceCatalog: Sendable {
    /// Every device, in table order: iPhones then iPads, grouped by screen in the order of
    /// the reference, each screen's devices in the order the reference names them.
    public let all: [Device]
    private let indexByID: [String: Int]

    /// The id of the device used when none is named: the largest current iPhone.
    public static let defaultDeviceID = "iphone-16-pro-max"

    /// The bundled table, decoded once on first use (compiled in: no file is read).
    public static let standard: DeviceCatalog = {
        do {
            return try DeviceCatalog(json: Data(bundledJSON.utf8), path: "DeviceCatalog+Table.swift")
        } catch let error as VignetteError {
            fatalError("The bundled device table is broken (a packaging bug): \(error.message)")
        } catch {
            fatalError("The bundled device table is broken (a packaging bug): \(error)")
        }
    }()

    /// A catalog of `devices`.
    ///
    /// - Throws: `VignetteError.invalidValue` when two devices share an id, when an id is not
    ///   lowercase kebab-case, or when the default device (`defaultDeviceID`) is missing.
    public init(devices: [Device]) throws {
        var index: [String: Int] = [:]
        for (position, device) in devices.enumerated() {
            guard Self.isValidID(device.id) else {
                throw VignetteError.invalidValue(
                    name: "device id", value: device.id, expected: "lowercase words joined by '-', e.g. iphone-16-pro")
            }
            guard index.updateValue(position, forKey: device.id) == nil else {
                throw VignetteError.invalidValue(name: "device id", value: device.id, expected: "an id used only once")
            }
        }
        guard index[Self.defaultDeviceID] != nil else {
            throw VignetteError.invalidValue(
                name: "device table", value: "\(devices.count) devices",
                expected: "one with id '\(Self.defaultDeviceID)'")
        }
        self.all = devices
        self.indexByID = index
    }

    /// Every id, in table order.
    public var ids: [String] { all.map(\.id) }

    /// The device with this id. Surrounding spaces and letter case are ignored.
    ///
    /// - Throws: `VignetteError.unknownName(kind: "device", …)`, whose message suggests the
    ///   nearest id ("did you mean 'iphone-16-pro-max'?") and lists the known ones.
    public func device(id: String) throws -> Device {
        let key = id.trimmingCharacters(in: .whitespaces).lowercased()
        guard let position = indexByID[key] else {
            throw VignetteError.unknownName(kind: "device", given: id, known: ids)
        }
        return all[position]
    }

    /// The device used when none is named: `iphone-16-pro-max`.
    public var defaultDevice: Device { all[indexByID[Self.defaultDeviceID]!] }

    /// The devices of one platform, in table order.
    public func devices(platform: Device.Platform) -> [Device] {
        all.filter { $0.platform == platform }
    }

    /// The iPhone-class device with the smallest screen area among those that offer
    /// `systemSmall` on `os`; ties go to the first in table order. Use it to check that text
    /// stays readable on the smallest screen (iOS 26: the 375x667 iPhone 6…SE class;
    /// iOS 18: the 320x568 iPhone 5 class). Nil only when no phone offers widgets on `os`.
    public func smallestPhone(os: OSVersion = .default) -> Device? {
        phones(offering: os).min { $0.screenArea < $1.screenArea }  // keeps the first of equals
    }

    /// The iPhone-class device with the largest screen area among those that offer
    /// `systemSmall` on `os`; ties go to the first in table order (`iphone-16-pro-max`).
    public func largestPhone(os: OSVersion = .default) -> Device? {
        phones(offering: os).max { $0.screenArea < $1.screenArea }  // keeps the first of equals
    }

    private func phones(offering os: OSVersion) -> [Device] {
        all.filter { $0.platform == .iPhone && $0.offers(.systemSmall, os: os) }
    }

    /// Lowercase ASCII letters and digits in words joined by single hyphens.
    static func isValidID(_ id: String) -> Bool {
        let words = id.split(separator: "-", omittingEmptySubsequences: false)
        return !id.isEmpty
            && words.allSatisfy { word in
                !word.isEmpty && word.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber) }
            }
    }
}
