# Vignette: render iOS widgets on Linux.
#   make demo   installs what is missing, builds, renders the example gallery to out/gallery/
#   make test   installs what is missing, builds, runs every test (and the preview page in headless chromium)
#   make fuzz   libFuzzer on the tree decoder and PNG reader, FUZZ_SECONDS (600) each
#   make bench  release-build benchmark: prints the figures, writes out/bench/results.json
#   make docs   DocC documentation of every library, one static site per library under out/docs/
#   make fidelity  scores renders of third-party SwiftUI views against iOS's PNGs (FIDELITY_CORPUS)

SWIFT ?= swift
GALLERY ?= out/gallery
# Package traits for this repository's own builds: SnapshotTesting compiles the
# swift-snapshot-testing strategy and runs its tests (off for packages that depend on Vignette).
# Build, demo and test pass the same traits, so they share one build and don't recompile.
TRAITS ?= --traits SnapshotTesting

.PHONY: demo test build deps clean

deps:
	@Scripts/ensure-deps.sh

build: deps
	$(SWIFT) build $(TRAITS)

demo: build
	$(SWIFT) run $(TRAITS) vignette gallery --out $(GALLERY)
	@echo "open $(GALLERY)/index.html or $(GALLERY)/contact-sheet.png"

# The sample package (Examples/WidgetPackage) is built first, so the CLI's --package tests only
# rebuild what changed; then its own snapshot tests run against the references it commits, then
# `vignette test` on it (Docs/CI.md).
test: deps test-docs
	cd Examples/WidgetPackage && $(SWIFT) build --disable-build-manifest-caching
	$(SWIFT) test $(TRAITS)
	cd Examples/WidgetPackage && $(SWIFT) test
	CI=1 $(SWIFT) run $(TRAITS) vignette test --package Examples/WidgetPackage --out .build/vignette-test-sample
	grep -q '<testsuites name="vignette test"' .build/vignette-test-sample/junit.xml
	grep -q 'Every image matches its reference.' .build/vignette-test-sample/summary.md
	grep -q '<h1>Vignette snapshots' .build/vignette-test-sample/index.html
	$(MAKE) test-browser
	$(MAKE) test-ci

# Docs stay true: relative links, cited paths, README's coverage figure (Scripts/check-docs.py),
# the checker's own tests on trees with deliberate faults, the targets graph in
# Docs/Architecture.md against Package.swift, and every Swift file as swift format writes it
# (.swift-format; `python3 Scripts/check-format.py --fix` formats).
.PHONY: test-docs
test-docs:
	python3 -m unittest discover -s Tests/Docs
	python3 Scripts/check-docs.py
	python3 Scripts/architecture-graph.py --check
	python3 Scripts/check-format.py

# `vignette preview` driven in Debian's chromium by Playwright (PyPI, in .venv/), both installed
# only when missing (Scripts/ensure-browser-test.sh). Edits Examples/WidgetPackage's StepsWidget.swift
# in place so its build, made by the line above, is reused incrementally (a copy would need a build
# of its own); the file is restored on exit, on SIGTERM, and after a killed run at the next start.
.PHONY: test-browser
test-browser: deps
	@Scripts/ensure-browser-test.sh
	$(SWIFT) build $(TRAITS) --product vignette
	.venv/bin/python Tests/Browser/preview_test.py

# Issue 31's done-when checks on a scratch copy of the sample package (Tests/Browser/ci_test.py): a
# one-line view change fails `vignette test` with exactly its images, `vignette review` in headless
# chromium lists and accepts it, `--record failed` accepts the rest, Docs/CI.md's workflow runs.
# The copy stays in .build/scratch-review/ so a later run builds it incrementally.
.PHONY: test-ci
test-ci: deps
	@Scripts/ensure-browser-test.sh
	$(SWIFT) build $(TRAITS) --product vignette
	.venv/bin/python Tests/Browser/ci_test.py

clean:
	rm -rf .build .build-bench .build-docs out

# Fidelity (issue 33): third-party SwiftUI views rendered by Vignette, scored against the PNGs iOS
# rendered from the same source (SSIM, edge overlap, ink-box offsets). Not part of `make test`.
# FIDELITY_CORPUS: the corpus folder (cases.json, pkg/; default .build/fidelity), which holds the
# third-party files and is never committed (Docs/Comparisons.md, "Fidelity corpus").
# FIDELITY_ARGS: e.g. --write-docs, --label TEXT, --skip-build. The corpus package is built in its iOS
# reading (`#if os(iOS)` true), made by this checkout's .build/debug/vignette, built first (as `make test` builds it).
FIDELITY_ARGS ?=
.PHONY: fidelity
fidelity: deps
	$(SWIFT) build $(TRAITS) --product vignette
	@Scripts/fidelity/ensure-venv.sh
	.venv/bin/python -m unittest discover -s Tests/Fidelity
	.venv/bin/python Scripts/fidelity/fidelity.py $(FIDELITY_ARGS)

# Fuzzing (issue 9): libFuzzer with AddressSanitizer, one target after the other, each for
# FUZZ_SECONDS. Crashes land in .build-fuzz/artifacts/; keep each one as a regression in
# Tests/VignetteReliabilityTests/Fuzz/<target>/ (FuzzRegressionTests runs them).
FUZZ_SECONDS ?= 600
FUZZ_TARGETS ?= FuzzTreeDecoder FuzzPNGReader
FUZZ_FLAGS = -c debug --scratch-path .build-fuzz -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library -Xswiftc -DFUZZING

.PHONY: fuzz
fuzz: deps
	@for target in $(FUZZ_TARGETS); do \
	  $(SWIFT) build $(FUZZ_FLAGS) --product $$target || exit 1; \
	done
	@mkdir -p .build-fuzz/artifacts
	@for target in $(FUZZ_TARGETS); do \
	  corpus=.build-fuzz/corpus/$$target; mkdir -p $$corpus; \
	  seeds=Tests/VignetteReliabilityTests/Fuzz/Seeds/$$target; \
	  dict=$$( [ $$target = FuzzTreeDecoder ] && echo -dict=Tests/VignetteReliabilityTests/Fuzz/Seeds/tree.dict ); \
	  echo "fuzzing $$target for $(FUZZ_SECONDS) s"; \
	  .build-fuzz/debug/$$target $$corpus $$seeds $$dict -max_total_time=$(FUZZ_SECONDS) -rss_limit_mb=2048 -malloc_limit_mb=512 \
	    -artifact_prefix=.build-fuzz/artifacts/$$target- -print_final_stats=1 || exit 1; \
	done

# Benchmark (issue 8): layout, render to PNG against Cairo's writer, snapshot verify, gallery
# with 1 and 2 workers, memory over 5,000 renders. The VignetteBench target exists only when
# VIGNETTE_BENCH is set (Package.swift), so `make test` never compiles it.
# BENCH_ARGS: --runs N (default 50), --renders N (5000), --only layout,render,verify,gallery,memory,longtext,swiftui,package,
#             --nodes 100,1000,10000,100000 (synthetic layout tree sizes),
#             --lengths 10000,100000 (characters of the long-text case's unbroken run),
#             --scripts latin,cjk,emoji,arabic,hebrew,latin-repeating (the long-text case's runs)
# Then the preview's save → image case in headless chromium (Benchmarks/preview_bench.py;
# PREVIEW_BENCH_RUNS, PREVIEW_BENCH_SWIFT_RUNS=0 skips the Swift edit). Then `vignette test` on the
# sample package with 216 images: a second run, 2 shards against 1 (Benchmarks/test_bench.py).
BENCH_ARGS ?=
.PHONY: bench
bench: deps
	VIGNETTE_BENCH=1 $(SWIFT) build -c release --scratch-path .build-bench --product VignetteBench
	@echo "load average before: $$(cut -d' ' -f1-3 /proc/loadavg) (2 cores: figures are noisy above ~1.5)"
	.build-bench/release/VignetteBench $(BENCH_ARGS)
	@Scripts/ensure-browser-test.sh
	VIGNETTE_BENCH=1 $(SWIFT) build -c release --scratch-path .build-bench --product vignette
	.venv/bin/python Benchmarks/preview_bench.py
	python3 Benchmarks/test_bench.py

# API documentation (issue 14): one DocC site per library, transformed for static hosting,
# under out/docs/<Library>/. The DocC plugin is a dependency only when VIGNETTE_DOCS is set
# (Package.swift), and it builds in its own scratch path so `make test` never resolves it.
# Browse with `python3 -m http.server -d out/docs 8000` then
# http://localhost:8000/ (an index of the libraries; DocC pages need a server, not file://).
# Scripts/doc-coverage.py counts the public declarations that have a `///` summary; the table goes
# to out/docs/coverage.txt and the target fails below 80%.
DOCS ?= out/docs
DOCS_TARGETS ?= Vignette VignetteCairo VignetteTesting VignetteSnapshots VignetteSnapshotTesting VignetteScreenshots VignetteLint VignettePNG VignetteTimeline VignetteSampleData
.PHONY: docs
docs: deps
	@rm -rf $(DOCS)
	@mkdir -p $(DOCS)
	@for target in $(DOCS_TARGETS); do \
	  VIGNETTE_DOCS=1 $(SWIFT) package --scratch-path .build-docs --allow-writing-to-directory $(DOCS) \
	    generate-documentation --target $$target --output-path $(DOCS)/$$target \
	    --transform-for-static-hosting --hosting-base-path $$target || exit 1; \
	done
	@{ echo '<!doctype html><meta charset="utf-8"><title>Vignette documentation</title><h1>Vignette documentation</h1><ul>'; \
	  for target in $(DOCS_TARGETS); do \
	    lower=$$(echo $$target | tr A-Z a-z); \
	    echo "<li><a href=\"$$target/documentation/$$lower/\">$$target</a></li>"; \
	  done; echo '</ul>'; } > $(DOCS)/index.html
	@python3 Scripts/doc-coverage.py --min 80 > $(DOCS)/coverage.txt; status=$$?; tail -1 $(DOCS)/coverage.txt; exit $$status
	@echo "serve with: python3 -m http.server -d $(DOCS) 8000, then open http://localhost:8000/"
