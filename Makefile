# counter-tui: `make run` builds and runs the demo, `make test` builds and runs every test.
SWIFT ?= swift
PREFIX ?= /usr/local
RELEASE_BIN := .build/release/counter-tui
# The binary `make install` copies (the release build unless BIN= names another).
BIN ?= $(RELEASE_BIN)
# The man page, from swift-argument-parser's GenerateManual plugin (`make man`).
MAN_PAGE := .build/counter-tui.1
MAN_OUT := .build/plugins/GenerateManual/outputs/counter-tui/counter-tui.1
BASH_DIR := $(DESTDIR)$(PREFIX)/share/bash-completion/completions
ZSH_DIR := $(DESTDIR)$(PREFIX)/share/zsh/site-functions
FISH_DIR := $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
MAN_DIR := $(DESTDIR)$(PREFIX)/share/man/man1
# Swift's crash reporter must never wait for a key (in tests, CI or a broken terminal).
export SWIFT_BACKTRACE := interactive=no

.PHONY: all build release run demo docs docs-api check test test-terminal examples test-reliability differential fuzz soak bench bench-terminal bench-pipe man install uninstall clean deps test-deps

all: build

deps:
	@scripts/ensure-packages.sh libncurses-dev

# tmux runs the binary in a real terminal; asciinema plays a recording; chromium plays an SVG;
# ncurses-term has the terminfo entries of kitty, foot, alacritty, wezterm… (the entry-present path).
test-deps:
	@scripts/ensure-packages.sh libncurses-dev ncurses-term tmux asciinema chromium faketime tty-clock pv

build: deps
	$(SWIFT) build

# Release builds link the Swift runtime and Foundation statically: faster start, lower RSS.
# Linked by the toolchain's lld with packed relative relocations (DT_RELR, glibc 2.36+): the
# loader reads 0.5 MB of relocations instead of 1.9 MB at every start
# (docs/benchmarks-history.md, issue 27).
# RELEASE_LINK= (empty) links as SwiftPM does by default (gold, RELA).
RELEASE_LINK ?= -Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs
release: deps
	$(SWIFT) build -c release --static-swift-stdlib --product counter-tui $(RELEASE_LINK)

# The demo: 0 → 9999 over 10 s with ease-out, in big digits; `make run DEMO=dashboard` shows
# the mixed example dashboard instead (q quits).
DEMO ?= counter
run: release
ifeq ($(DEMO),dashboard)
	$(RELEASE_BIN) dashboard boards/mixed.yaml
else
	$(RELEASE_BIN) --from 0 --to 9999 --duration 10 --ease out --title "counter-tui" --style big
endif

# The README's animations, recorded by the tool itself (--record renders every frame from the
# animation's clock, without a terminal): the demo of `make run`, and rolling digits.
docs: release
	@mkdir -p docs
	$(RELEASE_BIN) --from 0 --to 9999 --duration 10 --ease out --title "counter-tui" --style big \
		--size 60x12 --fps 20 --loop --record docs/demo.svg
	$(RELEASE_BIN) --from 1990 --to 2026 --duration 4 --ease out --title "Rolling digits" --style rolling \
		--size 60x12 --fps 30 --loop --record docs/rolling.svg
	$(RELEASE_BIN) dashboard boards/sales.yaml --size 80x8 --fps 30 --loop --record docs/dashboard.svg

# The library's reference and its guides (DocC): each product's catalog with the symbols of its
# public API, as a static site in .build/docs-api/MODULE (open index.html through any web
# server). A link to a symbol that does not exist fails the build.
DOCC_MODULES := CounterEngine CounterLocales CounterTUI
DOCC_SYMBOLS := .build/docs-api/symbol-graphs
docs-api: deps
	$(SWIFT) package dump-symbol-graph --minimum-access-level public >/dev/null
	@set -e; for m in $(DOCC_MODULES); do \
		rm -rf $(DOCC_SYMBOLS)/$$m .build/docs-api/$$m; mkdir -p $(DOCC_SYMBOLS)/$$m; \
		find .build/*/symbolgraph -name "$$m.symbols.json" -o -name "$$m@*.symbols.json" | xargs -I{} cp {} $(DOCC_SYMBOLS)/$$m/; \
		docc convert Sources/$$m/$$m.docc --additional-symbol-graph-dir $(DOCC_SYMBOLS)/$$m \
			--output-path .build/docs-api/$$m --transform-for-static-hosting --hosting-base-path $$m \
			--warnings-as-errors; \
		echo "docs-api: .build/docs-api/$$m"; \
	done

# The terminal tier's suites run in TEST_WORKERS processes at once (scripts/run_tests.py; one
# test at a time in each); the suites tagged quietMachine run last, alone. Three on 2 cores:
# four took 222 s and three 294 s, but four's timing-bound tests failed more often under load
# (.ci/run takes two, for the same reason).
TEST_WORKERS ?= 3

# SwiftPM's temporary files (it leaves a TemporaryDirectory.* at each call) go to a folder of the
# recipe's own, removed at the end, so /tmp keeps nothing of a run. Always the same path: SwiftPM
# compiles the package's plugins again whenever TMPDIR names another folder (2.5 s a build).
MAKE_TMP := $(CURDIR)/.build/make-tmp

# The inner loop: the house rules (the layers: what each target imports, ncurses in one file, the
# system calls in CounterSystem only; the largest types are listed, not limited),
# a `///` summary on every public declaration (scripts/api_check.py prints their count),
# then the unit, golden and in-process suites (the command line and the whole program on a
# test terminal and a manual clock) in four processes at once: no tmux, no Chromium, no spawned
# binary (26 to 29 s after touching one file on 2 cores; scripts/run_tests.py --tier check).
# TMPDIR is MAKE_TMP, removed at the end.
check: deps
	@set -e; scratch="$(MAKE_TMP)"; rm -rf "$$scratch"; mkdir -p "$$scratch"; trap 'rm -rf "$$scratch"' EXIT; \
	trap 'exit 129' HUP; trap 'exit 130' INT; trap 'exit 143' TERM; \
	export TMPDIR="$$scratch"; \
	echo "python3 scripts/house_check.py Sources; python3 scripts/api_check.py Sources (beside the build)"; \
	{ python3 scripts/house_check.py Sources && python3 scripts/api_check.py Sources; } > "$$scratch/rules.log" 2>&1 & rules=$$!; \
	echo "$(SWIFT) build --build-tests"; $(SWIFT) build --build-tests || { wait $$rules; cat "$$scratch/rules.log"; exit 1; }; \
	ruled=0; wait $$rules || ruled=$$?; cat "$$scratch/rules.log"; [ $$ruled = 0 ]; \
	python3 scripts/run_tests.py --tier check

# The release binary against another build (OLD=path/to/counter-tui) over 250 command lines:
# frames, plain output, recordings, errors and exit statuses the same but for timing.
differential: release
	python3 scripts/differential.py $(OLD) $(RELEASE_BIN)

# The examples of embedding and the host programs the tests run (Examples/: one package that
# depends on this one by path, so the library is compiled once for all of them), built as a
# user builds them; the end-to-end tests run them in tmux. SwiftPM plans a path dependency's
# files once per build folder: a source file added to or removed from this package later is
# missed (or fails as a "missing input") until the plan is made again, so each build drops the
# examples' plan first (0.3 s).
examples: deps
	rm -f Examples/.build/*/debug/description.json
	$(SWIFT) build --package-path Examples

# The house rules and the API summaries, the examples and the API docs (a broken link fails) and
# the man page are built too (CI checks them); then both tiers (scripts/run_tests.py): the check
# tier in four processes, the terminal tier's suites (and the fuzz corpora's replay) side by
# side; the tests install into a temporary PREFIX. Each tier's time is printed at the end (docs/architecture.md, Testing).
# SwiftPM leaves a TemporaryDirectory.* and lock files in TMPDIR at each call: the whole recipe
# runs with TMPDIR in a folder of its own, removed at the end, so /tmp keeps nothing of the run.
test: test-deps
	@set -e; scratch="$(MAKE_TMP)"; rm -rf "$$scratch"; mkdir -p "$$scratch"; trap 'rm -rf "$$scratch"' EXIT; \
	trap 'exit 129' HUP; trap 'exit 130' INT; trap 'exit 143' TERM; \
	export TMPDIR="$$scratch"; \
	echo "python3 scripts/house_check.py Sources"; python3 scripts/house_check.py Sources; \
	echo "python3 scripts/api_check.py Sources"; python3 scripts/api_check.py Sources; \
	echo "$(SWIFT) build --build-tests"; $(SWIFT) build --build-tests; \
	$(MAKE) --no-print-directory examples docs-api man; \
	COUNTER_TUI_MAN_PAGE="$(CURDIR)/$(MAN_PAGE)" \
		COUNTER_TUI_EXAMPLES_BIN="$$($(SWIFT) build --package-path Examples --show-bin-path)" \
		python3 scripts/run_tests.py --workers $(TEST_WORKERS)

# The terminal tier alone (the built binary in tmux, on a pty, as a process), its suites side by
# side; ONLY=REGEX keeps the suites it finds. TMPDIR in a folder of its own, as for `test`.
test-terminal: test-deps
	@set -e; scratch="$(MAKE_TMP)"; rm -rf "$$scratch"; mkdir -p "$$scratch"; trap 'rm -rf "$$scratch"' EXIT; \
	trap 'exit 129' HUP; trap 'exit 130' INT; trap 'exit 143' TERM; \
	export TMPDIR="$$scratch"; \
	echo "$(SWIFT) build --build-tests"; $(SWIFT) build --build-tests; \
	$(MAKE) --no-print-directory examples; \
	COUNTER_TUI_EXAMPLES_BIN="$$($(SWIFT) build --package-path Examples --show-bin-path)" \
		python3 scripts/run_tests.py --tier terminal --workers $(TEST_WORKERS) $(if $(ONLY),--only '$(ONLY)')

# The reliability catalogue in full (docs/terminal.md, Reliability): every exit path, signals,
# geometry, environment, hostile input, live sources; `make test` runs it in a shorter form.
test-reliability: test-deps
	$(SWIFT) build --build-tests
	COUNTER_TUI_RELIABILITY=full $(SWIFT) test --skip-build --filter 'Reliability|RawAudit'

# The public API's micro-benchmarks (Benchmarks/, its own package: only the library's products).
bench: deps
	cd Benchmarks && $(SWIFT) package --allow-writing-to-package-directory benchmark

# counter-tui against a careful C + ncursesw program (scripts/peers/c_counter.c, built with gcc),
# the same program ticked by libdispatch (c_dispatch_counter.c, the toolchain's clang and
# libdispatch), rich Live and a curses loop, in a pty, for W1, W2 and a 256-card board, and a
# 25-minute countdown against tty-clock -c (see BENCHMARKS.md);
# BASELINE=path/to/another/counter-tui measures that build beside this one, interleaved.
bench-terminal: release
	@scripts/ensure-packages.sh tty-clock || echo "note: no tty-clock; the clock workload runs without its peer"
	python3 scripts/bench_terminal.py $(RELEASE_BIN) $(if $(BASELINE),--baseline $(BASELINE))

# What a viewer in the middle of a pipeline costs it, interleaved (RUNS=N runs, medians, wall
# and CPU): 4 GiB of zeros and 1 GiB of random bytes (/tmp/counter-tui-bench-random-1G, made
# once) through counter-tui --count-bytes --tee, pv -q and cat; seq 1 20000000 | … | gzip -1
# through counter-tui --count-lines --tee, tee /dev/null and pv -l (issue 37's targets).
bench-pipe: release
	python3 scripts/bench_pipe.py $(RELEASE_BIN) --runs $(or $(RUNS),3)

# libFuzzer, with the address sanitizer: counter-fuzz built into .build-fuzz, then every target for
# FUZZ_SECONDS each (Fuzz/README.md).
FUZZ_SECONDS ?= 600
fuzz:
	scripts/fuzz.sh $(FUZZ_SECONDS) $(FUZZ_TARGETS)

# Long runs with flat memory (BENCHMARKS.md): first a 64-card board in tmux recording a live .svg
# (RSS within +-2 MiB after the warm-up: the SVG is streamed to disk), then 50 counters, a
# flooded stdin, two commands every 100 ms.
MINUTES ?= 60
soak: release
	python3 scripts/soak_svg.py $(RELEASE_BIN) --minutes $(MINUTES) --sample $(if $(filter 1 2 3 4 5 6 7 8 9,$(MINUTES)),10,30)
	python3 scripts/soak.py $(RELEASE_BIN) --minutes $(MINUTES) --sample $(if $(filter 1 2 3 4 5 6 7 8 9,$(MINUTES)),5,60)

# counter-tui.1 from the command's own definition (the debug build is enough for its text).
man: $(MAN_PAGE)
$(MAN_PAGE): Package.swift $(shell find Sources/CounterCLI -name '*.swift') | deps
	$(SWIFT) package plugin generate-manual --configuration debug
	cp $(MAN_OUT) $(MAN_PAGE)

# The binary, the man page and the bash, zsh and fish completions; `make uninstall` removes them.
install: $(if $(filter $(RELEASE_BIN),$(BIN)),release) $(MAN_PAGE)
	install -d "$(DESTDIR)$(PREFIX)/bin" "$(MAN_DIR)" "$(BASH_DIR)" "$(ZSH_DIR)" "$(FISH_DIR)"
	install -m 755 -s $(BIN) "$(DESTDIR)$(PREFIX)/bin/counter-tui"
	install -m 644 $(MAN_PAGE) "$(MAN_DIR)/counter-tui.1"
	$(BIN) --generate-completion-script bash > "$(BASH_DIR)/counter-tui"
	$(BIN) --generate-completion-script zsh > "$(ZSH_DIR)/_counter-tui"
	$(BIN) --generate-completion-script fish > "$(FISH_DIR)/counter-tui.fish"

uninstall:
	rm -f "$(DESTDIR)$(PREFIX)/bin/counter-tui" "$(MAN_DIR)/counter-tui.1" "$(BASH_DIR)/counter-tui" \
		"$(ZSH_DIR)/_counter-tui" "$(FISH_DIR)/counter-tui.fish"

clean:
	rm -rf .build .build-fuzz Benchmarks/.build Examples/.build
