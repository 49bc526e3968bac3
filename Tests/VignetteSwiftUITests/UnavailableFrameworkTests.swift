import AppIntents
import CloudKit
import Foundation
import Security
import Synchronization
import SwiftUI
import Testing
import Vignette
@testable import WidgetKit

private struct CountEntry: TimelineEntry {
    let date: Date
    let count: Int?
}

private struct CountIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Count"
}

/// Reads its count from CloudKit and lets the error through, as a provider written for iOS would.
private struct CloudCountProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> CountEntry { CountEntry(date: .now, count: nil) }
    func snapshot(for configuration: CountIntent, in context: Context) async throws -> CountEntry {
        placeholder(in: context)
    }
    func timeline(for configuration: CountIntent, in context: Context) async throws -> Timeline<CountEntry> {
        let record = try await CKContainer.default().privateCloudDatabase.record(for: CKRecord.ID(recordName: "count"))
        return Timeline(entries: [CountEntry(date: .now, count: record["value"] as? Int)], policy: .never)
    }
}

private struct CloudCount: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "cloud-count", intent: CountIntent.self, provider: CloudCountProvider()) { entry in
            Text(entry.count.map { "\($0) items" } ?? "No count")
        }
    }
}

/// Counts its timelines asked for; each asks CloudKit and, failing, returns without completing,
/// as FamousPlaceWidget does with its map snapshot (Docs/Compatibility.md, ninth round).
private struct StalledCloudProvider: TimelineProvider {
    static let asked = Mutex(0)
    func placeholder(in context: Context) -> CountEntry { CountEntry(date: .distantPast, count: nil) }
    func getSnapshot(in context: Context, completion: @escaping (CountEntry) -> Void) {
        completion(placeholder(in: context))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<CountEntry>) -> Void) {
        Self.asked.withLock { $0 += 1 }
        CKContainer.default().accountStatus { status, _ in
            guard status == .available else { return }
            completion(Timeline(entries: [CountEntry(date: .now, count: 1)], policy: .never))
        }
    }
}

private struct StalledCloud: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "stalled-cloud", provider: StalledCloudProvider()) { entry in
            Text(entry.count.map { "\($0) items" } ?? "No count")
        }
    }
}

/// Frameworks Linux lacks compile, fail at run time naming themselves, and the widget draws its placeholder.
@Suite(.serialized) struct UnavailableFrameworkTests {
    @Test func cloudKitCallsFailAsASignedOutDeviceNamingTheCall() {
        let ((), uses) = UnavailableFramework.collecting {
            var failure: (any Error)?
            CKContainer(identifier: "iCloud.com.example").privateCloudDatabase.fetch(
                withRecordZoneID: CKRecordZone.ID(zoneName: "Z")
            ) {
                failure = $1
            }
            let error = failure as? CKError
            #expect(error?.code == .notAuthenticated)
            #expect(
                error?.localizedDescription
                    == "CloudKit is not available on Linux: CKDatabase.fetch(withRecordZoneID:completionHandler:) did not run"
            )
            var result: AnyObject?
            let status = SecItemCopyMatching([kSecClass as String: kSecClassGenericPassword] as CFDictionary, &result)
            #expect(status == errSecNotAvailable && result == nil)
        }
        #expect(
            uses.map(\.description) == [
                "CloudKit (CKDatabase.fetch(withRecordZoneID:completionHandler:))", "Security (SecItemCopyMatching)",
            ])
    }

    @Test func cloudKitAsyncCallsThrowInsideConfiguredWith() async {
        let database = CKContainer(identifier: "iCloud.com.example").publicCloudDatabase
        let configuration = CKOperation.Configuration()
        configuration.timeoutIntervalForRequest = 10
        // The body runs against the database; its calls fail naming themselves.
        let message = await database.configuredWith(configuration: configuration) { base -> String in
            do {
                _ = try await base.allSubscriptions()
                return "ran"
            } catch {
                return "\(error)"
            }
        }
        #expect(message == "CloudKit is not available on Linux: CKDatabase.allSubscriptions() did not run")
        await #expect(throws: CKError.self) { try await CKContainer(identifier: "iCloud.com.example").userRecordID() }
        let subscription = CKQuerySubscription(
            recordType: "Model", predicate: NSPredicate(value: true), options: [.firesOnRecordUpdate])
        #expect(UUID(uuidString: subscription.subscriptionID) != nil)
    }

    @Test func compressionAndPredicateFormatsFailNamingThemselves() {
        let ((), uses) = UnavailableFramework.collecting {
            #expect(throws: UnavailableFramework.Failure.self) {
                try (Data([1, 2, 3]) as NSData).compressed(using: .lzfse)
            }
            do {
                _ = try (Data([1]) as NSData).decompressed(using: .zlib)
            } catch {
                #expect(
                    "\(error)" == "Compression is not available on Linux: NSData.decompressed(using: .zlib) did not run"
                )
            }
            let predicate = NSPredicate(format: "recordID = %@", CKRecord.ID(recordName: "i1"))
            #expect(predicate.evaluate(with: nil) == false)
        }
        #expect(
            uses.map(\.description) == [
                "Compression (NSData.compressed(using: .lzfse))", "Compression (NSData.decompressed(using: .zlib))",
                "NSPredicate format strings (NSPredicate(format: \"recordID = %@\"))",
            ])
    }

    @Test func coreFoundationBooleansGoInAKeychainQuery() {
        // strava-heatmap's TokenManager: `kSecAttrSynchronizable as String: kCFBooleanFalse as Any`.
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword, kSecAttrSynchronizable as String: kCFBooleanFalse as Any,
        ]
        #expect(query[kSecAttrSynchronizable as String] as? Bool == false)
        #expect(CFBooleanGetValue(kCFBooleanTrue) && !CFBooleanGetValue(kCFBooleanFalse))
        let (status, uses) = UnavailableFramework.collecting { SecItemDelete(query as CFDictionary) }
        #expect(status == errSecNotAvailable)
        #expect(uses.map(\.description) == ["Security (SecItemDelete)"])
    }

    @Test func aProviderFailingOnCloudKitDrawsItsPlaceholder() throws {
        let environment = WidgetEnvironment(family: .systemSmall)
        let drawn = try WidgetDefinition(CloudCount()).content(environment)
        let placeholder = try WidgetDefinition(CloudCount(), entry: .placeholder).content(environment)
        #expect(drawn == placeholder)
        #expect(UnavailableFramework.takeUses().isEmpty, "the render took the uses it reported")
    }

    @Test func aProviderThatWaitsOutAfterSuchACallIsAskedOnceNotOncePerFamily() throws {
        let definition = WidgetDefinition(StalledCloud(), providerTimeout: 0.2)
        let placeholder = WidgetDefinition(StalledCloud(), entry: .placeholder)
        for family in [Vignette.WidgetFamily.systemSmall, .systemMedium, .systemLarge] {
            let environment = WidgetEnvironment(family: family)
            #expect(try definition.content(environment) == placeholder.content(environment))
        }
        #expect(StalledCloudProvider.asked.withLock { $0 } == 1)
    }

    @Test func theWarningsNameTheWidgetTheFrameworksAndTheCalls() {
        let uses = [
            UnavailableFramework.Use(framework: "CloudKit", call: "CKDatabase.add(CKQueryOperation)"),
            UnavailableFramework.Use(framework: "Security", call: "SecItemCopyMatching"),
            UnavailableFramework.Use(framework: "CloudKit", call: "CKContainer.accountStatus()"),
        ]
        #expect(
            UnavailableFrameworkFallback.copedMessage(widget: "Counts", uses: uses)
                == "Counts's provider called CloudKit (CKDatabase.add(CKQueryOperation), CKContainer.accountStatus()) "
                + "and Security (SecItemCopyMatching), which Linux lacks; drawn from the entry it made without them")
        let failure = UnavailableFramework.Failure(use: uses[0])
        #expect(
            UnavailableFrameworkFallback.failedMessage(widget: "Counts", uses: [uses[0]], error: failure)
                == "Counts's provider failed calling CloudKit (CKDatabase.add(CKQueryOperation)), which Linux lacks "
                + "(CloudKit is not available on Linux: CKDatabase.add(CKQueryOperation) did not run); drawn from its "
                + "placeholder. Only its #Preview(as:) timeline entries draw its content (vignette widgets lists them as moments)"
        )
    }
}
