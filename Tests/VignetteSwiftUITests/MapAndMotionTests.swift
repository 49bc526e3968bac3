import CoreLocation
import CoreMotion
import Foundation
import MapKit
import SwiftUI
import Testing
import Vignette
@testable import WidgetKit

private struct PlaceEntry: TimelineEntry {
    let date: Date
    let name: String
}

/// PerfectYellow/Some-Widgets' famous-place provider, reduced: a map snapshot of the place's region
/// becomes the entry; on failure it returns without completing.
private struct PlaceProvider: TimelineProvider {
    func placeholder(in context: Context) -> PlaceEntry { PlaceEntry(date: .now, name: "Taj Mahal") }
    func getSnapshot(in context: Context, completion: @escaping (PlaceEntry) -> Void) {
        completion(placeholder(in: context))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<PlaceEntry>) -> Void) {
        let options = MKMapSnapshotter.Options()
        options.region = MKCoordinateRegion(
            center: CLLocationCoordinate2D(latitude: 48.858093, longitude: 2.294694), latitudinalMeters: 5000,
            longitudinalMeters: 5000)
        options.size = context.displaySize
        MKMapSnapshotter(options: options).start { snapshot, error in
            guard snapshot != nil, error == nil else { return }
            completion(Timeline(entries: [PlaceEntry(date: .now, name: "Eiffel Tower")], policy: .atEnd))
        }
    }
}

private struct PlaceWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "place", provider: PlaceProvider()) { Text($0.name) }
    }
}

private final class Watcher: NSObject, CLLocationManagerDelegate {
    var failure: (any Error)?
    var statuses: [CLAuthorizationStatus] = []
    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) { failure = error }
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
        statuses.append(manager.authorizationStatus)
    }
}

/// MapKit, CoreLocation and CoreMotion: values are real, services fail at run time naming the framework.
struct MapAndMotionTests {
    @Test func regionsAndDistancesAreRealValues() {
        let region = MKCoordinateRegion(
            center: CLLocationCoordinate2D(latitude: 60, longitude: 10), latitudinalMeters: 111_319.49,
            longitudinalMeters: 111_319.49)
        #expect(abs(region.span.latitudeDelta - 1) < 1e-6)
        #expect(abs(region.span.longitudeDelta - 2) < 1e-6, "a degree of longitude at 60° is half as long")
        // One degree of longitude on the equator, on the mean-radius sphere: 111 195.08 m.
        let distance = CLLocation(latitude: 0, longitude: 0).distance(from: CLLocation(latitude: 0, longitude: 1))
        #expect(abs(distance - 111_195.08) < 0.01)
        #expect(!CLLocationCoordinate2DIsValid(kCLLocationCoordinate2DInvalid))
        #expect(UIUserInterfaceStyle(ColorScheme.dark) == .dark)
        let dark = UITraitCollection().modifyingTraits { $0.userInterfaceStyle = .dark }
        #expect(dark.userInterfaceStyle == .dark)
    }

    @Test func servicesFailNamingTheFrameworkAndTheCall() {
        let ((), uses) = UnavailableFramework.collecting {
            var snapshotError: (any Error)?
            MKMapSnapshotter(options: MKMapSnapshotter.Options()).start { snapshot, error in
                #expect(snapshot == nil)
                snapshotError = error
            }
            #expect((snapshotError as? MKError)?.code == .serverFailure)
            #expect(
                snapshotError?.localizedDescription
                    == "MapKit is not available on Linux: MKMapSnapshotter.start(completionHandler:) did not run")

            let manager = CLLocationManager()
            let watcher = Watcher()
            manager.delegate = watcher
            manager.requestLocation()
            #expect(manager.location == nil && manager.authorizationStatus == .notDetermined)
            #expect((watcher.failure as? CLError)?.code == .locationUnknown)
            #expect(
                watcher.failure?.localizedDescription
                    == "CoreLocation is not available on Linux: CLLocationManager.requestLocation() did not run")
            manager.requestWhenInUseAuthorization()
            manager.requestWhenInUseAuthorization()
            #expect(watcher.statuses == [.denied], "the prompt answered once, declined")
            #expect(!manager.isAuthorizedForWidgetUpdates)

            #expect(!CMPedometer.isStepCountingAvailable())
            var motionError: NSError?
            CMPedometer().queryPedometerData(from: .distantPast, to: .now) { data, error in
                #expect(data == nil)
                motionError = error as NSError?
            }
            #expect(motionError?.domain == CMErrorDomain)
            #expect(motionError?.code == Int(CMErrorMotionActivityNotAvailable.rawValue))
            #expect(
                motionError?.localizedDescription
                    == "CoreMotion is not available on Linux: CMPedometer.queryPedometerData(from:to:withHandler:) did not run"
            )
        }
        #expect(
            uses.map(\.description) == [
                "MapKit (MKMapSnapshotter.start(completionHandler:))",
                "CoreLocation (CLLocationManager.requestLocation())",
                "CoreLocation (CLLocationManager.requestWhenInUseAuthorization())",
                "CoreMotion (CMPedometer.queryPedometerData(from:to:withHandler:))",
            ])
    }

    @Test func geocodingAndMotionSensorsFailTheSameWay() {
        let ((), uses) = UnavailableFramework.collecting {
            var geocoded: ([CLPlacemark]?, (any Error)?) = ([], nil)
            CLGeocoder().reverseGeocodeLocation(CLLocation(latitude: 37.57, longitude: 126.98)) { geocoded = ($0, $1) }
            #expect(geocoded.0 == nil && (geocoded.1 as? CLError)?.code == .network)
            let motion = CMMotionManager()
            #expect(!motion.isAccelerometerAvailable && !motion.isDeviceMotionAvailable)
            motion.startAccelerometerUpdates()
            #expect(motion.accelerometerData == nil)
            let place = MKMapItem(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 1, longitude: 2)))
            #expect(place.placemark.location?.coordinate.longitude == 2 && !place.isCurrentLocation)
        }
        #expect(
            uses.map(\.description) == [
                "CoreLocation (CLGeocoder.reverseGeocodeLocation(_:))",
                "CoreMotion (CMMotionManager.startAccelerometerUpdates())",
            ])
    }

    @Test func aProviderWaitingForAMapSnapshotDrawsItsPlaceholder() throws {
        let environment = WidgetEnvironment(family: .systemSmall)
        let drawn = try WidgetDefinition(PlaceWidget(), providerTimeout: 0.5).content(environment)
        let placeholder = try WidgetDefinition(PlaceWidget(), entry: .placeholder).content(environment)
        #expect(drawn == placeholder)
        #expect(UnavailableFramework.takeUses().isEmpty, "the render took the uses it reported")
    }
}
