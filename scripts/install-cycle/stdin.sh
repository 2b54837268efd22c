# Read by "sh -s -- a 'b c'" on its standard input (scripts/install-cycle.sh),
# with the system's sh and then through guarded-sh: the output must match.
set -e
greet() {
	printf '%s\n' "hello, $1"
}
for arg in "$@"; do
	greet "$arg"
done
case $# in
2) echo "two arguments" ;;
*) echo "other: $#" ;;
esac
n=0
while [ "$n" -lt 3 ]; do
	n=$((n + 1))
done
echo "counted to $n"
cat <<EOT
here-document with $n and $(echo substitution)
EOT
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
echo "line" >"$tmp"
read -r first <"$tmp"
echo "read back: $first"
if command -v dpkg >/dev/null 2>&1; then
	echo "dpkg found"
fi
exit 3
