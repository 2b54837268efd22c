#!/usr/bin/env bash
# bench.sh measures guarded-sh against its floors, in one run, and prints
# ratios (absolute times vary from machine to machine; ratios do not):
#
#   - start-up: guarded-sh -c true against floor -c true (scripts/floor, a
#     bare Go program that only execs the same shell: the floor for any Go
#     wrapper), against initfloor -c true (scripts/initfloor: guarded-sh's
#     packages linked and their inits run, then the same exec: what the Go
#     runtime and the inits of a binary of this size and these
#     dependencies cost; guarded-sh above it is shim.Run's work), and
#     against bash -c true and dash -c true, run in turn by
#     scripts/interleave so that the machine's other work falls on all of
#     them alike; one-shot mode both ways: exec, and supervised (the shell
#     a watched child, GUARDED_SH_ONESHOT=supervise) against the floor of a
#     Go wrapper that runs the shell as a child and waits (FLOOR_MODE=child);
#     then the package inits that take more than 10 us;
#   - checking: guarded-sh --guard check on 10 KiB, 100 KiB and 1 MiB of
#     generated commands read from standard input, less the check of empty
#     input (start-up), with the growth of time for each 10x of input
#     (linear is 10x); then the lexer's Go benchmarks, when it has any.
#
# It uses hyperfine when installed (apt-get install -y hyperfine), else a
# loop timed with date +%s%N.
#
# Machines shared with other work are noisy: each command's time is the
# median of its runs, and the whole set is measured in ROUNDS rounds, keeping
# each command's lowest median.
#
# usage: scripts/bench.sh [RUNS [ROUNDS]]   (default 100 runs, 3 rounds)
set -euo pipefail

runs=${1:-100}
rounds=${2:-3}
root=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

cd "$root"
# All built alike, as install.sh builds guarded-sh (scripts/build.sh),
# and written in one write(2) before they are measured, as install.sh's
# put installs them: how a file was written decides the size of the page
# cache's folios that hold it, and so how exec maps it (see put; a file
# the Go linker has just written through mmap starts 0.65 ms slower, one
# cat wrote 0.14 ms slower, on Linux 6.18 and ext4: the bigger the binary,
# the more).
mkdir "$tmp/build"
scripts/build.sh "$tmp/build/guarded-sh" ./cmd/guarded-sh
scripts/build.sh "$tmp/build/floor" ./scripts/floor
scripts/build.sh "$tmp/build/initfloor" ./scripts/initfloor
for b in guarded-sh floor initfloor; do
	dd if="$tmp/build/$b" of="$tmp/$b" bs=67108864 2>/dev/null
	chmod 0755 "$tmp/$b"
done
go build -o "$tmp/interleave" ./scripts/interleave

bash_path=$(command -v bash)
dash_path=$(command -v dash || true)
wrapper_shell=${dash_path:-/bin/sh}
export FLOOR_SHELL=$bash_path
unset GUARDED_SH_SHELL GUARDED_SH_GRAMMAR GUARDED_SH_CONFIG
# guarded-sh -c runs as in use, default policy and audit log included; the
# log goes to the run's own directory.
export GUARDED_SH_AUDIT="$tmp/audit.jsonl"
export LC_ALL=C

# Generated input: a block of everyday commands (quotes, heredocs, pipes,
# blocks, substitutions), complete, repeated up to the size wanted.
cat >"$tmp/block" <<'BENCH_BLOCK'
echo "hello $USER" 'single quoted' $'ansi\tc' && ls -la | grep -v '^total' > /dev/null
if [ -f go.mod ]; then grep -c module go.mod; else echo "no module"; fi
for f in a b c; do printf '%s\n' "$f" | tr a-z A-Z; done
x=$(date +%s); y=`uname -s`; echo "${x:-0} ${y#L} $((x % 7))"
cat <<EOF | sed 's/a/b/'
heredoc body with "quotes" and 'more' and $(subst) and \`ticks\`
EOF
case "$1" in start|stop) echo "$1";; *) echo usage >&2;; esac
find . -name '*.go' -not -path './vendor/*' -exec wc -l {} + | sort -n | tail -3
f() { local a="${1:-x}"; echo "$a"; }; f "arg with spaces"
git log --oneline -n 5 --format='%h %s' 2>/dev/null || true
BENCH_BLOCK
for _ in $(seq 1 16); do cat "$tmp/block"; done >"$tmp/block16"
gen() { # gen BYTES FILE
	: >"$2"
	while [ "$(wc -c <"$2")" -lt "$1" ]; do cat "$tmp/block16" >>"$2"; done
}
gen 10240 "$tmp/in10k"
gen 102400 "$tmp/in100k"
gen 1048576 "$tmp/in1m"
: >"$tmp/in0"
if ! "$tmp/guarded-sh" --guard check --grammar bash <"$tmp/in1m" >/dev/null; then
	echo "bench.sh: guarded-sh does not allow the generated input:" >&2
	"$tmp/guarded-sh" --guard check --grammar bash <"$tmp/in1m" | head -3 >&2 || true
	exit 1
fi

# What is measured: a name and an executable with its arguments. A check
# reads its input from a file through a small wrapper script (hyperfine -N
# runs no shell); the check of empty input measures the wrapper and the
# start-up, and is subtracted.
names=()
cmds=()
add() { names+=("$1"); cmds+=("$2"); }
for size in 0 10k 100k 1m; do
	printf '#!%s\nexec %s --guard check --grammar bash <%s >/dev/null\n' \
		"$wrapper_shell" "$tmp/guarded-sh" "$tmp/in$size" >"$tmp/check$size"
	chmod +x "$tmp/check$size"
done
add "check 0 B" "$tmp/check0"
add "check 10 KiB" "$tmp/check10k"
add "check 100 KiB" "$tmp/check100k"
add "check 1 MiB" "$tmp/check1m"

declare -A mean # name -> lowest median wall time, seconds
declare -A cpu  # name -> lowest mean user+system time, seconds (hyperfine only)
keep() { # keep NAME SECONDS [CPU]: remember the lowest
	if [ -z "${mean[$1]:-}" ] || awk -v a="$2" -v b="${mean[$1]}" 'BEGIN{exit !(a<b)}'; then
		mean[$1]=$2
	fi
	if [ -n "${3:-}" ] && { [ -z "${cpu[$1]:-}" ] || awk -v a="$3" -v b="${cpu[$1]}" 'BEGIN{exit !(a<b)}'; }; then
		cpu[$1]=$3
	fi
}
for ((round = 0; round < rounds; round++)); do
	if command -v hyperfine >/dev/null; then
		tool="hyperfine $(hyperfine --version | awk '{print $2}'), median of $runs runs, best of $rounds rounds"
		hyperfine -N --warmup 10 --runs "$runs" --export-csv "$tmp/h.csv" --style none "${cmds[@]}" >/dev/null 2>&1
		i=0
		while IFS=, read -r _ _ _ median user system _; do
			keep "${names[$i]}" "$median" "$(awk -v u="$user" -v s="$system" 'BEGIN{printf "%.9f", u+s}')"
			i=$((i + 1))
		done < <(tail -n +2 "$tmp/h.csv")
	else
		tool="a date +%s%N loop, mean of $runs runs, best of $rounds rounds (install hyperfine for better numbers)"
		for i in "${!cmds[@]}"; do
			read -r -a argv <<<"${cmds[$i]}"
			for _ in 1 2 3 4 5; do "${argv[@]}" >/dev/null; done
			t0=$(date +%s%N)
			for ((r = 0; r < runs; r++)); do "${argv[@]}" >/dev/null; done
			t1=$(date +%s%N)
			keep "${names[$i]}" "$(awk -v a="$t0" -v b="$t1" -v n="$runs" 'BEGIN{printf "%.9f", (b-a)/n/1e9}')"
		done
	fi
done

ms() { awk -v s="$1" 'BEGIN{printf "%9.3f", s*1000}'; }
div() { awk -v a="$1" -v b="$2" 'BEGIN{if (b>0) printf "%6.2fx", a/b; else printf "     -"}'; }

echo "guarded-sh benchmark ($tool; $(uname -sm); $(go env GOVERSION))"
echo
echo "start-up: medians of $((runs * rounds)) runs of each, interleaved (scripts/interleave); ratios to the floor"
startup=("floor -c true=$tmp/floor -c true"
	"initfloor -c true=$tmp/initfloor -c true"
	"guarded-sh -c true=GUARDED_SH_ONESHOT=exec $tmp/guarded-sh -c true"
	"floor (child) -c true=FLOOR_MODE=child $tmp/floor -c true"
	"supervised -c true=GUARDED_SH_ONESHOT=supervise $tmp/guarded-sh -c true"
	"bash -c true=$bash_path -c true")
if [ -n "$dash_path" ]; then startup+=("dash -c true=$dash_path -c true"); fi
"$tmp/interleave" -n $((runs * rounds)) "${startup[@]}"
echo
echo "package inits of 10 us or more (GODEBUG=inittrace=1, lowest of 20 runs of guarded-sh -c true)"
for _ in $(seq 1 20); do
	GODEBUG=inittrace=1 GUARDED_SH_ONESHOT=exec "$tmp/guarded-sh" -c true 2>&1 >/dev/null | grep '^init ' || true
done | awk '!($2 in c) || $5 < c[$2] {c[$2] = $5; a[$2] = $10} END {for (k in c) if (c[k] >= 0.010) printf "  %-44s %6.3f ms %5.0f allocs\n", k, c[k], a[k]}' | sort -k2 -rn
echo
echo "checking                   wall ms    net ms   growth of net time"
base=${mean["check 0 B"]}
printf '%-22s %12s %9s\n' "check 0 B (start-up)" "$(ms "$base")" "-"
prev=""
for n in "check 10 KiB" "check 100 KiB" "check 1 MiB"; do
	net=$(awk -v a="${mean[$n]}" -v b="$base" 'BEGIN{d=a-b; if (d<0) d=0; printf "%.9f", d}')
	growth=""
	if [ -n "$prev" ]; then growth="$(div "$net" "$prev") for 10x input"; fi
	printf '%-22s %12s %9s   %s\n' "$n" "$(ms "${mean[$n]}")" "$(ms "$net")" "$growth"
	prev=$net
done

# The lexer's own Go benchmarks.
echo
echo "lexer Go benchmarks (go test -run '^\$' -bench Check ./lexer)"
go test -run '^$' -bench 'Check' -benchmem ./lexer | grep -E '^(Benchmark|ok|FAIL)'

# The policy in-process: a typical 200-byte command, against parsing it
# alone in the same run.
echo
echo "policy Go benchmarks (go test -run '^\$' -bench 'CheckTypical|ParseFloor' ./policy)"
go test -run '^$' -bench 'CheckTypical|ParseFloor' -benchmem -count 3 ./policy | grep -E '^(Benchmark|ok|FAIL)' | tee "$tmp/policy.txt"
awk '/^BenchmarkCheckTypical/{c+=$3;n++} /^BenchmarkParseFloor/{p+=$3;m++} END{if(n&&m) printf "policy check / parse alone: %.2fx (%.1f us per check)\n", (c/n)/(p/m), c/n/1000}' "$tmp/policy.txt"

# Sessions: relay throughput through the PTY against a plain pipe and
# against script -qc (the floor for any PTY relay), and the watchdog's
# detection latency, both measured by Go benchmarks in this run.
echo
echo "session relay (go test -run '^\$' -bench RelayThroughput ./internal/session)"
go test -run '^$' -bench 'RelayThroughput' -benchtime 3x ./internal/session | grep -E '^(Benchmark|ok|FAIL)'
echo
echo "watchdog detection latency, idle 50 ms (go test -run '^\$' -bench DetectionLatency ./internal/watchdog)"
go test -run '^$' -bench 'DetectionLatency' -benchtime 5x ./internal/watchdog | grep -E '^(Benchmark|ok|FAIL)'

# An idle session: CPU used by guarded-sh and its shell while stream mode
# waits for input, as the difference between a session idle for 2 s and
# one idle for 12 s (start-up and exit cancel out).
echo
TIMEFORMAT='%U %S'
idle2=$( { time (sleep 2 | "$tmp/guarded-sh" >/dev/null 2>&1); } 2>&1 )
idle12=$( { time (sleep 12 | "$tmp/guarded-sh" >/dev/null 2>&1); } 2>&1 )
awk -v a="$idle2" -v b="$idle12" 'BEGIN{split(a, x, " "); split(b, y, " "); s=x[1]+x[2]; l=y[1]+y[2]; d=(l-s)*1000; if (d<0) d=0;
	printf "idle stream session: %.1f ms CPU for 10 more seconds idle (%.3f%% of one core); start-up and exit: %.1f ms\n", d, d/100, s*1000}'
