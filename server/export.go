package server

import (
	"bytes"
	"fmt"
	"net/http"

	"bridgelaw/bridge"
	"bridgelaw/laws"
	"bridgelaw/lin"
	"bridgelaw/pbn"
	"bridgelaw/record"
)

// Export (issue 12, item 7): a table downloads as PBN or as LIN, written
// by packages pbn and lin from a record.Record of the board (never a
// second writer). The Director may download it at any time; a seat once
// the board is over (play ended or passed out), when nothing in it is
// hidden from him any more.

// tableRecord is the board of the entry as a record: the deal, the
// standing auction (a turn lost to an accepted call out of rotation as a
// skipped turn, PBN "^S"; an accepted insufficient bid, Law 27A1, "^I"),
// the cards played trick by trick from each leader (an accepted lead out
// of turn, Laws 53A and 54, "^L"; a revoke, Law 61A, "^R"), the claim or
// concession agreed (declarer's total tricks), and the contract, declarer's
// tricks after the Law 64 adjustment and the score for North-South once
// play has ended.
func tableRecord(e *entry) (*record.Record, error) {
	tb, su := e.tb, e.setup
	res := tb.Result()
	r := record.New()
	r.Board, r.Dealer, r.DealerKnown = su.Board, su.Dealer, true
	r.Vulnerability, r.VulnerabilityKnown = res.Vulnerability, true
	r.Hands = su.Hands
	for _, s := range bridge.Seats() {
		r.HandKnown[s] = true
	}
	r.Title = e.rec.Title
	r.AuctionStart = su.Dealer
	for _, c := range res.Auction {
		if !c.Status.Standing() {
			continue
		}
		if c.BidLevel != 0 {
			return nil, fmt.Errorf("a bid at level %d has no form in PBN or LIN", c.BidLevel)
		}
		rc := record.Call{Call: c.Call}
		switch {
		case c.Status == laws.CallSkipped:
			rc.Call = 0
		case c.Status == laws.CallDeemedPass:
			rc.Call = bridge.Pass
		case c.Status == laws.CallAccepted && c.Law.Law == 27:
			rc.Insufficient = true
		}
		r.Calls = append(r.Calls, rc)
	}
	r.AuctionEnded = res.HasContract || res.PassedOut
	type mark struct {
		trick int
		seat  bridge.Seat
	}
	revoked, ledOut := map[mark]bool{}, map[int]bool{}
	for _, ru := range res.Rulings {
		off, ok := ru.Offender.Get()
		switch {
		case ru.Kind == laws.KindRevoke && ok:
			revoked[mark{ru.Trick, off}] = true
		case ru.Kind == laws.KindLeadAccepted:
			ledOut[ru.Trick] = true
		}
	}
	for _, t := range res.Tricks {
		for i := range 4 {
			s := t.Leader.Add(i)
			r.Plays = append(r.Plays, record.Play{Seat: s, Card: t.Cards[s], LeadOutOfTurn: i == 0 && ledOut[t.Number], Revoke: revoked[mark{t.Number, s}]})
		}
	}
	if n, cards := tb.CurrentTrick(); res.HasContract && !res.PassedOut {
		leader := res.Contract.Declarer.Add(1)
		if k := len(res.Tricks); k > 0 {
			leader = res.Tricks[k-1].Winner
		}
		if k := len(res.Tricks); k == 0 && cards[leader] == 0 {
			// A lead out of turn accepted: the trick starts with its card.
			for _, s := range bridge.Seats() {
				if cards[s] != 0 {
					leader = s
				}
			}
		}
		for i := range 4 {
			s := leader.Add(i)
			if cards[s] == 0 {
				break
			}
			r.Plays = append(r.Plays, record.Play{Seat: s, Card: cards[s], LeadOutOfTurn: i == 0 && ledOut[n], Revoke: revoked[mark{n, s}]})
		}
	}
	if res.HasContract {
		r.Contract, r.ContractKnown, r.DeclarerKnown = res.Contract, true, true
	}
	if res.Ended && res.HasContract {
		if len(res.Tricks) < 13 && !res.Assigned {
			r.ClaimTricks = res.TableTricks
		}
		r.Result, r.ResultKnown = res.DeclarerTricks, true
	}
	if res.Scored && res.Adjusted == nil {
		r.ScoreNS, r.ScoreKnown = res.ScoreNS, true
	}
	if err := r.Check(); err != nil {
		return nil, err
	}
	return r, nil
}

// pbnClaim fits a record's claim to PBN, which has one count (PBN 2.1
// section 3.4.15): the play section ends with "*" after the last card
// played (section 3.6: no more cards are given, the outcome is in
// Result) and Result is declarer's final tricks. When Law 64 transferred
// tricks after the claim (a revoke established, marked "^R"), that is the
// count after the transfer (laws.Result's DeclarerTricks), not the count
// claimed, which PBN cannot give; package pbn reads a Result after "*"
// that follows a "^R" so, and the file replays to its Result and Score.
// LIN gives the count claimed ("mc", lin.FromRecord) and no Result.
func pbnClaim(rec *record.Record) {
	if rec.ClaimTricks >= 0 && rec.ResultKnown {
		rec.ClaimTricks = rec.Result // pbn.FromRecord writes the "*" and Result from it
	}
}

// apiExport: GET /api/tables/{id}/export?seat=S&format=pbn|lin, the board
// as a PBN game or a LIN board (with the handviewer link in the header
// Link). The Director at any time; a seat once the board is over, else
// 403.
func (s *Server) apiExport(w http.ResponseWriter, r *http.Request) error {
	id, v, _, err := s.tableRequest(r)
	if err != nil {
		return err
	}
	format := r.URL.Query().Get("format")
	if format != "pbn" && format != "lin" {
		return bad("format %q: want pbn or lin", format)
	}
	var body []byte
	var viewer string
	err = s.withTable(r.Context(), id, func(e *entry) error {
		res := e.tb.Result()
		if !v.Director && !res.Ended && !res.PassedOut {
			return &forbidden{"the board is not over: until it is, only the Director may download it"}
		}
		rec, err := tableRecord(e)
		if err != nil {
			return &EventError{err}
		}
		var buf bytes.Buffer
		if format == "pbn" {
			pbnClaim(rec)
			err = pbn.Write(&buf, &pbn.File{Games: []*pbn.Game{pbn.FromRecord(rec)}})
		} else {
			b := lin.FromRecord(rec)
			viewer = lin.HandviewerURL(b)
			err = lin.Write(&buf, []*lin.Board{b})
		}
		body = buf.Bytes()
		return err
	})
	if err != nil {
		return err
	}
	if viewer != "" {
		w.Header().Set("Link", "<"+viewer+">; rel=\"alternate\"; title=\"BBO handviewer\"")
	}
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Header().Set("Content-Disposition", fmt.Sprintf("attachment; filename=\"table-%d.%s\"", id, format))
	_, err = w.Write(body)
	return err
}
