package policy

import (
	"maps"
	"slices"
)

// fork saves the shell state the analysis has followed so far and returns
// what puts it back: a second reading of the same text (sh's code read as
// bash reads it, posix) starts where the first one started, not after
// the files and variables the other reading set. Findings and commands
// (a.in) are kept from both readings. TestForkCoversState checks that
// every field holding state is saved.
func (a *analyzer) fork() (restore func()) {
	saved := *a
	saved.vars = maps.Clone(a.vars)
	saved.written = maps.Clone(a.written)
	saved.makers = maps.Clone(a.makers)
	saved.built = maps.Clone(a.built)
	saved.fields = maps.Clone(a.fields)
	saved.wrapFuncs = maps.Clone(a.wrapFuncs)
	saved.arrays = maps.Clone(a.arrays) // elements are replaced, never changed in place
	saved.ran = maps.Clone(a.ran)
	saved.running = slices.Clone(a.running)
	saved.writtenDirs = slices.Clone(a.writtenDirs)
	saved.hookDirs = slices.Clone(a.hookDirs)
	saved.ownDirs = slices.Clone(a.ownDirs)
	saved.links = maps.Clone(a.links)
	saved.computed = maps.Clone(a.computed)
	saved.transformed = maps.Clone(a.transformed)
	saved.refs = maps.Clone(a.refs)
	saved.namedVals = maps.Clone(a.namedVals)
	saved.laterNames = maps.Clone(a.laterNames)
	saved.trapNames = maps.Clone(a.trapNames)
	saved.fds = maps.Clone(a.fds)
	saved.params = slices.Clone(a.params)
	saved.touched = maps.Clone(a.touched)
	saved.funcs = maps.Clone(a.funcs)
	saved.asWritten = maps.Clone(a.asWritten)
	saved.held = maps.Clone(a.held)
	saved.nameOnly = maps.Clone(a.nameOnly)
	saved.entries = maps.Clone(a.entries)
	saved.listedBy = maps.Clone(a.listedBy) // its lists are grown by copy, never in place (noteListedBy)
	saved.unknownPrefix = slices.Clone(a.unknownPrefix)
	saved.nonEmpty = a.nonEmpty // replaced, never changed in place (nonempty.go)
	saved.sets = maps.Clone(a.sets)
	saved.psNonEmpty = slices.Clone(a.psNonEmpty)
	saved.outer = a.outer   // replaced, never changed in place (groupout.go)
	saved.cmdFor = a.cmdFor // replaced, never changed in place (each cmd reader takes a copy)
	saved.piped = slices.Clone(a.piped)
	saved.traps = a.traps             // replaced, never changed in place (trapAgain)
	saved.bodyUnknown = a.bodyUnknown // replaced, never changed in place (saveKnown)
	// stdin is nil here: posix took it before any reading began.
	return func() {
		// What was read from disk stays read (the same files, the same
		// texts); the input's commands stay found, and the array elements
		// they may refer to by index (elemWords) stay where they are; the
		// batches the commands came from are not handed out again.
		in, read, readLen, onDisk, elems := a.in, a.read, a.readLen, a.onDisk, a.elemWords
		cmds, words := a.cmdBatch, a.wordBatch
		*a = saved
		a.in, a.read, a.readLen, a.onDisk, a.elemWords = in, read, readLen, onDisk, elems
		a.cmdBatch, a.wordBatch = cmds, words
	}
}
