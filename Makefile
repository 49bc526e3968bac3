# Vignette: render iOS widgets on Linux.
#   make demo   installs what is missing, builds, renders the example gallery to out/gallery/
#   make test   installs what is missing, builds, runs every test

SWIFT ?= swift
GALLERY ?= out/gallery

.PHONY: demo test build deps clean

deps:
	@Scripts/ensure-deps.sh

build: deps
	$(SWIFT) build

demo: build
	$(SWIFT) run vignette gallery --out $(GALLERY)
	@echo "open $(GALLERY)/index.html or $(GALLERY)/contact-sheet.png"

test: deps
	$(SWIFT) test

clean:
	rm -rf .build out
