#!/bin/sh
# Copies the repository (without build products) to a scratch folder, generates a scene there,
# and checks that it compiles, passes lint and passes its generated tests.
set -eu
cd "$(dirname "$0")/.."
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
git ls-files -z | xargs -0 -I{} cp --parents {} "$scratch"/
cd "$scratch"
./scripts/new-scene.sh GeneratorCheck
swift format lint --strict --recursive Sources Tests
swift build --build-tests
swift test --skip-build --filter GeneratorCheck
echo "scene generator: OK"
