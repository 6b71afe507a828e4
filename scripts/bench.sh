#!/bin/sh
# make bench: ContactsBook's release build against abook on generated books, side by side in a
# pseudo-terminal (scripts/bench.py); the table goes to docs/BENCHMARKS.md. Speed is measured
# here, never in timed unit tests. BENCH_SIZES (default 1000 10000 100000), RUNS (default 5),
# BENCH_BOOKS=0 to leave out the several-books table (scripts/bench_books.py).
set -eu
cd "$(dirname "$0")/.."
./scripts/install-deps.sh
command -v abook >/dev/null || { echo "abook is missing (scripts/install-deps.sh installs it)" >&2; exit 1; }
# pyte emulates the terminal so "a full screen" means what a person would see.
python3 -c 'import pyte' 2>/dev/null || python3 -m pip install --quiet pyte
swift build -c release --static-swift-stdlib >/dev/null
bin="$(swift build -c release --static-swift-stdlib --show-bin-path)/contactsbook"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
python3 scripts/bench.py "$bin" "$work" docs/BENCHMARKS.md ${BENCH_SIZES:-1000 10000 100000}
# Several books shown together (ten of 10,000; a move between two of 50,000): BENCH_BOOKS=0 skips it.
[ "${BENCH_BOOKS:-1}" = 0 ] || python3 scripts/bench_books.py "$bin" "$work" docs/BENCHMARKS.md
