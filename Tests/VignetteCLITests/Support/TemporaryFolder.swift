import Foundation

/// A fresh empty folder for one test, under the system's temporary directory.
/// Call `remove()` when done (`defer { folder.remove() }`).
struct TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("vignette-cli-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    var path: String { url.path }

    /// The path of `name` inside the folder (not created).
    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    /// Writes `text` to `name` inside the folder and returns its path.
    func write(_ text: String, to name: String) throws -> String {
        let file = url.appendingPathComponent(name)
        try Data(text.utf8).write(to: file)
        return file.path
    }

    func remove() { try? FileManager.default.removeItem(at: url) }
}

/// The names of the entries in the folder at `path`, sorted; nil when there is no such folder.
func contents(of path: String) -> [String]? {
    (try? FileManager.default.contentsOfDirectory(atPath: path))?.sorted()
}

extension TemporaryFolder {
    /// A folder named `name` inside this one, created; removed with this one.
    func subfolder(_ name: String) throws -> TemporaryFolder {
        try TemporaryFolder(url: url.appendingPathComponent(name, isDirectory: true))
    }

    private init(url: URL) throws {
        self.url = url
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }
}
