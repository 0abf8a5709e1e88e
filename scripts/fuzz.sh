#!/bin/sh
# Builds the libFuzzer targets (Fuzz/) with the address sanitizer and runs each for a set time.
#   scripts/fuzz.sh [SECONDS] [TARGET ...]      (default: 600 s each, every target)
# New inputs that add coverage are merged into Fuzz/Corpus/TARGET (commit them); an input that
# breaks an invariant or crashes is saved under .build/fuzz-crashes/TARGET/ and the script fails:
# fix the bug, then add the input to Fuzz/Regressions/TARGET/ so `make test` replays it.
set -eu
cd "$(dirname "$0")/.."
seconds=${1:-600}
[ $# -gt 0 ] && shift
targets=${*:-number-parser formatter tween sanitizer escape-stripper line-framer config layout}

# SwiftPM's default linker (gold) crashes on the sanitized objects; use the toolchain's lld.
lld="$(dirname "$(readlink -f "$(command -v swift)")")/ld.lld"
[ -x "$lld" ] || { echo "fuzz: $lld not found (the Swift toolchain's lld is needed)" >&2; exit 1; }
mkdir -p .build
printf '{ "schemaVersion": "1.0", "linker": { "path": "%s" } }\n' "$lld" > .build/fuzz-toolset.json
swift build --package-path Fuzz --scratch-path .build/fuzz -c release --toolset .build/fuzz-toolset.json \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library
binary=.build/fuzz/release/counter-fuzz

export SWIFT_BACKTRACE=enable=no
failed=""
for target in $targets; do
    scratch=.build/fuzz-corpus/$target
    crashes=.build/fuzz-crashes/$target
    mkdir -p "$scratch" "$crashes" "Fuzz/Corpus/$target" "Fuzz/Regressions/$target"
    echo "fuzz: $target for $seconds s"
    if ! FUZZ_TARGET=$target "$binary" "$scratch" "Fuzz/Corpus/$target" "Fuzz/Regressions/$target" \
        -max_total_time="$seconds" -max_len=4096 -timeout=2 -rss_limit_mb=1024 \
        -artifact_prefix="$crashes/" -print_final_stats=1 > ".build/fuzz-$target.log" 2>&1; then
        failed="$failed $target"
        echo "fuzz: $target FAILED, see .build/fuzz-$target.log and $crashes/"
        grep -E "invariant broken|ERROR: |Fatal error" ".build/fuzz-$target.log" | head -5 || true
    fi
    grep -E "^stat::number_of_executed_units|^Done" ".build/fuzz-$target.log" | tail -2 || true
    # Keep only inputs that add coverage (minimised merge into the committed corpus).
    before=$(ls "Fuzz/Corpus/$target" | wc -l)
    FUZZ_TARGET=$target "$binary" -merge=1 -max_len=4096 -timeout=2 "Fuzz/Corpus/$target" "$scratch" > /dev/null 2>&1 || true
    echo "fuzz: $target corpus $before -> $(ls "Fuzz/Corpus/$target" | wc -l) inputs"
done
if [ -n "$failed" ]; then
    echo "fuzz: invariants broken in:$failed"
    exit 1
fi
echo "fuzz: no crash in $targets"
