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

    /// `jobs` workers render and write the entries (`WorkerPool`). First every layout (quick),
    /// so the contact sheet can be composed; then the sheet's strips, its encoding and the
    /// widgets' images are shared out, so no step runs on one thread while others wait.
    @discardableResult
    static func write(_ entries: [GalleryEntry], title: String, to folder: URL, jobs: Int, fonts: FontLibrary? = nil,
                      progress: @escaping @Sendable (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }
    ) throws -> (images: Double, sheet: Double) {
        let started = Date()
        // Each worker sets up its fonts on its own thread, when it takes its first item.
        let workers = (0..<max(1, min(jobs, entries.count + 1))).map { _ in LazyToolkit(fonts: fonts) }
        let lists = try WorkerPool.map(count: entries.count, states: workers) { worker, index in
            let entry = entries[index]
            let toolkit = try worker.toolkit()
            let prepared = try entry.widget.prepare(entry.spec, textEngine: toolkit.textEngine, resources: toolkit.resources)
            return (prepared.displayList, prepared.pixelScale)
        }
        var rendered = entries
        for index in rendered.indices { rendered[index].displayList = lists[index].0 }
        let sheet = ContactSheet(rendered, title: title, textEngine: try workers[0].toolkit().textEngine)
        let canvas = try BandedImage(width: sheet.width, height: sheet.height, opaqueWhite: true)
        let painted = BandsPainted(count: sheet.strips.count)
        let strips = sheet.strips.count, encodeSheet = strips
        let done = Counter()
        let times = try WorkerPool.map(count: strips + 1 + entries.count, states: workers) { worker, index -> Double in
            let begun = Date()
            switch index {
            case ..<strips:
                try painted.paint { try canvas.paint(sheet.strips[index].list, rows: sheet.strips[index].rows, with: try worker.toolkit().renderer) }
            case encodeSheet:
                try painted.waitForAll()
                try Output.write(try canvas.png(), to: folder.appendingPathComponent("contact-sheet.png"))
            default:
                let entry = entries[index - strips - 1], (list, scale) = lists[index - strips - 1]
                try Output.write(try worker.toolkit().encode(list, scale: scale, format: .png),
                                 to: folder.appendingPathComponent(entry.fileName))
                progress("[\(done.increment())/\(entries.count)] \(entry.fileName)\n")
            }
            return Date().timeIntervalSince(begun)
        }
        let sheetSeconds = times[...encodeSheet].reduce(0, +)
        try Output.write(Data(GalleryPage.html(rendered, title: title).utf8), to: folder.appendingPathComponent("index.html"))
        return (Date().timeIntervalSince(started) - sheetSeconds, sheetSeconds)
    }
}

/// A worker's toolkit, made on first use by the worker's own thread (font maps are set up
/// in parallel rather than one after the other before any work starts).
private final class LazyToolkit {
    private let fonts: FontLibrary?
    private var made: Toolkit?

    init(fonts: FontLibrary?) { self.fonts = fonts }

    func toolkit() throws -> Toolkit {
        if let made { return made }
        let toolkit = try Toolkit(fonts: fonts)
        made = toolkit
        return toolkit
    }
}

/// Counts the sheet's painted strips, so its encoding starts only when all are painted and
/// never writes a sheet with a strip missing.
private final class BandsPainted: @unchecked Sendable {
    private let condition = NSCondition()
    private var remaining: Int
    private var failed = false

    init(count: Int) { remaining = count }

    func paint(_ body: () throws -> Void) throws {
        var succeeded = false
        defer {
            condition.withLock {
                remaining -= 1
                if !succeeded { failed = true }
                condition.broadcast()
            }
        }
        try body()
        succeeded = true
    }

    func waitForAll() throws {
        try condition.withLock {
            while remaining > 0 { condition.wait() }
            if failed { throw VignetteError.backend(operation: "painting the contact sheet", reason: "a strip failed") }
        }
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
