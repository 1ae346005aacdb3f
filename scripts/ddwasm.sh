#!/usr/bin/env bash
# Builds the double-dummy solver for the browser into DIR, for
# `bridgelaw serve --dd-wasm DIR` (docs/server.md): DIR/dd.wasm, the
# command cmd/ddwasm built with GOOS=js GOARCH=wasm, and DIR/wasm_exec.js,
# the JavaScript half of the Go runtime, copied from the Go that built it
# (the two must come from the same Go release). Run it from the
# repository after each upgrade of bridgelaw or of Go. Neither file is
# committed: they are build products.
set -euo pipefail
if [ $# -ne 1 ]; then
	echo "usage: scripts/ddwasm.sh DIR" >&2
	exit 2
fi
mkdir -p "$1"
dir=$(cd "$1" && pwd)
cd "$(dirname "$0")/.."
GOOS=js GOARCH=wasm go build -trimpath -o "$dir/dd.wasm" ./cmd/ddwasm
root=$(go env GOROOT)
src=$root/lib/wasm/wasm_exec.js
[ -f "$src" ] || src=$root/misc/wasm/wasm_exec.js # Go before 1.24
cp "$src" "$dir/wasm_exec.js"
ls -l "$dir/dd.wasm" "$dir/wasm_exec.js"
