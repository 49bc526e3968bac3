import VignetteCLI
import VignettePreview

VignetteCommand.main(catalog: .examples, adding: [PreviewCommand.self])
