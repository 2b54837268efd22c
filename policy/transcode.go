package policy

import (
	"encoding/binary"
	"strings"
	"unicode/utf16"
	"unicode/utf8"
)

// Text transforms that are decoders in disguise: iconv from an encoding
// that is not ASCII's superset (UTF-16, UTF-32) and dd's case
// conversions. Of known text, what they print is computed, so a command
// hidden in UTF-16 bytes or written in capitals is the command.

// iconvPrints returns what iconv prints of the known text in, and
// whether it is known: -f/--from-code and -t/--to-code (attached or
// not), -c and -s; from UTF-16 or UTF-32 (LE, BE, or with a byte order
// mark), UCS-2 or an ASCII superset, to UTF-8 or ASCII (//TRANSLIT and
// //IGNORE suffixes allowed).
func iconvPrints(args []string, in string) (string, bool) {
	from, to := "", "utf-8"
	for i := 0; i < len(args); i++ {
		v := args[i]
		var val *string
		switch {
		case v == "-c" || v == "-s" || v == "--silent":
			continue
		case v == "-f" || v == "--from-code" || v == "-t" || v == "--to-code":
			if i+1 == len(args) {
				return "", false
			}
			val, i = &args[i+1], i+1
		case strings.HasPrefix(v, "--from-code="), strings.HasPrefix(v, "--to-code="):
			_, x, _ := strings.Cut(v, "=")
			val = &x
		case strings.HasPrefix(v, "-f") || strings.HasPrefix(v, "-t"):
			x := v[2:]
			val = &x
		default:
			return "", false // a file, or an option not read here
		}
		code := strings.ToLower(*val)
		if strings.HasPrefix(v, "-f") || strings.HasPrefix(v, "--from") {
			from = code
		} else {
			to = code
		}
	}
	to, _, _ = strings.Cut(to, "//")
	if to != "utf-8" && to != "utf8" && !asciiSuperset(to) {
		return "", false
	}
	return decodeFrom(strings.TrimSuffix(from, "//"), in)
}

// asciiSuperset reports whether the encoding named code writes ASCII's
// characters as ASCII does: its text reads the same as written.
func asciiSuperset(code string) bool {
	switch code {
	case "utf-8", "utf8", "ascii", "us-ascii", "ansi_x3.4-1968", "latin1", "l1", "macintosh", "646":
		return true
	}
	for _, p := range []string{"iso-8859-", "iso8859-", "iso_8859-", "cp125", "windows-125", "koi8"} {
		if strings.HasPrefix(code, p) {
			return true
		}
	}
	return false
}

// decodeFrom returns the UTF-8 text of the bytes in, written in the
// encoding code, when code is one computed here.
func decodeFrom(code, in string) (string, bool) {
	b := []byte(in)
	var order binary.ByteOrder
	width := 0
	switch code {
	case "utf-16le", "utf16le", "ucs-2le", "ucs2le", "unicodelittle":
		order, width = binary.LittleEndian, 2
	case "utf-16be", "utf16be", "ucs-2be", "ucs2be", "unicodebig":
		order, width = binary.BigEndian, 2
	case "utf-16", "utf16", "ucs-2", "ucs2", "unicode":
		order, width = binary.BigEndian, 2 // big-endian unless a mark says otherwise
		if len(b) >= 2 && b[0] == 0xff && b[1] == 0xfe {
			order, b = binary.LittleEndian, b[2:]
		} else if len(b) >= 2 && b[0] == 0xfe && b[1] == 0xff {
			b = b[2:]
		}
	case "utf-32le", "utf32le", "ucs-4le":
		order, width = binary.LittleEndian, 4
	case "utf-32be", "utf32be", "ucs-4be", "utf-32", "utf32", "ucs-4":
		order, width = binary.BigEndian, 4
	default:
		if code == "" || asciiSuperset(code) {
			return in, utf8.ValidString(in) // what it was written in: the text as it is
		}
		return "", false
	}
	if len(b)%width != 0 {
		return "", false
	}
	var runes []rune
	if width == 2 {
		units := make([]uint16, len(b)/2)
		for i := range units {
			units[i] = order.Uint16(b[2*i:])
		}
		runes = utf16.Decode(units)
	} else {
		for i := 0; i < len(b); i += 4 {
			runes = append(runes, rune(order.Uint32(b[i:])))
		}
	}
	return string(runes), true
}

// iconvDecodes reports whether iconv's words args convert from an
// encoding that is not ASCII's superset: text the guard cannot read as
// written, made readable (a decoder, isDecoder).
func iconvDecodes(args []string) bool {
	for i, v := range args {
		code := ""
		switch {
		case (v == "-f" || v == "--from-code") && i+1 < len(args):
			code = args[i+1]
		case strings.HasPrefix(v, "--from-code="):
			code = strings.TrimPrefix(v, "--from-code=")
		case strings.HasPrefix(v, "-f") && len(v) > 2:
			code = v[2:]
		default:
			continue
		}
		code, _, _ = strings.Cut(strings.ToLower(code), "//")
		return !asciiSuperset(code)
	}
	return false
}

// ddPrints returns what dd prints of the known text in, and whether it
// is known: reading standard input (no if=, or if=/dev/stdin) and
// writing standard output (no of=, or of=/dev/stdout), with block sizes,
// status= and the conversions lcase, ucase and those that leave text as
// it is (notrunc, noerror, sync of no block size, fsync, fdatasync).
func ddPrints(args []string, in string) (string, bool) {
	conv := func(s string) string { return s }
	for _, v := range args {
		key, val, ok := strings.Cut(v, "=")
		if !ok {
			return "", false
		}
		switch key {
		case "if":
			if val != "/dev/stdin" && val != "/dev/fd/0" {
				return "", false
			}
		case "of":
			if val != "/dev/stdout" && val != "/dev/fd/1" {
				return "", false
			}
		case "bs", "ibs", "obs", "status", "iflag", "oflag":
		case "conv":
			for _, cv := range strings.Split(val, ",") {
				switch cv {
				case "lcase":
					conv = strings.ToLower
				case "ucase":
					conv = strings.ToUpper
				case "notrunc", "noerror", "fsync", "fdatasync":
				default:
					return "", false // block, unblock, ascii, ebcdic, swab…
				}
			}
		default:
			return "", false // count, skip, seek: part of the text
		}
	}
	return conv(in), true
}
