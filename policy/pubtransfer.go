package policy

import "strings"

// Files sent as production's account: a transfer client (lftp, sftp,
// curl -T, scp) signed in to another server as an account named for
// production (edi_prod, svc-prd-export) sends production's data there —
// an EDI document to a trading partner's inbound folder, an extract to
// a vendor — where the partner acts on it at once (an advance ship
// notice, an invoice) and no one here can take it back. A transfer that
// only lists or downloads, or signs in as a test account, sends
// nothing.

// prodTransfer judges c when it sends files as production's account
// (above).
func prodTransfer(c *Command) []Finding {
	name := pubName(lowerName(c))
	user, host, sends := "", "", false
	userOf := func(v string) {
		v = strings.Trim(v, `"'`)
		if i := strings.IndexAny(v, ",:"); i >= 0 {
			v = v[:i] // lftp -u USER,PASS; curl -u USER:PASS
		}
		user = v
	}
	at := func(v string) { // [scheme://][user[:pw]@]host[/path], scp's user@host:path
		v = strings.Trim(v, `"'`)
		if _, rest, ok := strings.Cut(v, "://"); ok {
			v = rest
		}
		hp, _, _ := strings.Cut(v, "/")
		if u, h, ok := strings.Cut(hp, "@"); ok {
			if user == "" {
				userOf(u)
			}
			hp = h
		}
		h, _, _ := strings.Cut(hp, ":")
		if host == "" {
			host = h
		}
	}
	args := c.Args
	switch name {
	case "lftp":
		for i, a := range args {
			next := ""
			if i+1 < len(args) {
				next = args[i+1].Value
			}
			switch v := a.Value; {
			case v == "-u" || v == "--user":
				userOf(next)
			case strings.HasPrefix(v, "--user="):
				userOf(v[len("--user="):])
			case v == "-e" || v == "-c":
				sends = sends || len(transferred(next)) > 0 || lftpMirrorUp.get().MatchString(next) || strings.Contains(next, "mirror -R") || strings.Contains(next, "mirror --reverse")
				if _, open, ok := strings.Cut(next, "open "); ok {
					// open [-u USER[,PASS]] [-p PORT] SITE
					open, _, _ = strings.Cut(open, ";")
					ws := strings.Fields(open)
					for j := 0; j < len(ws); j++ {
						switch {
						case ws[j] == "-u" && j+1 < len(ws):
							userOf(ws[j+1])
							j++
						case strings.HasPrefix(ws[j], "-"):
							j++
						default:
							at(ws[j])
						}
					}
				}
			case strings.Contains(v, "://"):
				at(v)
			}
		}
		if c.Stdin != nil {
			sends = sends || len(transferred(*c.Stdin)) > 0
		}
	case "sftp":
		for i, a := range args {
			v := a.Value
			switch {
			case v == "-b" && i+1 < len(args):
				// A batch file's commands are not in view: the worse
				// reading, puts among them.
				sends = true
			case strings.HasPrefix(v, "-"):
			case i > 0 && len(args[i-1].Value) == 2 && strings.Contains("-F-i-o-P-S-l-B-R-D-J-c", args[i-1].Value):
				// an option's value
			default:
				at(v)
			}
		}
		if c.Stdin != nil {
			sends = sends || len(transferred(*c.Stdin)) > 0
		}
	case "curl":
		for i, a := range args {
			next := ""
			if i+1 < len(args) {
				next = args[i+1].Value
			}
			switch v := a.Value; {
			case v == "-T" || v == "--upload-file":
				sends = true
			case v == "-u" || v == "--user":
				userOf(next)
			case strings.HasPrefix(v, "ftp://") || strings.HasPrefix(v, "ftps://") || strings.HasPrefix(v, "sftp://") || strings.HasPrefix(v, "scp://"):
				at(v)
			}
		}
		if host == "" {
			return nil // an upload by HTTP is the request rules'
		}
	case "scp":
		ops := []string{}
		for i, a := range args {
			v := a.Value
			if strings.HasPrefix(v, "-") || i > 0 && len(args[i-1].Value) == 2 && strings.Contains("-F-i-o-P-S-l-c-J", args[i-1].Value) {
				continue
			}
			ops = append(ops, v)
		}
		if len(ops) < 2 {
			return nil
		}
		dest := ops[len(ops)-1]
		if !strings.Contains(dest, ":") || strings.Contains(ops[0], ":") {
			return nil // a download, or a copy between two servers
		}
		at(dest)
		sends = true
	default:
		return nil
	}
	if !sends || host == "" || loopbackHost(host) || !namesProd(strings.ToLower(user)) {
		return nil
	}
	return vocabFinding(c, "publish.deploy", name+" sending files to "+host+" as "+user+", production's account: production's data delivered to another server, where it is acted on at once")
}
