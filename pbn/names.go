package pbn

// MandatoryTags are the 15 tags of the Mandatory Tag Set in their export
// order (PBN 2.1 section 3.4).
var MandatoryTags = [15]string{
	"Event", "Site", "Date", "Board", "West", "North", "East", "South",
	"Dealer", "Vulnerable", "Deal", "Scoring", "Declarer", "Contract", "Result",
}

// mtsIndex gives the export position of a mandatory tag, -1 for others.
func mtsIndex(name string) int {
	for i, n := range MandatoryTags {
		if n == name {
			return i
		}
	}
	return -1
}

// tableNames are the supplemental sections of PBN 2.1 chapter 5.
var tableNames = map[string]bool{
	"ActionTable": true, "AuctionTimeTable": true, "InstantScoreTable": true,
	"OptimumPlayTable": true, "OptimumResultTable": true, "PlayTimeTable": true,
	"ScoreTable": true, "TotalScoreTable": true,
}

// knownTags are the other tags PBN 2.1 defines (chapter 4) and the common
// extensions of BridgeComposer, Double Dummy Solver, Big Deal and BCDD
// (the tags of their exports, TestCorpusParses). A tag not known draws an ErrUnknownTag warning.
var knownTags = map[string]bool{
	"Auction": true, "Play": true, "Note": true,
	// 4.1 game
	"Competition": true, "DealId": true, "Description": true, "FrenchMP": true,
	"Generator": true, "Hidden": true, "Room": true, "Termination": true,
	// 4.2 score
	"Score": true, "ScoreIMP": true, "ScoreMP": true, "ScorePercentage": true,
	"ScoreRubber": true, "ScoreRubberHistory": true, "OptimumScore": true,
	// 4.3 players
	"BidSystemEW": true, "BidSystemNS": true, "PairEW": true, "PairNS": true,
	"WestNA": true, "NorthNA": true, "EastNA": true, "SouthNA": true,
	"WestType": true, "NorthType": true, "EastType": true, "SouthType": true,
	// 4.4 event
	"EventDate": true, "EventSponsor": true, "HomeTeam": true, "Round": true,
	"Section": true, "Stage": true, "Table": true, "VisitTeam": true,
	// 4.5, 4.6 time
	"Time": true, "UTCDate": true, "UTCTime": true,
	"TimeControl": true, "TimeCall": true, "TimeCard": true,
	// 4.7 misc
	"Annotator": true, "AnnotatorNA": true, "Application": true, "Mode": true,
	// extensions seen in real files
	"DoubleDummyTricks": true, "ParContract": true, "ParScore": true,
	"OptimumContract": true, "OptimumResult": true, "Ability": true,
	"Minimax": true, "BCFlags": true,
	// bridgelaw's own: the IMPs each team carries into a match segment,
	// LIN's vg carry-over, for which PBN has no tag (FromRecord).
	"HomeCarryOver": true, "VisitCarryOver": true,
}

// noInherit are the tags that may not use "#" or "##" (PBN 2.1 section 4.8).
var noInherit = map[string]bool{
	"Dealer": true, "Vulnerable": true, "Deal": true, "Declarer": true,
	"Contract": true, "Auction": true, "Play": true, "Note": true,
}

// boardTags are the tags a game recording another table of the previous
// game's board may leave out (inheritance by omission).
var boardTags = [4]string{"Board", "Dealer", "Vulnerable", "Deal"}

// eventTags are the tags of the event and match such a game takes from the
// previous game too when it leaves them out; not Room or Table, which tell
// the tables apart.
var eventTags = [...]string{"Event", "Site", "Date", "EventDate", "Stage", "Round", "Section", "HomeTeam", "VisitTeam", "Scoring", "Competition"}

// isKnown reports whether name is a tag PBN 2.1 or a common extension
// defines.
func isKnown(name string) bool {
	return mtsIndex(name) >= 0 || knownTags[name] || tableNames[name]
}
