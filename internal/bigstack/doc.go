// Package bigstack grows the main goroutine's stack, once, to the size a
// check needs, before any other package's init runs. Imported for its
// init alone (import _), it imports nothing, so the runtime initialises
// it first (of the packages whose dependencies are done, it takes them in
// order of import path).
//
// A goroutine starts with 2 KiB of stack and doubles it when it runs out.
// Grown on demand, a one-shot guarded-sh -c's stack went to 4, 8 and
// 16 KiB in the middle of the inits (regexp compiles) and of its check,
// and to 32 KiB for a command of a pipe and a loop: each step copies the
// stack, reading every frame's tables from the binary to find its
// pointers, and takes the new stack from a span of its size class,
// writing to every slot of it. Grown here, with three frames on the
// stack, it is copied once.
package bigstack
