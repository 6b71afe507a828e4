#!/bin/sh
# Installs what building and testing need on Debian when it is missing: the ncursesw headers
# and tmux (the end-to-end tests drive the real binary in it), gettext and three locales (the
# translations), pyte (a VT100 emulator, for the
# same in a plain pty), Radicale and vdirsyncer (the
# sync test), zsh and fish (the completion test), neomutt (the mail client test), and two independent vCard readers that the
# public corpus and the exports are checked against: Python's vobject and Java's ez-vcard.
set -eu
missing=""
[ -f /usr/include/ncursesw/curses.h ] || missing="$missing libncurses-dev"
command -v tmux >/dev/null 2>&1 || missing="$missing tmux"
# abook reads our abook export in a test, as the people moving back to it would.
command -v abook >/dev/null 2>&1 || missing="$missing abook"
# The sync test plays two machines against a real CardDAV server (Radicale) through vdirsyncer.
command -v radicale >/dev/null 2>&1 || missing="$missing radicale"
command -v vdirsyncer >/dev/null 2>&1 || missing="$missing vdirsyncer"
command -v curl >/dev/null 2>&1 || missing="$missing curl"
# The plain-terminal tests read the app's screen through pyte, a VT100 emulator.
python3 -c "import pyte" >/dev/null 2>&1 || missing="$missing python3-pyte"
# The mail client test runs the documented query_command line in neomutt.
command -v neomutt >/dev/null 2>&1 || missing="$missing neomutt"
# The completion test runs each shipped script in its own shell.
command -v zsh >/dev/null 2>&1 || missing="$missing zsh"
command -v fish >/dev/null 2>&1 || missing="$missing fish"
# The translation checks (msgfmt, msgmerge, msgcmp) and the locales the translated screens are
# tried in.
command -v msgfmt >/dev/null 2>&1 || missing="$missing gettext"
[ -d /usr/share/i18n/locales ] || missing="$missing locales"
# ez-vcard (with vinnie, its parser) reads every file of the public vCard corpus.
command -v java >/dev/null 2>&1 || missing="$missing default-jre-headless"
[ -f /usr/share/java/ez-vcard.jar ] || missing="$missing libez-vcard-java"
[ -f /usr/share/java/vinnie.jar ] || missing="$missing libvinnie-java"
if [ "$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi
if [ -n "$missing" ]; then
    echo "Installing:$missing"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq $missing
fi
# The three languages' locales, so the end-to-end tests run the app as their readers do.
for locale in pt_BR es_ES id_ID; do
    if ! locale -a 2>/dev/null | grep -qx "$locale.utf8"; then
        echo "Generating the locale $locale.UTF-8"
        $sudo localedef -i "$locale" -f UTF-8 "$locale.UTF-8"
    fi
done
# An independent vCard reader (Python's vobject, from PyPI) checks what the export writes. The
# python3 first on PATH may not be Debian's (pyenv): it gets pyte from PyPI when Debian's is
# not visible to it.
for module in vobject pyte; do
    if ! python3 -c "import $module" >/dev/null 2>&1; then
        echo "Installing: $module (PyPI)"
        python3 -m pip install --quiet "$module"
    fi
done
