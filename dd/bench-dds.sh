#!/bin/sh
# bench-dds.sh: the double-dummy table benchmarks of package dd and of DDS
# (Debian's libdds, through dd/internal/ddsref) on the same reference deals
# in one run, summarised with benchstat, then the peak memory of each
# solver alone.
#
#   dd/bench-dds.sh            # 40 real + 40 random deals, -count 6
#   COUNT=10 BRIDGELAW_DD_BENCH_N=all dd/bench-dds.sh
#
# Installs libdds-dev when it is missing (needs root and apt).
set -eu
cd "$(dirname "$0")/.."
if [ ! -f /usr/include/dds/dll.h ]; then
	apt-get install -y libdds-dev || { apt-get update && apt-get install -y libdds-dev; }
fi
count=${COUNT:-6}
out=${OUT:-/tmp/dd-bench.txt}
go test -c -tags dds -o /tmp/dd-bench.test ./dd/
(cd dd && /tmp/dd-bench.test -test.run '^$' -test.bench 'Tables' -test.benchtime 1x -test.count "$count") | tee "$out"
go run golang.org/x/perf/cmd/benchstat@v0.0.0-20260908200009-22c9c6c9d4da -col /impl "$out"
# Peak resident memory of each solver alone on the real deals, one thread.
for impl in go dds; do
	printf '%s: ' "$impl"
	(cd dd && /usr/bin/time -f '%M KiB max RSS' /tmp/dd-bench.test -test.run '^$' \
		-test.bench "Tables/set=real/impl=$impl/threads=1" -test.benchtime 1x 2>&1 >/dev/null | tail -1)
done
