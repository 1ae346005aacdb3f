// Package laws is the Director: a table in recording mode. It folds an
// append-only event log of one board (calls and cards by any seat at any
// moment, cards exposed or dropped, revoke inquiries, attention drawn,
// players' choices among options, the Director's answers, claims and
// concessions, the next board's first call, the end of the round) into the
// state of the board, and rules on every event as the Laws of Duplicate
// Bridge 2017 direct.
//
// Strict packages (auction, play) reject illegal actions; this package
// records them as events and rules on them. Rulings are data (Ruling): the
// irregularity's Kind, its law (bridge.LawRef, printed "Law 64A2"), the
// offender, the options offered and who chooses, the rectification applied,
// the obligations left pending (penalty cards, lead and play restrictions),
// and, where the Laws need judgment, a Question the Director answers in the
// log. Explanations come from a message catalog keyed by Kind.
//
// The auction is kept as a record of every call (AuctionCall): calls that
// stand, and calls withdrawn or cancelled, marked with their law and the
// side for which they are unauthorised information (Law 16C). Obligations
// attach to players (pass at the next turn, pass throughout, repeat a call,
// declarer's Law 26B prohibition at partner's first lead) and are reported
// with the ruling that created them and how they ended (ObligationRecord);
// a call that breaks one is itself an irregularity (Law 37). Whether a call
// is comparable (Law 23), artificial, unintended (Law 25A), or influenced by
// misinformation (Law 21B) is the Director's question, answered in the log.
//
// Two doors lead to the same rules: the full record (Replay of a Log, the
// deal known and every card, the engine finding revokes itself) and the
// Director's summary of a physical table (RuleSummary: contract, the winner
// of each trick, the revoke trick and offender, when it was noticed). Both
// compute the Law 64 trick adjustment with AdjustRevokes.
//
// Replaying the same log with the same Options always gives the same state.
// The package never panics on input, never logs and never writes files.
//
// # Adding an irregularity
//
// A law the engine does not rule yet is added in these places, and only
// these. The laws it rules are written so, each law (or group of laws) in
// one file: adjusted.go (Laws 12C, 90), cards.go (13-14), wrongboard.go
// (15), ui.go (16B, 73: extraneous information from partner, misleading
// mannerisms), explain.go (20F, 40B, 75: alerts, questions,
// explanations), change.go (21B, 25), penalty.go (24, 48-52),
// leadrestriction.go (26), insufficient.go (27), rotation.go (28-33),
// inadmissible.go (35-39), facedown.go (41A, 47E2: the opening lead face
// down), toldlead.go (47E1: a lead after an opponent's mistaken statement), dummy.go (43B), dummycard.go (45C4(b), 45D: a designation of
// dummy's card changed, a card dummy placed unnamed), designate.go (46: designations from dummy), lead.go
// (53-56), premature.go (57-60), simultaneousplay.go (58A), revoke.go
// (61-64), inspect.go (66), defective.go (67: a defective trick), claim.go (68-71), intentional.go (72B) and
// tricksagreed.go (79).
//
//  1. One file of this package, named for the law. Its events, if the law
//     brings a table-log verb: a struct holding Head and only its own
//     fields, with its Verb, withLine, format (the log line), check (when
//     it cannot happen: impossible(dt(...)), an *ImpossibleError whose
//     reason is a detail message) and apply (what it does to the
//     Table) methods, its verb registered with addVerb in the file's init
//     (how the line is read). Its ruling kinds: Kind constants, each
//     commented with what it is, their laws given once with addKindLaws.
//     Its options: OptionKey constants registered with addOptionKeys,
//     offered by a pending whose resolve applies the option chosen (and,
//     where a play or a call settles the choice, whose played or called
//     says how: Laws 52B1, 53A, 54B, 25A6, 21B). An irregular call the
//     auction waits on: its byCall (what the next call does to it), its
//     attention (what attention drawn does), and the resolve it gives
//     offer for the left-hand opponent's choice; a replacement to judge:
//     its judged. Its questions to the Director (askIn): an ask whose
//     resolve continues on the answer. Its rulings (Table.rule) with their
//     Detail parts (dt).
//  2. The message catalog, internal/catalog/messages/{en,it,fr,pl}.toml: a
//     message per kind (named by the kind, its law as {{.law}}) and one
//     per detail key (group "detail"; an impossible event's reasons are
//     the keys "impossible-..."). TestEveryKind, TestDetailKeys and
//     TestScenarioDetails fail until every language has them.
//  3. A reviewed scenario per branch in testdata/scenarios (txtar: the
//     law in the comment, the log, the rulings wanted).
//  4. For a new verb, its line in docs/table-log.md, which documents the
//     log's format.
//
// What stays central, and why. The events that are no one law's stay in
// event.go with their verbs in log.go's table: Call and Play (any call or
// card may be any law's irregularity, or none), Attention (Law 9, for
// every irregularity), Choose and Answer (the procedure: Laws 10C, 81C,
// whatever law offered the option or asked the question), NextBoard,
// EndOfRound and HandsReturned (the end of the board and of the round).
// The kinds several laws share, or no irregularity's, stay in ruling.go
// (Law 23 comparable calls, shared by 26, 27 and 30-32; 16C, 17D3, 22B,
// 72C; 45E; a hand record's 54A finding; 10C, 81C, 43A1, 44, 12C1 and
// unexpected); the options several laws offer (accept, refuse, keep,
// withdraw) and the words a ruling's Chosen records when no option was
// chosen (change, forfeited, cancelled) stay in option.go. The machinery
// that runs every law's parts knows no law: applyChoice (records the
// choice, calls resolve, completes the trick), answerAsk (checks the
// answer's form, records it, calls resolve), resolveBefore (each
// pending's played), settleOffers (each pending's called), resolveByCall
// and onAuctionAttention (the irregular's byCall and attention) and judge
// (the replacement's judged). pendKind, irrKind and replKind no longer
// decide anything: they tag what code looks for (an opening lead out of
// turn when dummy or declarer spreads, lead.go; a lead option or a Law
// 26B prohibition already offered for the trick, penalty.go and
// leadrestriction.go; the misinformed player's open offer when he uses
// "change", change.go; a Law 62C withdrawal, which does not stop play,
// play.go; an auction option still open, which keeps the auction from
// ending, auction.go; a call out of rotation for Law 33, rotation.go; a
// replacement of a call out of rotation, which Law 27 treats apart,
// insufficient.go).
package laws
