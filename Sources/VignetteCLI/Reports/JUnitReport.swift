import Foundation

/// A JUnit XML report, the format CI systems read (GitHub Actions' test reporters, GitLab's
/// `artifacts:reports:junit`, Jenkins). One value of suites and cases; `xml` writes it.
/// Used by `vignette lint --format junit` and `vignette test`.
package struct JUnitReport: Equatable, Sendable {
    /// One test case: passed unless it has a failure, an error or is skipped.
    package struct TestCase: Equatable, Sendable {
        package enum Outcome: Equatable, Sendable {
            case passed
            /// An assertion did not hold (a difference, a finding).
            case failure(message: String, details: String)
            /// The case could not run (a crash, a time-out, a missing input).
            case error(message: String, details: String)
            case skipped(message: String)
        }

        package var name: String
        package var className: String
        package var seconds: Double = 0
        package var outcome: Outcome = .passed
        /// Shown by readers beside the case (paths of images, the file and line of a finding).
        package var systemOut: String? = nil

        package init(name: String, className: String, outcome: Outcome = .passed) {
            self.name = name
            self.className = className
            self.outcome = outcome
        }
    }

    package struct Suite: Equatable, Sendable {
        package var name: String
        package var cases: [TestCase]

        package init(name: String, cases: [TestCase]) {
            self.name = name
            self.cases = cases
        }
    }

    package var name: String
    package var suites: [Suite]

    package init(name: String, suites: [Suite]) {
        self.name = name
        self.suites = suites
    }

    /// The document, with counts on every suite and on the root, as readers expect them.
    package var xml: String {
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>"]
        let all = suites.flatMap(\.cases)
        lines.append("<testsuites name=\"\(Self.escape(name))\" \(Self.counts(all))>")
        for suite in suites {
            lines.append("  <testsuite name=\"\(Self.escape(suite.name))\" \(Self.counts(suite.cases))>")
            for testCase in suite.cases {
                let open =
                    "    <testcase name=\"\(Self.escape(testCase.name))\" classname=\"\(Self.escape(testCase.className))\""
                    + " time=\"\(Self.seconds(testCase.seconds))\""
                var body: [String] = []
                switch testCase.outcome {
                case .passed: break
                case .failure(let message, let details):
                    body.append("      <failure message=\"\(Self.escape(message))\">\(Self.escape(details))</failure>")
                case .error(let message, let details):
                    body.append("      <error message=\"\(Self.escape(message))\">\(Self.escape(details))</error>")
                case .skipped(let message):
                    body.append("      <skipped message=\"\(Self.escape(message))\"/>")
                }
                if let out = testCase.systemOut {
                    body.append("      <system-out>\(Self.escape(out))</system-out>")
                }
                if body.isEmpty {
                    lines.append(open + "/>")
                } else {
                    lines.append(open + ">")
                    lines.append(contentsOf: body)
                    lines.append("    </testcase>")
                }
            }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func counts(_ cases: [TestCase]) -> String {
        var failures = 0, errors = 0, skipped = 0
        for testCase in cases {
            switch testCase.outcome {
            case .passed: break
            case .failure: failures += 1
            case .error: errors += 1
            case .skipped: skipped += 1
            }
        }
        let time = cases.reduce(0) { $0 + $1.seconds }
        return
            "tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"\(skipped)\" time=\"\(seconds(time))\""
    }

    private static func seconds(_ value: Double) -> String {
        String(format: "%.3f", value)
    }

    /// XML text and attribute escaping; characters XML 1.0 cannot hold at all become U+FFFD.
    package static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            default:
                let value = scalar.value
                let allowed =
                    (value >= 0x20 && value <= 0xD7FF) || (value >= 0xE000 && value <= 0xFFFD) || value >= 0x10000
                out.unicodeScalars.append(allowed ? scalar : "\u{FFFD}")
            }
        }
        return out
    }
}
