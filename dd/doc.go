// Package dd is the double-dummy solver: with all four hands known, the
// most tricks each side can take with best play by both sides.
//
//   - Solve: the tricks (0 to the tricks left) the side of the player to
//     play takes from any position, at a trick boundary or in the middle of
//     a trick, in one strain.
//   - SolveCards: the value of each legal card of the player to play (what
//     a revoke, a lead out of turn or a claim cost, for the Director's
//     equity checks, Laws 12C, 64C, 70).
//   - AnalysePlay: the double-dummy total after each card of a played line.
//   - Table, Tables, TablesEach: all 20 results of a deal (4 declarers x 5
//     strains) as a bridge.TrickTable, and many deals on all cores
//     (TablesEach goes on past a deal that fails or runs out of time).
//   - Par, ParFirst, ParSides: par score and par contracts as a bridge.Par
//     (DDS DealerPar, dealer bids first, by default; DDS Par() with a named
//     side first).
//
// Legal cards and trick winners are package play's (play.LegalFrom,
// play.Trick.Winner); the search in dd/internal keeps its own bit-level
// move generation.
//
// Units: tricks 0-13; scores in points from North-South's view. Results are
// always real trick counts, never a sentinel (DDS's -2 for a forced card in
// mode 0 has no counterpart here).
//
// The search follows Haglund and Hein, "Search Algorithms for a Bridge
// Double Dummy Solver" (DDS, 2014): null-window alpha-beta searches on the
// trick count driven MTD(f)-style from a guess, a transposition table of
// rank-relative positions with partition-search patterns (Ginsberg,
// "Partition Search", AAAI-96) kept at trick boundaries, quick tricks for
// the side on lead and for the second hand, later tricks for the other
// side, move ordering (winners, partner's winners, ruffs, fewest
// opponents' choices, killer and table moves), equivalent cards searched
// once and "lowest win" pruning of small cards. Hands are 64-bit card sets;
// the search allocates nothing.
//
// Bounds: a Solver's transposition table keeps within Options.TTMemory
// bytes (DefaultTTMemory, 128 MiB, when 0), whatever the deal; a full table
// is cleared and the search goes on. Tables, TablesOpt and TablesEach share
// that budget among their workers (each at least MinTTMemory). Options.Timeout is a time budget per
// deal (or call): past it the deal is not solved and the error wraps
// ErrTimeout.
//
// A Solver owns its transposition table and is not safe for concurrent use;
// there is no global mutable state. The table is kept between calls on the
// same deal and strain (the four leaders of a strain, the positions of a
// played line) and cleared otherwise; its entries only ever hold what was
// proved, so reuse never changes a result. Long calls take a
// context.Context and stop when it ends.
//
// The package builds for GOOS=js GOARCH=wasm as it is: cmd/ddwasm is the
// solver in a web browser (the server's pages solve a deal on the
// reader's device with it, docs/server.md).
//
// Results agree with DDS 2.9 on the reference data in testdata/ddsref.txt
// (1,000 deals: random, real-like and hard; tables, DealerPar, Par() with
// each side first, the values of the 13 opening leads of one contract),
// written from Debian's libdds by go run -tags dds ./dd/internal/gendata;
// the tests check every par and a sample of 100 deals' tables and leads,
// all of them with BRIDGELAW_DD_FULL=1. More data beside the repository
// (DDS's own test lists and play traces) is checked when present.
package dd
