import ArgumentParser
import Foundation

/// `vignette`: renders iOS widgets on Linux.
public struct VignetteCommand: ParsableCommand {
    /// Commands the `vignette` executable adds or replaces by name (VignetteTool's `test` with its
    /// reports, `report`, `review`, `preview`): no product depends on them, so a widget bundle does
    /// not compile them. Set before parsing, by `main(catalog:adding:)` or `VignetteTool.install`.
    package static var addedSubcommands: [any ParsableCommand.Type] {
        get { additionsLock.withLock { added } }
        set { additionsLock.withLock { added = newValue } }
    }

    /// How a command given `--package DIR` runs (build the package, run the command in its
    /// executable): the `vignette` executable's (VignetteTool); nil in a widget bundle.
    package static var packageRunner: PackageRunner? {
        get { additionsLock.withLock { runner } }
        set { additionsLock.withLock { runner = newValue } }
    }

    /// Builds the package a command names with `--package` and runs the command in its executable.
    package typealias PackageRunner = @Sendable (_ command: any PackageCommand, _ arguments: [String]) throws -> Void
    /// Guards the two above: tests parse commands on many threads while one of them sets them.
    private static let additionsLock = NSLock()
    nonisolated(unsafe) private static var added: [any ParsableCommand.Type] = []
    nonisolated(unsafe) private static var runner: PackageRunner?

    /// The tool's name, summary and subcommands.
    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "vignette",
            abstract:
                "Render iOS widgets and Live Activities on Linux: every family, presentation, device and appearance, to PNG or SVG.",
            discussion: """
                Examples:
                  vignette render --widget course-schedule --family systemSmall --appearance all --out out/render
                  vignette render --widget live-match --presentation compact --state first-goal --appearance all
                  vignette layout --tree tree.json --width 170 --height 170
                  vignette gallery --out out/gallery
                  vignette devices --format json
                  vignette accessibility --widget weather --family systemMedium
                  vignette timeline --widget course-schedule --day 2026-11-23 --out out/timeline
                  vignette stack --widgets course-schedule,course-schedule-naive --day 2026-11-23 --out out/stack
                  vignette widgets --package path/to/MyWidgets
                  vignette render --package path/to/MyWidgets --widget MyWidget --appearance all
                """,
            subcommands: [
                WidgetsCommand.self, RenderCommand.self, LayoutCommand.self, GalleryCommand.self, DevicesCommand.self,
                TimelineCommand.self, StackCommand.self, SnapshotsCommand.self, LintCommand.self,
                ScreenshotsCommand.self, AccessibilityCommand.self, TestCommand.self, PreviewWorkerCommand.self,
            ].replacing(with: addedSubcommands)
        )
    }

    /// The root command; ArgumentParser picks the subcommand.
    public init() {}

    /// Runs the command line on `catalog`'s widgets and exits: `vignette` runs it on the
    /// bundled examples, a user's `@main` WidgetBundle on the package's own widgets.
    /// `commands` are added to the subcommands (the `vignette` executable's `preview`).
    public static func main(catalog: WidgetCatalog, adding commands: [any ParsableCommand.Type] = []) -> Never {
        addedSubcommands += commands
        MemoryTuning.apply()
        WidgetCatalog.$current.withValue(catalog) {
            do {
                try ResourceFonts.registerFromEnvironment()
                try run(Array(CommandLine.arguments.dropFirst()))
            } catch {
                exit(withError: error)
            }
        }
        exit()
    }

    /// Parses `arguments` and runs the command they name in the current catalogue; a command
    /// given `--package DIR` is built and run in that package instead (`packageRunner`).
    public static func run(_ arguments: [String]) throws {
        var command = try parseAsRoot(arguments)
        if let packaged = command as? PackageCommand, packaged.packageOptions.package != nil {
            guard let packageRunner else { throw PackageOptions.notHere }
            try packageRunner(packaged, arguments)
        } else {
            try command.run()
        }
    }
}

extension Array where Element == any ParsableCommand.Type {
    /// These commands with each of `added` in the place of the one of its name, and those that
    /// replace none after the last replaced (so `vignette`'s help lists `test`, `report`, `preview`, `review` together).
    fileprivate func replacing(with added: [any ParsableCommand.Type]) -> [any ParsableCommand.Type] {
        var result = self, insertion = endIndex
        var extra: [any ParsableCommand.Type] = []
        for command in added {
            if let index = result.firstIndex(where: { $0._commandName == command._commandName }) {
                result[index] = command
                insertion = index + 1
            } else {
                extra.append(command)
            }
        }
        result.insert(contentsOf: extra, at: Swift.min(insertion, result.endIndex))
        return result
    }
}
