// Like Apple's, `import OSLog` gives Foundation too.
@_exported import Foundation
@_exported import VignetteFoundation

// Apple's unified logging, spelled as widget code uses it (`import OSLog` or `import os`):
// `Logger` with interpolated messages and privacy options, and the older `os_log`. On Linux
// there is no log store: messages are dropped, or written to standard error when the
// environment variable VIGNETTE_LOG is set (Docs/SwiftUI.md, "Logging").

/// A logger for a subsystem and category, as `os.Logger`.
public struct Logger: Sendable {
    let subsystem: String
    let category: String

    /// A logger whose messages carry `subsystem` and `category`.
    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }

    /// A logger for the default subsystem.
    public init() {
        self.init(subsystem: "", category: "")
    }

    /// A logger writing to `log`'s subsystem and category.
    public init(_ log: OSLog) {
        self.init(subsystem: log.subsystem, category: log.category)
    }

    /// A message at `level`.
    public func log(level: OSLogType, _ message: OSLogMessage) {
        OSLogSink.write(level: level, subsystem: subsystem, category: category, message: message.text)
    }

    /// A message at the default level.
    public func log(_ message: OSLogMessage) { log(level: .default, message) }
    /// A debugging message.
    public func debug(_ message: OSLogMessage) { log(level: .debug, message) }
    /// A trace message (debug level).
    public func trace(_ message: OSLogMessage) { log(level: .debug, message) }
    /// An informative message.
    public func info(_ message: OSLogMessage) { log(level: .info, message) }
    /// A notice (default level).
    public func notice(_ message: OSLogMessage) { log(level: .default, message) }
    /// A warning (error level).
    public func warning(_ message: OSLogMessage) { log(level: .error, message) }
    /// An error.
    public func error(_ message: OSLogMessage) { log(level: .error, message) }
    /// A critical error (fault level).
    public func critical(_ message: OSLogMessage) { log(level: .fault, message) }
    /// A fault.
    public func fault(_ message: OSLogMessage) { log(level: .fault, message) }
}

/// A log message: a literal with interpolated values, each optionally with a privacy level
/// and format (kept for source compatibility; every value is written as it is).
public struct OSLogMessage: ExpressibleByStringInterpolation, Sendable {
    let text: String

    /// A message without interpolations.
    public init(stringLiteral value: String) {
        text = value
    }

    /// A message with interpolations.
    public init(stringInterpolation: OSLogInterpolation) {
        text = stringInterpolation.text
    }
}

/// The interpolations a log message accepts.
public struct OSLogInterpolation: StringInterpolationProtocol, Sendable {
    var text = ""

    /// Space for the literal's parts.
    public init(literalCapacity: Int, interpolationCount: Int) {
        text.reserveCapacity(literalCapacity)
    }

    /// A literal part.
    public mutating func appendLiteral(_ literal: String) { text += literal }

    /// Any value, written as `String(describing:)` writes it.
    public mutating func appendInterpolation<T>(_ value: @autoclosure @escaping () -> T,
                                                privacy: OSLogPrivacy = .auto) {
        text += String(describing: value())
    }

    /// A number with a format, written plainly.
    public mutating func appendInterpolation<T: Numeric>(_ value: @autoclosure @escaping () -> T,
                                                         format: OSLogNumberFormat, privacy: OSLogPrivacy = .auto) {
        text += String(describing: value())
    }
}

/// How private an interpolated value is; Vignette writes every value.
public struct OSLogPrivacy: Sendable, Equatable {
    let name: String
    /// Shown in the log.
    public static let `public` = OSLogPrivacy(name: "public")
    /// Redacted in the log on a device.
    public static let `private` = OSLogPrivacy(name: "private")
    /// Redacted even when private data is shown.
    public static let sensitive = OSLogPrivacy(name: "sensitive")
    /// The system's choice.
    public static let auto = OSLogPrivacy(name: "auto")

    /// Private or public with a mask (kept for source compatibility).
    public static func `private`(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { .private }

    /// How a redacted value is masked.
    public struct Mask: Sendable, Equatable {
        /// A hash in place of the value.
        public static let hash = Mask()
        /// No mask.
        public static let none = Mask()
    }
}

/// Number formats of an interpolation (kept for source compatibility).
public struct OSLogNumberFormat: Sendable {
    /// Decimal.
    public static let decimal = OSLogNumberFormat()
    /// Hexadecimal.
    public static let hex = OSLogNumberFormat()
    /// Fixed-point.
    public static let fixed = OSLogNumberFormat()

    /// Fixed-point with a precision.
    public static func fixed(precision: Int) -> OSLogNumberFormat { OSLogNumberFormat() }
}

/// A log level.
public struct OSLogType: Sendable, Equatable {
    let name: String
    /// The default level.
    public static let `default` = OSLogType(name: "default")
    /// Information.
    public static let info = OSLogType(name: "info")
    /// Debugging.
    public static let debug = OSLogType(name: "debug")
    /// An error.
    public static let error = OSLogType(name: "error")
    /// A fault.
    public static let fault = OSLogType(name: "fault")
}

/// A log handle for `os_log` and `Logger(_:)`.
public final class OSLog: Sendable {
    let subsystem: String
    let category: String

    /// A handle for `subsystem` and `category`.
    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }

    /// The default handle.
    public static let `default` = OSLog(subsystem: "", category: "")
    /// A handle that drops everything.
    public static let disabled = OSLog(subsystem: "", category: "disabled")
}

/// The older logging call: a format with C arguments.
public func os_log(_ message: StaticString, log: OSLog = .default, type: OSLogType = .default, _ args: CVarArg...) {
    OSLogSink.write(level: type, subsystem: log.subsystem, category: log.category,
                    message: String(format: "\(message)".replacingOccurrences(of: "{public}", with: "")
                        .replacingOccurrences(of: "{private}", with: ""), arguments: args))
}

/// The older logging call with the level first.
public func os_log(_ type: OSLogType, log: OSLog = .default, _ message: StaticString, _ args: CVarArg...) {
    OSLogSink.write(level: type, subsystem: log.subsystem, category: log.category,
                    message: String(format: "\(message)", arguments: args))
}

/// Where messages go: nowhere, or standard error with VIGNETTE_LOG set.
enum OSLogSink {
    static let enabled = ProcessInfo.processInfo.environment["VIGNETTE_LOG"] != nil

    static func write(level: OSLogType, subsystem: String, category: String, message: @autoclosure () -> String) {
        guard enabled else { return }
        let source = [subsystem, category].filter { !$0.isEmpty }.joined(separator: " ")
        let line = "[\(level.name)]" + (source.isEmpty ? "" : " \(source):") + " \(message())\n"
        FileHandle.standardError.write(Data(line.utf8))
    }
}
