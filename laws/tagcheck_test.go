package laws

import (
	"reflect"
	"testing"

	"bridgelaw/bridge"
)

// TestCompareTags: the rules by which both doors (ReplayRecord and
// Log.CheckTags) compare a board's tags with the replay.
func TestCompareTags(t *testing.T) {
	fourS := bridge.Contract{Level: 4, Strain: bridge.StrainSpades, Declarer: bridge.South}
	fourSX := bridge.Contract{Level: 4, Strain: bridge.StrainSpades, Doubling: bridge.Doubled, Declarer: bridge.South}
	auction := replayValues{Contract: fourS, ContractKnown: true}
	for _, tc := range []struct {
		name string
		t    tagValues
		r    replayValues
		want []tagDiff
	}{
		{"board 2 is dealt by East, NS vulnerable (Law 2)", tagValues{Board: 2, Dealer: bridge.East, DealerGiven: true, Vulnerability: bridge.EWVulnerable, VulnerabilityGiven: true}, replayValues{}, []tagDiff{{Tag: "Vulnerable"}}},
		{"no board number, no marking", tagValues{Dealer: bridge.West, DealerGiven: true}, replayValues{}, nil},
		{"the contract agrees", tagValues{Contract: fourS, ContractGiven: true, Declarer: bridge.South, DeclarerGiven: true}, auction, nil},
		{"doubled in the file only", tagValues{Contract: fourSX, ContractGiven: true}, auction, []tagDiff{{Tag: "Contract"}}},
		{"passed out in the file only", tagValues{Contract: bridge.PassedOut, ContractGiven: true}, auction, []tagDiff{{Tag: "Contract"}}},
		{"declarer's partner", tagValues{Declarer: bridge.North, DeclarerGiven: true}, auction, []tagDiff{{Tag: "Declarer"}}},
		{"^N: dummy played (PBN 3.4.13, Law 54A)", tagValues{Declarer: bridge.North, DeclarerGiven: true, DeclarerSwapped: true}, auction, []tagDiff{{Tag: "Declarer", Swapped: true}}},
		{"^S names declarer himself", tagValues{Declarer: bridge.South, DeclarerGiven: true, DeclarerSwapped: true}, auction, []tagDiff{{Tag: "Declarer"}}},
		{"N played the contract (Law 54A)", tagValues{Declarer: bridge.North, DeclarerGiven: true}, replayValues{Contract: fourS, ContractKnown: true, PlayedBy: bridge.North, PlayedKnown: true}, nil},
		{"a declarer and 7 tricks on a passed-out board (Law 22B)", tagValues{Declarer: bridge.North, DeclarerGiven: true, Result: 7, ResultGiven: true}, replayValues{ContractKnown: true, TricksKnown: true}, []tagDiff{{Tag: "Declarer"}, {Tag: "Result"}}},
		{"Pass and 7 tricks in the tags: the format's reader says so", tagValues{Contract: bridge.PassedOut, ContractGiven: true, PassGiven: true, Result: 7, ResultGiven: true}, replayValues{ContractKnown: true, TricksKnown: true}, nil},
		{"Result 0 on a passed-out board agrees", tagValues{Result: 0, ResultGiven: true}, replayValues{ContractKnown: true, TricksKnown: true}, nil},
		{"10 tricks, 9 in the file, score +420 vs +620", tagValues{Result: 9, ResultGiven: true, ScoreNS: 420, ScoreGiven: true}, replayValues{Contract: fourS, ContractKnown: true, Tricks: 10, TricksKnown: true, ScoreNS: 620, ScoreKnown: true}, []tagDiff{{Tag: "Result"}, {Tag: "Score"}}},
	} {
		if got := compareTags(tc.t, tc.r); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%s: %+v, want %+v", tc.name, got, tc.want)
		}
	}
}
