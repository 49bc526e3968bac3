import Foundation
import Testing
@testable import VignettePreview

/// Compiler output becomes file, line, column and message, relative to the package.
@Suite struct CompilerDiagnosticTests {
    @Test func swiftcErrorsAreReadOnceEach() {
        let package = FileManager.default.temporaryDirectory.appendingPathComponent("pkg")
        let output = """
            the package at \(package.path) does not compile (swift build exited with 1):
            \(package.path)/Sources/W/Steps.swift:12:20: error: cannot convert value of type 'String' to specified type 'Int'
            \(package.path)/Sources/W/Steps.swift:12:20: error: cannot convert value of type 'String' to specified type 'Int'
            \(package.path)/Sources/W/Steps.swift:30:5: warning: variable 'x' was never used
            /other/place.swift:4: error: no column here
            error: fatalError
            """
        let found = CompilerDiagnostic.errors(in: output, relativeTo: package)
        #expect(
            found == [
                CompilerDiagnostic(
                    file: "Sources/W/Steps.swift", line: 12, column: 20,
                    message: "cannot convert value of type 'String' to specified type 'Int'"),
                CompilerDiagnostic(file: "/other/place.swift", line: 4, column: nil, message: "no column here"),
            ])
    }
}
