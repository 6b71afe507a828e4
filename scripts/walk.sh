#!/bin/bash
# Counts the functions of ours one edit walks through (docs/ARCHITECTURE.md, "The walk of one
# edit"): the debug binary runs under valgrind's callgrind in tmux on the sample book; e opens
# the first contact's form, x is typed, Ctrl-S saves. Each phase is its own run, callgrind
# collecting only inside the phase's functions:
#   save      the save alone: EditContactInteractor.save up to the presenter
#   key       the whole key: the save, the form popped, the list presented
#   return    the write coming back on the run loop (ThreadedWork.takeFinished), the list again
#   writer    the writer's thread (QueuedSave.write)
# Needs valgrind and tmux; takes about three minutes. Usage: scripts/walk.sh [-v]
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null || { echo "walk: needs valgrind (apt-get install valgrind)" >&2; exit 1; }
swift build >/dev/null
work=$(mktemp -d)
trap 'tmux -L walk kill-server 2>/dev/null || true; rm -rf "$work"' EXIT
# valgrind 3.19 cannot read the toolchain's DWARF 5: the symbol table is enough.
strip --strip-debug -o "$work/contactsbook" "$(swift build --show-bin-path)/contactsbook"

run() {  # phase, toggle patterns...
    local phase=$1; shift
    local toggles=""
    for pattern in "$@"; do toggles="$toggles --toggle-collect='$pattern'"; done
    cp Resources/sample-contacts.json "$work/book.json"
    rm -f "$work"/cg.*
    tmux -L walk new-session -d -x 100 -y 30 "cd $work && valgrind --tool=callgrind --collect-atstart=no \
        --separate-threads=yes $toggles --callgrind-out-file=$work/cg.out ./contactsbook --file book.json 2>vg.log"
    wait_for "by last name"
    tmux -L walk send-keys e; wait_for "Edit —"
    tmux -L walk send-keys x; sleep 2
    tmux -L walk send-keys C-s; wait_for "by last name"; sleep 4
    tmux -L walk send-keys q; sleep 4
    tmux -L walk kill-server 2>/dev/null || true
    local files
    files=$(ls "$work"/cg.out-* 2>/dev/null || true)
    [ -n "$files" ] || { echo "walk: callgrind wrote nothing for $phase" >&2; cat "$work/vg.log" >&2; exit 1; }
    printf '%-8s ' "$phase"
    # shellcheck disable=SC2086
    python3 scripts/walk_count.py ${VERBOSE:-} $files
}

wait_for() {  # text on the screen, within 60 s (valgrind is slow)
    for _ in $(seq 120); do
        tmux -L walk capture-pane -p 2>/dev/null | grep -q "$1" && return 0
        sleep 0.5
    done
    echo "walk: never saw '$1'" >&2; tmux -L walk capture-pane -p >&2; exit 1
}

[ "${1:-}" = "-v" ] && VERBOSE=-v
run save '*21EditContactInteractorC4save*' '*20EditContactPresenterC12presentSaved*'
run key '*21EditContactInteractorC4save*'
run return '*12ThreadedWorkC12takeFinished*'
run writer '*10QueuedSaveC5write*'
