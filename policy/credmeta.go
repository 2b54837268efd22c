package policy

import (
	"strings"
	"sync"
)

// Cloud machines' own credentials: every cloud hands the role of the
// machine, the container or the function that runs on it a short-lived
// credential at a well-known link-local address (169.254.169.254, ECS's
// 169.254.170.2, metadata.google.internal, Alibaba's 100.100.100.200).
// Whatever fetches it there — curl, wget, an HTTP cmdlet, a Python or
// Node one-liner, a client nobody listed — holds the machine's cloud
// login; the rest of the metadata (instance-id, zone, the IMDSv2
// session token that only unlocks reads of the metadata) is everyday.

// metadataHosts are the addresses of instance metadata services, as
// written in a URL (lower case).
var metadataHosts = []string{"169.254.169.254", "[fd00:ec2::254]", "169.254.170.2", "metadata.google.internal", "100.100.100.200", "//metadata/"}

// metadataKeys are words one of which each of metadataHosts holds
// (TestMetadataKeys): a text that holds none in any case names no host,
// which one pass over it tells (metadataKeyPairs), where the text was
// lowered and searched for each host (every word of every quiet
// command is asked).
var metadataKeys = []string{"100.100.100.200", "169.254.", "fd00:ec2", "metadata"}

// metadataKeyPairs indexes metadataKeys (wordPairs), made on first use.
var metadataKeyPairs struct {
	once  sync.Once
	pairs *wordPairs
}

// metadataCredPaths are the words of a metadata path that give out a
// credential: AWS's and Alibaba's role credentials, GCP's service
// accounts' tokens and identities, Azure's managed identity, Oracle's
// instance principal, ECS's task role.
var metadataCredPaths = []string{"security-credentials", "service-accounts", "identity/oauth2", "/identity", "/credentials", "aws_container_credentials"}

// metadataCredURL returns the first metadata credential URL in v (a
// word or a program's code), or "".
func metadataCredURL(v string) string {
	if len(v) < 12 || len(v) > 1<<16 {
		return ""
	}
	k := &metadataKeyPairs
	k.once.Do(func() { k.pairs = newWordPairs(metadataKeys) })
	if !k.pairs.mayHold(v, metadataKeys) {
		return "" // no host's key in any case: no host
	}
	low := strings.ToLower(v)
	for _, h := range metadataHosts {
		for off := 0; ; {
			i := strings.Index(low[off:], h)
			if i < 0 {
				break
			}
			i += off
			off = i + len(h)
			// The URL runs to the next quote, space or bracket of code.
			end := strings.IndexAny(low[off:], " \t\n'\"`)>;|")
			if end < 0 {
				end = len(low) - off
			}
			rest := low[off : off+end]
			if h == "169.254.170.2" && (strings.Contains(rest, "$") || strings.Contains(low, "aws_container_credentials")) {
				// ECS: the task role's path is in
				// $AWS_CONTAINER_CREDENTIALS_RELATIVE_URI, joined to the
				// address by the shell or by the code.
				return v[i : off+end]
			}
			for _, p := range metadataCredPaths {
				if strings.Contains(rest, p) {
					return v[i : off+end]
				}
			}
		}
	}
	return ""
}

// metadataCred returns the finding of c when it fetches a machine's
// cloud credential from the metadata service: a URL among its words or
// in the code it runs. Commands that only print or search text (echo,
// grep, git commit -m) name the URL as data.
func metadataCred(c *Command) []Finding {
	name := lowerNameNoExe(c)
	if does(c, name, roleTextOnly) || name == "write-host" || name == "write-output" || name == "select-string" {
		return nil
	}
	u := ""
	for _, a := range c.Args {
		if u = metadataCredURL(a.Value); u != "" {
			break
		}
	}
	if u == "" {
		if _, code, ok := interpCode(c); ok {
			u = metadataCredURL(code)
		}
	}
	if u == "" {
		return nil
	}
	return []Finding{finding("cred.cloud-file", c, "it fetches this machine's cloud credentials from the instance metadata service ("+u+"): whoever reads the output holds the machine's cloud role",
		"let the SDK or CLI use the machine's role by itself (`aws sts get-caller-identity` shows which role it has); read only non-secret metadata such as `/latest/meta-data/instance-id`")}
}
