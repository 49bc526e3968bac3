import Foundation
import Vignette
import VignetteLint
import VignetteTesting
import XCTest

/// `assertNoLintFindings` from XCTest: each finding is an XCTFail at the caller's file and line.
final class XCTestLintAssertionTests: XCTestCase {
    private var failures: [(message: String, file: String, line: Int)] = []
    private var capturing = false

    /// While capturing, failures are collected for the test to check instead of failing it.
    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
        expected: Bool
    ) {
        guard capturing else {
            return super.recordFailure(
                withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
        failures.append((description, filePath, lineNumber))
    }

    func testEightPointTextFailsAtTheCallersLine() {
        capturing = true
        let line = #line + 1
        assertNoLintFindings(
            of: LintAPITests.tiny, appearances: [.light], devices: [LintAPITests.phone], atLeast: .error)
        capturing = false
        XCTAssertEqual(failures.count, 1)
        XCTAssertEqual(failures.first?.line, line)
        XCTAssertEqual(
            failures.first.map { URL(fileURLWithPath: $0.file).lastPathComponent }, "XCTestLintAssertionTests.swift")
        XCTAssertTrue(
            failures.first?.message.contains("lint: " + LintAPITests.expectedTinyFinding) == true,
            failures.first?.message ?? "no failure")
    }
}
