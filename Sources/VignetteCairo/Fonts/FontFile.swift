import Foundation

/// A font file in the private font set, with the Debian package that ships it.
public struct FontFile: Hashable, Sendable, Codable {
    /// The file's absolute path.
    public var path: String
    /// The Debian package to install when the file is missing; nil for a user's own file.
    public var package: String?

    /// A font file; give `package` when a Debian package ships it.
    public init(path: String, package: String? = nil) {
        self.path = path
        self.package = package
    }
}
