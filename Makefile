# counter-tui: `make run` builds and runs the demo, `make test` builds and runs every test.
SWIFT ?= swift
PREFIX ?= /usr/local
RELEASE_BIN := .build/release/counter-tui
# Swift's crash reporter must never wait for a key (in tests, CI or a broken terminal).
export SWIFT_BACKTRACE := interactive=no

.PHONY: all build release run demo test test-reliability fuzz soak bench bench-terminal install clean deps test-deps

all: build

deps:
	@scripts/ensure-packages.sh libncurses-dev

test-deps:
	@scripts/ensure-packages.sh libncurses-dev tmux

build: deps
	$(SWIFT) build

# Release builds link the Swift runtime and Foundation statically: faster start, lower RSS.
release: deps
	$(SWIFT) build -c release --static-swift-stdlib --product counter-tui

# The demo: 0 → 9999 over 10 s with ease-out, in big digits; `make run DEMO=dashboard` shows
# the mixed example dashboard instead (q quits).
DEMO ?= counter
run: release
ifeq ($(DEMO),dashboard)
	$(RELEASE_BIN) dashboard examples/mixed.yaml
else
	$(RELEASE_BIN) --from 0 --to 9999 --duration 10 --ease out --title "counter-tui" --style big
endif

test: test-deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

# The reliability catalogue in full (../shared/anchors/reliability.md): every exit path, signals,
# geometry, environment, hostile input, live sources; `make test` runs it in a shorter form.
test-reliability: test-deps
	$(SWIFT) build --build-tests
	COUNTER_TUI_RELIABILITY=full $(SWIFT) test --skip-build --filter 'Reliability|RawAudit'

bench: deps
	cd Benchmarks && $(SWIFT) package --allow-writing-to-package-directory benchmark

# counter-tui against rich Live and a curses loop, in a pty, for W1 and W2 (see BENCHMARKS.md);
# BASELINE=path/to/another/counter-tui measures that build beside this one, interleaved.
bench-terminal: release
	python3 scripts/bench_terminal.py $(RELEASE_BIN) $(if $(BASELINE),--baseline $(BASELINE))

# libFuzzer, with the address sanitizer: every target for FUZZ_SECONDS each (Fuzz/README.md).
FUZZ_SECONDS ?= 600
fuzz:
	scripts/fuzz.sh $(FUZZ_SECONDS) $(FUZZ_TARGETS)

# Long run with flat memory: 50 counters, a flooded stdin, two commands every 100 ms (BENCHMARKS.md).
MINUTES ?= 60
soak: release
	python3 scripts/soak.py $(RELEASE_BIN) --minutes $(MINUTES) --sample $(if $(filter 1 2 3 4 5 6 7 8 9,$(MINUTES)),5,60)

install: release
	install -d "$(DESTDIR)$(PREFIX)/bin"
	install -m 755 -s $(RELEASE_BIN) "$(DESTDIR)$(PREFIX)/bin/counter-tui"

clean:
	rm -rf .build Benchmarks/.build
