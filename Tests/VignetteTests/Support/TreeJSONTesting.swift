import Foundation
@testable import Vignette

/// Decoding tree JSON in tests, and the message a user would see when it fails.
protocol TreeJSONTesting {}

extension TreeJSONTesting {
    static func decode(_ text: String) throws -> Node {
        try Node.decode(json: Data(text.utf8), path: "tree.json")
    }

    /// The error message for `text`, or nil when it decodes.
    static func message(_ text: String) -> String? {
        do {
            _ = try decode(text)
            return nil
        } catch let error as VignetteError {
            return error.message
        } catch {
            return "\(error)"
        }
    }
}
