/// Every message snapshot testing shows a user, in one place. Each case carries the data
/// its message needs; `message` renders it and tests pin the wording.
public indirect enum SnapshotError: Error, Equatable, Sendable {
    /// `VIGNETTE_RECORD` holds something that is not a record mode.
    case invalidRecordMode(String)
    /// No folder above the test file holds a `Package.swift`.
    case noPackageRoot(filePath: String)
    /// No reference, and the record mode forbids writing one.
    case missingReference(path: String, mode: SnapshotRecordMode.Resolved, recordCommand: String)
    /// The render does not match its reference.
    case mismatch(path: String, details: [String], environment: [String], recordCommand: String)
    /// A reference was written; `reason` is the record mode that wrote it.
    case recorded(path: String, mode: SnapshotRecordMode.Resolved, replaced: Bool, environment: [String])
    /// The reference exists but cannot be read or decoded.
    case unreadableReference(path: String, reason: String, recordCommand: String)
    /// Building or painting the widget failed.
    case renderFailed(name: String, reason: String)
    /// Where the pictures of a failure were written, added to its message.
    case artifacts(files: [String], report: String)
    /// A failure followed by where its pictures went (`artifacts` or `artifactsUnwritable`).
    case failureWithArtifacts(SnapshotError, SnapshotError)
    /// The pictures of a failure could not be written.
    case artifactsUnwritable(reason: String)
    /// `vignette snapshots prune` found no record of a test run.
    case noRunRecorded(folder: String)
    /// The assertion was asked for nothing: no family the device offers, no device…
    case nothingToRender(widget: String, reason: String)
    /// A reading order differs from its reference: the lines taken out (`-`) and put in (`+`),
    /// and where the new transcript was written.
    case transcriptMismatch(path: String, differences: [String], actual: String?, recordCommand: String)

    /// One paragraph naming the reference and what went wrong, with what to do next.
    public var message: String {
        switch self {
        case .invalidRecordMode(let value):
            let modes = SnapshotRecordMode.allCases.map(\.rawValue).joined(separator: ", ")
            return "invalid \(SnapshotRecordMode.environmentKey) '\(value)': expected one of \(modes)"
        case .noPackageRoot(let filePath):
            return
                "no Package.swift in any folder above \(filePath); snapshot references live in the package's Snapshots/ folder"
        case .missingReference(let path, let mode, let command):
            let why =
                mode.source == .continuousIntegration
                ? "CI is set, so the record mode is 'never'"
                : "the record mode is 'never'"
            return
                "no reference at \(path) (\(why)).\nRecord it on a developer machine and commit it: \(command.replacingFirst("RECORD=failed", with: "RECORD=missing"))"
        case .mismatch(let path, let details, let environment, let command):
            var lines = ["snapshot does not match \(path)"] + details.map { "  " + $0 }
            if !environment.isEmpty {
                lines.append(
                    "  the references were recorded in a different environment (Snapshots/ENVIRONMENT.json); the difference may come from it:"
                )
                lines += environment.map { "    " + $0 }
            }
            lines.append("  to accept the new rendering: \(command)")
            return lines.joined(separator: "\n")
        case .recorded(let path, let mode, let replaced, let environment):
            var text = "\(replaced ? "re-recorded" : "recorded") \(path) (record mode '\(mode.mode.rawValue)'"
            text +=
                mode.source == .call
                ? " set by the call's record: argument; remove it before committing)"
                : "); look at it before committing it"
            if !environment.isEmpty {
                text +=
                    "\n  Snapshots/ENVIRONMENT.json now describes this machine; it changed: "
                    + environment.joined(separator: "; ")
            }
            return text
        case .unreadableReference(let path, let reason, let command):
            return "cannot use the reference \(path): \(reason). Replace it with: \(command)"
        case .renderFailed(let name, let reason):
            return "cannot render \(name): \(reason)"
        case .artifacts(let files, let report):
            return "  artifacts: \(files.joined(separator: ", "))\n  report: \(report)"
        case .failureWithArtifacts(let failure, let artifacts):
            return failure.message + "\n" + artifacts.message
        case .artifactsUnwritable(let reason):
            return "  (failure artifacts not written: \(reason))"
        case .noRunRecorded(let folder):
            return
                "no test run has recorded which references it produced (nothing in \(folder)); run the whole test suite first, e.g. 'swift test'"
        case .nothingToRender(let widget, let reason):
            return "nothing to snapshot for '\(widget)': \(reason)"
        case .transcriptMismatch(let path, let differences, let actual, let command):
            var lines =
                ["VoiceOver reading order does not match \(path) (- reference, + now):"] + differences.map { "  " + $0 }
            if let actual { lines.append("  actual: \(actual)") }
            lines.append("  to accept the new reading order: \(command)")
            return lines.joined(separator: "\n")
        }
    }
}

extension SnapshotError {
    /// One line naming the snapshot and what is wrong with it, for a test framework's issue
    /// title, e.g. "next-class_systemSmall_iphone-se-3_ios26_light@2x: 1,419 of 85,264 pixels
    /// (1.66%) differ beyond colour threshold 0.1 (allowed: none)"; `message` has the rest.
    public var title: String {
        switch self {
        case .mismatch(let path, let details, _, _):
            "\(Self.name(path)): \(details.first ?? "does not match its reference")"
        case .missingReference(let path, let mode, _):
            "\(Self.name(path)): no reference, and record mode '\(mode.mode.rawValue)' writes none"
        case .recorded(let path, let mode, let replaced, _):
            "\(Self.name(path)): \(replaced ? "re-recorded" : "recorded") (record mode '\(mode.mode.rawValue)')"
        case .unreadableReference(let path, let reason, _):
            "\(Self.name(path)): unreadable reference: \(reason)"
        case .renderFailed(let name, let reason):
            "\(name): cannot render: \(reason)"
        case .failureWithArtifacts(let failure, _):
            failure.title
        case .transcriptMismatch(let path, let differences, _, _):
            "\(Self.name(path)): reading order differs in \(differences.count) line\(differences.count == 1 ? "" : "s")"
        default:
            String(message.prefix { $0 != "\n" })
        }
    }

    /// A reference's name: its file name without `.png` or `.accessibility.txt`.
    private static func name(_ path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        for suffix in [".png", ".accessibility.txt"] where file.hasSuffix(suffix) {
            return String(file.dropLast(suffix.count))
        }
        return file
    }
}

extension SnapshotError: CustomStringConvertible {
    /// The error's message.
    public var description: String { message }
}

extension String {
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}
