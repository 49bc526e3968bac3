import ArgumentParser
import Vignette

/// `--device`: a device id from the bundled catalog (`vignette devices` lists them).
struct DeviceChoice: OptionValue, Equatable {
    /// The device named.
    let device: Device

    init(_ device: Device) { self.device = device }

    init?(argument: String) {
        guard let choice = try? Self.parse(argument) else { return nil }
        self = choice
    }

    /// Ids are matched ignoring case; an unknown one lists the closest ids, not all of them.
    static func parse(_ text: String) throws -> DeviceChoice {
        let id = try OptionText.nonBlank(text, expected: example + " (see 'vignette devices')")
        let catalog = DeviceCatalog.standard
        guard catalog.ids.contains(id.lowercased()) else {
            throw OptionError.unknownDevice(given: id, known: catalog.ids)
        }
        return DeviceChoice(try catalog.device(id: id))
    }

    static var valueKind: String { "device id" }
    static var allValueStrings: [String] { DeviceCatalog.standard.ids }
    static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
    static var valuesSummary: String {
        "\(DeviceCatalog.standard.ids.count) device ids; 'vignette devices' lists them, tab completion offers them"
    }
    var defaultValueDescription: String { device.id }
}
