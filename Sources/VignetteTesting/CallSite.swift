import Foundation
import Testing
import _Testing_Foundation  // Data as an attachment; implicit only in test targets
import VignetteSnapshots
import XCTest

/// Where an assertion was written, and how to report to whichever framework runs it:
/// Swift Testing when a `@Test` is running (`Test.current`), XCTest otherwise.
struct CallSite {
    var fileID: String
    var filePath: StaticString
    var line: UInt
    var column: UInt

    private var sourceLocation: SourceLocation {
        SourceLocation(fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column))
    }

    /// Finds the references of the test in `function` and reports what `verify` finds there;
    /// a test file outside any package fails here, at the call site.
    func verify(function: String, _ verify: (SnapshotLocation) -> SnapshotReport) {
        do {
            report(verify(try SnapshotLocation(filePath: "\(filePath)", function: function)))
        } catch {
            fail(SnapshotVerifier.describe(error), attachments: [])
        }
    }

    /// Verifies `subject` as `rendering` says (`VignetteSnapshots.verify`) in the references of
    /// the test in `function`, and reports what it finds: every snapshot assertion's one body.
    func verify<Subject, Value>(
        _ subject: Subject, as rendering: SnapshotRendering<Subject, Value>, named name: String?,
        record: SnapshotRecordMode?, strategy: SnapshotStrategy, function: String
    ) {
        verify(function: function) { location in
            VignetteSnapshots.verify(
                subject, as: rendering, named: name, record: record, strategy: strategy, location: location,
                environment: ProcessInfo.processInfo.environment)
        }
    }

    func report(_ report: SnapshotReport) {
        for outcome in report.outcomes {
            guard let message = outcome.message else { continue }
            if outcome.isFailure {
                fail(message, title: outcome.title, attachments: outcome.attachments)
            } else {
                note(message)
            }
        }
    }

    /// A failure at the call site, with the images attached where the framework can.
    /// Swift Testing titles an issue by its kind, so the failure is recorded as an error
    /// whose description is `title` (default: the message's first line), the message below.
    func fail(_ message: String, title: String? = nil, attachments: [SnapshotAttachment]) {
        if Test.current != nil {
            let title = title ?? String(message.prefix { $0 != "\n" })
            Issue.record(SnapshotFailure(title: title), Comment(rawValue: message), sourceLocation: sourceLocation)
            for attachment in attachments {
                Attachment.record(attachment.data, named: attachment.name, sourceLocation: sourceLocation)
            }
        } else {
            // corelibs XCTest (Linux) has no XCTAttachment; the message names the files on disk.
            XCTFail(message, file: filePath, line: line)
            attachToXCTest(attachments)
        }
    }

    /// Something worth seeing that does not fail the test: a recorded reference.
    func note(_ message: String) {
        if Test.current != nil {
            Issue.record(Comment(rawValue: message), severity: .warning, sourceLocation: sourceLocation)
        } else {
            FileHandle.standardError.write(Data("\(filePath):\(line): note: \(message)\n".utf8))
        }
    }

    private func attachToXCTest(_ attachments: [SnapshotAttachment]) {
        #if canImport(ObjectiveC)
        guard !attachments.isEmpty else { return }
        XCTContext.runActivity(named: "Snapshot images") { activity in
            for item in attachments {
                let attachment = XCTAttachment(data: item.data, uniformTypeIdentifier: "public.png")
                attachment.name = item.name
                attachment.lifetime = .keepAlways
                activity.add(attachment)
            }
        }
        #endif
    }
}

/// The error a failed snapshot is recorded as in Swift Testing: its description, the
/// snapshot's name and what differs, becomes the issue's title ("Caught error: …").
struct SnapshotFailure: Error, CustomStringConvertible {
    var title: String

    var description: String { title }
}
