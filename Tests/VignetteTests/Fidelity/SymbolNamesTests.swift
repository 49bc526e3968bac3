import Foundation
import Testing
@testable import Vignette

/// Every SF Symbols name draws: its stand-in, a relative's, or the placeholder; names iOS does not
/// have still fail naming the nearest (Docs/Symbols.md, "Every name draws").
@Suite struct SymbolNamesTests {
    /// The iOS 17.2 table alone, without the newer names.
    static let ios17Names = Set(SFSymbolNames.packed.split(separator: "\n").map(String.init))

    let catalog = SymbolCatalog.standard

    @Test func theNameTableHoldsAppleSetAndEveryStandIn() {
        // 6,607 to iOS 17.2 and 2,601 newer (iOS 17.4 to 26: the whole SF Symbols 7 table).
        #expect(SFSymbolNames.all.count == 9208)
        #expect(SFSymbolNames.contains("lock") && SFSymbolNames.contains("arrow.counterclockwise"))
        #expect(!SFSymbolNames.contains("cloud.sun.fil"))
        #expect(catalog.names.filter { !SFSymbolNames.contains($0) } == [])
    }

    @Test func aNameWithoutItsOwnStandInDrawsItsRelative() {
        #expect(catalog.standInName(for: "lock") == "lock.fill")
        #expect(catalog.standInName(for: "calendar.badge.exclamationmark") == "calendar")
        #expect(catalog.standInName(for: "star.circle.fill") == "star.fill")
        #expect(catalog.glyph(named: "lock") == catalog.glyphs["lock.fill"])
        #expect(!catalog.drawsPlaceholder("lock"))
    }

    @Test func aNameWithNoRelativeDrawsThePlaceholder() throws {
        #expect(catalog.standInName(for: "arrow.counterclockwise") == nil)
        #expect(catalog.drawsPlaceholder("arrow.counterclockwise"))
        #expect(try catalog.requireGlyph(named: "arrow.counterclockwise") == SymbolCatalog.placeholder)
        // Of the 6,607 names to iOS 17.2, 218 have their own stand-in, 816 a relative's, 5,573 the
        // placeholder; of the 2,601 newer ones, 326 an older symbol's, 2,275 the placeholder.
        #expect(Self.ios17Names.filter { catalog.drawsPlaceholder($0) }.count == 5573)
        #expect(SFSymbolNames.all.filter { catalog.drawsPlaceholder($0) }.count == 7848)
        // A container word first is not a relative: `square.and.arrow.down` is not a square.
        #expect(catalog.drawsPlaceholder("square.and.arrow.down"))
    }

    @Test func namesSFSymbols6And7AddedDrawTheirOlderSymbol() throws {
        // FormulaOneForFree's iOS 18 name (Docs/Compatibility.md): the stand-in of `arrow.clockwise`.
        #expect(SFSymbolNames.contains("arrow.trianglehead.clockwise"))
        #expect(catalog.standInName(for: "arrow.trianglehead.clockwise") == "arrow.clockwise")
        #expect(try catalog.requireGlyph(named: "arrow.trianglehead.clockwise") == catalog.glyphs["arrow.clockwise"])
        // Apple's rename: `arrow.triangle.2.circlepath` became `arrow.trianglehead.2.clockwise.rotate.90`.
        #expect(catalog.standInName(for: "arrow.trianglehead.2.clockwise.rotate.90") == "arrow.triangle.2.circlepath")
        #expect(catalog.standInName(for: "arrow.trianglehead.counterclockwise.rotate.90") == "arrow.circlepath")
        #expect(catalog.standInName(for: "17.calendar") == "calendar")
        // A newer name without an older one is still a name iOS has: the placeholder, not an error.
        #expect(catalog.drawsPlaceholder("apple.intelligence"))
        // Every older name is in the iOS 17.2 table, so the mapping never leads to another newer name.
        #expect(SFSymbolNames.olderNames.count == 1407)
        #expect(SFSymbolNames.olderNames.values.filter { !Self.ios17Names.contains($0) } == [])
        // A misspelt newer name still fails naming the nearest.
        #expect(catalog.nearest(to: "arrow.trianglehead.clockwse", count: 1) == ["arrow.trianglehead.clockwise"])
    }

    @Test func namesAfterBaseballAreReadToTheEndOfTheAlphabet() throws {
        // Every name of the SF Symbols 7 table the iOS 17.2 one lacks (make-sf-symbol-names-newer.py's
        // count: 30 for iOS 17.4 and 17.6, 1,955 for iOS 18.x, 616 for iOS 26).
        #expect(SFSymbolNames.newer.count == 2601)
        #expect(SFSymbolNames.newerRelease == "iOS 26.0")
        #expect(SFSymbolNames.newer.last?.name == "zipper.page")
        // Apple's renames: `mic.fill` became `microphone.fill`, `doc.plaintext` `text.page`.
        #expect(SFSymbolNames.olderNames["microphone.fill"] == "mic.fill")
        #expect(catalog.standInName(for: "microphone.fill") == "mic.fill")
        #expect(SFSymbolNames.olderNames["text.page"] == "doc.plaintext")
        #expect(SFSymbolNames.olderNames["wand.and.sparkles"] == "wand.and.stars")
        // The nearest older symbol: without a badge (iOS 26's `wifi.badge.lock`, `xmark.circle.badge.airplane`)
        // or a decoration (iOS 26's `umbrella.circle.fill`, iOS 18's `house.slash.fill`).
        #expect(catalog.standInName(for: "wifi.badge.lock") == "wifi")
        #expect(catalog.standInName(for: "xmark.circle.badge.airplane") == "xmark.circle.fill")
        #expect(SFSymbolNames.olderNames["umbrella.circle.fill"] == "umbrella.fill")
        #expect(try catalog.requireGlyph(named: "umbrella.circle.fill") == catalog.glyphs["umbrella.fill"])
        #expect(catalog.standInName(for: "house.slash.fill") == "house.fill")
        // New symbols with no older one are names iOS has: the placeholder, never "unknown".
        for name in ["figure.run.treadmill", "widget.small", "lock.heart", "zipper.page"] {
            #expect(SFSymbolNames.contains(name) && catalog.drawsPlaceholder(name), "\(name)")
        }
        // Names from iOS 17.4 and 17.6, which the iOS 17.2 table lacked too.
        #expect(SFSymbolNames.contains("translate") && SFSymbolNames.contains("beats.pill"))
    }

    @Test func everyNameIOSHasResolves() {
        let failing = SFSymbolNames.all.filter { catalog.glyph(named: $0) == nil }
        #expect(failing.isEmpty)
    }

    @Test func aNameNoOneHasFailsNamingTheNearestSFSymbol() {
        #expect(
            throws: VignetteError.unknownName(
                kind: "symbol", given: "lok",
                known: catalog.nearest(to: "lok", count: 10))
        ) {
            try catalog.requireGlyph(named: "lok")
        }
        #expect(catalog.nearest(to: "lok", count: 3) == ["lock", "book", "clock"])
        #expect(catalog.nearest(to: "arrow.counterclockwis", count: 1) == ["arrow.counterclockwise"])
    }
}
