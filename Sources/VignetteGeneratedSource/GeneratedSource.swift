import Foundation

/// A source file a generator reads (an `.intentdefinition`, a Core Data model) that cannot be read,
/// naming the file and what is wrong.
public struct SourceFileError: Error, CustomStringConvertible, Equatable {
    /// The file.
    public let path: String
    /// What is wrong, with the key or entity where there is one.
    public let problem: String

    /// The error for the file at `path`, saying what is wrong.
    public init(path: String, problem: String) {
        self.path = path
        self.problem = problem
    }

    /// `path: problem`, as the compiler's diagnostics read.
    public var description: String { "\(path): \(problem)" }
}

/// The command line of the build-tool plugins' generators: `tool OUTPUT.swift INPUT…`.
public enum GeneratedSourceTool {
    /// Writes what `generate` makes of the inputs to the output (only when its bytes change, so the
    /// target is not recompiled for nothing), its warnings to standard error; exits 1 naming the
    /// error when generating fails, 2 printing `usage` without an output path.
    public static func run(usage: String, _ generate: ([URL]) throws -> (source: String, warnings: [String])) -> Never {
        let arguments = Array(CommandLine.arguments.dropFirst())
        guard let output = arguments.first else {
            FileHandle.standardError.write(Data("usage: \(usage)\n".utf8))
            exit(2)
        }
        do {
            let (source, warnings) = try generate(arguments.dropFirst().map { URL(fileURLWithPath: $0) })
            for warning in warnings {
                FileHandle.standardError.write(Data("warning: \(warning)\n".utf8))
            }
            let url = URL(fileURLWithPath: output)
            if (try? Data(contentsOf: url)) != Data(source.utf8) {
                try Data(source.utf8).write(to: url, options: .atomic)
            }
            exit(0)
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            exit(1)
        }
    }
}
