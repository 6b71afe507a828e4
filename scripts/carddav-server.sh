#!/usr/bin/env bash
# A throwaway CardDAV server (Debian's Radicale) plus vdirsyncer configs, so an end-to-end
# test can sync two "machines" (two vdirs) through a real server.
#   carddav-server.sh start DIR             -> prints the base URL (http://127.0.0.1:PORT/)
#   carddav-server.sh config DIR NAME VDIR [COLLECTION]
#                                           -> prints DIR/NAME.conf, ready for `vdirsyncer -c ... sync`,
#                                              pairing VDIR with the addressbook COLLECTION (contacts)
#   carddav-server.sh stop DIR
# Everything (storage, log, pid, port, configs, sync status) lives under DIR.
set -euo pipefail

die() { echo "carddav-server.sh: $*" >&2; exit 1; }
usage() { die "usage: $0 start DIR | config DIR NAME VDIR [COLLECTION] | stop DIR"; }

# vdirsyncer with `collections = null` does not create the remote collection and its sync
# fails with "Not Found" without it, so the addressbook is made here. 405 = already exists.
make_collection() {
    local base="$1" name="$2" code
    code="$(curl -s -o /dev/null -w '%{http_code}' -u user:x -X MKCOL "$base/user/$name/" \
        -H 'Content-Type: application/xml' --data '<?xml version="1.0" encoding="utf-8"?>
<D:mkcol xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:carddav"><D:set><D:prop>
<D:resourcetype><D:collection/><C:addressbook/></D:resourcetype>
<D:displayname>'"$name"'</D:displayname></D:prop></D:set></D:mkcol>')"
    case "$code" in 201|405) ;; *) die "MKCOL $base/user/$name/ answered HTTP $code";; esac
}
# A zombie (orphan not yet reaped by a non-reaping PID 1) still answers kill -0: count it as gone.
alive() { kill -0 "$1" 2>/dev/null && [ "$(awk '{print $3}' "/proc/$1/stat" 2>/dev/null)" != Z ]; }

# Installs from Debian only what is missing; `apt-get update` only when the install fails,
# because it is slow and usually not needed on a machine that has fresh lists.
ensure_tools() {
    local missing=""
    command -v radicale >/dev/null 2>&1 || missing="$missing radicale"
    command -v vdirsyncer >/dev/null 2>&1 || missing="$missing vdirsyncer"
    command -v curl >/dev/null 2>&1 || missing="$missing curl"
    [ -z "$missing" ] && return 0
    local sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"
    echo "Installing:$missing" >&2
    # shellcheck disable=SC2086
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $missing >&2 ||
        { $sudo apt-get update -qq >&2 &&
          $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $missing >&2; }
}

cmd="${1:-}"; dir="${2:-}"
[ -n "$dir" ] || usage
case "$cmd" in
start)
    ensure_tools
    mkdir -p "$dir/storage"; dir="$(cd "$dir" && pwd)"
    # Port 0 lets the kernel pick a free port; the tiny race until Radicale binds is accepted.
    port="$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
    echo "$port" > "$dir/port"
    # --config "" reads no /etc/radicale/config (Debian's asks for remote_user auth);
    # auth none accepts any user name/password; owner_only lets user "user" write /user/.
    # No stdout is inherited, so `$(carddav-server.sh start DIR)` does not hang on Radicale.
    radicale --config "" --server-hosts "127.0.0.1:$port" --auth-type none \
        --rights-type owner_only --storage-filesystem-folder "$dir/storage" \
        --web-type none --logging-level info </dev/null >"$dir/radicale.log" 2>&1 &
    echo $! > "$dir/radicale.pid"
    base="http://127.0.0.1:$port"
    for _ in $(seq 300); do   # 300 x 0.1 s = 30 s; it is usually ready in ~0.2 s
        curl -s -o /dev/null "$base/" && break
        alive "$(cat "$dir/radicale.pid")" || break
        sleep 0.1
    done
    curl -s -o /dev/null "$base/" ||
        { cat "$dir/radicale.log" >&2; die "Radicale is not answering on $base (it exited, or 30 s passed); log: $dir/radicale.log"; }
    make_collection "$base" contacts
    echo "$base/"
    ;;
config)
    name="${3:-}"; vdir="${4:-}"; collection="${5:-contacts}"
    [ -n "$name" ] && [ -n "$vdir" ] || usage
    dir="$(cd "$dir" && pwd)"; [ -f "$dir/port" ] || die "no server started in $dir"
    make_collection "http://127.0.0.1:$(cat "$dir/port")" "$collection"
    # The vdir must exist before discover, or discover asks whether to create it.
    mkdir -p "$vdir"; vdir="$(cd "$vdir" && pwd)"
    conf="$dir/$name.conf"
    # collections = null: VDIR itself holds the .vcf files (not VDIR/contacts/), and the URL
    # is the addressbook itself. conflict_resolution is left unset on purpose: a card edited
    # on both sides makes `sync` exit 1 instead of silently picking a side.
    cat > "$conf" <<EOF
[general]
status_path = "$dir/$name-status/"

[pair contacts]
a = "${name}_local"
b = "${name}_remote"
collections = null

[storage ${name}_local]
type = "filesystem"
path = "$vdir/"
fileext = ".vcf"

[storage ${name}_remote]
type = "carddav"
url = "http://127.0.0.1:$(cat "$dir/port")/user/$collection/"
username = "user"
password = "x"
EOF
    # sync refuses to run before discover ("Please run `vdirsyncer discover contacts`").
    # With the vdir and the collection both present it asks nothing; stdin is /dev/null so
    # a question would fail rather than hang (`yes |` would trip pipefail with SIGPIPE).
    out="$(vdirsyncer -c "$conf" discover </dev/null 2>&1)" || { echo "$out" >&2; die "vdirsyncer discover failed"; }
    echo "$conf"
    ;;
stop)
    [ -f "$dir/radicale.pid" ] || die "no $dir/radicale.pid"
    pid="$(cat "$dir/radicale.pid")"
    kill "$pid" 2>/dev/null || true
    # Not our child any more, so `wait` cannot be used: poll until the pid is gone (10 s).
    for _ in $(seq 100); do alive "$pid" || break; sleep 0.1; done
    if alive "$pid"; then kill -9 "$pid" 2>/dev/null || true; fi
    rm -f "$dir/radicale.pid"
    ;;
*) usage ;;
esac
