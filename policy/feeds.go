package policy

// chainHas returns the first command among feeds, or what feeds them in
// turn, that match reports; self is skipped. Feeds share commands (eval
// "$(…)" and the code it runs both read the same substitution), so each
// is visited once: a walk of every path would double with every level.
func chainHas(feeds []*Command, self *Command, match func(*Command) bool) *Command {
	seen := map[*Command]bool{self: true}
	var walk func(feeds []*Command) *Command
	walk = func(feeds []*Command) *Command {
		for _, f := range feeds {
			if f == nil || seen[f] {
				continue
			}
			seen[f] = true
			if match(f) {
				return f
			}
			if g := walk(f.Feeds); g != nil {
				return g
			}
		}
		return nil
	}
	return walk(feeds)
}

// readersOf returns the commands of the check whose standard input c's
// output reaches through pipes (feedsInto, from the other side), c
// itself left out. The check's readers of each command are indexed once
// (the inverse of every command's Feeds): a rule asking where each
// command's output goes walks forward from it, not back from every
// command of a long input.
func readersOf(ctx *Context, c *Command) []*Command {
	if ctx == nil || ctx.Input == nil {
		return nil
	}
	ix := ctx.memo("feeds.readers", func(whole *Context) any {
		return indexReaders(whole.Input.Commands)
	}).(readerIndex)
	var out []*Command
	seen := map[*Command]bool{c: true}
	var walk func(f *Command)
	walk = func(f *Command) {
		for _, r := range ix.readers[f] {
			if seen[r] {
				continue
			}
			seen[r] = true
			if ix.listed[r] {
				out = append(out, r)
			}
			walk(r)
		}
	}
	walk(c)
	return out
}

// readerIndex is the inverse of the Feeds of a check's commands:
// readers[f] are the commands f feeds directly; listed the check's own
// commands (Input.Commands), as feeds may be commands it does not list.
type readerIndex struct {
	readers map[*Command][]*Command
	listed  map[*Command]bool
}

// indexReaders builds the readerIndex of cmds and of every command that
// feeds them, each command visited once.
func indexReaders(cmds []*Command) readerIndex {
	ix := readerIndex{readers: map[*Command][]*Command{}, listed: make(map[*Command]bool, len(cmds))}
	visited := map[*Command]bool{}
	var visit func(o *Command)
	visit = func(o *Command) {
		if visited[o] {
			return
		}
		visited[o] = true
		for _, f := range o.Feeds {
			if f != nil {
				ix.readers[f] = append(ix.readers[f], o)
				visit(f)
			}
		}
	}
	for _, o := range cmds {
		ix.listed[o] = true
		visit(o)
	}
	return ix
}

// feedWalker answers chainHas for one match over the commands of a check,
// each command's answer computed once: a rule asks it about every command,
// and a walk per command would cost the square of a long pipeline.
type feedWalker struct {
	match func(*Command) bool
	memo  map[*Command]*Command
	done  map[*Command]bool
}

// feedWalk returns the check's walker under key, a memo key of its own
// (net.download), for the match newMatch makes: made once a check, as the
// walker is, rather than once for each command a rule asks about.
func (ctx *Context) feedWalk(key string, newMatch func() func(*Command) bool) *feedWalker {
	mk := func() any {
		return &feedWalker{match: newMatch(), memo: map[*Command]*Command{}, done: map[*Command]bool{}}
	}
	if ctx == nil {
		return mk().(*feedWalker)
	}
	return ctx.memo(key, func(*Context) any { return mk() }).(*feedWalker)
}

// first returns the first command among feeds, or what feeds them in turn,
// that match reports; self is skipped.
func (fw *feedWalker) first(feeds []*Command, self *Command) *Command {
	for _, f := range feeds {
		if f == nil || f == self {
			continue
		}
		if fw.match(f) {
			return f
		}
		if g := fw.of(f); g != nil {
			return g
		}
	}
	return nil
}

// of returns the first command feeding c that match reports.
func (fw *feedWalker) of(c *Command) *Command {
	if fw.done[c] {
		return fw.memo[c]
	}
	fw.done[c] = true // while in progress, a cycle finds nothing
	g := fw.first(c.Feeds, c)
	fw.memo[c] = g
	return g
}
