#!/bin/sh
# make bench: times the release binary on generated books (median of RUNS runs, wall clock),
# so speed is measured here and never in timed unit tests. Sizes: BENCH_SIZES (default 10000 100000).
set -eu
cd "$(dirname "$0")/.."
runs="${RUNS:-5}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
swift build -c release --static-swift-stdlib >/dev/null
bin="$(swift build -c release --static-swift-stdlib --show-bin-path)/contactsbook"

median() { # command...: prints the median wall time in milliseconds
    for _ in $(seq "$runs"); do
        start=$(date +%s%N); "$@" >/dev/null 2>&1 || true; end=$(date +%s%N)
        echo $(( (end - start) / 1000000 ))
    done | sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'
}

echo "median of $runs runs, wall clock, release build"
for size in ${BENCH_SIZES:-10000 100000}; do
    python3 scripts/bench-book.py "$size" "$work/book-$size.json"
    "$bin" export --file "$work/book-$size.json" --output "$work/cards-$size.vcf" >/dev/null
    printf '%7d contacts: list %5d ms  query %5d ms  export vCard %5d ms  import vCard %5d ms\n' "$size" \
        "$(median "$bin" list --file "$work/book-$size.json")" \
        "$(median "$bin" query --file "$work/book-$size.json" lovelace)" \
        "$(median "$bin" export --file "$work/book-$size.json" --output "$work/out.vcf")" \
        "$(median sh -c "rm -f '$work/imp.json'* && '$bin' import --file '$work/imp.json' '$work/cards-$size.vcf'")"
done
