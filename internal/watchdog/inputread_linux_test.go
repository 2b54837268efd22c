package watchdog

import (
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"
	"time"
)

// startReader starts cat in a session of its own reading r.
func startReader(t *testing.T, r *os.File) *exec.Cmd { return startIn(t, r, "cat") }

// startIn starts name with args in a session of its own, its standard
// input r.
func startIn(t *testing.T, r *os.File, name string, args ...string) *exec.Cmd {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Stdin = r
	cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })
	return cmd
}

// poll asks d until it reports a reader or limit passes.
func poll(d *InputReader, limit time.Duration) (Reading, bool) {
	for deadline := time.Now().Add(limit); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		if rd, ok, _ := d.Check(); ok {
			return rd, true
		}
	}
	return Reading{}, false
}

func TestInputReaderFindsAReadOfAnEmptyInput(t *testing.T) {
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = r.Close(); _ = w.Close() }() // w held by this process: an ancestor's
	cat := startReader(t, r)
	d, err := NewInputReader(r, cat.Process.Pid, 100*time.Millisecond)
	if err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	rd, ok := poll(d, 3*time.Second)
	if !ok || rd.PID != cat.Process.Pid || rd.Comm != "cat" || rd.Wait != WaitRead {
		t.Fatalf("got %+v, %v; want cat blocked reading", rd, ok)
	}
	if rd.Waited < 100*time.Millisecond || time.Since(start) < 100*time.Millisecond {
		t.Errorf("reported after %v (waited %v), before the hold", time.Since(start), rd.Waited)
	}
	if got := rd.String(); !strings.Contains(got, "(cat) blocked reading its standard input, which has no data") {
		t.Errorf("String() = %q", got)
	}
}

// A reader whose pipe a live producer (not an ancestor) holds for writing
// waits for data, not for a person.
func TestInputReaderLeavesAProducersPipeAlone(t *testing.T) {
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = r.Close() }()
	producer := exec.Command("sleep", "30")
	producer.ExtraFiles = []*os.File{w}
	if err := producer.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = producer.Process.Kill(); _ = producer.Wait() })
	_ = w.Close() // only the producer writes now
	cat := startReader(t, r)
	d, err := NewInputReader(r, cat.Process.Pid, 50*time.Millisecond)
	if err != nil {
		t.Fatal(err)
	}
	if rd, ok := poll(d, 500*time.Millisecond); ok {
		t.Errorf("reported %+v though a producer holds the pipe", rd)
	}
}

// Inputs whose reads never wait are not watched.
func TestInputReaderNeedsAnInputThatWaits(t *testing.T) {
	f, err := os.CreateTemp(t.TempDir(), "in")
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = f.Close() }()
	if _, err := NewInputReader(f, 1, time.Second); err == nil {
		t.Error("a regular file is watched")
	}
	null, err := os.Open(os.DevNull)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = null.Close() }()
	if _, err := NewInputReader(null, 1, time.Second); err == nil {
		t.Error("/dev/null is watched")
	}
}

// An event loop that waits in epoll for its input to become readable
// (node's readline, libuv) waits as a blocking read does.
func TestInputReaderFindsAnEpollWait(t *testing.T) {
	py, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("no python3 to wait in epoll")
	}
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = r.Close(); _ = w.Close() }()
	cmd := startIn(t, r, py, "-c", "import select; e = select.epoll(); e.register(0, select.EPOLLIN); e.poll()")
	d, err := NewInputReader(r, cmd.Process.Pid, 50*time.Millisecond)
	if err != nil {
		t.Fatal(err)
	}
	if rd, ok := poll(d, 15*time.Second); !ok || rd.PID != cmd.Process.Pid { // python3 starts slowly on a loaded machine
		t.Fatalf("got %+v, %v; want python3 waiting in epoll on its input", rd, ok)
	}
	// Watching another descriptor is not waiting for the input.
	other := startIn(t, r, py, "-c", "import os, select; a, b = os.pipe(); e = select.epoll(); e.register(a, select.EPOLLIN); e.poll()")
	d2, err := NewInputReader(r, other.Process.Pid, 50*time.Millisecond)
	if err != nil {
		t.Fatal(err)
	}
	if rd, ok := poll(d2, 500*time.Millisecond); ok {
		t.Errorf("reported %+v, which waits on another pipe", rd)
	}
}

// A program that waits in select or poll for its input to become readable
// waits as a blocking read does; one that waits so on another descriptor,
// or only sleeps, does not.
func TestInputReaderFindsPollAndSelect(t *testing.T) {
	py, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("no python3 to wait in select and poll")
	}
	for _, tt := range []struct {
		name, code string
		want       bool
	}{
		{"select", "import select, sys; select.select([sys.stdin], [], [])", true},
		{"select with a timeout, in a loop", "import select, sys\nwhile not select.select([sys.stdin], [], [], 0.05)[0]: pass", true},
		{"select on a high descriptor", "import os, select; os.dup2(0, 100); select.select([100], [], [])", true},
		{"poll", "import select; p = select.poll(); p.register(0, select.POLLIN); p.poll()", true},
		{"select on another pipe", "import os, select; a, b = os.pipe(); select.select([a], [], [])", false},
		{"poll for writing", "import os, select; a, b = os.pipe(); os.dup2(0, 5); p = select.poll(); p.register(5, select.POLLOUT); p.register(a, select.POLLIN); p.poll()", false},
		{"select with no descriptor", "import select; select.select([], [], [], 30)", false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			r, w, err := os.Pipe()
			if err != nil {
				t.Fatal(err)
			}
			defer func() { _ = r.Close(); _ = w.Close() }()
			cmd := startIn(t, r, py, "-c", tt.code)
			d, err := NewInputReader(r, cmd.Process.Pid, 50*time.Millisecond)
			if err != nil {
				t.Fatal(err)
			}
			limit := 15 * time.Second // python3 starts slowly on a loaded machine
			if !tt.want {
				limit = time.Second
			}
			rd, ok := poll(d, limit)
			if ok != tt.want || ok && rd.PID != cmd.Process.Pid {
				t.Fatalf("got %+v, %v; want a wait on the input reported: %v", rd, ok, tt.want)
			}
		})
	}
}
