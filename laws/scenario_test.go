package laws

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"bridgelaw/bridge"
)

// archive is a txtar archive: a comment, then files introduced by lines
// "-- name --".
type archive struct {
	Comment string
	Files   map[string]string
}

func parseArchive(data string) archive {
	a := archive{Files: map[string]string{}}
	name := ""
	var b strings.Builder
	flush := func() {
		if name == "" {
			a.Comment = b.String()
		} else {
			a.Files[name] = b.String()
		}
		b.Reset()
	}
	for _, line := range strings.SplitAfter(data, "\n") {
		t := strings.TrimRight(line, "\r\n")
		if strings.HasPrefix(t, "-- ") && strings.HasSuffix(t, " --") && len(t) > 6 {
			flush()
			name = strings.TrimSpace(t[3 : len(t)-3])
			continue
		}
		b.WriteString(line)
	}
	flush()
	return a
}

// rulingLine prints a ruling as a want line matches it:
// "Law 64A2 revoke-transfer E".
func rulingLine(r Ruling) string {
	s := r.Law.String() + " " + string(r.Kind)
	if o, ok := r.Offender.Get(); ok {
		s += " " + o.String()
	}
	return s
}

// checkWant checks the want lines of a scenario against the result.
func checkWant(t *testing.T, want string, res Result, replayErr error) {
	t.Helper()
	ri := 0
	for n, line := range strings.Split(want, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Fields(line)
		arg := strings.TrimSpace(strings.TrimPrefix(line, f[0]))
		fail := func(format string, a ...any) {
			t.Errorf("want line %d %q: %s", n+1, line, fmt.Sprintf(format, a...))
		}
		num := func() int {
			v, err := strconv.Atoi(arg)
			if err != nil {
				fail("not a number")
			}
			return v
		}
		switch f[0] {
		case "ruling":
			found := false
			for ri < len(res.Rulings) {
				got := rulingLine(res.Rulings[ri])
				ri++
				if got == arg || strings.HasPrefix(got, arg+" ") {
					found = true
					break
				}
			}
			if !found {
				fail("no such ruling in order; rulings were:\n%s", dumpRulings(res.Rulings))
				ri = 0
			}
		case "no-ruling":
			for _, r := range res.Rulings {
				if string(r.Kind) == arg || rulingLine(r) == arg {
					fail("unexpected ruling %s", rulingLine(r))
				}
			}
		case "options":
			kind, list, _ := strings.Cut(arg, ":")
			var got *Ruling
			for i := range res.Rulings {
				if string(res.Rulings[i].Kind) == strings.TrimSpace(kind) {
					got = &res.Rulings[i]
				}
			}
			if got == nil {
				fail("no ruling of that kind")
				continue
			}
			var opts []string
			for _, o := range got.Options {
				opts = append(opts, o.String())
			}
			if g := strings.Join(opts, ", "); g != strings.TrimSpace(list) {
				fail("options %q", g)
			}
		case "chosen":
			kind, ch, _ := strings.Cut(arg, ":")
			ok := false
			for _, r := range res.Rulings {
				if string(r.Kind) == strings.TrimSpace(kind) && r.Chosen.String() == strings.TrimSpace(ch) {
					ok = true
				}
			}
			if !ok {
				fail("not chosen")
			}
		case "table":
			if g := num(); res.TableTricks != g {
				fail("table tricks %d", res.TableTricks)
			}
		case "tricks":
			if g := num(); res.DeclarerTricks != g || !res.Ended {
				fail("declarer tricks %d (ended %v)", res.DeclarerTricks, res.Ended)
			}
		case "score":
			if g := num(); res.ScoreNS != g || !res.Scored {
				fail("score %d (scored %v)", res.ScoreNS, res.Scored)
			}
		case "transfer":
			// transfer N to SIDE
			if len(f) != 4 {
				fail("want transfer N to NS|EW")
				continue
			}
			n, _ := strconv.Atoi(f[1])
			side, _ := bridge.ParseSide(f[3])
			got := 0
			for _, a := range res.Adjustments {
				if a.To == side {
					got += a.Transfer
				}
			}
			if got != n {
				fail("transferred %d to %s", got, side)
			}
		case "trick":
			// trick N SEAT: trick N was completed and won by SEAT.
			if len(f) != 3 {
				fail("want trick N SEAT")
				continue
			}
			k, _ := strconv.Atoi(f[1])
			s, _ := bridge.ParseSeat(f[2])
			if k < 1 || k > len(res.Tricks) || res.Tricks[k-1].Winner != s {
				fail("tricks: %v", res.Tricks)
			}
		case "declarer":
			s, _ := bridge.ParseSeat(arg)
			if !res.HasContract || res.Contract.Declarer != s {
				fail("declarer %s", res.Contract.Declarer)
			}
		case "contract":
			// contract 4H W (the contract and declarer), or contract Pass.
			got := "Pass"
			if res.HasContract {
				got = res.Contract.StringBy()
			} else if !res.PassedOut {
				got = "none"
			}
			if got != arg {
				fail("contract %s", got)
			}
		case "auction":
			// auction E 1H cancelled (Law 29B; unauthorised for EW): an
			// entry of the auction record, as AuctionCall.String prints it.
			ok := false
			var all []string
			for _, c := range res.Auction {
				all = append(all, c.String())
				ok = ok || c.String() == arg
			}
			if !ok {
				fail("auction record:\n\t%s", strings.Join(all, "\n\t"))
			}
		case "history":
			// history W pass-next-turn: fulfilled (or: pending).
			ok := false
			var all []string
			for _, o := range res.History {
				end := string(o.End)
				if end == "" {
					end = "pending"
				}
				h := o.Obligation.String() + ": " + end
				all = append(all, h)
				ok = ok || h == arg
			}
			if !ok {
				fail("obligations: %q", all)
			}
		case "ended":
			if res.Ended != (arg == "yes") {
				fail("ended %v", res.Ended)
			}
		case "open":
			ok := false
			for _, q := range res.Open {
				if q.Law.String() == arg || q.ID == arg {
					ok = true
				}
			}
			if !ok {
				fail("open questions: %v", res.Open)
			}
		case "no-open":
			// no-open Law 64C: no question of that law (or id) is open.
			for _, q := range res.Open {
				if q.Law.String() == arg || q.ID == arg {
					fail("open question %s (%s)", q.ID, q.Law)
				}
			}
		case "obligation":
			ok := false
			var all []string
			for _, o := range res.Obligations {
				all = append(all, o.String())
				if o.String() == arg || strings.HasPrefix(o.String(), arg+" ") {
					ok = true
				}
			}
			if !ok {
				fail("obligations: %q", all)
			}
		case "no-obligation":
			for _, o := range res.Obligations {
				if o.String() == arg || strings.HasPrefix(o.String(), arg+" ") {
					fail("obligation %s still pending", o)
				}
			}
		case "count":
			// count card-exposed-auction 1: the number of rulings of a kind.
			kind, n, _ := strings.Cut(arg, " ")
			got := 0
			for _, r := range res.Rulings {
				if string(r.Kind) == kind {
					got++
				}
			}
			if strconv.Itoa(got) != strings.TrimSpace(n) {
				fail("%d rulings of that kind", got)
			}
		case "adjusted":
			// adjusted weighted: 60% +450, 40% -50 (the Director's adjusted
			// score, Law 12C: its form and each side's award), or
			// adjusted none.
			got := "none"
			if res.Adjusted != nil {
				got = adjustedLine(*res.Adjusted)
			}
			if got != arg {
				fail("adjusted %s", got)
			}
		case "penalty":
			// penalty EW 25% 74B1: a procedural penalty (Law 90), as the
			// log writes it after "director penalty".
			ok := false
			var all []string
			for _, p := range res.Penalties {
				g := strings.TrimPrefix(Penalty{Head: Head{Actor: ActorDirector}, Side: p.Side, Amount: p.Penalty, Infraction: p.Infraction}.format(), "director penalty ")
				all = append(all, g)
				ok = ok || g == arg
			}
			if !ok {
				fail("penalties %q", all)
			}
		case "explain":
			// explain lho-may-withdraw: unauthorised information for NS:
			// the English explanation of the last ruling of that kind
			// contains the text.
			kind, text, _ := strings.Cut(arg, ":")
			var got *Ruling
			for i := range res.Rulings {
				if string(res.Rulings[i].Kind) == strings.TrimSpace(kind) {
					got = &res.Rulings[i]
				}
			}
			if got == nil {
				fail("no ruling of that kind")
			} else if e := got.Explain("en"); !strings.Contains(e, strings.TrimSpace(text)) {
				fail("explanation %q", e)
			}
		case "error":
			if replayErr == nil || !strings.Contains(replayErr.Error(), arg) {
				fail("replay error %v", replayErr)
			}
		default:
			fail("unknown want line")
		}
	}
	if replayErr != nil && !strings.Contains(want, "\nerror ") && !strings.HasPrefix(want, "error ") {
		t.Errorf("replay: %v", replayErr)
	}
	// An event the engine ignores, or a call after the final pass, is most
	// often a slip in the scenario's log: it must be wanted explicitly.
	for _, r := range res.Rulings {
		if (r.Kind == KindUnexpected || r.Kind == KindCallAfterFinalPass || r.Kind == KindDefenderCallAfterEnd) && !strings.Contains(want, string(r.Kind)) {
			t.Errorf("unwanted ruling %s: %s", rulingLine(r), r.Explain("en"))
		}
	}
}

// adjustedLine prints an adjusted score as a want line gives it: its form,
// then the award of both sides ("weighted: 60% +450, 40% -50"), or of each
// ("split: NS 100% +50; EW 100% -140").
func adjustedLine(a AdjustedScore) string {
	ns, ew := a.AwardNS.Label(), a.AwardEW.Label()
	if ns == ew {
		return string(a.Form) + ": " + ns
	}
	return string(a.Form) + ": NS " + ns + "; EW " + ew
}

func dumpRulings(rs []Ruling) string {
	var b strings.Builder
	for _, r := range rs {
		fmt.Fprintf(&b, "\t%s (trick %d) %s\n", rulingLine(r), r.Trick, r.Explain("en"))
	}
	return b.String()
}

// TestScenarios replays every laws/testdata/scenarios/*.txtar: its "log"
// file is a table log, its "want" file the expected rulings, tricks and
// score, written by hand from the law text.
func TestScenarios(t *testing.T) {
	files, err := filepath.Glob("testdata/scenarios/*.txtar")
	if err != nil || len(files) == 0 {
		t.Fatalf("no scenarios: %v", err)
	}
	for _, f := range files {
		t.Run(strings.TrimSuffix(filepath.Base(f), ".txtar"), func(t *testing.T) {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			a := parseArchive(string(data))
			if !strings.Contains(a.Comment, "Law") {
				t.Error("the comment must cite its law")
			}
			lg, tb, rerr := replayText(t, a.Files["log"])
			rerr = errors.Join(append([]error{rerr}, lg.CheckTags(tb)...)...)
			want, ok := a.Files["want"]
			if !ok {
				t.Fatal("no want file")
			}
			checkWant(t, want, tb.Result(), rerr)
			checkDetails(t, tb.Result())
		})
	}
}
