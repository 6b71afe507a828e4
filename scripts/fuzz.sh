#!/usr/bin/env bash
# Builds the libFuzzer targets (Tests/Fuzz) with the address sanitizer in their own build path
# and runs each for FUZZ_SECONDS (default 20) on a scratch corpus grown from the seeds in the
# repo. A crash stops the run with libFuzzer's report and the input saved under .build-fuzz/crashes.
#   make fuzz FUZZ_SECONDS=600 FUZZ_TARGETS=FuzzVCard
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${FUZZ_SECONDS:-20}
targets=${FUZZ_TARGETS:-"FuzzJSONStore FuzzVCard FuzzCSV FuzzAbook"}
export CONTACTSBOOK_FUZZ=1
swift_build() { swift build --build-path .build-fuzz -Xswiftc -sanitize=fuzzer,address "$@"; }

seeds_for() {
    case $1 in
        FuzzJSONStore) echo Tests/Fuzz/Corpus/json ;;
        FuzzVCard) echo Tests/Fixtures/vcard Tests/Fuzz/Corpus/vcard ;;
        FuzzCSV) echo Tests/Fixtures/csv Tests/Fuzz/Corpus/csv ;;
        FuzzAbook) echo Tests/Fixtures/abook Tests/Fuzz/Corpus/abook ;;
        *) echo "unknown fuzz target $1" >&2; exit 2 ;;
    esac
}

for target in $targets; do
    # The sanitizer runtime's linker warnings say nothing about our code.
    swift_build --product "$target" 2>&1 | grep -v "Cannot export local symbol" || true
done
bin=$(swift_build --show-bin-path)
mkdir -p .build-fuzz/crashes
for target in $targets; do
    corpus=.build-fuzz/corpus/$target
    mkdir -p "$corpus"
    echo "== $target: $seconds s"
    log=.build-fuzz/$target.log
    # The Swift runtime keeps metadata for the life of the process, and each thread keeps the
    # last contact it decoded with the bytes it came from (ContactSpan): leak reports, per input
    # or at exit (ASAN_OPTIONS), would be noise.
    # shellcheck disable=SC2046
    if ! ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0" "$bin/$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -detect_leaks=0 -print_final_stats=1 \
        -artifact_prefix=".build-fuzz/crashes/$target-" "$corpus" $(seeds_for "$target") >"$log" 2>&1; then
        tail -n 60 "$log"
        echo "fuzz: $target failed; the input is in .build-fuzz/crashes (full log: $log)" >&2
        exit 1
    fi
    grep -E "^(INFO: seed corpus|Done|stat::number_of_executed_units|stat::peak_rss_mb)" "$log" || true
done
