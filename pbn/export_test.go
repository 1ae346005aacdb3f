package pbn

// The test helpers the external tests (package pbn_test) use.
var (
	ReadCorpus  = readCorpus
	OneGame     = oneGame
	ParseString = parseString
	HasProblem  = hasProblem
)
