import ArgumentParser
import Foundation
import Vignette

/// Where a widget is shown: `--device`, `--os` and `--scale`, shared by the commands that render.
struct DeviceOptions: ParsableArguments {
    @Option(about: "The device to render for.", whenAbsent: DeviceCatalog.defaultDeviceID)
    var device: DeviceChoice?

    @Option(about: "Which widget sizes and system colours to use.")
    var os: OSVersion = .default

    @Option(about: "Pixels per point.", whenAbsent: "the device's scale")
    var scale: Scale?

    /// The options as values; a device with no widget sizes on the OS chosen is an error
    /// that says which OS it has them on.
    func resolve() throws -> (device: Device, os: OSVersion, scale: CGFloat?) {
        let device = device?.device ?? DeviceCatalog.standard.defaultDevice
        try Self.check(device, on: os)
        return (device, os, scale?.value)
    }

    /// Throws `OptionError.deviceLacksOS` when `device` has no widget sizes on `os`.
    static func check(_ device: Device, on os: OSVersion) throws {
        let available = OSVersion.allCases.filter { !device.families(os: $0).isEmpty }
        guard available.contains(os) else {
            throw OptionError.deviceLacksOS(device: device.id, os: os, available: available)
        }
    }
}
