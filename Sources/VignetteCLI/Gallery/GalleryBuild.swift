import Foundation
import Vignette
import VignetteCairo

/// Renders gallery entries in parallel and writes their PNGs, the contact sheet and
/// index.html. The bytes and the file list are the same for any number of jobs.
package enum GalleryBuild {
    /// The whole gallery of `widgets` on one device into `folder` (what `vignette gallery`
    /// writes), quietly; the number of images. For the benchmark and tests, which pass a fresh
    /// font library to start cold, as a new `vignette` process does (engines over one library
    /// share their measurements).
    /// Returns the number of images and the seconds spent on them and on the contact sheet.
    package static func write(widgets: [WidgetDefinition], device: Device, os: OSVersion, scale: CGFloat?,
                              to folder: URL, jobs: Int, fonts: FontLibrary? = nil
    ) throws -> (images: Int, imageSeconds: Double, sheetSeconds: Double) {
        let entries = GalleryEntry.all(widgets: widgets, device: device, os: os, scale: scale)
        let seconds = try write(entries, title: "Vignette gallery · \(device.name) · \(os.rawValue)", to: folder, jobs: jobs,
                                fonts: fonts, progress: { _ in })
        return (entries.count, seconds.images, seconds.sheet)
    }

    /// `jobs` workers render and write the entries (`WorkerPool`); the calling thread is one
    /// of them and then draws the contact sheet from every entry's display list.
    @discardableResult
    static func write(_ entries: [GalleryEntry], title: String, to folder: URL, jobs: Int, fonts: FontLibrary? = nil,
                      progress: @escaping @Sendable (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }
    ) throws -> (images: Double, sheet: Double) {
        let started = Date()
        let workers = try (0..<max(1, min(jobs, entries.count + 1))).map { _ in try Toolkit(fonts: fonts) }
        // First every layout (quick), so the contact sheet can be composed; then the sheet,
        // one big image, is composed and painted on one worker while the others paint the
        // widgets (nothing runs on one thread alone in between).
        let lists = try WorkerPool.map(count: entries.count, states: workers) { toolkit, index in
            let entry = entries[index]
            let prepared = try entry.widget.prepare(entry.spec, textEngine: toolkit.textEngine, resources: toolkit.resources)
            return (prepared.displayList, prepared.pixelScale)
        }
        var rendered = entries
        for index in rendered.indices { rendered[index].displayList = lists[index].0 }
        let composed = rendered
        let done = Counter()
        var sheetSeconds = 0.0
        let times = try WorkerPool.map(count: entries.count + 1, states: workers) { toolkit, index -> Double in
            let begun = Date()
            if index == 0 {
                let sheet = ContactSheet.displayList(composed, title: title, textEngine: toolkit.textEngine)
                try Output.write(try toolkit.encode(sheet, scale: 1, format: .png), to: folder.appendingPathComponent("contact-sheet.png"))
            } else {
                let entry = entries[index - 1], (list, scale) = lists[index - 1]
                try Output.write(try toolkit.encode(list, scale: scale, format: .png), to: folder.appendingPathComponent(entry.fileName))
                progress("[\(done.increment())/\(entries.count)] \(entry.fileName)\n")
            }
            return Date().timeIntervalSince(begun)
        }
        sheetSeconds = times[0]
        try Output.write(Data(GalleryPage.html(rendered, title: title).utf8), to: folder.appendingPathComponent("index.html"))
        return (Date().timeIntervalSince(started) - sheetSeconds, sheetSeconds)
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
