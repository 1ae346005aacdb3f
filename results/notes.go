package results

import (
	"fmt"
	"maps"
	"strconv"

	"bridgelaw/bridge"
	"bridgelaw/internal/catalog"
	"bridgelaw/score"
)

// Note is a note of a traveller line as data: the key of a message of the
// catalog's group "results" ("note-assigned") and the values of its
// placeholders as English prints them (a law "Law 12C1", a side "NS"; ids,
// numbers and marks are kept in every language). Sub holds the values that
// are messages themselves (a penalty, a unit), printed in the note's
// language. Line.Notes are the notes in English; Text prints one in
// another language.
type Note struct {
	Key  string
	Args map[string]string
	Sub  map[string]Note
}

// Text is the note in language lang ("en", "it", "fr", "pl"; see
// internal/catalog).
func (n Note) Text(lang string) string {
	args := maps.Clone(n.Args)
	if args == nil {
		args = map[string]string{}
	}
	for k, s := range n.Sub {
		args[k] = s.Text(lang)
	}
	return catalog.Values(lang, "results."+n.Key, args)
}

// note adds n to the line's notes, in English and as data.
func (l *Line) note(n Note) {
	l.Notes = append(l.Notes, n.Text("en"))
	l.NoteData = append(l.NoteData, n)
}

// lawNote is a note with the law it cites and other values.
func lawNote(key string, law bridge.LawRef, kv ...string) Note {
	n := Note{Key: key, Args: map[string]string{"law": law.String()}}
	for i := 0; i+1 < len(kv); i += 2 {
		n.Args[kv[i]] = kv[i+1]
	}
	return n
}

// correctionNote is the note of a Law 79 decision on c.
func correctionNote(c *score.Correction, d *score.CorrectionDecision) Note {
	if d.Reason == "" { // a decision this package does not know
		return lawNote("correction-other", d.Law, "text", d.Why)
	}
	n := lawNote("correction-"+d.Reason, d.Law)
	if d.Reason == "late" {
		period := c.Period
		if period == 0 {
			period = score.DefaultCorrectionPeriod
		}
		n.Args["raised"], n.Args["period"] = c.Raised.Sub(c.Posted).String(), period.String()
	}
	return n
}

// penaltyNote is the note of procedural penalty p (Law 90) on side d,
// pair (or team) id: v taken off in IMPs or matchpoints, or not applied
// when its unit does not fit the scoring (err).
func penaltyNote(d bridge.Side, id string, p score.Penalty, v float64, imps bool, err error) Note {
	law := p.Law
	if law.IsZero() {
		law = score.LawProcedural
	}
	key := map[score.PenaltyUnit]string{score.PercentOfTop: "penalty-percent", score.MatchpointsUnit: "penalty-mp", score.IMPsUnit: "penalty-imp", score.VPsUnit: "penalty-vp"}[p.Unit]
	pen := lawNote(key, law, "amount", strconv.FormatFloat(p.Amount, 'f', -1, 64))
	n := Note{Key: "note-penalty", Args: map[string]string{"side": d.String(), "id": id, "value": fmt.Sprintf("%.2f", v)},
		Sub: map[string]Note{"penalty": pen, "unit": {Key: "mp"}}}
	switch {
	case p.Unit == score.VPsUnit:
		n.Sub["unit"] = Note{Key: "vp"}
	case imps:
		n.Sub["unit"] = Note{Key: "imp"}
	}
	if err != nil {
		n.Key = "note-penalty-unfit"
		delete(n.Args, "value")
		delete(n.Sub, "unit")
	}
	return n
}
