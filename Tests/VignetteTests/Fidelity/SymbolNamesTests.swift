import Foundation
import Testing
@testable import Vignette

/// Every SF Symbols name draws: its stand-in, a relative's, or the placeholder; names iOS does not
/// have still fail naming the nearest (Docs/Symbols.md, "Every name draws").
@Suite struct SymbolNamesTests {
    let catalog = SymbolCatalog.standard

    @Test func theNameTableHoldsAppleSetAndEveryStandIn() {
        #expect(SFSymbolNames.all.count == 6607)
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
        // Of the 6,607 names, 218 have their own stand-in, 816 a relative's, 5,573 the placeholder.
        #expect(SFSymbolNames.all.filter { catalog.drawsPlaceholder($0) }.count == 5573)
        // A container word first is not a relative: `square.and.arrow.down` is not a square.
        #expect(catalog.drawsPlaceholder("square.and.arrow.down"))
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
