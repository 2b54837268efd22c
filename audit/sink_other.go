//go:build !(darwin || dragonfly || freebsd || linux || netbsd || openbsd || solaris)

package audit

func dialDatagram(string) (datagramConn, error) { return nil, ErrSinkUnsupported }
