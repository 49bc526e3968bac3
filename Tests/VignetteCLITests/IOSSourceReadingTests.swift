import Testing
@testable import VignetteTool

/// The iOS reading of a Swift file (`IOSSourceReading`): the exact text, every line and column kept.
struct IOSSourceReadingTests {
    /// Each rewritten line has the original's length and line breaks.
    private func expectSameShape(_ original: String, _ rewritten: String) {
        let before = original.split(separator: "\n", omittingEmptySubsequences: false)
        let after = rewritten.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(before.map(\.utf8.count) == after.map(\.utf8.count))
    }

    @Test func osIOSIsTrueInIfAndElseif() throws {
        let source = """
            #if os(iOS)
            let a = 1
            #elseif os(watchOS)
            let a = 2
            #elseif os( iOS )
            let a = 3
            #endif
            """
        let rewritten = try #require(IOSSourceReading.rewrite(source))
        #expect(
            rewritten
                == [
                    "#if true   ",
                    "let a = 1",
                    "#elseif os(watchOS)",
                    "let a = 2",
                    "#elseif true     ",
                    "let a = 3",
                    "#endif",
                ].joined(separator: "\n"))
        expectSameShape(source, rewritten)
    }

    @Test func otherPlatformsNegationsAndNestingKeepTheirMeaning() throws {
        let source = """
            #if os(iOS) || os(macOS)
              #if !os(iOS) && canImport(UIKit)
                #if os(Linux)
                import FoundationNetworking
                #endif
              #endif
            #endif
            """
        let rewritten = try #require(IOSSourceReading.rewrite(source))
        #expect(
            rewritten
                == [
                    "#if true    || os(macOS)",
                    "  #if !true    && canImport(UIKit)",
                    "    #if os(Linux)",
                    "    import FoundationNetworking",
                    "    #endif",
                    "  #endif",
                    "#endif",
                ].joined(separator: "\n"))
        expectSameShape(source, rewritten)
    }

    /// Swift reads a condition on past its line while it is open: after `||`, `&&` or `!`, or inside
    /// parentheses; a comment inside does not end it, and the next line of code is not read as one.
    @Test func aConditionWrittenOverSeveralLinesIsReadToItsEnd() throws {
        let source = """
            #if os(watchOS) ||
                os(iOS) // the phone
            let a = os(iOS)
            #elseif (canImport(UIKit) &&
                     os(iOS))
            let b = 2
            #endif
            #if DEBUG
            let c = os(iOS)
            #endif
            """
        let rewritten = try #require(IOSSourceReading.rewrite(source))
        #expect(
            rewritten
                == [
                    "#if os(watchOS) ||",
                    "    true    // the phone",
                    "let a = os(iOS)",
                    "#elseif (canImport(UIKit) &&",
                    "         true   )",
                    "let b = 2",
                    "#endif",
                    "#if DEBUG",
                    "let c = os(iOS)",
                    "#endif",
                ].joined(separator: "\n"))
        expectSameShape(source, rewritten)
    }

    @Test func commentsStringsAndCodeOutsideConditionsAreNotTouched() {
        let source = #"""
            // #if os(iOS) in a comment, @objc too
            /* #if os(iOS)
               /* nested */ @objc */
            let text = "#if os(iOS) @objc \("@objc" + "\(1)") os(iOS)"
            let raw = #"@objc "quoted" os(iOS) \(x)"#
            let multi = """
                #if os(iOS)
                @objc
                """
            let isPhone = os(iOS) // not a condition: the compiler says so, as on iOS
            let regex = #/@objc/#
            #if DEBUG // os(iOS)
            #endif
            """#
        #expect(IOSSourceReading.rewrite(source) == nil)
    }

    @Test func objcAttributesBecomeSpaces() throws {
        let source = """
            @objc(Category) public class Category: NSManagedObject {}
            @objcMembers final class Store: NSObject {
                @objc public static var blossom: UIColor { .red }
                @objc dynamic var count = 0
                @objcFancy var other = 1
            }
            let name = "@objc" // @objc
            """
        let rewritten = try #require(IOSSourceReading.rewrite(source))
        #expect(
            rewritten
                == [
                    "                public class Category: NSManagedObject {}",
                    "             final class Store: NSObject {",
                    "          public static var blossom: UIColor { .red }",
                    "          dynamic var count = 0",
                    "    @objcFancy var other = 1",
                    "}",
                    "let name = \"@objc\" // @objc",
                ].joined(separator: "\n"))
        expectSameShape(source, rewritten)
    }

    @Test func nsManagedBecomesCoreDatasMacroOfTheSameLength() throws {
        let source = """
            extension ListItem {
                @NSManaged public var count: String
                @NSManaged\tvar isStaple: Bool
                @NSManaged  public var name: String?
                @NSManagedThing var other = 1
                @NSManaged
                var unit: Unit?
                let note = "@NSManaged var" // @NSManaged var
            }
            """
        let rewritten = try #require(IOSSourceReading.rewrite(source))
        #expect(
            rewritten
                == [
                    "extension ListItem {",
                    "    @CDManaged public var count: String",
                    "    @CDManaged\tvar isStaple: Bool",
                    "    @CDManaged  public var name: String?",
                    "    @NSManagedThing var other = 1",
                    "    @CDManaged",
                    "    var unit: Unit?",
                    "    let note = \"@NSManaged var\" // @NSManaged var",
                    "}",
                ].joined(separator: "\n"))
        expectSameShape(source, rewritten)
    }

    @Test func aConditionAfterAnInterpolationWithQuotesIsStillFound() throws {
        let source = """
            let label = "a \\(values.map { "\\($0)" }.joined(separator: ")")) b"
            #if os(iOS)
            #endif
            """
        let rewritten = try #require(IOSSourceReading.rewrite(source))
        #expect(rewritten.contains("#if true   \n"))
        expectSameShape(source, rewritten)
    }

    @Test func multibyteTextKeepsByteColumns() throws {
        let source = "let ü = \"日本\"; @objc class A {}\n#if os(iOS) // ✍️\n#endif"
        let rewritten = try #require(IOSSourceReading.rewrite(source))
        #expect(rewritten == "let ü = \"日本\";       class A {}\n#if true    // ✍️\n#endif")
        expectSameShape(source, rewritten)
    }

    @Test func selectorExpressionsBecomeSelectorsOfTheSameLength() throws {
        let source = #"""
            center.addObserver(self, selector: #selector(Provider.update(_:)), name: nil, object: store)
            let sort = NSSortDescriptor(key: "code", ascending: true, selector: #selector(NSString.localizedStandardCompare))
            timer = Timer(timeInterval: 1, target: self, selector: #selector(fire), userInfo: nil, repeats: false)
            let a = #selector(getter: Store.count), b = #selector(setter:  Store.count)
            let c = #selector(getter:Store.count), d = #selector( getter :Store.count)
            let e = "#selector(x) \(#selector(y))" // #selector(z)
            let f = #selectorial(x); let g = #selector
            """#
        let rewritten = try #require(IOSSourceReading.rewrite(source))
        #expect(
            rewritten
                == [
                    "center.addObserver(self, selector:  Selector(Provider.update(_:)), name: nil, object: store)",
                    "let sort = NSSortDescriptor(key: \"code\", ascending: true, selector:  Selector(NSString.localizedStandardCompare))",
                    "timer = Timer(timeInterval: 1, target: self, selector:  Selector(fire), userInfo: nil, repeats: false)",
                    "let a =  Selector(getter:\\Store.count), b =  Selector(setter: \\Store.count)",
                    "let c = Selector(getter:\\Store.count), d = Selector( getter :\\Store.count)",
                    "let e = \"#selector(x) \\( Selector(y))\" // #selector(z)",
                    "let f = #selectorial(x); let g = #selector",
                ].joined(separator: "\n"))
        expectSameShape(source, rewritten)
        // The method reference keeps its column: `Provider` at 46 (1-based) before and after.
        let first = try #require(rewritten.split(separator: "\n").first)
        #expect(
            first.utf8.firstIndex(of: UInt8(ascii: "P")).map {
                first.utf8.distance(from: first.utf8.startIndex, to: $0)
            } == 45)
        // A getter whose backslash would need a line break moved is left for the compiler's error.
        #expect(IOSSourceReading.rewrite("let x = #selector(getter:\n Store.count)") == nil)
    }

    @Test func anExtensionOverridingNSObjectMembersAfterItsClassIsReadAsPartOfIt() throws {
        let source = """
            public class CalendarDate : NSObject {
                var year: Int!
            }

            // MARK: Comparable
            extension CalendarDate : Comparable {
                open override var description: String { "{\\(year!)}" }
                open override var hash: Int { year.hashValue }
            }
            extension CalendarDate {
                open override func isEqual(_ object: Any?) -> Bool { false }
            }
            """
        let rewritten = try #require(IOSSourceReading.rewrite(source))
        #expect(
            rewritten
                == [
                    "public class CalendarDate : NSObject {",
                    "    var year: Int!",
                    " ",
                    "",
                    "// MARK: Comparable",
                    "                                     ",
                    "    open override var description: String { \"{\\(year!)}\" }",
                    "    open override var hash: Int { year.hashValue }",
                    " ",
                    "                        ",
                    "    open override func isEqual(_ object: Any?) -> Bool { false }",
                    "}",
                    "// Added by Vignette's iOS reading: the merged extensions' conformances.",
                    "extension CalendarDate : Comparable {}",
                    "",
                ].joined(separator: "\n"))
        // The file's own lines keep their length; the conformance is added after them.
        expectSameShape(source, rewritten.components(separatedBy: "\n// Added by Vignette")[0])
    }

    @Test func extensionsThatCannotBeMergedAreLeftAsTheyAre() {
        // Modifiers (which set the members' access), a `where` clause, a declaration between, no override.
        let sources = [
            "class A: NSObject {}\npublic extension A { override var hash: Int { 1 } }",
            "class A<T>: NSObject {}\nextension A where T == Int { override var hash: Int { 1 } }",
            "class A: NSObject {}\nlet x = 1\nextension A { override var hash: Int { 1 } }",
            "class A: NSObject {}\nextension A { var hash2: Int { 1 } } // override",
            "class A: NSObject {}\nextension B { override var hash: Int { 1 } }",
            "struct S { class A: NSObject {}\nextension A { override var hash: Int { 1 } } }",
        ]
        for source in sources { #expect(IOSSourceReading.rewrite(source) == nil, "\(source)") }
    }

    @Test func aFileWithNeitherIsNotRewritten() {
        #expect(IOSSourceReading.rewrite("import SwiftUI\n#if os(macOS)\n#endif\n") == nil)
        #expect(IOSSourceReading.rewrite("@NSManagedThing\nvar name: String?\n") == nil)
        #expect(IOSSourceReading.rewrite("let s = \"#selector(a)\" // #selector(b)\n") == nil)
    }
}
