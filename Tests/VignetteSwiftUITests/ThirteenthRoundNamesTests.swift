import Foundation
import HealthKit
import StoreKit
import SwiftUI
import Testing
import UIKit
import UserNotifications
import Vignette
import VignetteFoundation

/// Names the thirteenth round's repositories reach for (Docs/Compatibility.md, "Thirteenth round"): joerup/countdown's
/// notification centre, StoreKit and `UIColor.getHue`; Numi2/goer's HealthKit vitals and `Text(NSNumber, formatter:)`.
@Suite struct ThirteenthRoundNamesTests {
    @Test func theCentresAsyncCallsFailNamingUserNotifications() async {
        let center = UNUserNotificationCenter.current()
        let ((), removals) = UnavailableFramework.collecting {
            center.removeAllPendingNotificationRequests()
            center.removeAllDeliveredNotifications()
        }
        #expect(
            removals.map(\.call) == [
                "UNUserNotificationCenter.removeAllPendingNotificationRequests()",
                "UNUserNotificationCenter.removeAllDeliveredNotifications()",
            ])
        await #expect(throws: UnavailableFramework.Failure.self) {
            _ = try await center.requestAuthorization(options: [.alert, .badge, .sound])
        }
        let request = UNNotificationRequest(identifier: "a", content: UNMutableNotificationContent(), trigger: nil)
        do {
            try await center.add(request)
            Issue.record("add(_:) did not throw")
        } catch {
            #expect(
                "\(error)"
                    == "UserNotifications is not available on Linux: UNUserNotificationCenter.add(_:) did not run")
        }
        #expect(await center.notificationSettings().authorizationStatus == .notDetermined)
    }

    @Test func nobodyBoughtAnythingAndTheAppStoreCannotSync() async {
        var count = 0
        for await _ in Transaction.all { count += 1 }
        #expect(count == 0)
        do {
            try await AppStore.sync()
            Issue.record("sync() did not throw")
        } catch {
            #expect(error.localizedDescription == "StoreKit is not available on Linux: AppStore.sync() did not run")
        }
        #expect(AppStore.canMakePayments == false)
    }

    @Test func hueSaturationAndBrightnessInvertUIKitsConversion() {
        func hsb(_ color: UIColor) -> [CGFloat]? {
            var h: CGFloat = -1, s: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
            guard color.getHue(&h, saturation: &s, brightness: &b, alpha: &a) else { return nil }
            return [h, s, b, a]
        }
        #expect(hsb(UIColor(red: 1, green: 0, blue: 0, alpha: 1)) == [0, 1, 1, 1])
        #expect(
            hsb(UIColor(red: 0, green: 0, blue: 1, alpha: 0.5)).map { $0.map { ($0 * 1e6).rounded() / 1e6 } }
                == [0.666667, 1, 1, 0.5])
        // A grey has no hue or saturation; black has no brightness.
        #expect(hsb(UIColor(white: 0.5, alpha: 1)) == [0, 0, 0.5, 1])
        #expect(hsb(UIColor(white: 0, alpha: 1)) == [0, 0, 0, 1])
        // Round trip through init(hue:saturation:brightness:alpha:).
        let made = hsb(UIColor(hue: 0.3, saturation: 0.6, brightness: 0.8, alpha: 1))!
        #expect(abs(made[0] - 0.3) < 1e-9 && abs(made[1] - 0.6) < 1e-9 && abs(made[2] - 0.8) < 1e-9)
        // An asset colour cannot be converted: false, nothing written.
        var h: CGFloat = -1
        #expect(UIColor(named: "Brand")!.getHue(&h, saturation: nil, brightness: nil, alpha: nil) == false && h == -1)
    }

    @Test func vitalsHaveApplesIdentifiers() {
        #expect(
            HKQuantityType(.heartRateVariabilitySDNN).identifier == "HKQuantityTypeIdentifierHeartRateVariabilitySDNN")
        #expect(
            HKObjectType.quantityType(forIdentifier: .appleStandTime)?.identifier
                == "HKQuantityTypeIdentifierAppleStandTime")
        #expect(HKQuantityTypeIdentifier.oxygenSaturation.rawValue == "HKQuantityTypeIdentifierOxygenSaturation")
        #expect(
            HKQuantityTypeIdentifier.bloodPressureDiastolic.rawValue == "HKQuantityTypeIdentifierBloodPressureDiastolic"
        )
        #expect(HKObjectType.activitySummaryType().identifier == "HKActivitySummaryTypeIdentifier")
    }

    /// The vitals' units goer reads them in, with Apple's unit strings and `HKMetricPrefix` raw values (HKUnit.h:
    /// none 0, pico, nano, micro, milli 4, centi, deci, deca, hecto, kilo 9).
    @Test func vitalsUnitsHaveApplesStrings() {
        #expect(HKUnit.hour().unitString == "hr" && HKUnit.secondUnit(with: .milli).unitString == "ms")
        #expect(HKUnit.secondUnit(with: .none).unitString == "s" && HKUnit.percent().unitString == "%")
        #expect(HKUnit.degreeCelsius().unitString == "degC" && HKUnit.millimeterOfMercury().unitString == "mmHg")
        #expect(
            HKMetricPrefix.milli.rawValue == 4 && HKMetricPrefix.micro.rawValue == 3
                && HKMetricPrefix.kilo.rawValue == 9)
        let hrv = HKQuantity(unit: .secondUnit(with: .milli), doubleValue: 42)
        #expect(hrv.doubleValue(for: .secondUnit(with: .milli)) == 42)
    }

    @Test func anObjectThroughAFormatterIsTheFormattersString() {
        let formatter = NumberFormatter()
        formatter.minimumFractionDigits = 2
        formatter.locale = Locale(identifier: "en_US")
        func lines(_ view: some View) -> [String] {
            Lowering.layout(Lowering.node(view.frame(width: 300, height: 100))).allNodes.compactMap(\.lines).flatMap {
                $0
            }
        }
        #expect(lines(Text(NSNumber(value: 90), formatter: formatter)) == ["90.00"])
        #expect(lines(Text("Time \(NSNumber(value: 1.5), formatter: formatter)")) == ["Time 1.50"])
    }
}
