#!/bin/sh
# Runs the tests with coverage and prints the line coverage of the domain, the engine and the scenes;
# fails when any is below the threshold (85% unless COVERAGE_MIN says otherwise).
set -eu
cd "$(dirname "$0")/.."
swift test --enable-code-coverage >/dev/null
report="$(swift test --enable-code-coverage --show-codecov-path 2>/dev/null | tail -n 1)"
python3 - "$report" "${COVERAGE_MIN:-85}" <<'PY'
import json, os, sys
report, minimum = sys.argv[1], float(sys.argv[2])
files = json.load(open(report))["data"][0]["files"]
root = os.getcwd() + "/"
areas = {"ContactsCore": "Sources/ContactsCore/", "ContactsEngine": "Sources/ContactsEngine/", "Scenes": "Sources/ContactsBookApp/Scenes/"}
failed = False
for name, prefix in areas.items():
    lines = covered = 0
    for entry in files:
        path = entry["filename"].replace(root, "")
        if path.startswith(prefix):
            lines += entry["summary"]["lines"]["count"]
            covered += entry["summary"]["lines"]["covered"]
    percent = 100.0 * covered / lines if lines else 0.0
    print(f"{name:13} {percent:5.1f}% of {lines} lines")
    failed |= percent < minimum
if failed:
    print(f"coverage below {minimum:.0f}%", file=sys.stderr)
    sys.exit(1)
PY
