#!/bin/sh
# bench-dds.sh: package dd's solver beside DDS 2.9 (Debian's libdds, through
# dd/internal/ddsref) on the same deals of dd/testdata/ddsref.txt, one set
# after the other (random, real-like, hard), one thread, and summarised
# with benchstat:
#
#   1. CPU time: COUNT rounds (default 3), each running every set with
#      package dd then with DDS, so that the two solvers share the
#      machine's load alike (interleaved); BRIDGELAW_DD_BENCH_N deals a set
#      (default 10). benchstat -col /impl compares cpu-ms/table (the
#      process's user + system time a table), the measure on a shared
#      machine; wall time (sec/op, ms/table) is shown but is no measure
#      there.
#   2. Instructions: valgrind --tool=callgrind counts the instructions of
#      each solver on CALLGRIND_N deals a set (default 2); the same run with
#      no deal (start-up, reading the data, the solver's one-time set-up on
#      a deal solved at once) is measured for each solver and taken off;
#      the ratio is package dd / DDS. Go runs under valgrind 3.19 with
#      GODEBUG=asyncpreemptoff=1 (callgrind fails on the preemption
#      signals) and cpu.rdtscp=off (valgrind does not know RDTSCP).
#
#   dd/bench-dds.sh
#   COUNT=6 BRIDGELAW_DD_BENCH_N=40 CALLGRIND_N=5 dd/bench-dds.sh
#   CALLGRIND_SETS="random reallike" dd/bench-dds.sh   # callgrind on those only
#   CPU=0 dd/bench-dds.sh                              # callgrind only
#
# Installs libdds-dev and valgrind when missing (needs root and apt).
set -eu
cd "$(dirname "$0")/.."
[ -f /usr/include/dds/dll.h ] || apt-get install -y libdds-dev
command -v valgrind >/dev/null || apt-get install -y valgrind
count=${COUNT:-3}
n=${BRIDGELAW_DD_BENCH_N:-10}
cn=${CALLGRIND_N:-2}
out=${OUT:-/tmp/dd-bench.txt}
bin=/tmp/dd-bench.test
benchstat="go run golang.org/x/perf/cmd/benchstat@v0.0.0-20260908200009-22c9c6c9d4da"
go test -c -tags dds -o "$bin" ./dd/

bench() { # set impl deals
	(cd dd && BRIDGELAW_DD_BENCH_N=$3 "$bin" -test.run '^$' \
		-test.bench "^BenchmarkTables\$/^set=$1\$/^impl=$2\$/^threads=1\$" -test.benchtime 1x)
}

: >"$out"
[ "${CPU:-1}" = 0 ] && count=0
for i in $(seq "$count"); do
	for set in random reallike hard; do
		for impl in go dds; do
			if [ "$i" = 1 ] && [ "$set" = random ] && [ "$impl" = go ]; then
				bench "$set" "$impl" "$n" | grep -v '^PASS' >>"$out"
			else
				bench "$set" "$impl" "$n" | grep '^Benchmark' >>"$out"
			fi
		done
	done
done
if [ "$count" != 0 ]; then
	echo "== CPU time, $n deals a set, $count interleaved rounds"
	$benchstat -col /impl "$out"
fi

echo "== callgrind instructions, $cn deals a set"
instr() { # set impl deals
	f=$(mktemp /tmp/dd-callgrind.XXXXXX)
	(cd dd && GODEBUG=asyncpreemptoff=1,cpu.rdtscp=off BRIDGELAW_DD_BENCH_N=$3 valgrind --tool=callgrind --callgrind-out-file="$f" "$bin" -test.run '^$' \
		-test.bench "^BenchmarkTables\$/^set=$1\$/^impl=$2\$/^threads=1\$" -test.benchtime 1x >/dev/null 2>&1)
	awk '/^(summary|totals):/ { print $2; exit }' "$f"
	rm -f "$f"
}
# Start-up and warm-up of each solver: the same run with no deal.
gb=$(instr random go none)
db=$(instr random dds none)
for set in ${CALLGRIND_SETS:-random reallike hard}; do
	g=$(instr "$set" go "$cn")
	d=$(instr "$set" dds "$cn")
	awk -v s="$set" -v g="$g" -v d="$d" -v gb="$gb" -v db="$db" -v n="$cn" 'BEGIN {
		printf "%-9s go %.3g, dds %.3g instructions a table; go/dds %.2f\n", s, (g-gb)/n, (d-db)/n, (g-gb)/(d-db) }'
done
