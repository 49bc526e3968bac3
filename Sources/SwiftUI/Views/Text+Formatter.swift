import Foundation
import Vignette

extension Text {
    /// A value through a `Formatter` (a `NumberFormatter`, `DateFormatter`…), formatted once
    /// when the text is made; an empty string when the formatter cannot format it.
    public init<Subject: ReferenceConvertible>(
        _ subject: Subject, formatter: Formatter, fileID: String = #fileID, line: Int = #line
    ) {
        self.init(node: .words(formatter.string(for: subject) ?? ""))
        origin = SourceOrigin(fileID: fileID, line: line)
    }

    /// An object through a `Formatter` (`Text(NSNumber(value: 90), formatter: f)`), Apple's
    /// `init(_:formatter:) where Subject: NSObject`: the formatter receives the object itself.
    public init<Subject: NSObject>(
        _ subject: Subject, formatter: Formatter, fileID: String = #fileID, line: Int = #line
    ) {
        self.init(node: .words(formatter.string(for: subject) ?? ""))
        origin = SourceOrigin(fileID: fileID, line: line)
    }

    /// A date through a `Formatter`. Apple's `Date` is `ReferenceConvertible`; Foundation on
    /// Linux does not declare it, so dates get their own initializer.
    public init(_ subject: Date, formatter: Formatter, fileID: String = #fileID, line: Int = #line) {
        self.init(node: .words(formatter.string(for: subject) ?? ""))
        origin = SourceOrigin(fileID: fileID, line: line)
    }
}
