package dd

import (
	"bridgelaw/bridge"
	"bridgelaw/play"
)

// FromPlay is the double-dummy position of a play in progress: the cards
// still held, the contract's strain, the current trick and the tricks won
// so far (Position.Won). Revokes that stood are simply part of how the
// cards got where they are. After a claim the position is the one the
// claim was made in.
func FromPlay(p *play.Position) Position {
	cur := p.Current()
	q := Position{
		Hands:  p.Hands(),
		Strain: p.Contract().Strain,
		Leader: cur.Leader,
		Trick:  append([]bridge.Card(nil), cur.Cards[:cur.N]...),
	}
	for _, d := range bridge.Sides() {
		q.Won[d] = p.Won(d)
	}
	if p.Claimed() {
		// Won counts the claim; the position itself is unchanged.
		q.Won = bridge.BySide[int]{}
		for _, t := range p.Tricks() {
			q.Won[t.Winner(q.Strain).Side()]++
		}
	}
	return q
}
