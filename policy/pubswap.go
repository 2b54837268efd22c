package policy

import (
	"strings"
)

// slotSwap judges c when it swaps a deployment slot into production:
// az webapp (or functionapp) deployment slot swap swaps --slot with
// --target-slot, production when none is named, and Switch-AzWebAppSlot
// its -SourceSlotName with its -DestinationSlotName, production when none
// is named. What the staging slot held then serves every user. A swap
// between two slots that are not production, a swap with preview begun
// (--action preview, ApplySlotConfig: only the source slot's settings
// change) or reset, help or -WhatIf is not; a target only known at run time is read as production.
func slotSwap(c *Command) []Finding {
	name := pubName(lowerName(c))
	switch {
	case name == "az":
		if len(c.Args) < 4 || c.Args[0].Value != "webapp" && c.Args[0].Value != "functionapp" || c.Args[1].Value != "deployment" || c.Args[2].Value != "slot" || c.Args[3].Value != "swap" {
			return nil
		}
		target := Word{Value: "production", Literal: true}
		for i := 4; i < len(c.Args); i++ {
			a := c.Args[i]
			opt, val, eq := strings.Cut(a.Value, "=")
			if !eq && i+1 < len(c.Args) {
				val = c.Args[i+1].Value
			}
			switch opt {
			case "-h", "--help":
				return nil
			case "--target-slot":
				target = Word{Value: val, Literal: a.Literal && (eq || c.Args[i+1].Literal)}
			case "--action":
				if strings.EqualFold(val, "reset") || strings.EqualFold(val, "preview") {
					return nil // a swap with preview begun (the source slot given the target's settings) or cancelled
				}
			}
		}
		return swapInto(c, "az "+c.Args[0].Value+" deployment slot swap", target)
	case name == "switch-azwebappslot":
		target := Word{Value: "production", Literal: true}
		for i, a := range c.Args {
			p := strings.ToLower(a.Value)
			if !strings.HasPrefix(p, "-") || len(p) < 3 {
				continue
			}
			p, val, colon := strings.Cut(p, ":")
			switch {
			case strings.HasPrefix("-whatif", p):
				return nil
			case strings.HasPrefix("-destinationslotname", p):
				switch {
				case colon:
					target = Word{Value: val, Literal: a.Literal}
				case i+1 < len(c.Args):
					target = c.Args[i+1]
				}
			case strings.HasPrefix("-swapwithpreviewaction", p) && i+1 < len(c.Args) && (strings.EqualFold(c.Args[i+1].Value, "ResetSlotSwap") || strings.EqualFold(c.Args[i+1].Value, "ApplySlotConfig")):
				return nil
			}
		}
		return swapInto(c, "Switch-AzWebAppSlot", target)
	}
	return nil
}

// swapInto is slotSwap's finding when the slot swapped with is
// production, or may be.
func swapInto(c *Command, what string, target Word) []Finding {
	if target.Literal {
		var v vocab
		v.readTarget(strings.ToLower(target.Value))
		if v.nonProd && !v.prod {
			return nil
		}
	}
	return vocabFinding(c, "publish.deploy", what+" into the "+target.Value+" slot (what the other slot holds then serves every user)")
}
