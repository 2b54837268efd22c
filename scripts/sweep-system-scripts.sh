#!/bin/sh
# sweep-system-scripts.sh GUARDED_SH [EXTRA_SCRIPT...]: check the machine's
# own shell scripts (package maintainer scripts, /etc/init.d, debconf's
# confmodule, the shell scripts in /usr/bin and /usr/lib/**/*.sh) and any
# extra ones (a configure) with "guarded-sh --guard check", in the profile
# of the configuration found (a clean HOME: agent; set XDG_CONFIG_HOME to a
# directory holding guarded-sh/policy.toml with profile = "root" for root).
# Prints one line per refused script (path, grammar, rule) and the count.
# Nothing is run: the scripts are only read.
set -eu
gsh=$1
shift
{
	ls /var/lib/dpkg/info/*.preinst /var/lib/dpkg/info/*.postinst /var/lib/dpkg/info/*.prerm /var/lib/dpkg/info/*.postrm 2>/dev/null || true
	for f in /etc/init.d/* /usr/share/debconf/confmodule; do [ -f "$f" ] && echo "$f"; done
	file /usr/bin/* 2>/dev/null | grep 'shell script' | cut -d: -f1
	find /usr/lib -name '*.sh' -type f 2>/dev/null
	for f in "$@"; do echo "$f"; done
} | {
	n=0 r=0
	while IFS= read -r f; do
		g=posix
		head -n 1 "$f" | grep -q bash && g=bash
		n=$((n + 1))
		if ! out=$("$gsh" --guard check --json --grammar "$g" <"$f" 2>&1); then
			r=$((r + 1))
			printf '%s %s %s\n' "$f" "$g" "$(printf '%s' "$out" | sed -n 's/.*"rule":"\([^"]*\)".*/\1/p')"
		fi
	done
	echo "refused $r of $n"
}
