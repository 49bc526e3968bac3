import Foundation
import Vignette

/// Renders gallery entries in parallel and writes their PNGs, the contact sheet and
/// index.html. The bytes and the file list are the same for any number of jobs.
package enum GalleryBuild {
    /// The whole gallery of `widgets` on one device into `folder` (what `vignette gallery`
    /// writes), quietly; the number of images. For the benchmark and tests.
    package static func write(widgets: [WidgetDefinition], device: Device, os: OSVersion, scale: CGFloat?,
                              to folder: URL, jobs: Int) throws -> Int {
        let entries = GalleryEntry.all(widgets: widgets, device: device, os: os, scale: scale)
        try write(entries, title: "Vignette gallery · \(device.name) · \(os.rawValue)", to: folder, jobs: jobs, progress: { _ in })
        return entries.count
    }

    /// `jobs` workers render and write the entries (`WorkerPool`); the calling thread is one
    /// of them and then draws the contact sheet from every entry's display list.
    static func write(_ entries: [GalleryEntry], title: String, to folder: URL, jobs: Int,
                      progress: @escaping @Sendable (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }) throws {
        var toolkit = try Toolkit()
        let done = Counter()
        let lists = try WorkerPool.map(count: entries.count, jobs: jobs, first: &toolkit, makeState: { try Toolkit() }) { toolkit, index in
            let entry = entries[index]
            let prepared = try entry.widget.prepare(entry.spec, textEngine: toolkit.textEngine)
            try Output.write(try toolkit.encode(prepared.displayList, scale: prepared.pixelScale, format: .png),
                             to: folder.appendingPathComponent(entry.fileName))
            progress("[\(done.increment())/\(entries.count)] \(entry.fileName)\n")
            return prepared.displayList
        }
        var rendered = entries
        for index in rendered.indices { rendered[index].displayList = lists[index] }
        let sheet = ContactSheet.displayList(rendered, title: title, textEngine: toolkit.textEngine)
        try Output.write(try toolkit.encode(sheet, scale: 1, format: .png), to: folder.appendingPathComponent("contact-sheet.png"))
        try Output.write(Data(GalleryPage.html(rendered, title: title).utf8), to: folder.appendingPathComponent("index.html"))
    }
}

/// Counts finished items across workers, for the progress lines.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func increment() -> Int {
        lock.withLock {
            value += 1
            return value
        }
    }
}
