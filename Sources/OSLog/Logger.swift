// Apple's OSLog brings Foundation with it; FlyingSocks' OSLog file relies on that (`Bundle`).
@_exported import Foundation

/// A log's level, as Apple's `OSLogType`.
public struct OSLogType: Hashable, Sendable {
    let name: String
    /// Default ("notice").
    public static let `default` = OSLogType(name: "notice")
    /// Info.
    public static let info = OSLogType(name: "info")
    /// Debug.
    public static let debug = OSLogType(name: "debug")
    /// Error.
    public static let error = OSLogType(name: "error")
    /// Fault.
    public static let fault = OSLogType(name: "fault")
}

/// A log handle by subsystem and category (`OSLog(subsystem:category:)`).
public final class OSLog: @unchecked Sendable {
    let subsystem: String
    let category: String

    /// The log of `subsystem` and `category`.
    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }

    /// The process's default log (no subsystem).
    public static let `default` = OSLog(subsystem: "", category: "")
    /// A log that writes nothing.
    public static let disabled = OSLog(subsystem: "", category: "disabled")

    /// Writes one line to standard error: `[subsystem:category] level: message` (Docs/SwiftUI/OSLog.md).
    func write(_ type: OSLogType, _ message: String) {
        guard self !== OSLog.disabled else { return }
        let origin = subsystem.isEmpty && category.isEmpty ? "" : "[\(subsystem):\(category)] "
        FileHandle.standardError.write(Data("\(origin)\(type.name): \(message)\n".utf8))
    }
}

/// Apple's `Logger`: messages by level, with privacy on interpolated values, written to standard error.
public struct Logger: Sendable {
    let log: OSLog

    /// A logger of `subsystem` and `category`.
    public init(subsystem: String, category: String) {
        log = OSLog(subsystem: subsystem, category: category)
    }

    /// A logger writing to `log`.
    public init(_ log: OSLog) {
        self.log = log
    }

    /// The default logger.
    public init() {
        log = .default
    }

    /// Writes `message` at `level`.
    public func log(level: OSLogType, _ message: OSLogMessage) { log.write(level, message.text) }
    /// Writes `message` at the default level.
    public func log(_ message: OSLogMessage) { log.write(.default, message.text) }
    /// Writes at debug level.
    public func debug(_ message: OSLogMessage) { log.write(.debug, message.text) }
    /// Writes at debug level (Apple's `trace` is debug).
    public func trace(_ message: OSLogMessage) { log.write(.debug, message.text) }
    /// Writes at info level.
    public func info(_ message: OSLogMessage) { log.write(.info, message.text) }
    /// Writes at the default (notice) level.
    public func notice(_ message: OSLogMessage) { log.write(.default, message.text) }
    /// Writes at error level (Apple's `warning` is error).
    public func warning(_ message: OSLogMessage) { log.write(.error, message.text) }
    /// Writes at error level.
    public func error(_ message: OSLogMessage) { log.write(.error, message.text) }
    /// Writes at fault level (Apple's `critical` is fault).
    public func critical(_ message: OSLogMessage) { log.write(.fault, message.text) }
    /// Writes at fault level.
    public func fault(_ message: OSLogMessage) { log.write(.fault, message.text) }
}

/// `os_log` with a printf-style format: `%{public}@` shows a value, `%{private}` redacts it, and
/// unmarked `%@`/`%s` are redacted while numbers are shown, as Apple does.
public func os_log(_ message: StaticString, log: OSLog = .default, type: OSLogType = .default, _ args: any CVarArg...) {
    log.write(type, OSLogFormat.render("\(message)", args))
}

/// `os_log(type, log:, format, args)` spelling.
public func os_log(_ type: OSLogType, log: OSLog = .default, _ message: StaticString, _ args: any CVarArg...) {
    log.write(type, OSLogFormat.render("\(message)", args))
}

/// The printf-style formats of `os_log`, each value formatted on its own under its privacy.
package enum OSLogFormat {
    static let conversions = Set("@dDiuUxXoOfFeEgGcCsSp")

    package static func render(_ format: String, _ args: [any CVarArg]) -> String {
        var out = "", index = format.startIndex, next = 0
        while index < format.endIndex {
            let c = format[index]
            index = format.index(after: index)
            guard c == "%" else {
                out.append(c)
                continue
            }
            if index < format.endIndex, format[index] == "%" {
                out += "%"
                index = format.index(after: index)
                continue
            }
            var privacy = ""
            if index < format.endIndex, format[index] == "{", let close = format[index...].firstIndex(of: "}") {
                privacy = String(format[format.index(after: index)..<close])
                index = format.index(after: close)
            }
            var spec = "%"
            while index < format.endIndex, !conversions.contains(format[index]) {
                spec.append(format[index])
                index = format.index(after: index)
            }
            guard index < format.endIndex else {
                out += spec
                break
            }
            let conversion = format[index]
            spec.append(conversion)
            index = format.index(after: index)
            guard next < args.count else {
                out += "<missing>"
                continue
            }
            let arg = args[next]
            next += 1
            let scalar = !"@sS".contains(conversion)
            let markers = privacy.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            let shown =
                markers.contains("public") || (scalar && !markers.contains("private") && !markers.contains("sensitive"))
            out += shown ? String(format: spec, arg) : "<private>"
        }
        return out
    }
}
