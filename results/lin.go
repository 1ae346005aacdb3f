package results

import (
	"fmt"
	"io"
	"strings"

	"bridgelaw/lin"
	"bridgelaw/record"
)

// ReadLIN reads an event from a LIN file (BBO): each board's table
// result, from its auction and play or from the rs list of a vugraph file.
// In a vugraph match (vg header: event, segment, scoring, first and last
// board, team 1, carry-over, team 2, carry-over) team 1 sits North-South in
// the open room and East-West in the closed room, so the boards are scored
// as a team match. Reading is lenient: it fails only when no result could
// be read; otherwise errors of single boards are returned beside the event.
func ReadLIN(r io.Reader, name string) (*Event, []error) {
	boards, errs := lin.Read(r, name)
	var recs []*record.Record
	teamsOf := map[*record.Record][2]string{}
	for _, b := range boards {
		rec, rerrs := b.Record()
		errs = append(errs, rerrs...)
		if rec == nil {
			continue
		}
		recs = append(recs, rec)
		if t1, t2 := rec.HomeTeam, rec.VisitTeam; t1 != "" && t2 != "" && rec.Room != "" {
			if strings.EqualFold(rec.Room, "closed") {
				t1, t2 = t2, t1
			}
			teamsOf[rec] = [2]string{t1, t2}
		}
	}
	ev, more := FromRecords(recs, name, func(rec *record.Record) (string, string) {
		t := teamsOf[rec]
		return t[0], t[1]
	})
	errs = append(errs, more...)
	if ev.results() == 0 {
		deals := 0
		for _, rec := range recs {
			known := 0
			for _, k := range rec.HandKnown {
				if k {
					known++
				}
			}
			if known >= 3 && len(rec.Calls) == 0 && !rec.ContractKnown && !rec.ResultKnown {
				deals++
			}
		}
		if deals > 0 && deals == len(recs) {
			return nil, append(errs, fmt.Errorf("%w: %s: no result in the file, only deals (%d)", ErrOnlyDeals, name, deals))
		}
		return nil, append(errs, fmt.Errorf("%w: %s: no result could be read", ErrEvent, name))
	}
	return ev, errs
}
