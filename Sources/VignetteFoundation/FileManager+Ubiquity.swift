import Foundation

extension FileManager {
    /// The current user's iCloud Drive identity: nil, as Apple's is "when iCloud Drive Documents is
    /// currently unavailable" — there is no iCloud on Linux. The read is recorded ("iCloud Drive
    /// (FileManager.ubiquityIdentityToken)"), so a render says its provider asked. NetNewsWire's RSCore
    /// tests it for an iCloud account (Docs/Compatibility.md, tenth round).
    public var ubiquityIdentityToken: (any NSCoding & NSCopying & NSObjectProtocol)? {
        UnavailableFramework.record("iCloud Drive", "FileManager.ubiquityIdentityToken")
        return nil
    }
}
