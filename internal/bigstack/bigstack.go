package bigstack

func init() { grow() }

// grow's frame makes the stack, a few hundred bytes deep here, grow at
// once to 32 KiB (the runtime doubles the size until the frame fits):
// what a check of an everyday command line reaches.
//
//go:noinline
func grow() {
	var frame [24 << 10]byte
	touch(frame[:])
}

// touch keeps frame from being optimised away.
//
//go:noinline
func touch(b []byte) { b[0] = 1 }
