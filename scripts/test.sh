#!/usr/bin/env bash
# The whole test suite, on a fresh machine: installs what the tests need
# outside Go (Debian's chromium for the browser tests, PostgreSQL for the
# server's store tests), runs every test, then
# each fuzz target briefly (FUZZTIME, default 10000x: an execution count, not
# a duration, because Go 1.26's fuzz coordinator can fail a duration-bounded
# run with "context deadline exceeded" at the deadline, golang/go#75804).
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v chromium >/dev/null 2>&1 && command -v apt-get >/dev/null 2>&1; then
	echo "== installing chromium (browser tests)"
	if [ "$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi
	$SUDO apt-get update -qq && $SUDO apt-get install -y -qq chromium >/dev/null
fi

if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 && command -v apt-get >/dev/null 2>&1; then
	echo "== installing postgresql (the server's store tests start their own cluster)"
	if [ "$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi
	$SUDO apt-get update -qq && $SUDO apt-get install -y -qq postgresql >/dev/null
fi

echo "== go test ./..."
go test -count=1 ./...

fuzztime="${FUZZTIME:-10000x}"
echo "== fuzz targets, $fuzztime each"
{ grep -rl --include='*_test.go' '^func Fuzz' . || true; } | sort | while read -r file; do
	pkg="./$(dirname "${file#./}")"
	for target in $(grep -o '^func Fuzz[A-Za-z0-9_]*' "$file" | sed 's/^func //'); do
		echo "-- $pkg $target"
		go test -run='^$' -fuzz="^${target}\$" -fuzztime="$fuzztime" "$pkg" >/tmp/bridgelaw-fuzz.log 2>&1 || {
			cat /tmp/bridgelaw-fuzz.log
			exit 1
		}
	done
done
echo "== all tests passed"
