package bridge

import (
	"regexp"
	"strconv"
	"strings"
)

// LawRef cites one law of the Laws of Duplicate Bridge 2017: the law number
// (1-93) and the section below it, e.g. LawRef{Law: 64, Section: "A2"}, printed
// "Law 64A2". The zero LawRef means "no law".
type LawRef struct {
	Law     int    // law number, 1-93
	Section string // sub-letters and numbers, e.g. "A2", "B1(b)"; "" for the whole law
}

// Law returns the reference to law n, section sec ("" for the whole law).
func Law(n int, sec string) LawRef { return LawRef{Law: n, Section: sec} }

// Valid reports whether r is the zero LawRef (no law) or cites a law 1-93
// with a section of the shape ParseLawRef reads ("", "A", "A2", "B1(b)",
// "C1(c)(ii)").
func (r LawRef) Valid() bool {
	return r.IsZero() && r.Section == "" || r.Law >= 1 && r.Law <= 93 && lawSection.MatchString(r.Section)
}

// IsZero reports whether r cites no law.
func (r LawRef) IsZero() bool { return r.Law == 0 }

// String prints the reference as the Laws do: "Law 64A2".
func (r LawRef) String() string {
	if r.Law == 0 {
		return ""
	}
	return "Law " + strconv.Itoa(r.Law) + r.Section
}

// Code prints the reference without the word "Law" ("64A2"), for keys and
// for translation ("Articolo 64A2", "Loi 64A2", "Przepis 64A2").
func (r LawRef) Code() string {
	if r.Law == 0 {
		return ""
	}
	return strconv.Itoa(r.Law) + r.Section
}

// Within reports whether r is o or a subsection of o: Law 64A2 is within
// Law 64 and Law 64A, not within Law 6 or Law 64B.
func (r LawRef) Within(o LawRef) bool {
	return r.Law == o.Law && strings.HasPrefix(r.Section, o.Section)
}

// ParseLawRef reads "Law 64A2", "64A2", "L64A2", "law 27b1(a)" or
// "Law 12C1(c)(ii)": a law number 1-93, then optionally one section letter
// (upper-cased), a number, and parenthesised lower-case sub-items.
func ParseLawRef(s string) (LawRef, error) {
	t := strings.TrimSpace(s)
	low := strings.ToLower(t)
	switch {
	case strings.HasPrefix(low, "law"):
		t = strings.TrimSpace(t[3:])
	case strings.HasPrefix(low, "l"):
		t = t[1:]
	}
	i := 0
	for i < len(t) && t[i] >= '0' && t[i] <= '9' {
		i++
	}
	if i == 0 || i > 2 {
		return LawRef{}, syntaxErr("law reference", s, "want a law number 1-93")
	}
	n, _ := strconv.Atoi(t[:i])
	if n < 1 || n > 93 {
		return LawRef{}, syntaxErr("law reference", s, "law numbers run from 1 to 93")
	}
	sec := t[i:]
	if sec != "" && sec[0] >= 'a' && sec[0] <= 'z' {
		sec = string(sec[0]-'a'+'A') + sec[1:]
	}
	if !lawSection.MatchString(sec) {
		return LawRef{}, syntaxErr("law reference", s, "want a section such as A2, B1(b) or C1(c)(ii) after the law number")
	}
	return LawRef{Law: n, Section: sec}, nil
}

// lawSection is the shape of a section: a letter, a number, sub-items.
var lawSection = regexp.MustCompile(`^([A-Z]([0-9]{1,2}(\([a-z]{1,4}\))*)?)?$`)

// RuleError is an action that the Laws do not allow in strict mode: an
// insufficient bid, a call out of rotation, a card that does not follow suit.
// The sentinels of packages auction and play are *RuleError values; callers
// test them with errors.Is and read the law with errors.As.
type RuleError struct {
	Law LawRef // the law that forbids the action
	Msg string // what is wrong, in English, without the law
}

func (e *RuleError) Error() string {
	if e.Law.IsZero() {
		return e.Msg
	}
	return e.Msg + " (" + e.Law.String() + ")"
}
