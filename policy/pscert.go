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

// certExport judges a .NET call that writes a private key out of the
// object holding it as the Export-PfxCertificate it amounts to
// (cred.private-key): X509Certificate2's Export(X509ContentType[,
// password]) and Export(…) of the Pfx or Pkcs12 content type (the
// enumeration's member, its name as a string, or its value 3), which
// holds the private key; ExportPkcs12(…); and the key objects' own
// exports of the private key (RSA, ECDsa, DSA: ExportRSAPrivateKey,
// ExportPkcs8PrivateKey, ExportEncryptedPkcs8PrivateKey,
// ExportECPrivateKey and their …Pem forms) (learn.microsoft.com,
// X509Certificate.Export, X509ContentType, AsymmetricAlgorithm). The
// public certificate's export (Export('Cert'), [X509ContentType]::Cert)
// is not.
func (r *psReader) certExport(raw, args string) {
	dot := strings.LastIndexByte(raw, '.')
	if dot <= 0 {
		return
	}
	method := strings.ToLower(strings.TrimSpace(raw[dot+1:]))
	switch {
	case method == "export":
		first := psSplitArgs(args)
		if len(first) == 0 {
			return
		}
		typ := psEnumMember(first[0]) // [X509ContentType]::Pfx as written
		if v, ok := psEval(first[0], r.psVar); ok {
			typ = psEnumMember(v.text())
		}
		switch typ {
		case "pfx", "pkcs12", "3":
		default:
			return
		}
	case method == "exportpkcs12", strings.HasPrefix(method, "export") && strings.Contains(method, "privatekey"):
	default:
		return
	}
	r.a.add(&Command{Grammar: lexer.PowerShell, Text: raw + args, Wrappers: append(r.wrap(), "."+raw[dot+1:]+"()"),
		Word0: Word{Value: "Export-PfxCertificate", Literal: true}, Name: "export-pfxcertificate"})
}
