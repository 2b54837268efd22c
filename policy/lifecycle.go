package policy

import (
	"encoding/json"
	"strconv"
	"strings"
)

// Objects deleted by a lifecycle rule: an object store's rule that
// expires every object of a bucket (no prefix or tag to choose some) a
// few days after it was written, or on a date, deletes the whole bucket's
// contents as its own process runs, with no command left to stop: AWS
// S3's put-bucket-lifecycle-configuration (its JSON's Rules, each an
// Expiration with Days or Date and a Filter, or the older Prefix), and
// MinIO's mc ilm rule add --expire-days (mc ilm add --expiry-days before
// it). A retention of months keeps what is recent, and is no such wipe.

// lifecycleWipeDays is the most days after which a bucket-wide expiry is
// read as a wipe.
const lifecycleWipeDays = 7

// lifecycleRule is what a rule of S3's lifecycle configuration says.
type lifecycleRule struct {
	Status     string
	Prefix     *string
	Filter     map[string]any
	Expiration *struct {
		Days *int
		Date *string
	}
}

// lifecycleWipe returns the finding for c setting a lifecycle rule that
// expires a whole bucket's objects within lifecycleWipeDays, nil when it
// sets none.
func lifecycleWipe(c *Command) []Finding {
	name := lowerNameNoExe(c)
	if name != "aws" && name != "mc" && name != "mcli" {
		return nil
	}
	words := wordValues(c.Args)
	switch {
	case name == "aws" && len(words) > 1 && words[0] == "s3api" && words[1] == "put-bucket-lifecycle-configuration":
		for i, w := range words {
			doc, ok := strings.CutPrefix(w, "--lifecycle-configuration=")
			if !ok && w == "--lifecycle-configuration" && i+1 < len(words) {
				doc, ok = words[i+1], true
			}
			if ok && s3LifecycleWipes(doc) {
				return vocabFinding(c, "infra.cloud", "aws s3api put-bucket-lifecycle-configuration expiring every object of the bucket within days")
			}
		}
	case len(words) > 1 && words[0] == "ilm" && (words[1] == "add" || len(words) > 2 && words[1] == "rule" && words[2] == "add"):
		if hasArg(c.Args, "--help", "-h") {
			return nil
		}
		days := -1
		for i, w := range words {
			k, v, eq := strings.Cut(w, "=")
			switch k {
			case "--prefix", "--tags":
				if eq && v != "" || !eq && i+1 < len(words) && words[i+1] != "" {
					return nil // a part of the bucket chosen
				}
			case "--expire-days", "--expiry-days":
				if !eq && i+1 < len(words) {
					v = words[i+1]
				}
				if n, err := strconv.Atoi(v); err == nil {
					days = n
				}
			case "--expiry-date", "--expire-date":
				days = 0
			}
		}
		if days >= 0 && days <= lifecycleWipeDays {
			return vocabFinding(c, "infra.cloud", name+" ilm rule add expiring every object of the bucket within days")
		}
	}
	return nil
}

// s3LifecycleWipes reports whether doc, S3's lifecycle configuration as
// JSON, holds an enabled rule expiring every object of the bucket within
// lifecycleWipeDays or on a date.
func s3LifecycleWipes(doc string) bool {
	var conf struct{ Rules []lifecycleRule }
	if !strings.Contains(doc, "Expiration") || json.Unmarshal([]byte(doc), &conf) != nil {
		return false
	}
	for _, r := range conf.Rules {
		if !strings.EqualFold(r.Status, "Enabled") || r.Expiration == nil {
			continue
		}
		if r.Prefix != nil && *r.Prefix != "" {
			continue
		}
		if p, ok := r.Filter["Prefix"].(string); ok && p != "" || r.Filter["Tag"] != nil || r.Filter["And"] != nil ||
			r.Filter["ObjectSizeGreaterThan"] != nil || r.Filter["ObjectSizeLessThan"] != nil {
			continue
		}
		if e := r.Expiration; e.Date != nil || e.Days != nil && *e.Days <= lifecycleWipeDays {
			return true
		}
	}
	return false
}
