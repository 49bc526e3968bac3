import Foundation
@testable import OSLog
import Testing

/// Widget code that logs compiles as written for Apple's platforms (Docs/SwiftUI.md, "Logging").
@Suite struct OSLogTests {
    static let widgets = Logger(subsystem: "com.example.widgets", category: "provider")

    @Test func messagesInterpolateWithPrivacyAndFormats() {
        let count = 3
        let name = "Ada"
        let message: OSLogMessage = "loaded \(count, format: .decimal) items for \(name, privacy: .private) (\(2.5, privacy: .public))"
        #expect(message.text == "loaded 3 items for Ada (2.5)")
    }

    @Test func everyLevelAndTheOlderCallCompileAndReturn() {
        Self.widgets.debug("debug \(1)")
        Self.widgets.info("info")
        Self.widgets.notice("notice")
        Self.widgets.warning("warning")
        Self.widgets.error("error \("x", privacy: .sensitive)")
        Self.widgets.critical("critical")
        Self.widgets.fault("fault")
        Logger().log(level: .info, "plain")
        os_log("count %d", log: OSLog(subsystem: "s", category: "c"), type: .error, 3)
        #expect(OSLogSink.enabled == (ProcessInfo.processInfo.environment["VIGNETTE_LOG"] != nil))
    }
}
