import Vignette
