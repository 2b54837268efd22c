package bigstack

func init() { grow() }

// grow's frame makes the stack, a few hundred bytes deep here, grow at
// once to 32 KiB, what a check of an everyday command line reaches: the
// runtime doubles the size until the frame fits with room to spare. The
// frame is no bigger than that takes, as it is zeroed: each of its pages
// is a page fault unless a check's frames reach it later.
//
//go:noinline
func grow() {
	var frame [16 << 10]byte
	touch(frame[:])
}

// touch keeps frame from being optimised away.
//
//go:noinline
func touch(b []byte) { b[0] = 1 }
