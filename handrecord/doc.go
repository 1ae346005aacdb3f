// Package handrecord makes hand-record sheets: for each board of a file of
// deals, the four hands in a bridge diagram with the dealer and the
// vulnerability (Law 2), the double-dummy table and par, the double-dummy
// value of each opening lead against the par contract, and a link to BBO's
// handviewer; written as an HTML page or a PDF of A4 pages, one, two or
// four boards a page, in English, Italian, French or Polish
// (internal/catalog, group "handrecord").
//
// Boards come from any hand record (FromRecord: PBN, LIN, with or without
// results); Complete fills in what the file did not give: the tables with
// dd.TablesOpt on all cores, par with dd.Par (the dealer's side bidding
// first, DDS DealerPar), and the opening leads with dd.Solver.SolveCards
// from the position at the opening lead (Law 41A: declarer's left-hand
// opponent leads). What the file gives (PBN OptimumResultTable or
// DoubleDummyTricks, OptimumScore and ParContract) is kept when whole:
// TakeAnalysis refuses a table that cannot be read or lacks results (the
// deal is then solved), and Contradictions lists the file's tables that
// the solved leads contradict.
//
// Why a package of its own and not part of results: results scores an
// event from its travellers, and a hand-record sheet needs no result at
// all (a dealing program's file, a file before the session is played); and
// the PDF writer (codeberg.org/go-pdf/fpdf, with the Go fonts of
// golang.org/x/image for the suit symbols and every language's letters)
// stays out of the programs that import results, such as the server.
//
// The PDF is drawn by fpdf, a maintained pure-Go PDF library with no
// dependency of its own, rather than printed by headless Chromium: a sheet
// is then made on any machine the binary runs on, in milliseconds, and the
// same bytes each time (the dates are fixed).
package handrecord
