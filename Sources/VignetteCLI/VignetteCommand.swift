import ArgumentParser

/// `vignette`: renders iOS widgets on Linux.
public struct VignetteCommand: ParsableCommand {
    /// The tool's name, summary and subcommands.
    public static let configuration = CommandConfiguration(
        commandName: "vignette",
        abstract: "Render iOS widgets on Linux: every family, device and appearance, to PNG or SVG.",
        discussion: """
            Examples:
              vignette render --widget course-schedule --family systemSmall --appearance all --out out/render
              vignette layout --tree tree.json --width 170 --height 170
              vignette gallery --out out/gallery
              vignette devices --format json
              vignette timeline --widget course-schedule --day 2026-11-23 --out out/timeline
              vignette stack --widgets course-schedule,course-schedule-naive --day 2026-11-23 --out out/stack
            """,
        subcommands: [RenderCommand.self, LayoutCommand.self, GalleryCommand.self, DevicesCommand.self,
                      TimelineCommand.self, StackCommand.self, SnapshotsCommand.self, LintCommand.self,
                      ScreenshotsCommand.self]
    )

    /// The root command; ArgumentParser picks the subcommand.
    public init() {}
}
