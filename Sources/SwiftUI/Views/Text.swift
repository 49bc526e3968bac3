import Foundation
import Vignette

/// Text in the environment's font and foreground style; lowers to the core's `words`.
///
/// A string literal is a `LocalizedStringKey`, so interpolated numbers are formatted as
/// SwiftUI formats them, in the render's locale (Docs/SwiftUI.md §4); `Text(verbatim:)`
/// and a `String` value are shown as they are. Texts joined with `+` are set as one text.
nonisolated public struct Text: View, PrimitiveView, Sendable {
    /// The core node in a locale: words, date words or joined words, in text modifiers only.
    let build: @Sendable (Locale) -> Node
    /// The Swift line that made the text, for lint (`Located.swift`); kept through text modifiers.
    package var origin: SourceOrigin?

    package init(build: @escaping @Sendable (Locale) -> Node) {
        self.build = build
    }

    package init(node: Node) {
        build = { _ in node }
    }

    /// A string shown as it is, never looked up or formatted.
    public init(verbatim content: String, fileID: String = #fileID, line: Int = #line) {
        self.init(node: .words(content))
        origin = SourceOrigin(fileID: fileID, line: line)
    }

    /// A string value shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S, fileID: String = #fileID, line: Int = #line) {
        self.init(node: .words(String(content)))
        origin = SourceOrigin(fileID: fileID, line: line)
    }

    /// A literal, looked up in string table `tableName` (`Localizable`) of the resources
    /// folders in the render's locale, with interpolations formatted as SwiftUI does; shown as
    /// written when the table has no translation (Docs/Languages.md §3). `bundle` is not read:
    /// the resources folders stand in for the app's bundle.
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil,
        fileID: String = #fileID, line: Int = #line
    ) {
        let table = tableName ?? "Localizable"
        self.init { locale in key.node(in: locale, table: AssetLibrary.current.strings(named: table)) }
        origin = SourceOrigin(fileID: fileID, line: line)
    }

    /// A resource (an intent's title, a parameter's value), looked up like a literal key.
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource, fileID: String = #fileID, line: Int = #line) {
        self.init(LocalizedStringKey(resource.key), fileID: fileID, line: line)
    }

    /// A date shown against the render clock in one of the date styles.
    public init(_ date: Date, style: DateStyle, fileID: String = #fileID, line: Int = #line) {
        self.init(node: .dateWords(date, style.core))
        origin = SourceOrigin(fileID: fileID, line: line)
    }

    /// A timer counting within `timerInterval` against the render clock, stopping at `pauseTime`
    /// (Docs/SwiftUI.md §4).
    public init(
        timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true,
        fileID: String = #fileID, line: Int = #line
    ) {
        self.init(
            node: .timerWords(
                TimerText(
                    interval: timerInterval, pauseTime: pauseTime,
                    countsDown: countsDown, showsHours: showsHours)))
        origin = SourceOrigin(fileID: fileID, line: line)
    }

    /// A value in a `FormatStyle`, e.g. `Text(0.25, format: .percent)`.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F, fileID: String = #fileID, line: Int = #line)
    where F.FormatOutput == String {
        self.init(node: .words(format.format(input)))
        origin = SourceOrigin(fileID: fileID, line: line)
    }

    /// Primitive: lowered by Vignette, not through a body.
    public var body: Never { primitiveBody() }

    package func lower(in environment: EnvironmentValues) -> Node {
        let node = build(environment.core.locale)
        return (environment.textCase.map { Self.cased(node, $0, environment.core.locale) } ?? node).located(origin)
    }

    /// The core node in `locale`.
    package func node(in locale: Locale) -> Node { build(locale) }

    /// The core node in the render's default locale, en_US.
    package var node: Node { build(EnvironmentValues().core.locale) }

    /// The text's characters without styling (dates as their style's name), for names and descriptions.
    package var plainString: String { Self.plain(node) }

    private static func plain(_ node: Node) -> String {
        switch node {
        case .words(let string): string
        case .dateWords(_, let style): "<\(style.rawValue)>"
        case .timerWords: "<timer>"
        case .joinedWords(let pieces): pieces.map(plain).joined()
        case .modified(let child, _): plain(child)
        default: ""
        }
    }

    /// The two texts set as one, each piece keeping its own font and colour.
    public static func + (lhs: Text, rhs: Text) -> Text {
        var joined = Text { lhs.build($0) + rhs.build($0) }
        joined.origin = lhs.origin ?? rhs.origin
        return joined
    }

    /// How `Text(_:style:)` shows a date against the render clock.
    public struct DateStyle: Hashable, Sendable {
        package let core: DateTextStyle
        /// The time of day: "9:50 AM".
        public static let time = DateStyle(core: .time)
        /// The date: "November 23, 2026".
        public static let date = DateStyle(core: .date)
        /// The distance from now, as widgets show it: "11 min, 14 sec".
        public static let relative = DateStyle(core: .relative)
        /// The distance from now in one unit with a sign, minus for the future: "-11 minutes".
        public static let offset = DateStyle(core: .offset)
        /// A count up or down: "12:05".
        public static let timer = DateStyle(core: .timer)
    }
}
