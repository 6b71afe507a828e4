#!/bin/sh
# Regenerates Sources/ContactsCore/Text/WidthTable.swift from this machine's glibc.
set -eu
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
cc -O1 -o "$tmp/gen" scripts/generate-width-table.c
"$tmp/gen" > Sources/ContactsCore/Text/WidthTable.swift
rm -rf "$tmp"
