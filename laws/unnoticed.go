package laws

// Unnoticed lists the rulings, by Seq (1-based, as Ruling.Seq and the
// order of Result().Rulings), whose existence tells what an unseen hand
// holds and that the players have not learnt yet. They are
//
//   - a revoke (Law 61A: KindRevoke), a broken lead or play restriction
//     (KindRestrictionBroken) and the revoke's establishment (Law 63A:
//     KindRevokeEstablished), until attention is drawn to an
//     irregularity ("attention", "director noticed": Laws 9A, 62A), or the
//     offender is asked whether he has a card of the suit led (Law 61B, his
//     answer tells the table), or play ends;
//   - a player's inability to comply with a rectification (Law 59:
//     KindCannotComply: he holds no card of the suit), until play ends.
//
// At a table the players learn of a revoke only when someone notices it:
// a view for a player leaves these rulings out (and the questions they
// ask), the Director's view shows them. Nil when there is none.
func (t *Table) Unnoticed() []int {
	if t.ph == phaseEnded {
		return nil
	}
	var out []int
	for i, r := range t.rulings {
		switch r.Kind {
		case KindCannotComply:
			out = append(out, i+1)
		case KindRevoke, KindRestrictionBroken, KindRevokeEstablished:
			o, ok := r.Offender.Get()
			if !ok {
				continue
			}
			for _, rv := range t.revokes {
				if rv.Seat == o && rv.Trick == r.Trick && !rv.disclosed && !rv.Corrected {
					out = append(out, i+1)
					break
				}
			}
		}
	}
	return out
}
