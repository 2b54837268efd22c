#!/usr/bin/env bash
# realworld.sh — runs the real-world corpus (everyday commands written down
# from documentation, CI configurations and READMEs, testdata/realworld/)
# through `guarded-sh --guard check --jsonl` and reports: the refusal rate of
# the everyday lines, every refusal (rule, command, source) for review, and
# how many of the lines marked "dangerous" were refused.
# A report, not a test: it exits 0 whatever the rates.
#
# usage: scripts/realworld.sh [FILE.jsonl…]   (default testdata/realworld/*.jsonl)
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

(cd "$root" && go build -o "$tmp/guarded-sh" ./cmd/guarded-sh)
[ $# -gt 0 ] || set -- "$root"/testdata/realworld/*.jsonl

: >"$tmp/all"
for f in "$@"; do
	kind=$(basename "$f" .jsonl)
	jq -c '{cmd, grammar}' "$f" >"$tmp/req"
	# exit status 2 means some line got an "error" verdict; those are reported below.
	GUARDED_SH_AUDIT=off "$tmp/guarded-sh" --guard check --jsonl <"$tmp/req" >"$tmp/ver" || true
	if [ "$(wc -l <"$tmp/ver")" -ne "$(wc -l <"$f")" ]; then
		echo "realworld: $f: $(wc -l <"$f") requests but $(wc -l <"$tmp/ver") verdicts" >&2
		exit 1
	fi
	paste -d '\t' "$f" "$tmp/ver" |
		awk -F'\t' -v kind="$kind" '{ printf "{\"kind\":\"%s\",\"line\":%s,\"verdict\":%s}\n", kind, $1, $2 }' >>"$tmp/all"
done

jq -r -s '
def pct(a; b): if b == 0 then "-" else (a * 1000 / b | round) as $t | "\($t / 10 | floor).\($t % 10)%" end;
def show: .line.cmd | gsub("\n"; " ⏎ ");
def refused: (.verdict.allowed | not) and (.verdict.error == null);
(map(select(.line.dangerous | not))) as $everyday
| (map(select(.line.dangerous))) as $dangerous
| ($everyday | map(select(refused))) as $fp
| ($dangerous | map(select(refused))) as $caught
| "== real-world corpus: \(length) commands (\($everyday | length) everyday, \($dangerous | length) marked dangerous)",
  "",
  "everyday commands refused: \($fp | length)/\($everyday | length) (\(pct($fp | length; $everyday | length)))",
  ( $everyday | group_by(.kind)[] | "  kind \(.[0].kind): \(map(select(refused)) | length)/\(length) (\(pct(map(select(refused)) | length; length)))" ),
  ( $everyday | group_by(.line.grammar)[] | "  grammar \(.[0].line.grammar): \(map(select(refused)) | length)/\(length) (\(pct(map(select(refused)) | length; length)))" ),
  "",
  "dangerous commands refused: \($caught | length)/\($dangerous | length) (\(pct($caught | length; $dangerous | length)))",
  "",
  "== everyday commands refused, by rule (for review)",
  ( $fp | group_by(.verdict.rule) | sort_by(-length)[]
    | "-- \(.[0].verdict.rule) (\(length))",
      ( .[] | "   [\(.line.grammar)] \(show)\n      source: \(.line.source)" ) ),
  "",
  "== dangerous commands allowed",
  ( $dangerous | map(select(.verdict.allowed))[] | "   [\(.line.grammar)] \(show)\n      reason: \(.line.reason)\n      source: \(.line.source)" ),
  "",
  "== dangerous commands refused (rule)",
  ( $caught[] | "   \(.verdict.rule): \(show)" ),
  ( map(select(.verdict.error != null)) | if length > 0 then "", "== lines the guard could not read", (.[] | "   \(.verdict.error): \(show)") else empty end )
' "$tmp/all"
exit 0
