import ArgumentParser
import Foundation
import Vignette

/// Where a widget is shown: `--device`, `--os` and `--scale`, shared by the commands that render.
struct DeviceOptions: ParsableArguments {
    @Option(help: "Device id (see 'vignette devices'). Default: \(DeviceCatalog.defaultDeviceID).")
    var device: String?

    @Option(help: "ios18 or ios26: which widget sizes and system colours to use.")
    var os: String = OSVersion.default.rawValue

    @Option(help: "Pixels per point, 1 to 4. Default: the device's scale.")
    var scale: Double?

    /// The options as values, or the error that names the bad one.
    func resolve() throws -> (device: Device, os: OSVersion, scale: CGFloat?) {
        (try Names.device(device), try Names.os(os), try Names.scale(scale))
    }
}
