package watchdog

import (
	"encoding/binary"
	"os"
	"strconv"

	"golang.org/x/sys/unix"
)

// maxPollFDs bounds the descriptors read from a waiting thread's memory.
const maxPollFDs = 1 << 12

// pollRdNorm is POLLRDNORM, which x/sys/unix does not define.
const pollRdNorm = 0x40

// pollWatches reports whether a thread of the process in dir, waiting in
// system call nr with arguments args (from its /proc syscall file), waits in
// poll, ppoll, select or pselect6 for a descriptor that is wanted (fd
// readable). The descriptors are read from the process's memory
// (/proc/PID/mem), which, like the syscall file, needs ptrace access: the
// command is a descendant. It is false when the memory cannot be read.
func pollWatches(dir string, nr int64, args []uint64, wanted func(fd int) bool) bool {
	if len(args) < 2 {
		return false
	}
	switch {
	case nr == unix.SYS_PPOLL || nr == sysPoll:
		// poll(struct pollfd *fds, nfds_t nfds, …): { int fd; short
		// events; short revents; } each.
		n := args[1]
		if n == 0 || n > maxPollFDs {
			return false
		}
		b, ok := readMem(dir, args[0], int(n)*8)
		if !ok {
			return false
		}
		for i := 0; i+8 <= len(b); i += 8 {
			fd := int32(binary.NativeEndian.Uint32(b[i:]))
			events := binary.NativeEndian.Uint16(b[i+4:])
			if fd >= 0 && events&(unix.POLLIN|pollRdNorm|unix.POLLPRI) != 0 && wanted(int(fd)) {
				return true
			}
		}
	case nr == unix.SYS_PSELECT6 || nr == sysSelect:
		// select(int nfds, fd_set *readfds, …): a bit per descriptor
		// below nfds, in words of unsigned long.
		n := args[0]
		if n == 0 || n > maxPollFDs || args[1] == 0 {
			return false
		}
		words := int(n+63) / 64
		b, ok := readMem(dir, args[1], words*8)
		if !ok {
			return false
		}
		for w := range words {
			bits := binary.NativeEndian.Uint64(b[w*8:])
			for bit := 0; bits != 0 && bit < 64; bit++ {
				fd := w*64 + bit
				if bits&(1<<bit) != 0 && uint64(fd) < n && wanted(fd) {
					return true
				}
				bits &^= 1 << bit
			}
		}
	}
	return false
}

// isPollWait reports whether system call nr waits in poll or select.
func isPollWait(nr int64) bool {
	return nr == unix.SYS_PPOLL || nr == unix.SYS_PSELECT6 || nr == sysPoll || nr == sysSelect
}

// readMem reads n bytes at addr of the process in dir.
func readMem(dir string, addr uint64, n int) ([]byte, bool) {
	if addr == 0 || addr > 1<<63 {
		return nil, false
	}
	f, err := os.Open(dir + "/mem")
	if err != nil {
		return nil, false
	}
	defer func() { _ = f.Close() }() // read only
	b := make([]byte, n)
	if _, err := f.ReadAt(b, int64(addr)); err != nil {
		return nil, false
	}
	return b, true
}

// syscallArgs parses a /proc syscall file's fields: the number and the six
// arguments. ok is false for a thread that is running or not in a call.
func syscallArgs(f []string) (nr int64, args []uint64, ok bool) {
	if len(f) < 7 {
		return 0, nil, false
	}
	nr, err := strconv.ParseInt(f[0], 10, 64)
	if err != nil || nr < 0 {
		return 0, nil, false
	}
	args = make([]uint64, 6)
	for i := range args {
		if args[i], err = strconv.ParseUint(f[1+i], 0, 64); err != nil {
			return 0, nil, false
		}
	}
	return nr, args, true
}
