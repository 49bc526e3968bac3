import Foundation
import UIKit
import VignetteFoundation

/// MapKit's error. On Linux there are no map servers: a snapshot or search fails with `.serverFailure`
/// and a description naming the call (Docs/Compatibility.md, "Frameworks Linux lacks").
public struct MKError: UnavailableFrameworkError, Hashable, Sendable {
    /// MapKit's error codes, with Apple's raw values.
    public enum Code: UInt, Hashable, Sendable {
        /// Each of Apple's codes, in Apple's order from 1.
        case unknown = 1, serverFailure, loadingThrottled, placemarkNotFound, directionsNotFound, decodingFailed
    }
    /// The error's code.
    public let code: Code
    /// The call that failed, as `UnavailableFramework` recorded it.
    public let failure: UnavailableFramework.Failure

    /// The failure of `call`, recorded.
    static func unavailable(_ call: String) -> MKError {
        MKError(code: .serverFailure, failure: UnavailableFramework.record("MapKit", call))
    }
}

/// Captures a map as an image — which needs Apple's map tiles: every start completes with no
/// snapshot and `MKError(.serverFailure)`, naming MapKit and the call.
open class MKMapSnapshotter: @unchecked Sendable {
    /// What to capture and how.
    open class Options: @unchecked Sendable {
        /// The area to capture.
        open var region = MKCoordinateRegion()
        /// The image's size, in points.
        open var size = CGSize(width: 256, height: 256)
        /// The image's scale.
        open var scale: CGFloat = 1
        /// How the map is drawn.
        open var mapType = MKMapType.standard
        /// The traits the map is drawn with (light or dark).
        open var traitCollection = UITraitCollection(userInterfaceStyle: .unspecified)
        /// Whether buildings are drawn.
        open var showsBuildings = true
        /// Default options.
        public init() {}
    }

    /// A captured map: never made on Linux.
    open class Snapshot: @unchecked Sendable {
        /// The map's image.
        public let image: UIImage
        /// The traits it was drawn with.
        public let traitCollection: UITraitCollection
        private let region: MKCoordinateRegion

        init(image: UIImage, traitCollection: UITraitCollection, region: MKCoordinateRegion) {
            self.image = image
            self.traitCollection = traitCollection
            self.region = region
        }

        /// Where `coordinate` falls in the image (linear in degrees across the region).
        open func point(for coordinate: CLLocationCoordinate2D) -> CGPoint {
            let size = image.size
            let left = region.center.longitude - region.span.longitudeDelta / 2
            let top = region.center.latitude + region.span.latitudeDelta / 2
            return CGPoint(
                x: (coordinate.longitude - left) / max(region.span.longitudeDelta, 1e-12) * size.width,
                y: (top - coordinate.latitude) / max(region.span.latitudeDelta, 1e-12) * size.height)
        }
    }

    /// The handler a start completes with.
    public typealias CompletionHandler = (Snapshot?, (any Error)?) -> Void

    /// The options given.
    public let options: Options
    /// Whether a capture is running: never.
    open var isLoading: Bool { false }

    /// A snapshotter for `options`.
    public init(options: Options) { self.options = options }

    /// Completes at once with no snapshot and the failure.
    open func start(completionHandler: @escaping CompletionHandler) {
        completionHandler(nil, MKError.unavailable("MKMapSnapshotter.start(completionHandler:)"))
    }
    /// Completes at once with no snapshot and the failure.
    open func start(with queue: DispatchQueue, completionHandler: @escaping CompletionHandler) {
        completionHandler(nil, MKError.unavailable("MKMapSnapshotter.start(with:completionHandler:)"))
    }
    /// Throws the failure.
    open func start() async throws -> Snapshot {
        throw MKError.unavailable("MKMapSnapshotter.start()")
    }
    /// Does nothing: nothing is loading.
    open func cancel() {}
}
