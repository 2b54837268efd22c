package policy

import (
	"slices"
	"strings"
)

// A port forward serves another machine's service on a port of this one:
// after ssh -L 5432:db.prod:5432 bastion, localhost:5432 is production's
// database, and after kubectl port-forward svc/registry 5000, a
// localhost:5000 image is the cluster's. The exemptions that read
// localhost as this machine (a migration tool's reset of a local dev
// database, a registry client's delete of a local image) do not hold
// in an input that forwards a port.

// forwardsPort reports whether a command of in forwards a local port to
// another machine: ssh's -L (bundled too, -fNL) or LocalForward,
// kubectl's and oc's port-forward, cloud tunnels (gcloud
// start-iap-tunnel, aws ssm start-session, az network bastion tunnel),
// relay programs (socat, cloud-sql-proxy, sshuttle, boundary) and
// tunnel programs (tunnelProgram: chisel, ngrok, frpc, bore, zrok).
func forwardsPort(in *Input) bool {
	if in == nil {
		return false
	}
	for _, x := range in.Commands {
		name := lowerNameNoExe(x)
		if tunnelProgram.match(name) {
			return true // frpc -c frpc.toml, bore local 5432 --to bore.pub: a local port served elsewhere
		}
		switch name {
		case "ssh", "autossh":
			// Read through ssh's spec (-fNL PORT:HOST:PORT is -L's
			// bundle); a word only known at run time may be -L.
			_, p := specRead(x)
			if p.has("-L") || slices.ContainsFunc(p.values("-o"), localForwardOpt) || slices.ContainsFunc(x.Args, func(a Word) bool { return !a.Literal }) {
				return true
			}
		case "kubectl", "oc", "gcloud", "aws", "az":
			for _, a := range x.Args {
				switch a.Value {
				case "port-forward", "start-iap-tunnel", "start-session", "tunnel":
					return true
				}
			}
		case "socat", "cloud-sql-proxy", "cloud_sql_proxy", "sshuttle", "boundary":
			return true
		}
	}
	return false
}

// localForwardOpt reports whether an ssh -o value sets LocalForward.
func localForwardOpt(v string) bool {
	return len(v) >= len("localforward") && strings.EqualFold(v[:len("localforward")], "localforward")
}
