import VignetteCLI
import VignetteExampleCatalog
import VignettePreview

VignetteCommand.main(catalog: .examples, adding: [PreviewCommand.self, ReviewCommand.self])
