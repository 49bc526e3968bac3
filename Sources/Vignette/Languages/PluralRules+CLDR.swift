import Foundation

extension PluralRules {
    /// Cardinal plural rules from Unicode CLDR's plurals.xml (v45), for the languages iOS offers
    /// and their neighbours; conditions without the compact exponents `c`/`e`, which only
    /// compact numbers ("1.2M") use. Languages sharing rules are listed together.
    static let cldr: [String: [PluralCategory: String]] = {
        let millions = "i != 0 and i % 1000000 = 0 and v = 0"
        let slavicFew = "v = 0 and i % 10 = 2..4 and i % 100 != 12..14"
        let groups: [(languages: String, rules: [PluralCategory: String])] = [
            ("bm bo dz id ig ii in ja jv km ko lo ms my nqo sah ses sg su th to vi wo yo yue zh", [:]),
            ("am as bn doi fa gu hi kn pcm zu", [.one: "i = 0 or n = 1"]),
            ("ff hy kab", [.one: "i = 0,1"]),
            ("ak bho guw ln mg nso pa ti wa", [.one: "n = 0..1"]),
            (
                "af asa az bal bem bez bg brx ce cgg chr ckb dv ee el eo eu fo fur gsw ha haw hu jgo jmc ka kaj kcg kk kkj kl ks "
                    + "ksb ku ky lb lg mas mgo ml mn mr nah nb nd ne nn nnh no nr ny nyn om or os pap ps rm rof rwk saq sd sdh seh sn "
                    + "so sq ss ssy st syr ta te teo tig tk tn tr ts ug uz ve vo vun wae xh xog", [.one: "n = 1"]
            ),
            ("ast de en et fi fy gl ia io ji lij nl sc sv sw ur yi", [.one: "i = 1 and v = 0"]),
            ("da", [.one: "n = 1 or t != 0 and i = 0,1"]),
            ("is", [.one: "t = 0 and i % 10 = 1 and i % 100 != 11 or t % 10 = 1 and t % 100 != 11"]),
            ("si", [.one: "n = 0,1 or i = 0 and f = 1"]),
            ("fil tl", [.one: "v = 0 and i = 1,2,3 or v = 0 and i % 10 != 4,6,9 or v != 0 and f % 10 != 4,6,9"]),
            ("mk", [.one: "v = 0 and i % 10 = 1 and i % 100 != 11 or f % 10 = 1 and f % 100 != 11"]),
            ("fr", [.one: "i = 0,1", .many: millions]),
            ("pt", [.one: "i = 0..1", .many: millions]),
            ("ca it pt-PT vec", [.one: "i = 1 and v = 0", .many: millions]),
            ("es", [.one: "n = 1", .many: millions]),
            (
                "ru uk",
                [
                    .one: "v = 0 and i % 10 = 1 and i % 100 != 11", .few: slavicFew,
                    .many: "v = 0 and i % 10 = 0 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 11..14",
                ]
            ),
            (
                "be",
                [
                    .one: "n % 10 = 1 and n % 100 != 11", .few: "n % 10 = 2..4 and n % 100 != 12..14",
                    .many: "n % 10 = 0 or n % 10 = 5..9 or n % 100 = 11..14",
                ]
            ),
            (
                "pl",
                [
                    .one: "i = 1 and v = 0", .few: slavicFew,
                    .many:
                        "v = 0 and i != 1 and i % 10 = 0..1 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 12..14",
                ]
            ),
            ("cs sk", [.one: "i = 1 and v = 0", .few: "i = 2..4 and v = 0", .many: "v != 0"]),
            (
                "bs hr sh sr",
                [
                    .one: "v = 0 and i % 10 = 1 and i % 100 != 11 or f % 10 = 1 and f % 100 != 11",
                    .few: "v = 0 and i % 10 = 2..4 and i % 100 != 12..14 or f % 10 = 2..4 and f % 100 != 12..14",
                ]
            ),
            (
                "sl",
                [
                    .one: "v = 0 and i % 100 = 1", .two: "v = 0 and i % 100 = 2",
                    .few: "v = 0 and i % 100 = 3..4 or v != 0",
                ]
            ),
            (
                "lt",
                [
                    .one: "n % 10 = 1 and n % 100 != 11..19", .few: "n % 10 = 2..9 and n % 100 != 11..19",
                    .many: "f != 0",
                ]
            ),
            (
                "lv",
                [
                    .zero: "n % 10 = 0 or n % 100 = 11..19 or v = 2 and f % 100 = 11..19",
                    .one:
                        "n % 10 = 1 and n % 100 != 11 or v = 2 and f % 10 = 1 and f % 100 != 11 or v != 2 and f % 10 = 1",
                ]
            ),
            ("ro", [.one: "i = 1 and v = 0", .few: "v != 0 or n = 0 or n != 1 and n % 100 = 1..19"]),
            (
                "ar ars",
                [.zero: "n = 0", .one: "n = 1", .two: "n = 2", .few: "n % 100 = 3..10", .many: "n % 100 = 11..99"]
            ),
            ("he iw", [.one: "i = 1 and v = 0 or i = 0 and v != 0", .two: "i = 2 and v = 0"]),
            ("ga", [.one: "n = 1", .two: "n = 2", .few: "n = 3..6", .many: "n = 7..10"]),
            ("gd", [.one: "n = 1,11", .two: "n = 2,12", .few: "n = 3..10,13..19"]),
            ("cy", [.zero: "n = 0", .one: "n = 1", .two: "n = 2", .few: "n = 3", .many: "n = 6"]),
            ("mt", [.one: "n = 1", .two: "n = 2", .few: "n = 0 or n % 100 = 3..10", .many: "n % 100 = 11..19"]),
            (
                "dsb hsb",
                [
                    .one: "v = 0 and i % 100 = 1 or f % 100 = 1", .two: "v = 0 and i % 100 = 2 or f % 100 = 2",
                    .few: "v = 0 and i % 100 = 3..4 or f % 100 = 3..4",
                ]
            ),
        ]
        var table: [String: [PluralCategory: String]] = [:]
        for group in groups {
            for language in group.languages.split(separator: " ") { table[String(language)] = group.rules }
        }
        return table
    }()
}
