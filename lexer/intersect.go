package lexer

import "fmt"

// intersect is the strict intersect of the bash and PowerShell readers, for
// input whose shell is unknown: it is complete only when both say so.
type intersect struct {
	posix, pwsh machine
}

func newIntersect() *intersect {
	return &intersect{posix: newPosix(Bash), pwsh: newPowerShell()}
}

func (x *intersect) feed(p []byte, boundary func(off int)) {
	var a []int
	x.posix.feed(p, func(off int) { a = append(a, off) })
	i := 0
	x.pwsh.feed(p, func(off int) {
		for i < len(a) && a[i] < off {
			i++
		}
		if i < len(a) && a[i] == off {
			boundary(off)
		}
	})
}

func (x *intersect) verdict() Result {
	p, w := x.posix.verdict(), x.pwsh.verdict()
	switch {
	case p.Complete && w.Complete:
		return p
	case !p.Complete && !w.Complete:
		return p
	}
	open, waits, runs := p, "bash", "powershell"
	if p.Complete {
		open, waits, runs = w, "powershell", "bash"
	}
	return Result{
		Kind: KindMismatch, Line: open.Line, Col: open.Col,
		Hint: fmt.Sprintf("%s would run this but %s would wait at a continuation prompt (%s at %d:%d); the shell is unknown, so declare it (e.g. GUARDED_SH_TOOL_MAP=MyTool=%s, or --grammar %s)",
			runs, waits, open.Kind, open.Line, open.Col, runs, runs),
	}
}

func (x *intersect) reset() {
	x.posix.reset()
	x.pwsh.reset()
}
