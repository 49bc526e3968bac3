import FlyingFox
import Foundation
import Testing
@testable import VignettePreview

/// What a page hears on a save: the change, the new version, then each picture of the grid it
/// asked for last as soon as the picture is written (rendered without being asked again), then
/// `rendered`; the grid the page then asks for is that same render.
@Suite struct UpdateEventsTests {
    @Test func aSaveSendsEachPictureOfTheLastAskedGridAsItIsWritten() async throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "preview-events-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let work = scratch.appendingPathComponent("work")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let file = scratch.appendingPathComponent("card.json")
        func save(_ color: String) throws {
            try PreviewServerTests.tree.replacingOccurrences(of: "COLOR", with: color).replacingOccurrences(
                of: "WORD", with: "Hi"
            )
            .write(to: file, atomically: true, encoding: .utf8)
        }
        try save("#FF0000")
        let hub = UpdateHub()
        let (heard, listener) = AsyncStream<WSMessage>.makeStream()
        hub.add(UUID(), listener)
        let session = PreviewSession(
            source: .tree(file: file, lastGood: work.appendingPathComponent("card.json")), work: work, hub: hub)
        await session.refresh()
        let settings = try PreviewSettings(query: ["device": "iphone-16-pro-max"])
        let first = await session.grid(settings, lint: false)
        #expect(first.version == 1 && first.key == settings.key)

        try save("#0000FF")
        await session.refresh()
        var events: [PreviewEvent] = []
        for await message in heard {
            guard case .text(let text) = message else { continue }
            let event = try JSONDecoder().decode(PreviewEvent.self, from: Data(text.utf8))
            if event.version == 2 || event.kind == .changed && event.version == 1 { events.append(event) }
            if event.kind == .rendered && event.version == 2 { break }
        }
        let kinds = events.map(\.kind)
        let pictures = events.filter { $0.kind == .image }
        #expect(Array(kinds.prefix(2)) == [.changed, .updated] && kinds.last == .rendered, "\(kinds)")
        #expect(kinds.dropFirst(2).dropLast().allSatisfy { $0 == .image })
        #expect(pictures.allSatisfy { $0.key == settings.key })
        // Smallest family first, light first: the picture the page shows at the top comes first.
        #expect(
            pictures.first?.image
                == GridImage(
                    family: "systemSmall", appearance: "light",
                    url: "/images/renders/v2/\(settings.key)/card_systemSmall_iphone-16-pro-max_ios26_light@3x.png?v=2")
        )
        // The grid asked for now is that render: the same pictures, none rendered twice.
        let second = await session.grid(settings, lint: false)
        #expect(second.version == 2)
        #expect(Set(pictures.compactMap(\.image)) == Set(second.images) && pictures.count == second.images.count)
        // Stamped with the server's clock, in the order sent.
        let stamps = events.compactMap(\.ms)
        #expect(stamps.count == events.count && stamps == stamps.sorted())
    }
}
