import Foundation
import Vignette
import VignetteCairo
import VignettePNG

/// Renders gallery entries in parallel and writes their PNGs, the contact sheet and
/// index.html. The bytes and the file list are the same for any number of jobs.
package enum GalleryBuild {
    /// The whole gallery of `widgets` on one device into `folder` (what `vignette gallery`
    /// writes), quietly; the number of images. For the benchmark and tests, which pass a fresh
    /// font library to start cold, as a new `vignette` process does (engines over one library
    /// share their measurements).
    /// Returns the number of images and the seconds spent on them and on the contact sheet.
    package static func write(
        widgets: [WidgetDefinition], activities: [ActivityDefinition] = [], device: Device,
        os: OSVersion, scale: CGFloat?, to folder: URL, jobs: Int, fonts: FontLibrary? = nil
    ) throws -> (images: Int, imageSeconds: Double, sheetSeconds: Double) {
        let entries = GalleryEntry.all(widgets: widgets, activities: activities, device: device, os: os, scale: scale)
        let seconds = try write(
            entries, title: "Vignette gallery · \(device.name) · \(os.rawValue)", to: folder, jobs: jobs,
            fonts: fonts, progress: { _ in })
        return (entries.count, seconds.images, seconds.sheet)
    }

    /// `jobs` workers render and write the entries (`WorkerPool`). First every layout (quick),
    /// so the contact sheet can be composed; then one pool works through: composing the sheet,
    /// half the widgets' images, the sheet's strips, its encoding, the other half. Each sheet
    /// step finds the one before it done (or waits a moment for it), and the widgets around
    /// them keep every worker busy, so no step runs on one thread while others wait.
    @discardableResult
    static func write(
        _ entries: [GalleryEntry], title: String, to folder: URL, jobs: Int, fonts: FontLibrary? = nil,
        symbols: [String: SymbolTemplate] = [:], laidOut: ([DisplayList]) -> Void = { _ in },
        progress: @escaping @Sendable (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }
    ) throws -> (images: Double, sheet: Double) {
        let started = Date()
        // Each worker sets up its fonts on its own thread, when it takes its first item.
        let workers = (0..<max(1, min(jobs, entries.count + 1))).map { _ in LazyToolkit(fonts: fonts, symbols: symbols)
        }
        let lists = try WorkerPool.map(count: entries.count, states: workers) { worker, index in
            try entries[index].prepare(try worker.toolkit())
        }
        laidOut(lists.map(\.list))
        var rendered = entries
        for index in rendered.indices {
            rendered[index].displayList = lists[index].list
            // In the entries' order, whatever the number of workers.
            Console.warn(lists[index].overflows, in: String(entries[index].fileName.dropLast(".png".count)))
        }
        let composed = rendered
        let plan = GalleryPlan(widgets: entries.count, strips: ContactSheet.stripCount(entries))
        let sheet = SheetSteps(strips: plan.strips)
        let done = Counter()
        let times = try WorkerPool.map(count: plan.count, states: workers) { worker, index -> Double in
            let begun = Date()
            switch plan.step(index) {
            case .compose:
                try sheet.compose { try ContactSheet(composed, title: title, textEngine: worker.toolkit().textEngine) }
            case .strip(let strip):
                try sheet.paint(strip, with: try worker.toolkit().renderer)
            case .encode:
                try sheet.encode()
            case .write:
                try Output.write(try sheet.png(), to: folder.appendingPathComponent("contact-sheet.png"))
            case .widget(let item):
                let entry = entries[item], (list, scale, _) = lists[item]
                try Output.write(
                    try worker.toolkit().encode(list, scale: scale, format: .png),
                    to: folder.appendingPathComponent(entry.fileName))
                progress("[\(done.increment())/\(entries.count)] \(entry.fileName)\n")
                return 0
            }
            return Date().timeIntervalSince(begun)
        }
        let sheetSeconds = times.reduce(0, +)
        try Output.write(
            Data(GalleryPage.html(rendered, title: title).utf8), to: folder.appendingPathComponent("index.html"))
        return (Date().timeIntervalSince(started) - sheetSeconds, sheetSeconds)
    }
}

/// The order of the gallery's second pool: the sheet's composition first, then half the
/// widgets, the sheet's strips, its encoding (steps that share its bands between the workers),
/// a quarter of the widgets (so the last band is done), the sheet's file, the rest.
struct GalleryPlan {
    enum Step: Equatable { case compose, widget(Int), strip(Int), encode, write }

    /// Encoding steps: each compresses bands until none is left, so every worker can join in.
    static let encodeSteps = 4

    let widgets: Int, strips: Int
    var count: Int { widgets + strips + Self.encodeSteps + 2 }

    func step(_ index: Int) -> Step {
        let half = widgets / 2, quarter = (widgets - half) / 2
        var start = 1
        if index == 0 { return .compose }
        if index < start + half { return .widget(index - start) }
        start += half
        if index < start + strips { return .strip(index - start) }
        start += strips
        if index < start + Self.encodeSteps { return .encode }
        start += Self.encodeSteps
        if index < start + quarter { return .widget(half + index - start) }
        start += quarter
        if index == start { return .write }
        return .widget(half + quarter + index - start - 1)
    }
}

/// A worker's toolkit, made on first use by the worker's own thread (font maps are set up
/// in parallel rather than one after the other before any work starts).
private final class LazyToolkit {
    private let fonts: FontLibrary?
    private let symbols: [String: SymbolTemplate]
    private var made: Toolkit?

    init(fonts: FontLibrary?, symbols: [String: SymbolTemplate]) {
        self.fonts = fonts
        self.symbols = symbols
    }

    func toolkit() throws -> Toolkit {
        if let made { return made }
        let toolkit = try Toolkit(fonts: fonts, symbolTemplates: symbols)
        made = toolkit
        return toolkit
    }
}

/// The contact sheet's steps, in order across workers: composed once, its strips painted
/// into one canvas, then encoded a band at a time and written. A step waits for the ones it needs; after a failure the
/// later steps throw, so no sheet with a strip missing is written.
private final class SheetSteps: @unchecked Sendable {
    private let condition = NSCondition()
    private var sheet: ContactSheet?, canvas: BandedImage?
    private var remaining: Int
    private var segments: PNGSegments?
    private var nextBand = 0, bandsLeft = 0
    private var failed = false

    init(strips: Int) { remaining = strips }

    func compose(_ make: () throws -> ContactSheet) throws {
        do {
            let made = try make()
            guard made.strips.count == remaining else {
                throw VignetteError.backend(
                    operation: "composing the contact sheet",
                    reason: "\(made.strips.count) strips laid out, \(remaining) planned")
            }
            let image = try BandedImage(width: made.width, height: made.height, opaqueWhite: true)
            condition.withLock {
                (sheet, canvas) = (made, image)
                condition.broadcast()
            }
        } catch {
            condition.withLock {
                failed = true
                condition.broadcast()
            }
            throw error
        }
    }

    func paint(_ strip: Int, with renderer: CairoRenderer) throws {
        let ready: (ContactSheet, BandedImage) = try condition.withLock {
            while sheet == nil, !failed { condition.wait() }
            guard let sheet, let canvas, !failed else { throw Self.failure }
            return (sheet, canvas)
        }
        var painted = false
        defer {
            condition.withLock {
                remaining -= 1
                if !painted { failed = true }
                condition.broadcast()
            }
        }
        let (composed, image) = ready
        try image.paint(composed.strips[strip].list, rows: composed.strips[strip].rows, with: renderer)
        painted = true
    }

    /// Compresses bands of the painted sheet until none is left.
    func encode() throws {
        let bands: PNGSegments = try condition.withLock {
            while remaining > 0, !failed { condition.wait() }
            guard let canvas, !failed else { throw Self.failure }
            if segments == nil {
                do {
                    let made = try canvas.segments()
                    (segments, bandsLeft) = (made, made.count)
                } catch {
                    failed = true
                    condition.broadcast()
                    throw error
                }
            }
            return segments!
        }
        while let band = condition.withLock({ () -> Int? in
            guard nextBand < bands.count else { return nil }
            defer { nextBand += 1 }
            return nextBand
        }) {
            bands.compress(band)
            condition.withLock {
                bandsLeft -= 1
                condition.broadcast()
            }
        }
    }

    /// The sheet's PNG, once an `encode` step has begun and every band is compressed.
    func png() throws -> Data {
        let bands: PNGSegments = try condition.withLock {
            while segments == nil || bandsLeft > 0, !failed { condition.wait() }
            guard let segments, !failed else { throw Self.failure }
            return segments
        }
        return try bands.png()
    }

    private static let failure = VignetteError.backend(
        operation: "painting the contact sheet",
        reason: "an earlier step of the sheet failed")
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
