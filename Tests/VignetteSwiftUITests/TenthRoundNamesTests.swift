import CoreData
import Foundation
import Network
import OSLog
@testable import SwiftUI
import Testing
import UIKit
import Vignette
@testable import UniformTypeIdentifiers
import VignetteFoundation

/// An app's container keeping its store in its app group, as pespinel/BusVal's does.
private final class GroupContainer: NSPersistentCloudKitContainer, @unchecked Sendable {
    override class func defaultDirectoryURL() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("vignette-tenth-round/group")
    }
}

/// A stop of the user's favourites, as BusVal's Core Data class.
private final class Stop: NSManagedObject {
    var code = ""
}

/// A view listing the stored stops with `@FetchRequest`, as BusVal's widget view does.
private struct StopsView: View {
    static var request: NSFetchRequest<Stop> {
        let request = NSFetchRequest<Stop>(entityName: "Stop")
        request.sortDescriptors = [NSSortDescriptor(keyPath: \Stop.code, ascending: false)]
        return request
    }
    @FetchRequest(fetchRequest: request) var stops: FetchedResults<Stop>
    @Environment(\.managedObjectContext) var context

    var body: some View {
        if stops.isEmpty { Text(verbatim: "No favourites") } else { Text(verbatim: "\(stops.count) stops") }
    }
}

/// A value an undoable command changes, as NetNewsWire's `UndoableCommand`s do.
@MainActor private final class Counter {
    var value = 0
    let undoManager = UndoManager()
    func add(_ amount: Int, name: String = "Add") {
        value += amount
        undoManager.setActionName(name)
        undoManager.registerUndo(withTarget: self) { $0.add(-amount, name: name) }
    }
}

/// The names the tenth compatibility round built for the packages apps bring (Docs/Compatibility.md,
/// "Tenth round (sdkpkgs)").
@Suite(.serialized) struct TenthRoundNamesTests {
    @Test func systemTypesKnowTheirSupertypesTagsAndIdentifiers() throws {
        #expect(UTType.png.identifier == "public.png")
        #expect(UTType.png.conforms(to: .image) && UTType.png.conforms(to: .data) && UTType.png.conforms(to: .item))
        #expect(!UTType.png.conforms(to: .text))
        #expect(UTType.html.conforms(to: .text) && UTType.html.conforms(to: .content))
        #expect(
            UTType.image.isSupertype(of: .jpeg) && UTType.jpeg.isSubtype(of: .image)
                && !UTType.jpeg.isSubtype(of: .jpeg))
        #expect(UTType.png.supertypes == [.image, .data, .content, .item])
        #expect(UTType.jpeg.preferredFilenameExtension == "jpeg" && UTType.jpeg.preferredMIMEType == "image/jpeg")
        #expect(UTType(filenameExtension: "JPG") == .jpeg)
        #expect(UTType(mimeType: "text/html") == .html)
        #expect(UTType("public.png") == .png && UTType.png.isDeclared && UTType.png.isPublic)
        #expect(UTType.pdf.isPublic == false)
    }

    @Test func anUndeclaredIdentifierIsNilAndAnUnknownTagIsDynamic() throws {
        // "This initializer returns nil if the system doesn't know the type identifier."
        #expect(UTType("org.opml.opml") == nil)
        let exported = UTType(exportedAs: "org.opml.opml", conformingTo: .xml)
        #expect(exported.identifier == "org.opml.opml" && exported.conforms(to: .text))
        let dynamic = try #require(UTType(filenameExtension: "opml"))
        #expect(dynamic.isDynamic && !dynamic.isDeclared && dynamic.identifier.hasPrefix("dyn."))
        #expect(dynamic.conforms(to: .data) && dynamic.preferredFilenameExtension == "opml")
        #expect(UTType(filenameExtension: "") == nil && UTType(mimeType: "nonsense") == nil)
        #expect(UTType(filenameExtension: "png", conformingTo: .text)?.isDynamic == true, "png is no text")
    }

    @Test func infoPlistDeclarationsAreTheAppsTypes() throws {
        let declared = try #require(
            UTType(plist: [
                "UTTypeIdentifier": "org.opml.opml", "UTTypeConformsTo": ["public.xml"],
                "UTTypeTagSpecification": ["public.filename-extension": ["OPML"], "public.mime-type": "text/x-opml"],
            ]))
        #expect(declared.conforms(to: .xml) && declared.conforms(to: .text))
        #expect(declared.preferredFilenameExtension == "opml" && declared.preferredMIMEType == "text/x-opml")
        #expect(UTType(plist: ["UTTypeConformsTo": "public.xml"]) == nil, "no identifier, no type")
    }

    @Test func typesEncodeAsTheirIdentifiers() throws {
        let data = try JSONEncoder().encode([UTType.png, UTType(exportedAs: "com.example.thing")])
        #expect(String(decoding: data, as: UTF8.self) == #"["public.png","com.example.thing"]"#)
        let back = try JSONDecoder().decode([UTType].self, from: data)
        #expect(back[0] == .png && back[0].conforms(to: .image) && back[1].identifier == "com.example.thing")
    }

    @Test func aPathMonitorDeliversAnUnsatisfiedPathOnceAndRecordsNetwork() async throws {
        let monitor = NWPathMonitor()
        #expect(monitor.currentPath.status == .unsatisfied && monitor.queue == nil)
        let delivered = NSLock()
        nonisolated(unsafe) var paths: [NWPath] = []
        monitor.pathUpdateHandler = { path in delivered.withLock { paths.append(path) } }
        let ((), uses) = UnavailableFramework.collecting {
            monitor.start(queue: DispatchQueue(label: "vignette.tenth-round.monitor"))
        }
        #expect(uses.map(\.description) == ["Network (NWPathMonitor.start(queue:))"])
        for _ in 0..<200 where delivered.withLock({ paths.isEmpty }) { try await Task.sleep(nanoseconds: 5_000_000) }
        let path = try #require(delivered.withLock { paths.first })
        #expect(path.status == .unsatisfied && path.unsatisfiedReason == .notAvailable)
        #expect(path.availableInterfaces.isEmpty && !path.usesInterfaceType(.wifi) && !path.isExpensive)
        #expect(monitor.queue?.label == "vignette.tenth-round.monitor")
        let ((), again) = UnavailableFramework.collecting { monitor.start(queue: .main) }
        #expect(again.isEmpty, "a second start does nothing")
        try await Task.sleep(nanoseconds: 50_000_000)
        #expect(delivered.withLock { paths.count } == 1, "the path is delivered once")
        monitor.cancel()
        #expect(NWPathMonitor(requiredInterfaceType: .cellular).requiredInterfaceType == .cellular)
    }

    @Test func anAllocatedUnfairLockSharesItsStateAcrossCopiesAndThreads() async {
        let lock = OSAllocatedUnfairLock(initialState: 0)
        let copy = lock
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 { group.addTask { for _ in 0..<1000 { copy.withLock { $0 += 1 } } } }
        }
        #expect(lock.withLock { $0 } == 8000)

        let plain = OSAllocatedUnfairLock()
        plain.lock()
        plain.precondition(.owner)
        #expect(plain.lockIfAvailable() == false, "NSLock is not recursive: held, so not available")
        plain.unlock()
        plain.precondition(.notOwner)
        #expect(plain.withLock { 42 } == 42)
        #expect(lock.withLockIfAvailable { $0 } == 8000)
    }

    @Test func symbolImagesTakeTraitsConfigurationsAndVariableValues() throws {
        let star = Lowering.node(Image(systemName: "star.fill"))
        #expect(
            Lowering.node(Image(uiImage: try #require(UIImage(systemName: "star.fill", compatibleWith: nil)))) == star)
        #expect(
            Lowering.node(Image(uiImage: try #require(UIImage(systemName: "star.fill", withConfiguration: nil))))
                == star)
        let wifi = try #require(UIImage(systemName: "wifi", variableValue: 0.5, configuration: nil))
        #expect(Lowering.node(Image(uiImage: wifi)) == Lowering.node(Image(systemName: "wifi", variableValue: 0.5)))
        #expect(Lowering.node(Image(uiImage: wifi)) != Lowering.node(Image(systemName: "wifi")))
    }

    @Test func aFetchRequestViewDrawsItsEmptyStateAndKeepsItsRequest() {
        let ((node), uses) = UnavailableFramework.collecting {
            lower(StopsView(), in: EnvironmentValues(core: WidgetEnvironment(family: .systemSmall)))
        }
        #expect(node == .words("No favourites"))
        #expect(uses.isEmpty, "a view is not a provider: nothing is recorded")
        let results = FetchRequest(fetchRequest: StopsView.request).wrappedValue
        #expect(results.count == 0 && results.nsSortDescriptors.first?.ascending == false && results.nsPredicate == nil)
        let bySort = FetchRequest<Stop>(sortDescriptors: [], predicate: NSPredicate(value: true)).wrappedValue
        #expect(bySort.nsPredicate != nil && bySort.isEmpty)
    }

    @Test func fourCharCodesAndTheICloudIdentityAreApples() {
        let code: FourCharCode = 0x6f64_6f63  // 'odoc'
        #expect(code == OSType(0x6f64_6f63) && MemoryLayout<FourCharCode>.size == 4)
        let (token, uses) = UnavailableFramework.collecting { FileManager.default.ubiquityIdentityToken }
        #expect(token == nil, "no iCloud Drive on Linux")
        #expect(uses.map(\.description) == ["iCloud Drive (FileManager.ubiquityIdentityToken)"])
    }

    @MainActor @Test func anUndoManagerUndoesAndRedoesGroupsInOrder() {
        let counter = Counter()
        counter.undoManager.groupsByEvent = false
        counter.undoManager.beginUndoGrouping()
        counter.add(2)
        counter.add(3)
        counter.undoManager.endUndoGrouping()
        counter.undoManager.beginUndoGrouping()
        counter.add(10, name: "Ten")
        counter.undoManager.endUndoGrouping()
        #expect(counter.value == 15 && counter.undoManager.canUndo && !counter.undoManager.canRedo)
        #expect(counter.undoManager.undoActionName == "Ten")
        counter.undoManager.undo()
        #expect(counter.value == 5 && counter.undoManager.canRedo && counter.undoManager.redoActionName == "Ten")
        counter.undoManager.undo()  // the first group, both operations
        #expect(counter.value == 0 && !counter.undoManager.canUndo)
        counter.undoManager.redo()
        #expect(counter.value == 5 && counter.undoManager.canUndo && counter.undoManager.canRedo)
        counter.undoManager.beginUndoGrouping()
        counter.add(1)  // a new operation clears what could be redone
        counter.undoManager.endUndoGrouping()
        #expect(counter.value == 6 && !counter.undoManager.canRedo)

        let byEvent = Counter()  // groupsByEvent: the registrations of one pass form one group
        byEvent.add(4)
        byEvent.add(5)
        byEvent.undoManager.undo()
        #expect(byEvent.value == 0)
        byEvent.undoManager.disableUndoRegistration()
        byEvent.add(7)
        byEvent.undoManager.enableUndoRegistration()
        #expect(byEvent.value == 7 && !byEvent.undoManager.canUndo)

        let other = Counter()  // NetNewsWire's runner forgets its commands' operations
        counter.undoManager.beginUndoGrouping()
        counter.undoManager.registerUndo(withTarget: other) { $0.value = -1 }
        counter.undoManager.endUndoGrouping()
        counter.undoManager.removeAllActions(withTarget: counter)
        counter.undoManager.undo()
        #expect(other.value == -1 && counter.value == 6 && !counter.undoManager.canUndo)
    }

    @Test func aContainerSubclassChoosesItsStoresFolder() {
        #expect(
            GroupContainer(name: "BusVal").persistentStoreDescriptions.first?.url?.path
                == FileManager.default.temporaryDirectory.appendingPathComponent(
                    "vignette-tenth-round/group/BusVal.sqlite"
                )
                .path)
        let plain = NSPersistentContainer(name: "Model").persistentStoreDescriptions.first?.url
        #expect(plain?.lastPathComponent == "Model.sqlite")
        #expect(plain?.deletingLastPathComponent() == NSPersistentContainer.defaultDirectoryURL())
    }
}
