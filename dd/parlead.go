package dd

import "bridgelaw/bridge"

// ParLeadContract is the contract the opening leads of a deal are valued
// against in a hand record: the first par contract of p at its lowest
// level, doubled when it is a sacrifice, played by its first declarer (the
// opening leader is that declarer's left-hand opponent, Law 41A). ok is
// false when par is a pass (no contract) or its first contract is not a
// valid one.
func ParLeadContract(p bridge.Par) (c bridge.Contract, ok bool) {
	if len(p.Contracts) == 0 {
		return bridge.Contract{}, false
	}
	pc := p.Contracts[0]
	if len(pc.Declarers) == 0 || pc.Level < 1 || pc.Level > 7 || !pc.Strain.Valid() {
		return bridge.Contract{}, false
	}
	c = bridge.Contract{Level: bridge.Level(pc.Level), Strain: pc.Strain, Declarer: pc.Declarers[0]}
	if pc.Doubled {
		c.Doubling = bridge.Doubled
	}
	return c, c.Valid()
}
