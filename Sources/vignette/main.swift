import VignetteCLI

VignetteCommand.main()
