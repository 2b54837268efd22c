package policy

import "strings"

// sys.miner: a cryptocurrency miner started spends the machine's
// processors and power for whoever holds the wallet. A miner is known by
// its program's name (xmrig, cpuminer, …) or by the pool it is pointed
// at: a stratum URL (stratum+tcp://…) is only ever a mining pool's.

// minerNames are the common miners' program names.
var minerNames = set{
	"bfgminer", "ccminer", "cgminer", "cpuminer", "cpuminer-multi", "cpuminer-opt", "ethminer", "gminer",
	"lolminer", "minerd", "nanominer", "nbminer", "nheqminer", "phoenixminer", "srbminer",
	"srbminer-multi", "t-rex", "teamredminer", "xmr-stak", "xmr-stak-cpu", "xmr-stak-rx", "xmrig",
	"xmrig-cuda", "xmrig-proxy",
}

// poolOpts are the options miners take their pool's address by.
var poolOpts = set{"--pool", "--server", "--url", "-P", "-epool", "-o", "-pool", "-url"}

// stratumURL matches a mining pool's address.
var stratumURL = &lazyRegexp{expr: `^stratum\d?\+[a-z]+://`}

// sysMiner is the sys.miner finding for c starting a miner, in any
// grammar (a Windows program named with .exe).
func sysMiner(c *Command) *Finding {
	name := strings.TrimSuffix(strings.ToLower(commandName(c.Name)), ".exe")
	if !argsHave(c, markColon) && !c.in(nsMinerNames, name) {
		// Gate: a pool's address (stratumURL) holds "://"; with no
		// colon in any word, only a miner's name is a miner.
		return nil
	}
	stratum := false
	for i, a := range c.Args {
		// The value of an option (-o URL, --url=URL): a pool to mine at,
		// not words to print.
		v := strings.ToLower(a.Value)
		if opt, val, ok := strings.Cut(v, "="); ok && poolOpts.has(opt) {
			v = val
		} else if i == 0 || !poolOpts.has(c.Args[i-1].Value) {
			continue
		}
		stratum = stratum || stratumURL.get().MatchString(v)
	}
	if !c.in(nsMinerNames, name) && !stratum {
		return nil
	}
	f := finding("sys.miner", c, "it starts a cryptocurrency miner, which spends this machine's processors and power for whoever holds the wallet",
		"do not run miners here; to test a program's load, run the project's own benchmarks")
	return &f
}
