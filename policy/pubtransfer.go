package policy

import (
	"slices"
	"strings"
)

// Files sent as production's account: a transfer client (lftp, sftp,
// curl -T, scp, pscp, psftp, rsync, WinSCP) signed in to another server as an account named for
// production (edi_prod, svc-prd-export) sends production's data there —
// an EDI document to a trading partner's inbound folder, an extract to
// a vendor — where the partner acts on it at once (an advance ship
// notice, an invoice) and no one here can take it back. A transfer that
// only lists or downloads, or signs in as a test account, sends
// nothing. So does one, as any account, into a folder that names both
// production and an inbound drop (/inbound/856/prod, /prod/incoming):
// the partner's production system picks up what lands there; the
// folder is read from the address (host:/inbound/prod, sftp://h/in/prod)
// and from the script's cd (sftp -b - <<EOF cd /inbound/prod; put …).

// lftpSpec and sftpSpec are the clients' options that take a value
// (lftp(1): -e/-c commands, -u USER[,PASS], -f FILE, -p PORT; sftp(1)).
var (
	lftpSpec = spec{path: "lftp", value: "ecufp", long: "--password --rcfile --user"}
	sftpSpec = spec{path: "sftp", value: "BbcDFiJlPRSso"}
	// psftpSpec: PuTTY's psftp (-b batch, -l user, -P port, -pw, -i key).
	psftpSpec = spec{path: "psftp", long: "-P -b -hostkey -i -l -loghost -proxycmd -pw -sercfg -sshlog -sshrawlog", longDash: true}
)

// prodTransfer judges c when it sends files as production's account
// (above), each client's words read through its spec.
func prodTransfer(c *Command) []Finding {
	name := pubName(lowerName(c))
	user, host, sends := "", "", false
	var dirs []string
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
		hp, path, _ := strings.Cut(v, "/")
		if u, h, ok := strings.Cut(hp, "@"); ok {
			if user == "" {
				userOf(u)
			}
			hp = h
		}
		h, scpPath, _ := strings.Cut(hp, ":")
		if host == "" {
			host = h
		}
		dirs = append(dirs, scpPath+"/"+path)
	}
	script := func(code string) {
		sends = sends || len(transferred(code)) > 0
		dirs = append(dirs, wordsAfter(code, cdVerbs)...)
	}
	switch name {
	case "lftp":
		p := parseArgs(&lftpSpec, c.Args)
		for _, v := range p.values("-u", "--user") {
			userOf(v)
		}
		for _, code := range p.values("-e", "-c") {
			script(code)
			sends = sends || lftpMirrorUp.get().MatchString(code) || strings.Contains(code, "mirror -R") || strings.Contains(code, "mirror --reverse")
			if _, open, ok := strings.Cut(code, "open "); ok {
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
		}
		for _, o := range p.operands {
			if strings.Contains(o.Value, "://") {
				at(o.Value)
			}
		}
		if c.Stdin != nil {
			script(*c.Stdin)
		}
	case "sftp":
		p := parseArgs(&sftpSpec, c.Args)
		// A batch file's commands are not in view: the worse reading,
		// puts among them.
		sends = p.has("-b")
		for _, o := range p.operands {
			at(o.Value)
		}
		if c.Stdin != nil {
			script(*c.Stdin)
		}
	case "curl":
		p := parseArgs(&curlSpec, c.Args)
		sends = p.has("-T", "--upload-file")
		for _, v := range p.values("-u", "--user") {
			userOf(v)
		}
		for _, u := range append(p.values("--url"), wordValues(p.operands)...) {
			if strings.HasPrefix(u, "ftp://") || strings.HasPrefix(u, "ftps://") || strings.HasPrefix(u, "sftp://") || strings.HasPrefix(u, "scp://") {
				at(u)
			}
		}
		if host == "" {
			return nil // an upload by HTTP is the request rules'
		}
	case "winscp", "winscp.com":
		// WinSCP's /command takes its script as arguments, one command
		// each ("open sftp://u@h/" "cd /inbound/prod" "put x").
		for _, a := range c.Args {
			script(a.Value)
			if _, site, ok := strings.Cut(a.Value, "open "); ok {
				at(strings.TrimSpace(site))
			}
		}
	case "psftp":
		p := parseArgs(&psftpSpec, c.Args)
		sends = p.has("-b")
		for _, v := range p.values("-l") {
			userOf(v)
		}
		for _, o := range p.operands {
			at(o.Value)
		}
	case "scp", "pscp", "rsync":
		s := &scpSpec
		if name == "rsync" {
			s = &rsyncSpec
		}
		ops := parseArgs(s, c.Args).operands
		if len(ops) < 2 {
			return nil
		}
		dest := ops[len(ops)-1].Value
		if !strings.Contains(dest, ":") || strings.Contains(ops[0].Value, ":") {
			return nil // a download, or a copy between two servers
		}
		at(dest)
		sends = true
	default:
		return nil
	}
	if !sends || host == "" || loopbackHost(host) {
		return nil
	}
	if d := slices.IndexFunc(dirs, prodInbox); d >= 0 && !namesProd(strings.ToLower(user)) {
		return vocabFinding(c, "publish.deploy", name+" sending files into "+host+"'s production inbound folder "+dirs[d]+" (its system acts on them at once)")
	}
	if !namesProd(strings.ToLower(user)) {
		return nil
	}
	return vocabFinding(c, "publish.deploy", name+" sending files to "+host+" as "+user+", production's account: production's data delivered to another server, where it is acted on at once")
}

// inboxWords name a folder another system picks files up from: a
// trading partner's or a bank's inbound drop.
var inboxWords = set{"drop", "dropbox", "in", "inbound", "inbox", "incoming"}

// cdVerbs change a transfer script's remote folder (sftp, lftp, ftp).
var cdVerbs = set{"cd"}

// prodInbox reports whether the remote folder dir names both production
// (prodPart) and an inbound drop (inboxWords), and no test system.
func prodInbox(dir string) bool {
	prod, inbox := false, false
	for w := range nameWordSeq(dir) {
		if nonProdWord(w) {
			return false
		}
		prod = prod || prodPart(w)
		inbox = inbox || inboxWords.has(w)
	}
	return prod && inbox
}
