package handrecord

import (
	"fmt"
	"strconv"
	"strings"

	"bridgelaw/bridge"
	"bridgelaw/internal/catalog"
)

// Options say how a sheet is written.
type Options struct {
	// Title heads the sheet (the event's name); "" gives the catalog's
	// "Hand records" in the sheet's language.
	Title string
	// PerPage is the number of boards on an A4 page: 1, 2 or 4 (0: 1).
	PerPage int
	// Lang is the language of the sheet: "en", "it", "fr" or "pl" (""
	// is "en"); see internal/catalog.
	Lang string
}

// check validates o and fills in its defaults; an unknown language is an
// error wrapping catalog.ErrLanguage.
func (o Options) check() (Options, error) {
	if o.PerPage == 0 {
		o.PerPage = 1
	}
	if o.PerPage != 1 && o.PerPage != 2 && o.PerPage != 4 {
		return o, fmt.Errorf("handrecord: %d boards a page: want 1, 2 or 4", o.PerPage)
	}
	if o.Lang == "" {
		o.Lang = "en"
	}
	lang, err := catalog.Match(o.Lang)
	if err != nil {
		return o, err
	}
	o.Lang = lang
	if o.Title == "" {
		o.Title = catalog.Text(lang, "handrecord.title", nil)
	}
	return o, nil
}

// ddSeats and ddStrains are the rows and columns of a double-dummy table
// as hand records print it: N S E W; NT, spades down to clubs.
var (
	ddSeats   = [4]bridge.Seat{bridge.North, bridge.South, bridge.East, bridge.West}
	ddStrains = [5]bridge.Strain{bridge.NoTrump, bridge.StrainSpades, bridge.StrainHearts, bridge.StrainDiamonds, bridge.StrainClubs}
	suitsDown = [4]bridge.Suit{bridge.Spades, bridge.Hearts, bridge.Diamonds, bridge.Clubs}
)

// boardView is a board in the words of one language, for both writers.
type boardView struct {
	Number              int
	Heading             string
	DealerLabel, Dealer string
	VulLabel, Vul       string
	Hands               [4][4]string // by seat (bridge order), by suit S H D C
	DD                  bool
	DDCaption           string
	DDRows              [4]ddRow
	NT                  string
	Par                 string
	LeadsTitle          string
	Leads               []leadSuit
	URL, URLLabel       string
	// PBN is the deal in PBN form from North ("N:AKQ..."), the page's
	// data-deal where it has no table: a script may solve it there (the
	// server's pages do, on the reader's device: cmd/ddwasm).
	PBN string
	// DealerPBN and VulPBN are the dealer ("N") and vulnerability ("None",
	// "NS", "EW", "All") in PBN form, the slot's data-dealer and data-vul:
	// the script computes par and the opening leads with them.
	DealerPBN, VulPBN      string
	SeatNames, SeatLetters [4]string
}

type ddRow struct {
	Seat   string
	Tricks [5]string
}

// leadSuit is the leads of one suit: groups of cards of the same value,
// "A K =", "7 2 -1".
type leadSuit struct {
	Suit   bridge.Suit
	Groups []string
}

func text(lang, key string, kv ...string) string {
	args := map[string]string{}
	for i := 0; i+1 < len(kv); i += 2 {
		args[kv[i]] = kv[i+1]
	}
	return catalog.Text(lang, "handrecord."+key, args)
}

func viewOf(b *Board, lang string) boardView {
	v := boardView{Number: int(b.Number), Heading: text(lang, "board", "board", b.Number.String()),
		DealerLabel: text(lang, "dealer"), Dealer: catalog.Seat(lang, b.Dealer),
		VulLabel: text(lang, "vul"), Vul: catalog.Vulnerability(lang, b.Vulnerability),
		NT: catalog.Strain(lang, bridge.NoTrump), URL: b.HandviewerURL(), URLLabel: text(lang, "handviewer"),
		PBN: b.Deal.String(), DealerPBN: b.Dealer.String(), VulPBN: b.Vulnerability.String()}
	if !b.Number.Valid() {
		v.Heading = text(lang, "deal")
	}
	for _, s := range bridge.Seats() {
		v.SeatNames[s], v.SeatLetters[s] = catalog.Seat(lang, s), catalog.SeatLetter(lang, s)
		for i, u := range suitsDown {
			h := catalog.Holding(lang, b.Deal.Hand(s).Suit(u))
			if h == "" {
				h = "—"
			}
			v.Hands[s][i] = h
		}
	}
	if b.DD != nil {
		v.DD = true
		v.DDCaption = text(lang, "dd-file")
		if b.DDSolved {
			v.DDCaption = text(lang, "dd-solved")
		}
		for i, seat := range ddSeats {
			v.DDRows[i].Seat = v.SeatLetters[seat]
			for j, st := range ddStrains {
				v.DDRows[i].Tricks[j] = "?"
				if t := b.DD[seat][st]; t >= 0 {
					v.DDRows[i].Tricks[j] = strconv.Itoa(t)
				}
			}
		}
	}
	if b.Par != nil {
		v.Par = text(lang, "par", "par", parText(*b.Par, lang))
	}
	if l := b.Leads; l != nil {
		v.LeadsTitle = text(lang, "leads", "contract", catalog.Contract(lang, l.Contract), "declarer", catalog.Seat(lang, l.Contract.Declarer),
			"leader", catalog.Seat(lang, l.Contract.OpeningLeader()))
		v.Leads = leadSuits(l, lang)
	} else if b.Par != nil && len(b.Par.Contracts) == 0 {
		v.LeadsTitle = text(lang, "leads-passed")
	}
	return v
}

// leadSuits groups the leads by suit, spades first, and within a suit the
// cards next to each other in rank order that give declarer the same
// tricks: "A K =" (the contract made), "7 2 -1".
func leadSuits(l *Leads, lang string) []leadSuit {
	var out []leadSuit
	for _, u := range suitsDown {
		ls := leadSuit{Suit: u}
		var group bridge.Holding
		last := -1
		flush := func() {
			if group != 0 {
				ls.Groups = append(ls.Groups, catalog.Holding(lang, group)+" "+resultText(last-l.Contract.Target()))
			}
			group = 0
		}
		for _, c := range l.Cards {
			if c.Card.Suit() != u {
				continue
			}
			if c.DeclarerTricks != last {
				flush()
				last = c.DeclarerTricks
			}
			group |= 1 << c.Card.Rank()
		}
		flush()
		if len(ls.Groups) > 0 {
			out = append(out, ls)
		}
	}
	return out
}

// resultText is a contract's result: "=" made exactly, "+1" an
// overtrick, "-2" two down.
func resultText(d int) string {
	if d == 0 {
		return "="
	}
	return fmt.Sprintf("%+d", d)
}

// parText is a par in lang: the side that gains and its score, then each
// par contract with its declarers and result ("NS 420: 4♠ N =", "EW 100:
// 5♦X NS -1"; "NS 0: Pass" for a deal passed out).
func parText(p bridge.Par, lang string) string {
	side, score := bridge.NorthSouth, p.Score
	if score < 0 {
		side, score = bridge.EastWest, -score
	}
	var cs []string
	for _, c := range p.Contracts {
		s := strconv.Itoa(c.Level) + catalog.Strain(lang, c.Strain)
		if c.Doubled {
			s += "X"
		}
		var who []string
		for _, d := range c.Declarers {
			who = append(who, catalog.SeatLetter(lang, d))
		}
		cs = append(cs, s+" "+strings.Join(who, "")+" "+resultText(c.Result))
	}
	if len(cs) == 0 {
		cs = []string{catalog.Call(lang, bridge.Pass)}
	}
	return catalog.Side(lang, side) + " " + strconv.Itoa(score) + ": " + strings.Join(cs, "; ")
}
