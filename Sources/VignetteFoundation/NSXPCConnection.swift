import Foundation

/// A connection to an XPC service (https://developer.apple.com/documentation/foundation/nsxpcconnection), which
/// Foundation declares on Apple platforms and swift-corelibs-foundation does not. Apps name it for a selector:
/// `UIApplication.shared.perform(#selector(NSXPCConnection.suspend))` (nilsmango/7III_Meditation's model) sends
/// the app to the background. There are no XPC services on Linux: a connection is never made with a service,
/// and its calls do nothing.
open class NSXPCConnection: NSObject {
    /// Starts or resumes the connection: nothing to resume here.
    open func resume() {}
    /// Suspends the connection: nothing to suspend here.
    open func suspend() {}
    /// Invalidates the connection: nothing to invalidate here.
    open func invalidate() {}
}
