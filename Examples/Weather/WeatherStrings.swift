import Foundation
import Vignette

/// The weather widget's words in German and Arabic: `Data/Weather.xcstrings`, an Xcode
/// string catalogue read once (Docs/Languages.md §3).
enum WeatherStrings {
    static let cached: Result<StringTable, VignetteError> = Result { () throws(VignetteError) in
        guard let url = Bundle.module.url(forResource: "Weather", withExtension: "xcstrings", subdirectory: "Data")
        else {
            throw VignetteError.unreadableFile(path: "Data/Weather.xcstrings", reason: "not in the examples' bundle")
        }
        do {
            return try StringTable(catalogue: try Data(contentsOf: url), file: url.path)
        } catch let error as VignetteError {
            throw error
        } catch {
            throw VignetteError.unreadableFile(path: url.path, reason: VignetteError.reason(for: error))
        }
    }
}
