#!/bin/sh
# Builds the fuzzer (the main package's executable target counter-fuzz) with libFuzzer and the
# address sanitizer, into its own scratch path (.build-fuzz), and runs each target for a set time.
#   scripts/fuzz.sh [SECONDS] [TARGET ...]      (default: 600 s each, every target)
#   scripts/fuzz.sh --build-only                (build it and check that libFuzzer is linked in)
# New inputs that add coverage are merged into Fuzz/Corpus/TARGET (commit them); an input that
# breaks an invariant or crashes is saved under .build-fuzz/crashes/TARGET/ and the script fails:
# fix the bug, then add the input to Fuzz/Regressions/TARGET/ so `make test` replays it.
set -eu
cd "$(dirname "$0")/.."
build_only=""
if [ "${1:-}" = "--build-only" ]; then build_only=1; shift; fi
seconds=${1:-600}
[ $# -gt 0 ] && shift
targets=${*:-number-parser formatter tween sanitizer escape-stripper line-framer config layout}

# SwiftPM's default linker (gold) crashes on the sanitized objects; use the toolchain's lld.
lld="$(dirname "$(readlink -f "$(command -v swift)")")/ld.lld"
[ -x "$lld" ] || { echo "fuzz: $lld not found (the Swift toolchain's lld is needed)" >&2; exit 1; }
scratch_path=.build-fuzz
mkdir -p "$scratch_path"
printf '{ "schemaVersion": "1.0", "linker": { "path": "%s" } }\n' "$lld" > "$scratch_path/toolset.json"
# libFuzzer's entry is declared weak (Sources/CFuzzerDriver) so a plain build links without it;
# `-u LLVMFuzzerRunDriver` makes the linker take it from libFuzzer's archive.
swift build --scratch-path "$scratch_path" -c release --product counter-fuzz --toolset "$scratch_path/toolset.json" \
    -Xswiftc -sanitize=fuzzer,address -Xlinker -u -Xlinker LLVMFuzzerRunDriver
binary=$scratch_path/release/counter-fuzz
# A binary without libFuzzer would say so and run nothing: refuse it here.
if ! nm "$binary" | grep -q " T LLVMFuzzerRunDriver"; then
    echo "fuzz: $binary has no libFuzzer (LLVMFuzzerRunDriver is not defined in it)" >&2
    exit 1
fi
[ -n "$build_only" ] && { echo "fuzz: built $binary with libFuzzer"; exit 0; }

export SWIFT_BACKTRACE=enable=no
failed=""
for target in $targets; do
    scratch=$scratch_path/corpus/$target
    crashes=$scratch_path/crashes/$target
    mkdir -p "$scratch" "$crashes" "Fuzz/Corpus/$target" "Fuzz/Regressions/$target"
    echo "fuzz: $target for $seconds s"
    if ! FUZZ_TARGET=$target "$binary" "$scratch" "Fuzz/Corpus/$target" "Fuzz/Regressions/$target" \
        -max_total_time="$seconds" -max_len=4096 -timeout=2 -rss_limit_mb=1024 \
        -artifact_prefix="$crashes/" -print_final_stats=1 > "$scratch_path/$target.log" 2>&1; then
        failed="$failed $target"
        echo "fuzz: $target FAILED, see $scratch_path/$target.log and $crashes/"
        grep -E "invariant broken|ERROR: |Fatal error" "$scratch_path/$target.log" | head -5 || true
    fi
    grep -E "^stat::number_of_executed_units|^Done" "$scratch_path/$target.log" | tail -2 || true
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
