import Foundation
import Testing
@testable import Vignette

/// CLDR's cardinal plural rules (Docs/Languages.md §3). The expected categories are CLDR's
/// own examples (plurals.xml `@integer`/`@decimal` samples); the whole table was also checked
/// against ICU 72's `uplrules_select` for 0…220 and a million.
@Suite struct PluralRulesTests {
    func categories(_ language: String, _ numbers: [Int64]) -> [PluralCategory] {
        let rules = PluralRules(Locale(identifier: language))
        return numbers.map { rules.category(PluralOperands($0)) }
    }

    @Test func arabicHasAllSixCategories() {
        #expect(
            categories("ar", [0, 1, 2, 3, 10, 11, 99, 100, 102, 103, 111]) == [
                .zero, .one, .two, .few, .few, .many, .many, .other, .other, .few, .many,
            ])
    }

    @Test func russianCountsByTheLastDigits() {
        #expect(
            categories("ru", [1, 2, 4, 5, 11, 12, 21, 22, 25, 111, 1001]) == [
                .one, .few, .few, .many, .many, .many, .one, .few, .many, .many, .one,
            ])
    }

    @Test func polishHebrewFrenchAndJapanese() {
        #expect(categories("pl", [1, 2, 5, 12, 22, 102, 112]) == [.one, .few, .many, .many, .few, .few, .many])
        #expect(categories("he", [1, 2, 3, 20]) == [.one, .two, .other, .other])
        #expect(
            categories("fr", [0, 1, 2, 1_000_000, 2_000_000, 1_000_001]) == [.one, .one, .other, .many, .many, .other])
        #expect(categories("ja", [0, 1, 2]) == [.other, .other, .other])
        #expect(categories("pt-PT", [0, 1]) == [.other, .one])
        #expect(categories("pt-BR", [0, 1]) == [.one, .one])
    }

    @Test func visibleFractionDigitsCount() {
        let english = PluralRules(Locale(identifier: "en"))
        // "1 minute" but "1.0 minutes": v = 1 is not one in English.
        #expect(english.category(PluralOperands(decimal: "1")) == .one)
        #expect(english.category(PluralOperands(decimal: "1.0")) == .other)
        let czech = PluralRules(Locale(identifier: "cs"))
        #expect(czech.category(PluralOperands(decimal: "1.5")) == .many)
        let operands = PluralOperands(decimal: "-12.340")
        #expect(
            [
                operands.n, Double(operands.i), Double(operands.v), Double(operands.w), Double(operands.f),
                Double(operands.t),
            ]
                == [12.34, 12, 3, 2, 340, 34])
    }

    @Test func aLanguageTheTableLacksUsesTheRootRules() {
        #expect(categories("tlh", [0, 1, 2]) == [.other, .other, .other])
    }
}
