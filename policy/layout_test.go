package policy

import (
	"reflect"
	"slices"
	"testing"
)

// TestTableLayout: the types the policy's tables hold thousands of (a
// spec per command, a lazyRegexp per pattern) waste no bytes between
// their fields. Every byte of them is in the binary's data section, whose
// pointer bitmap the Go runtime expands at each start (runtime.runGCProg,
// a bit for each 8 bytes, the most instructions of a one-shot
// guarded-sh -c before its check): a bool between two strings took 8
// bytes, not 1. A new field goes where the fields of its size are. The
// groups of specMore that hundreds of specs point at are held to it too
// (moreChange, with the roles' two words).
func TestTableLayout(t *testing.T) {
	for _, v := range []any{spec{}, lazyRegexp{}, specMore{}, moreNet{}, moreCred{}, moreChange{}} {
		typ := reflect.TypeOf(v)
		if got, least := typ.Size(), leastSize(typ); got != least {
			t.Errorf("%s is %d bytes, %d with its fields in order of alignment: put each new field beside those of its size", typ.Name(), got, least)
		}
	}
}

// leastSize is the size of struct type typ with its fields laid out
// from the most aligned to the least, which leaves no gap but the end's.
func leastSize(typ reflect.Type) uintptr {
	fields := make([]reflect.Type, typ.NumField())
	for i := range fields {
		fields[i] = typ.Field(i).Type
	}
	slices.SortStableFunc(fields, func(a, b reflect.Type) int { return b.Align() - a.Align() })
	var size uintptr
	for _, f := range fields {
		align := uintptr(f.Align())
		size = (size+align-1)/align*align + f.Size()
	}
	align := uintptr(typ.Align())
	return (size + align - 1) / align * align
}
