// Package oneproc runs the process on one P (GOMAXPROCS 1) from before the
// other packages' inits, for guarded-sh's one-shot modes. Imported for its
// init alone (import _) by the command, it imports only the runtime, so
// it is initialised among the first (of the packages whose dependencies
// are done, the runtime takes them in order of import path).
//
// Each P has its own cache of heap spans. With two or more, the main
// goroutine changes P whenever it blocks and another M readies it (while
// the inits run it is locked to the main thread, which hands its P off
// each time): the garbage collector's start-up does so once before any
// init, a lock or channel later may again. On the new P every size class
// it allocates starts a fresh span, two fresh pages each (the first
// object and the span's mark and heap bits at its end): in a one-shot
// guarded-sh -c true, 35 page faults more in about half of the runs
// (perf record -e page-faults; 230 or 265 before the exec). One P keeps
// every allocation in one cache.
//
// Modes that run long or check much (a session, --guard check) go back to
// the runtime's default (the shim's allProcs): their goroutines and the
// garbage collector's work may then use every CPU. Only the command
// imports this package, so that tests run with the default.
package oneproc

import "runtime"

func init() { runtime.GOMAXPROCS(1) }
