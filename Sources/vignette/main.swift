print("vignette")
