import Foundation
import OSLog
import Testing

/// `Logger` and `os_log` messages with Apple's privacy rules (Docs/SwiftUI/OSLog.md).
@Suite struct OSLogTests {
    enum Failure: Error { case timedOut }

    @Test func interpolationRedactsStringsAndShowsScalarsByDefault() {
        let name = "Ada", count = 3, ok = true
        let message: OSLogMessage = "user \(name) has \(count) items, ok=\(ok), ratio \(0.5)"
        #expect(message.text == "user <private> has 3 items, ok=true, ratio 0.5")
    }

    @Test func privacyMarkersAreHonoured() {
        let name = "Ada", count = 3
        let message: OSLogMessage =
            "\(name, privacy: .public) \(count, privacy: .private) \(name, privacy: .private(mask: .hash)) \(count, format: .hex, privacy: .public)"
        #expect(message.text == "Ada <private> <private> 3")
        let failure: OSLogMessage = "\(Failure.timedOut as Error) \(Failure.timedOut as Error, privacy: .public)"
        #expect(failure.text == "<private> timedOut")
    }

    @Test func osLogFormatsFollowTheSameRules() {
        #expect(
            OSLogFormat.render(
                "%{public}@ %@ %d %{private}d %.1f%%", ["Ada" as NSString, "Bob" as NSString, 7, 8, 2.25])
                == "Ada <private> 7 <private> 2.2%")
        #expect(OSLogFormat.render("%{private}@ and %ld", ["x" as NSString]) == "<private> and <missing>")
    }
}
