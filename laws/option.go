package laws

import "strings"

// OptionKey names one option a ruling offers: the word the chooser writes
// in the table log ("S choose forbid-lead H", docs/table-log.md). The
// engine offers only the OptionKey constants; a log may name another key,
// which is kept as written (lower case) and ruled "unexpected" (Law 10C:
// no such option was offered).
type OptionKey string

// The options several laws offer, with the laws that offer them; the
// options of one law (or group of laws) are in its file (addOptionKeys).
const (
	// OptAccept: accept the irregular call or card (Laws 25B1, 27A1, 29A,
	// 53A, 54B, 55A, 52B1: the penalty card not played stands).
	OptAccept OptionKey = "accept"
	// OptRefuse: do not accept it (Laws 25B2, 27B, 29B, 53, 56).
	OptRefuse OptionKey = "refuse"
	// OptKeep: the player keeps his call or card (Laws 21B1(a), 25A6,
	// 62C1).
	OptKeep OptionKey = "keep"
	// OptWithdraw: the player withdraws it (Laws 25A6, 21B2, 62C1, 62C2).
	OptWithdraw OptionKey = "withdraw"
)

// What a ruling's Chosen records when its choice was settled otherwise
// than by one of the options offered; never offered, never chosen in a
// log.
const (
	// OptChange: the misinformed player changed his call to Arg instead
	// (Law 21B1(a)).
	OptChange OptionKey = "change"
	// OptForfeited: the right to choose was lost (Law 28B: the player in
	// turn called first).
	OptForfeited OptionKey = "forfeited"
	// OptCancelled: the call the choice was about was cancelled (Laws
	// 36-38).
	OptCancelled OptionKey = "cancelled"
	// OptLapsed: the choice lapsed, another law's choice replacing it (Law
	// 51A: the defender played a card that is none of his penalty cards,
	// and declarer names the one required under Law 52B2).
	OptLapsed OptionKey = "lapsed"
)

// optionKeys lists the keys the engine offers.
var optionKeys = []OptionKey{OptAccept, OptRefuse, OptKeep, OptWithdraw}

// addOptionKeys adds the option keys a law's file offers, at
// initialisation; a key given twice is a programming error.
func addOptionKeys(keys ...OptionKey) {
	for _, k := range keys {
		if k.Known() {
			panic("laws: option " + string(k) + " given twice")
		}
		optionKeys = append(optionKeys, k)
	}
}

// OptionKeys lists every key the engine offers, for documentation and
// translators.
func OptionKeys() []OptionKey { return append([]OptionKey(nil), optionKeys...) }

// Known reports whether the engine offers k.
func (k OptionKey) Known() bool {
	for _, o := range optionKeys {
		if o == k {
			return true
		}
	}
	return false
}

// String prints the key as the table log writes it.
func (k OptionKey) String() string { return string(k) }

// MarshalText writes the key as the table log writes it.
func (k OptionKey) MarshalText() ([]byte, error) { return []byte(k), nil }

// UnmarshalText reads a key as the table log writes it, in any case. Any
// word is accepted: one the engine never offers is ruled when chosen.
func (k *OptionKey) UnmarshalText(b []byte) error {
	*k = OptionKey(strings.ToLower(strings.TrimSpace(string(b))))
	return nil
}

// Option is one choice offered by a ruling: Key is what the chooser writes
// in the log (OptForbidLead, OptAccept), Arg its argument when it needs
// one (a suit letter "H", several "S H", a card "SK", a seat "N"), ""
// otherwise. The zero Option is "no option" (a ruling's Chosen while its
// choice is pending).
type Option struct {
	Key OptionKey
	Arg string
}

// String prints the option as the log writes it: "forbid-lead H"; "" for
// the zero Option.
func (o Option) String() string {
	if o.Arg == "" {
		return string(o.Key)
	}
	return string(o.Key) + " " + o.Arg
}

// IsZero reports whether o is the zero Option (none chosen).
func (o Option) IsZero() bool { return o == Option{} }
