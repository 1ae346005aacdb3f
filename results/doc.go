// Package results scores a duplicate event: the travellers of its boards
// compared across the tables in matchpoints (Law 78A) or IMPs (Law 78B),
// the Director's adjusted scores computed with their law (Law 12C), fouled
// boards (Law 87), procedural penalties (Law 90) and trick corrections
// (Law 79), then the rankings; and it writes them as text, JSON lines, an
// HTML page a club can publish, or USEBIO 1.2 XML.
//
// The board-level rules live in package score; this package reads events
// (Read, which tells the formats apart; ReadTraveller for the CSV form
// below; ReadPBN for PBN files with results or ScoreTable sections;
// ReadLIN for BBO files; FromRecords for hand records), scores them (Score)
// and writes them (WriteText, WriteJSON, WriteHTML, WriteUSEBIO,
// WriteTraveller). Event.SolveDD completes the boards' double-dummy tables
// and par (package dd) for the hand records of WriteHTML. WriteTextLang
// and WriteHTMLLang write the text and the page in Italian, French or
// Polish from the message catalog (internal/catalog, group "results"); a
// line's notes are kept as data too (Line.NoteData, Note.Text).
//
// # The traveller CSV form
//
// A file is UTF-8 CSV. Lines starting with # are comments. The first row
// names the columns, in any order, case ignored; board, ns and ew are
// required. Each later row is one table's result on one board:
//
//	board       board number, 1 or more (dealer and vulnerability follow
//	            from it, Law 2)
//	ns, ew      the pair ids of North-South and East-West (any text)
//	table       table number (optional); round: round number (optional)
//	contract    4S, 3NT, 3NTX, 6HXX, Pass
//	declarer    N, E, S or W
//	tricks      declarer's tricks 0-13, or =, +1, -2 relative to the contract
//	lead        the opening lead, as written (optional)
//	score       North-South's score in points: instead of contract,
//	            declarer and tricks, or as a check of them (Law 77)
//	adjusted    an adjusted score instead of the table result (Law 12C):
//	            A+, A, A- (60/50/40%, +3/0/-3 IMPs), 55%, +2imp, or an
//	            assigned score "4S N =", "+420", or a weighted one
//	            "60% 4S N =; 40% 4S N -1" (Law 12C1(c)); "NS/EW" gives the
//	            two sides different scores, e.g. "A+/A-" (Law 12C1(e))
//	vul         None, NS, EW or All, when the board's is not the Law 2 one
//	group       the version of the deal this table played, when the board
//	            was fouled (Law 87): tables of one group are compared only
//	            with each other
//	foul        cards-moved (both pairs of this table misplaced cards),
//	            cards-moved-ns, cards-moved-ew, wrong-diagram (North-South
//	            wrote a wrong diagram): penalised as the fouled-board rule
//	            says
//	penalty_ns, penalty_ew
//	            procedural penalties (Law 90): 10% (of a top), 2mp, 3imp,
//	            1vp; several separated by ";"
//	correction  a change of the tricks recorded (Law 79): "9" or
//	            "9 after 20m" (raised 20 minutes after the official scores;
//	            past the Correction Period it needs "approved", Law 79C2),
//	            or "9 disputed [convinced|reduce]" (Law 79B3)
//	names_ns, names_ew
//	            the players' names
//	room, team_ns, team_ew
//	            team matches: Open or Closed, and the teams sitting NS/EW
//
// Errors name the file, line, column and what was expected:
//
//	club.csv:4:13: tricks: want declarer's tricks 0-13, or =, +1, -2, got "14"
package results
