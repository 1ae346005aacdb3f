#!/bin/sh
# bench-dds.sh: package dd's solver beside DDS 2.9 (Debian's libdds, through
# dd/internal/ddsref) on the same deals, set after set, summarised with
# benchstat. The sets (SETS, default all of them, in this order):
#
#   random, reallike, hard  full tables of deals of dd/testdata/ddsref.txt
#                           (BenchmarkTables), BRIDGELAW_DD_BENCH_N deals a
#                           set (default 10) spread over it;
#   heldout                 full tables of BRIDGELAW_DD_BENCH_N random deals
#                           dealt at run time from HELDOUT_SEED (default:
#                           the time; printed), none in the repository.
#                           Both solvers first solve them and compare
#                           (TestHeldOutBesideDDS): any difference stops
#                           the script with exit status 1 before timing;
#   lead                    one position a deal, the opening lead of the
#                           deal's contract in ddsref.txt (BenchmarkLead):
#                           Solver.Solve against SolveBoard (target -1,
#                           solutions 1), LEAD_N real-like deals (default
#                           100), one thread.
#
# Every benchmark checks its answers against DDS's before it reports a time.
#
#   1. CPU time: COUNT rounds (default 3), each running every set with
#      package dd then with DDS, so that the two solvers share the
#      machine's load alike (interleaved), one thread and then, for the
#      table sets, all cores (nproc threads: dd.Tables with that many
#      workers against DDS's CalcAllTablesPBN after SetMaxThreads).
#      benchstat -col /impl compares cpu-ms/table (the process's user +
#      system time a table, all threads; a position for lead), the measure
#      on a shared machine; wall time (ms/table) is shown but is no
#      measure there (sec/op, the whole sample's, and the allocation
#      counts, blind to DDS's C heap, are left out).
#   2. Instructions: valgrind --tool=callgrind counts the instructions of
#      each solver, one thread, on CALLGRIND_N deals a set (default 2) of
#      CALLGRIND_SETS (default SETS; empty for none), CALLGRIND_LEAD_N
#      positions for lead (default 20: a position is some 1e8
#      instructions, and the start-up varies by some 4e7 from run to
#      run, the Go runtime's threads with it); the same run with no
#      deal (start-up, reading the data, the solver's one-time set-up on a
#      deal solved at once) is measured for each solver and taken off; the
#      ratio is package dd / DDS. Go runs under valgrind 3.19 with
#      GODEBUG=asyncpreemptoff=1 (callgrind fails on the preemption
#      signals) and cpu.rdtscp=off (valgrind does not know RDTSCP).
#   3. Peak memory: each solver's maximum resident set size (GNU time's
#      %M) over the process that solves MEM_N real-like tables (default
#      BRIDGELAW_DD_BENCH_N), one thread, and over the same process with no
#      deal (start-up and set-up only); MEM=0 leaves it out.
#
#   dd/bench-dds.sh
#   COUNT=6 BRIDGELAW_DD_BENCH_N=40 CALLGRIND_N=5 MEM_N=100 dd/bench-dds.sh
#   SETS="heldout lead" HELDOUT_SEED=7 dd/bench-dds.sh
#   CALLGRIND_SETS="random reallike" dd/bench-dds.sh   # callgrind on those only
#   CPU=0 MEM=0 dd/bench-dds.sh                        # callgrind only
#   OUT=bench.txt dd/bench-dds.sh                      # keep benchstat's input
#
# Installs libdds-dev, valgrind and time when missing (needs root and apt).
set -eu
cd "$(dirname "$0")/.."
[ -f /usr/include/dds/dll.h ] || apt-get install -y libdds-dev
command -v valgrind >/dev/null || apt-get install -y valgrind
[ -x /usr/bin/time ] || apt-get install -y time
count=${COUNT:-3}
n=${BRIDGELAW_DD_BENCH_N:-10}
ln=${LEAD_N:-100}
cn=${CALLGRIND_N:-2}
cln=${CALLGRIND_LEAD_N:-20}
mn=${MEM_N:-$n}
sets=${SETS:-random reallike hard heldout lead}
csets=${CALLGRIND_SETS-$sets}
seed=${HELDOUT_SEED:-$(date +%s)}
cores=$(nproc)
for set in $sets $csets; do
	case $set in
	random | reallike | hard | heldout | lead) ;;
	*)
		echo "bench-dds.sh: unknown set $set (random, reallike, hard, heldout, lead)" >&2
		exit 2
		;;
	esac
done
tmp=$(mktemp -d "${TMPDIR:-/tmp}/dd-bench.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
trap 'exit 1' HUP INT TERM
out=${OUT:-$tmp/bench.txt}
bin=$tmp/dd-bench.test
benchstat="go run golang.org/x/perf/cmd/benchstat@v0.0.0-20260908200009-22c9c6c9d4da"
go test -c -tags dds -o "$bin" ./dd/
export BRIDGELAW_DD_HELDOUT_SEED="$seed"

# pattern set impl threads: the -test.bench pattern of one benchmark.
pattern() {
	if [ "$1" = lead ]; then
		echo "^BenchmarkLead\$/^set=reallike\$/^impl=$2\$/^threads=1\$"
	else
		echo "^BenchmarkTables\$/^set=$1\$/^impl=$2\$/^threads=$3\$"
	fi
}

# run set impl threads deals [wrapper...]: the benchmark binary on one
# benchmark, in dd (for testdata), the count of deals given to both sets'
# variables.
run() {
	p=$(pattern "$1" "$2" "$3")
	d=$4
	shift 4
	(cd dd && BRIDGELAW_DD_BENCH_N=$d BRIDGELAW_DD_LEAD_N=$d "$@" "$bin" -test.run '^$' \
		-test.bench "$p" -test.benchtime 1x)
}

case " $sets $csets " in
*" heldout "*)
	# The callgrind runs solve the first CALLGRIND_N of the same deals.
	hn=$n
	if [ "$n" != all ] && [ "$cn" != all ] && [ "$cn" -gt "$n" ]; then
		hn=$cn
	fi
	echo "== held-out deals: HELDOUT_SEED=$seed, $hn deals, both solvers compared"
	if ! (cd dd && BRIDGELAW_DD_BENCH_N=$hn "$bin" -test.run '^TestHeldOutBesideDDS$' -test.v >"$tmp/heldout.txt" 2>&1); then
		cat "$tmp/heldout.txt"
		echo "FAIL: the solvers differ on held-out deals of HELDOUT_SEED=$seed" >&2
		exit 1
	fi
	grep 'held-out deals of seed' "$tmp/heldout.txt" | sed 's/^ *//'
	;;
esac

: >"$out"
[ "${CPU:-1}" = 0 ] && count=0
for i in $(seq "$count"); do
	first=1
	for set in $sets; do
		threads="1 $cores"
		deals=$n
		if [ "$set" = lead ]; then
			threads=1
			deals=$ln
		fi
		[ "$cores" = 1 ] && threads=1
		for t in $threads; do
			for impl in go dds; do
				if [ "$i" = 1 ] && [ "$first" = 1 ]; then
					run "$set" "$impl" "$t" "$deals" | grep -v '^PASS' >>"$out"
					first=0
				else
					run "$set" "$impl" "$t" "$deals" | grep '^Benchmark' >>"$out"
				fi
			done
		done
	done
done
if [ "$count" != 0 ]; then
	echo "== CPU time, $n deals a table set, $ln positions for lead, $count interleaved rounds, threads 1 and $cores"
	$benchstat -col /impl -filter ".unit:(cpu-ms/table OR cpu-ms/position OR ms/table OR ms/position)" "$out"
fi

if [ -n "$csets" ]; then
	echo "== callgrind instructions, $cn deals a table set, $cln positions for lead, one thread"
fi
instr() { # set impl deals
	f=$tmp/callgrind.out
	run "$1" "$2" 1 "$3" env GODEBUG=asyncpreemptoff=1,cpu.rdtscp=off \
		valgrind --tool=callgrind --callgrind-out-file="$f" >/dev/null 2>&1
	awk '/^(summary|totals):/ { print $2; exit }' "$f"
	rm -f "$f"
}
tb=""
lb=""
for set in $csets; do
	# Start-up and warm-up of each solver: the same benchmark with no deal.
	if [ "$set" = lead ]; then
		[ -n "$lb" ] || lb="$(instr lead go none) $(instr lead dds none)"
		base=$lb
		what=position
		k=$cln
	else
		[ -n "$tb" ] || tb="$(instr random go none) $(instr random dds none)"
		base=$tb
		what=table
		k=$cn
	fi
	g=$(instr "$set" go "$k")
	d=$(instr "$set" dds "$k")
	echo "$base" | awk -v s="$set" -v g="$g" -v d="$d" -v n="$k" -v w="$what" '{
		printf "%-9s go %.3g, dds %.3g instructions a %s; go/dds %.2f\n", s, (g-$1)/n, (d-$2)/n, w, (g-$1)/(d-$2) }'
done

if [ "${MEM:-1}" != 0 ]; then
	echo "== peak memory (maximum resident set size), real-like tables, one thread"
	rss() { # impl deals
		run reallike "$1" 1 "$2" /usr/bin/time -f %M -o "$tmp/rss" >/dev/null
		cat "$tmp/rss"
	}
	gm=$(rss go "$mn")
	dm=$(rss dds "$mn")
	g0=$(rss go none)
	d0=$(rss dds none)
	awk -v n="$mn" -v g="$gm" -v d="$dm" -v g0="$g0" -v d0="$d0" 'BEGIN {
		printf "reallike  %s deals: go %.1f MiB, dds %.1f MiB; go/dds %.2f (no deal: go %.1f MiB, dds %.1f MiB)\n",
			n, g/1024, d/1024, g/d, g0/1024, d0/1024 }'
fi
