import ArgumentParser
import VignetteCLI

/// What only the `vignette` executable does, kept out of the module a widget bundle's `@main`
/// runs (VignetteCLI) so a user's package does not compile it: `--package` (build the package and
/// run the command in its executable), `test`'s reports, `report merge`, and `review`'s work.
public enum VignetteTool {
    /// Makes `VignetteCommand` the `vignette` executable's command line: `test` with its reports,
    /// `report`, the hidden `ios-reading` (`make fidelity`'s build), the `--package` runner, and `commands`
    /// (the executable's `preview` and `review`).
    public static func install(adding commands: [any ParsableCommand.Type] = []) {
        VignetteCommand.addedSubcommands =
            [ReportingTestCommand.self, ReportCommand.self, IOSReadingCommand.self] + commands
        VignetteCommand.packageRunner = { command, arguments in
            try PackageRun(options: command.packageOptions, arguments: arguments, outputFolder: command.outputFolder)
                .run()
        }
    }
}
