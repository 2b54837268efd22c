package policy

import (
	"strings"

	"github.com/guarded-sh/guarded-sh/lexer"
)

// A certificate added to a trusted store by .NET's X509Store, as a
// script writes it instead of Import-Certificate or certutil -addstore:
// the store is made by [X509Store]::new(NAME, LOCATION) or New-Object
// X509Store(NAME, LOCATION) / -ArgumentList NAME, LOCATION, NAME a
// StoreName's (Root, AuthRoot, CertificateAuthority, TrustedPublisher,
// TrustedPeople; the string "CA" too) or its [StoreName]::Root member,
// and its Add(cert) or AddRange(certs) writes to it (learn.microsoft.com,
// System.Security.Cryptography.X509Certificates.X509Store: the
// constructors and Add/AddRange; the StoreName enumeration). The call
// is judged as the Import-Certificate it amounts to, into
// Cert:\LOCATION\NAME (spec_sys.go).

// psStoreNames maps a StoreName (lowercase) to its store's name under
// Cert:\ (CertificateAuthority is the CA store).
var psStoreNames = table[string]{
	{"addressbook", "AddressBook"}, {"authroot", "AuthRoot"}, {"ca", "CA"}, {"certificateauthority", "CA"},
	{"disallowed", "Disallowed"}, {"my", "My"}, {"root", "Root"}, {"trustedpeople", "TrustedPeople"},
	{"trustedpublisher", "TrustedPublisher"},
}

// psX509Store returns the X509Store object the constructor's arguments
// make (psObject "x509store:Cert:\LOCATION\NAME"), its location
// CurrentUser when only a name is given; false when the name is not
// known.
func psX509Store(args []psValue) (psValue, bool) {
	if len(args) == 0 || len(args) > 2 {
		return psValue{}, false
	}
	name, ok := psStoreNames.get(psEnumMember(args[0].text()))
	if !ok {
		return psValue{}, false
	}
	loc := "CurrentUser"
	if len(args) == 2 {
		switch psEnumMember(args[1].text()) {
		case "localmachine":
			loc = "LocalMachine"
		case "currentuser":
		default:
			return psValue{}, false
		}
	}
	return psValue{kind: psObject, s: `x509store:Cert:\` + loc + `\` + name}, true
}

// psEnumMember returns the member an enumeration's value names, as text
// or as [Type]::Member, lowercase.
func psEnumMember(s string) string {
	s = strings.ToLower(strings.Trim(strings.TrimSpace(s), `"'`))
	if i := strings.LastIndex(s, "]::"); i >= 0 {
		s = s[i+3:]
	}
	return s
}

// certStoreAdd judges $store.Add($cert) and .AddRange($certs) on an
// X509Store whose name and location are known (psX509Store) as
// Import-Certificate -CertStoreLocation Cert:\LOCATION\NAME.
func (r *psReader) certStoreAdd(raw, args string) {
	dot := strings.LastIndexByte(raw, '.')
	if dot <= 0 {
		return
	}
	method := strings.ToLower(strings.TrimSpace(raw[dot+1:]))
	if method != "add" && method != "addrange" {
		return
	}
	store, ok := strings.CutPrefix(psObjectOf(raw[:dot], r.psVar), "x509store:")
	if !ok {
		return
	}
	r.a.add(&Command{Grammar: lexer.PowerShell, Text: raw + args, Wrappers: append(r.wrap(), "X509Store."+raw[dot+1:]),
		Word0: Word{Value: "Import-Certificate", Literal: true}, Name: "import-certificate",
		Args: []Word{{Value: "-CertStoreLocation", Literal: true}, {Value: store, Literal: true, Quoted: true}}})
}
