import Foundation

// Foundation's file coordination (https://developer.apple.com/documentation/foundation/nsfilecoordinator),
// which swift-corelibs-foundation does not declare. A coordinated read or write waits until no other
// coordinator or file presenter is acting on the item, then runs the accessor on the calling thread with
// the item's URL ("coordinate(writingItemAt:options:error:byAccessor:)"). A widget's process has no other
// presenters here, so the accessor runs at once with the URL given and no error is set. Found in
// rsarv3006/BasketBuddy's `Persistence.swift` (Docs/Compatibility.md, after the tenth round).

/// An object that presents a file or folder to the user and is told when a coordinator changes it.
public protocol NSFilePresenter: AnyObject {
    /// The item presented.
    var presentedItemURL: URL? { get }
    /// The queue the presenter's messages run on.
    var presentedItemOperationQueue: OperationQueue { get }
}

/// Coordinates reading and writing files with other processes and presenters: there are none here,
/// so each accessor runs at once on the calling thread.
open class NSFileCoordinator: @unchecked Sendable {
    /// How a coordinated read is made (Apple's raw values).
    public struct ReadingOptions: OptionSet, Sendable {
        /// The raw value.
        public let rawValue: UInt
        /// Options from their raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Read without asking presenters to save first.
        public static let withoutChanges = ReadingOptions(rawValue: 1 << 0)
        /// Resolve a symbolic link at the URL.
        public static let resolvesSymbolicLink = ReadingOptions(rawValue: 1 << 1)
        /// Read only metadata that is available at once.
        public static let immediatelyAvailableMetadataOnly = ReadingOptions(rawValue: 1 << 2)
        /// Read to upload a copy.
        public static let forUploading = ReadingOptions(rawValue: 1 << 3)
    }

    /// How a coordinated write is made (Apple's raw values).
    public struct WritingOptions: OptionSet, Sendable {
        /// The raw value.
        public let rawValue: UInt
        /// Options from their raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The write deletes the item.
        public static let forDeleting = WritingOptions(rawValue: 1 << 0)
        /// The write moves the item.
        public static let forMoving = WritingOptions(rawValue: 1 << 1)
        /// The write merges changes into the item.
        public static let forMerging = WritingOptions(rawValue: 1 << 2)
        /// The write replaces the item.
        public static let forReplacing = WritingOptions(rawValue: 1 << 3)
        /// The write changes only metadata.
        public static let contentIndependentMetadataOnly = WritingOptions(rawValue: 1 << 4)
    }

    /// The presenter the coordinator acts for, which it does not notify.
    public let filePresenter: (any NSFilePresenter)?

    /// A coordinator acting for `filePresenter` (nil for none).
    public init(filePresenter: (any NSFilePresenter)?) { self.filePresenter = filePresenter }

    /// Runs `reader` with `url` at once; `outError` is left as it is (nothing fails to coordinate).
    open func coordinate(
        readingItemAt url: URL, options: ReadingOptions = [], error outError: UnsafeMutablePointer<NSError?>?,
        byAccessor reader: (URL) -> Void
    ) {
        reader(url)
    }

    /// Runs `writer` with `url` at once; `outError` is left as it is (nothing fails to coordinate).
    open func coordinate(
        writingItemAt url: URL, options: WritingOptions = [], error outError: UnsafeMutablePointer<NSError?>?,
        byAccessor writer: (URL) -> Void
    ) {
        writer(url)
    }

    /// Gives up a coordination still waiting: none ever waits here.
    open func cancel() {}
}
