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

    @Test func aFileWithNeitherIsNotRewritten() {
        #expect(IOSSourceReading.rewrite("import SwiftUI\n#if os(macOS)\n#endif\n") == nil)
        #expect(IOSSourceReading.rewrite("@NSManagedThing\nvar name: String?\n") == nil)
    }
}
