// Package passwd reads this process's user from /etc/passwd, as os/user
// does without cgo. guarded-sh does not import os/user: with cgo it links
// the binary dynamically and every start-up loads libc and starts cgo
// (+0.4M instructions to a one-shot guarded-sh, cachegrind;
// scripts/bench.sh start-up; policy's TestGuardedShLinks).
package passwd
