import Foundation
import Synchronization

/// The text engine that widget code's own measuring uses, outside a layout: UIKit's
/// `NSString.boundingRect(with:options:attributes:context:)` (Docs/SwiftUI/UIKit.md, "Measuring
/// strings"). The command that renders installs how to make one (Pango's, in `VignetteCLI`); each
/// thread makes its own, as an engine need not be thread-safe.
public enum WidgetCodeTextEngine {
    private static let factory = Mutex<(@Sendable () -> (any TextEngine)?)?>(nil)
    private static let threadKey = "dev.vignette.widget-code-text-engine"

    /// Sets how an engine is made; a later call replaces an earlier one.
    public static func install(_ make: @escaping @Sendable () -> (any TextEngine)?) {
        factory.withLock { $0 = make }
    }

    /// This thread's engine; nil when none is installed (widget code run outside a command).
    public static func current() -> (any TextEngine)? {
        let thread = Thread.current
        if let engine = thread.threadDictionary[threadKey] as? any TextEngine { return engine }
        guard let make = factory.withLock({ $0 }), let engine = make() else { return nil }
        thread.threadDictionary[threadKey] = engine
        return engine
    }
}
