import Foundation

extension FileManager {
    /// The folder standing in for an app group's shared container, as Apple's
    /// `containerURL(forSecurityApplicationGroupIdentifier:)` returns it.
    ///
    /// Linux has no app groups: the container of `group.com.example.app` is the folder of that
    /// name under `$VIGNETTE_APP_GROUPS`, or under `AppGroups/` in the current folder
    /// (`vignette … --package DIR` sets it to `DIR/AppGroups`). Put the files your app would
    /// write there, and the widget reads them as on a device. The folder is created when first
    /// asked for; nil when it cannot be (Docs/SwiftUI.md, "App groups").
    public func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL? {
        let root =
            ProcessInfo.processInfo.environment["VIGNETTE_APP_GROUPS"].map { URL(fileURLWithPath: $0) }
            ?? URL(fileURLWithPath: currentDirectoryPath).appendingPathComponent("AppGroups")
        // A group id is one path component; anything else is not a group this process could have.
        guard !groupIdentifier.isEmpty, !groupIdentifier.contains("/"), groupIdentifier != ".", groupIdentifier != ".."
        else {
            return nil
        }
        let container = root.appendingPathComponent(groupIdentifier, isDirectory: true)
        do {
            try createDirectory(at: container, withIntermediateDirectories: true)
        } catch {
            return nil
        }
        return container
    }
}
