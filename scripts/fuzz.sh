#!/usr/bin/env bash
# fuzz.sh runs every fuzz target of the module, one at a time, for FUZZTIME
# each (default 150s), with one worker (-parallel 1: the machines are
# shared), and prints each target's executions and result. A failing input
# is left where go test writes it, the package's testdata/fuzz/NAME/, to be
# kept as a regression seed once fixed.
#
# The engine minimises each new interesting input before it goes on, up to
# -fuzzminimizetime (60s by default), and counts that work only when done:
# long runs of "execs: N (0/sec)" are that, not a slow input. MINIMIZE
# (default 10s) bounds it so that the time goes to fuzzing.
#
# usage: scripts/fuzz.sh [PATTERN]   (only the targets whose name matches)
set -uo pipefail

fuzztime=${FUZZTIME:-150s}
minimize=${MINIMIZE:-10s}
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
failed=0
while IFS=: read -r file name; do
	[[ $name =~ ${1:-.} ]] || continue
	pkg=./$(dirname "$file")
	log=$(mktemp)
	start=$(date +%s)
	go test -run '^$' -fuzz "^$name\$" -fuzztime "$fuzztime" -fuzzminimizetime "$minimize" -parallel 1 "$pkg" >"$log" 2>&1
	status=$?
	execs=$(grep -o 'execs: [0-9]*' "$log" | tail -1)
	printf '%-24s %-22s %4ss %s: %s\n' "$name" "$pkg" "$(($(date +%s) - start))" "${execs:-execs: ?}" "$([[ $status == 0 ]] && echo ok || echo FAIL)"
	if [[ $status != 0 ]]; then
		failed=1
		grep -v '^fuzz: elapsed' "$log" | sed 's/^/    /'
	fi
	rm -f "$log"
done < <(grep -rho --include='*_test.go' -H 'func Fuzz[A-Za-z0-9_]*' . | sed 's,^\./,,; s,:func ,:,' | sort -u)
exit $failed
