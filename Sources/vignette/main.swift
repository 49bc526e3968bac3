import VignetteCLI
import VignetteExampleCatalog
import VignettePreview
import VignetteTool

VignetteTool.install(adding: [PreviewCommand.self, ReviewCommand.self])
VignetteCommand.main(catalog: .examples)
