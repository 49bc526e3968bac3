import VignetteCLI

VignetteCommand.main(catalog: .examples)
