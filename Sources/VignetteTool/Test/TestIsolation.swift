import Foundation
import VignetteCLI

/// `vignette test --package` when the package's executable dies of a signal (a `fatalError`, a
/// force unwrap) or runs past `--timeout`: each widget, Live Activity and preview is checked again
/// in a process of its own, so the others are still checked and reported, and the one that traps
/// or hangs is an error image naming it, where it is declared (a preview's `File.swift:line`) and
/// the signal or the time-out.
struct TestIsolation {
    /// A subject as `test --list-subjects` prints it.
    typealias Subject = TestSubject

    let executable: String
    let environment: [String: String]
    /// `--root`, `--jobs`, `--record`, `--shard`: what every part is run with.
    let arguments: [String]
    let out: URL
    /// Seconds each subject may take.
    let timeout: TimeInterval

    /// The subjects the executable would check.
    func subjects(only: [String]) throws -> [Subject] {
        let listed = try Subprocess.run(
            executable, ["test", "--list-subjects"] + arguments, environment: environment, timeout: 60)
        guard listed.status == 0, let data = listed.standardOutput.data(using: .utf8),
            let all = try? JSONDecoder().decode([Subject].self, from: data)
        else {
            throw PackageError.widgetsFailed(
                product: URL(fileURLWithPath: executable).lastPathComponent, command: "test --list-subjects",
                message: listed.output.suffix(500).description)
        }
        return only.isEmpty ? all : all.filter { only.contains($0.id) }
    }

    /// Each subject checked alone; the reports of all of them written to `out`.
    func run(_ subjects: [Subject]) throws -> TestReports {
        let parts = out.appendingPathComponent("isolated")
        try? FileManager.default.removeItem(at: parts)
        let pictures = out.appendingPathComponent("images")
        try? FileManager.default.removeItem(at: pictures)
        try FileManager.default.createDirectory(at: pictures, withIntermediateDirectories: true)
        var images: [TestImage] = []
        var configuration = ""
        for subject in subjects {
            let part = parts.appendingPathComponent(subject.id)
            Console.writeError("vignette test: \(subject.id) alone\n")
            let result = try Subprocess.run(
                executable, ["test", "--widget", subject.id, "--partition-all", "--out", part.path] + arguments,
                environment: environment, timeout: timeout)
            if result.timedOut {
                images.append(
                    TestImage(
                        subject: subject.id,
                        error:
                            "\(subject.id) (\(subject.source)) did not finish within \(Int(timeout)) s (--timeout): stopped"
                    ))
                continue
            }
            if result.crashed {
                let signal = result.status - 128
                images.append(
                    TestImage(
                        subject: subject.id,
                        error:
                            "\(subject.id) (\(subject.source)) trapped: signal \(signal) (\(Self.signalName(signal)))"
                            + (Self.lastLine(result.output).map { ": \($0)" } ?? "")))
                continue
            }
            guard let data = try? Data(contentsOf: part.appendingPathComponent("results.json")),
                let results = try? JSONDecoder().decode(TestResults.self, from: data)
            else {
                images.append(
                    TestImage(
                        subject: subject.id, error: "\(subject.id) (\(subject.source)) failed: exit \(result.status)"))
                continue
            }
            configuration = results.configuration
            for var image in results.images {
                for (kind, relative) in image.pictures {
                    let name = URL(fileURLWithPath: relative).lastPathComponent
                    try? FileManager.default.moveItem(
                        at: part.appendingPathComponent(relative), to: pictures.appendingPathComponent(name))
                    image.pictures[kind] = "images/\(name)"
                }
                images.append(image)
            }
        }
        let reports = TestReports(images: images, configuration: configuration)
        try reports.write(to: out)
        try? FileManager.default.removeItem(at: parts)
        return reports
    }

    static func signalName(_ signal: Int32) -> String {
        switch signal {
        case SIGILL: "SIGILL, a Swift runtime trap: fatalError, a force unwrap of nil, an index out of range"
        case SIGTRAP: "SIGTRAP, a Swift runtime trap"
        case SIGABRT: "SIGABRT"
        case SIGSEGV: "SIGSEGV"
        case SIGBUS: "SIGBUS"
        case SIGKILL: "SIGKILL"
        default: "signal \(signal)"
        }
    }

    /// The runtime's message (`Fatal error: …`), when it printed one.
    static func lastLine(_ output: String) -> String? {
        output.split(separator: "\n").last { $0.contains("Fatal error") || $0.contains("fatal error") }.map(String.init)
    }
}
