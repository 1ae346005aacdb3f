package laws

import (
	"slices"
	"strings"

	"bridgelaw/bridge"
	"bridgelaw/internal/catalog"
)

// Detail is the short explanation a ruling carries beside its kind, and an
// obligation's end (ObligationRecord), the Director's advice (Question) and
// a Law 64B reason (Adjustment) carry: one or more parts, printed joined by
// "; ". The zero Detail (nil) is no detail.
//
// Each part is a message of the catalog's group "detail"
// (internal/catalog/messages/*.toml) named by its key, with the values of
// its placeholders; Text prints it in any language of the catalog, String
// in English. A value is written as the table log writes it, and its
// placeholder's name (without a trailing digit) says what it is: call
// ("1H", "Pass", "8D", "-" for a skipped turn), seat ("N"), law ("Law
// 63A1"), side ("NS"), count (a number of tricks; it chooses the plural
// form), n (another number), score (points for North-South), suits ("S H"
// or "none"), strain ("H", "NT"), contract (without its declarer:
// "4SX"), status (a CallStatus: "cancelled"), vulnerable ("None", "NS",
// "EW", "All"); and,
// the same in every language, option ("prohibit-lead H"), quote (a claim
// statement, quoted), q ("Q2"), answer ("tricks 10"), actor ("EW"), topic
// ("comparable") and text (words of the log).
type Detail []DetailPart

// DetailPart is one message of a Detail: Key names it in the catalog's
// group "detail" ("in-place-of" is "detail.in-place-of"); Args gives the
// value of each of its placeholders, in the order the engine wrote them
// ({call 2H} {call2 1NT}), each name once.
type DetailPart struct {
	Key  string
	Args []DetailArg
}

// DetailArg is the value of one placeholder of a DetailPart: Name is the
// placeholder ("call2"), Value the value as the table log writes it
// ("1NT").
type DetailArg struct {
	Name, Value string
}

// Arg is the value of the placeholder name, and whether the part has it.
func (p DetailPart) Arg(name string) (string, bool) {
	for _, a := range p.Args {
		if a.Name == name {
			return a.Value, true
		}
	}
	return "", false
}

// argMap is the part's arguments by name, as the catalog takes them; nil
// when none.
func (p DetailPart) argMap() map[string]string {
	if len(p.Args) == 0 {
		return nil
	}
	m := make(map[string]string, len(p.Args))
	for _, a := range p.Args {
		m[a.Name] = a.Value
	}
	return m
}

// dt is the Detail of one part: key, then its arguments as name, value
// pairs; a name given twice keeps its last value.
func dt(key string, kv ...string) Detail {
	p := DetailPart{Key: key}
	for i := 0; i+1 < len(kv); i += 2 {
		if j := slices.IndexFunc(p.Args, func(a DetailArg) bool { return a.Name == kv[i] }); j >= 0 {
			p.Args[j].Value = kv[i+1]
			continue
		}
		p.Args = append(p.Args, DetailArg{Name: kv[i], Value: kv[i+1]})
	}
	return Detail{p}
}

// and is d followed by the parts of more.
func (d Detail) and(more Detail) Detail {
	return append(append(Detail(nil), d...), more...)
}

// Text prints the detail in language lang ("en", "it", "fr", "pl", or a
// regional tag; another gives English), its values in that language and
// its parts joined by the language's separator; "" for no detail.
func (d Detail) Text(lang string) string {
	parts := make([]string, len(d))
	for i, p := range d {
		parts[i] = catalog.DetailText(lang, p.Key, p.argMap())
	}
	return strings.Join(parts, catalog.Separator(lang))
}

// String prints the detail in English, for logs and tests: "2H in place
// of 1NT", "1C; West accepts it".
func (d Detail) String() string { return d.Text("en") }

// callDetail is the Detail naming one call as the log writes it.
func callDetail(call string) Detail { return dt("call", "call", call) }

// seatDetail is the Detail naming one seat.
func seatDetail(s bridge.Seat) Detail { return dt("seat", "seat", s.String()) }
