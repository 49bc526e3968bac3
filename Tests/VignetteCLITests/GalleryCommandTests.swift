import Foundation
import Testing

/// `vignette gallery`: every family × appearance × moment of a widget, a contact sheet and a page.
@Suite struct GalleryCommandTests {
    @Test func writesImagesContactSheetAndAnIndexOfThem() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let out = folder.path("gallery")
        let printed = try vignette(["gallery", "--widget", "course-schedule", "--device", "iphone-13", "--out", out])
        let files = try #require(contents(of: out))
        let widgets = files.filter { $0.hasPrefix("course-schedule_") }
        #expect(Set(files) == Set(widgets + ["contact-sheet.png", "index.html"]))
        #expect(printed.hasPrefix("\(widgets.count) images, contact-sheet.png and index.html in \(out) ("))

        // Per sample moment: small in eight appearances (StandBy locked too), medium and large in five.
        let home = ["light", "dark", "tinted", "clearGlass", "tintedGlass"]
        let appearances = [
            "systemSmall": home + ["standBy", "standByNight", "standByLocked"],
            "systemMedium": home, "systemLarge": home,
        ]
        #expect(!widgets.isEmpty && widgets.count % 18 == 0)
        let moments = Set(
            widgets.map { $0.components(separatedBy: "@3x_").last!.replacingOccurrences(of: ".png", with: "") })
        #expect(moments.contains("in-class"))
        for moment in moments {
            for (family, names) in appearances {
                for appearance in names {
                    let name = "course-schedule_\(family)_iphone-13_ios26_\(appearance)@3x_\(moment).png"
                    #expect(files.contains(name), "missing \(name)")
                }
            }
        }

        // Each widget image has its §1b size; the sheet is bigger than any of them.
        let expected = ["systemSmall": (486, 486), "systemMedium": (1026, 486), "systemLarge": (1026, 1074)]
        var largest = (width: 0, height: 0)
        for name in widgets {
            let size = try #require(PNGImage.headerSize(try Data(contentsOf: URL(fileURLWithPath: out + "/" + name))))
            let family = name.split(separator: "_")[1]
            if name.contains("_standBy") {
                // StandBy enlarges the small widget to the screen's short side less 2 × 44 pt: (390 − 88) × 3.
                #expect(size == (906, 906), "\(name): \(size)")
            } else {
                #expect(expected[String(family)].map { $0 == (size.width, size.height) } == true, "\(name): \(size)")
            }
            largest = (max(largest.width, size.width), max(largest.height, size.height))
        }
        let sheet = try #require(
            PNGImage.headerSize(try Data(contentsOf: URL(fileURLWithPath: out + "/contact-sheet.png"))))
        #expect(sheet.width > largest.width && sheet.height > largest.height, "sheet \(sheet), largest \(largest)")

        // index.html shows every image written, and links only to files that exist.
        let html = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
        let referenced = references(in: html)
        #expect(Set(referenced.filter { $0.hasSuffix(".png") }) == Set(widgets + ["contact-sheet.png"]))
        #expect(referenced.allSatisfy(files.contains), "dangling: \(referenced.filter { !files.contains($0) })")
        #expect(Set(widgets).isSubset(of: Set(sources(in: html))), "every widget image is an <img>")
    }

    @Test func unknownWidgetWritesNothing() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let out = folder.path("gallery")
        let message = try #require(failure(["gallery", "--widget", "course-schedul", "--out", out]))
        #expect(
            message.hasPrefix(
                "unknown widget or Live Activity 'course-schedul'; did you mean 'course-schedule'? widgets: "))
        #expect(contents(of: out) == nil)
    }

    /// Every `src="…"` and `href="…"` value in `html`.
    func references(in html: String) -> [String] {
        attributes(["src", "href"], in: html)
    }

    func sources(in html: String) -> [String] {
        attributes(["src"], in: html)
    }

    private func attributes(_ names: [String], in html: String) -> [String] {
        names.flatMap { name in
            html.components(separatedBy: " \(name)=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        }
    }
}
