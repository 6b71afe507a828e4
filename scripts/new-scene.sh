#!/bin/sh
# Writes a new VIP scene and its tests, as Clean Swift's templates do, and wires it in:
# scripts/new-scene.sh Birthdays  (or: make scene NAME=Birthdays)
# The result compiles and its tests pass before anyone edits it.
set -eu
cd "$(dirname "$0")/.."
name="${1:-}"
case "$name" in
    [A-Z]*) ;;
    *) echo "usage: make scene NAME=UpperCamelCaseName" >&2; exit 2 ;;
esac
if printf '%s' "$name" | grep -q '[^A-Za-z0-9]'; then echo "NAME must be letters and digits only" >&2; exit 2; fi
lower="$(printf '%s' "$name" | cut -c1 | tr 'A-Z' 'a-z')$(printf '%s' "$name" | cut -c2-)"
title="$(printf '%s' "$name" | sed 's/\([a-z0-9]\)\([A-Z]\)/\1 \2/g')"
scene_dir="Sources/ContactsBookApp/Scenes/$name"
test_dir="Tests/ContactsBookAppTests/Scenes/$name"
if [ -e "$scene_dir" ] || grep -q "case $lower\b" Sources/ContactsBookApp/Navigation/Screen.swift; then
    echo "A scene called $name exists already" >&2; exit 2
fi
mkdir -p "$scene_dir" "$test_dir"
render() { sed -e "s/__NAME__/$name/g" -e "s/__name__/$lower/g" -e "s/__TITLE__/$title/g" "scripts/scene-templates/$1.template"; }
for part in Models Interactor Presenter View Router Assembly; do
    render "$part.swift" > "$scene_dir/$name$part.swift"
done
render Tests.swift > "$test_dir/${name}Tests.swift"

# Wire it in at the marked places: the screens enum, the factory and Help.
insert_above() { # file marker line
    awk -v marker="$2" -v line="$3" 'index($0, marker) { print line } { print }' "$1" > "$1.tmp" && mv "$1.tmp" "$1"
}
insert_above Sources/ContactsBookApp/Navigation/Screen.swift "// make scene: new screens" "    case $lower"
insert_above Sources/ContactsBookApp/Navigation/SceneFactory.swift "// make scene: new scenes" \
"        case .$lower:\\n            return ${name}Assembly.make(worker: worker, navigator: navigator)"
insert_above Sources/ContactsBookApp/Keymap/AppKeymap.swift "// make scene: new scenes' keys" "            $lower.helpSection,"
echo "Wrote $scene_dir and $test_dir; added .$lower to Screen, SceneFactory and Help."
