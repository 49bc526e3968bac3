import Foundation

/// Where JSON text breaks the grammar, for readers that decode with `JSONDecoder`
/// (sample data, device tables): Foundation on Linux says only "not valid JSON".
package enum JSONSyntax {
    /// The first syntax error in `data` as `VignetteError.invalidFile` naming `path`, its line
    /// and column; nil when the text is well-formed JSON.
    package static func error(in data: Data, path: String) -> VignetteError? {
        do {
            _ = try JSONParser.parse(data)
            return nil
        } catch let error as JSONSyntaxError {
            return .invalidFile(
                path: path, location: "line \(error.line), column \(error.column)", reason: error.reason)
        } catch {
            return nil
        }
    }
}
