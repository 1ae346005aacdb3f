package catalog

// english holds the English messages, keyed by the ruling kinds of package
// laws. Placeholders: {offender} (a seat's name), {side}, {trick}, {card},
// {suit}, {options}, {chooser}, {chosen}, {transfer}, {to}, {detail}, {law}.
var english = map[string]string{
	// Auction period.
	"call-out-of-rotation":  "{offender} called out of rotation ({detail}). Rectification under Laws 28-32 is not yet supported: the Director rules and answers.",
	"insufficient-bid":      "{offender} made an insufficient bid ({detail}). Rectification under Law 27 is not yet supported: the Director rules and answers.",
	"inadmissible-double":   "{offender} made an inadmissible double or redouble ({detail}). Rectification under Law 36 is not yet supported: the Director rules and answers.",
	"call-after-final-pass": "{offender} called after the final pass ({detail}); the call is cancelled (Law 39A). Further rectification is not yet supported.",
	"bid-above-seven":       "{offender} bid more than seven ({detail}); such a contract can never be played (Law 38). Rectification is not yet supported: the Director rules and answers.",
	"pass-obligation":       "{offender} called ({detail}) while obliged to pass. Rectification under Law 37 is not yet supported: the Director rules and answers.",
	"card-exposed-auction":  "{offender} exposed {card} during the auction; it stays face up until the auction ends (Law 24). {detail}",
	"auction-cards-back":    "{offender} is declarer or dummy: the cards exposed during the auction go back to the hand (Law 24D).",
	"auction-cards-penalty": "{offender} is a defender: {card} exposed during the auction becomes a penalty card (Law 24E).",
	"passed-out":            "All four players passed: no play, no redeal, 0 to both sides (Law 22B).",

	// Penalty cards.
	"declarer-exposed":        "{offender} is declarer or dummy: {card} is not a penalty card and need not be played (Law 48A).",
	"penalty-card":            "{card} exposed by {offender} becomes a {detail} penalty card and stays face up on the table (Laws 49, 50).",
	"penalty-lead-options":    "{offender}'s partner has the lead while a major penalty card is on the table; he waits until declarer chooses: {options} (Law 50D2, 51B).",
	"premature-lead-wait":     "{offender} led {card} before declarer chose under Law 50D2: the card is a penalty card (Law 49) and declarer still chooses.",
	"penalty-card-not-played": "{offender} played {card} instead of the penalty card that had to be played. Declarer chooses: {options} (Law 52).",

	// Leads and plays out of turn.
	"opening-lead-out-of-turn":   "{offender} faced the opening lead {card} out of turn. Declarer chooses: {options} (Law 54).",
	"must-accept-lead":           "Declarer could have seen dummy's cards: he must accept the opening lead out of turn (Law 54C).",
	"must-become-dummy":          "Declarer exposed a card of his hand after the opening lead out of turn: he spreads it and becomes dummy (Law 54A).",
	"lead-by-declarer-side":      "{offender}, presumed declarer or dummy, faced {card}: it is not a lead; the card goes back (Law 54E, 24D).",
	"defender-lead-out-of-turn":  "{offender} led {card} out of turn. Declarer chooses: {options} (Laws 53, 56).",
	"declarer-lead-out-of-turn":  "Declarer led {card} from the wrong hand or out of turn. The defender {chooser} chooses: {options} (Law 55).",
	"lead-accepted":              "The lead out of turn stands as a correct lead (Law 53A). {detail}",
	"premature-play":             "{offender} played {card} before his partner: it becomes a major penalty card. Declarer chooses for the partner's play to this trick: {options} (Law 57A).",
	"premature-no-rectification": "{offender}'s early play of {card} is not rectified: declarer had played from both hands (Law 57C1).",
	"declarer-premature":         "Declarer played {card} prematurely: it is played and, being legal, cannot be withdrawn (Law 57C3).",
	"play-at-rho-turn":           "{offender} played {card} at his right-hand opponent's turn: {detail} (Law 57D).",
	"fifth-card":                 "{offender} played {card} to a trick he had already played to: {detail} (Law 45E).",
	"two-cards":                  "{offender} played two or more cards at once. He chooses the card he meant to play: {options}; a defender's other cards become penalty cards (Law 58B).",
	"cannot-comply":              "{offender} cannot comply with the rectification and plays any otherwise legal card (Law 59).",
	"rectification-forfeited":    "{detail}: the non-offending side forfeits its rectification; the card stands (Law 60A, 52B1).",
	"restriction-broken":         "{offender} played {card} although able to play as required ({detail}): this is a revoke (Law 61A).",

	// Revokes.
	"revoke":             "{offender} revoked on trick {trick}: {card} on a {suit} lead while holding {suit} (Law 61A).",
	"revoke-inquiry":     "{detail} (Law 61B).",
	"improper-inquiry":   "{detail}; Law 16 may apply.",
	"dummy-inquiry":      "Dummy, having breached Law 43A2, was first to ask declarer about a revoke: declarer must correct, and Law 64 applies as if the revoke were established (Law 43B2b).",
	"revoke-corrected":   "{offender}'s revoke on trick {trick} is corrected: {card} is withdrawn and {detail}; he must play a legal card (Laws 62A, 62B).",
	"revoke-withdrawal":  "After the revoke correction, {chooser} may withdraw the card played after the revoke and play another (Law 62C): {options}.",
	"both-revoked":       "Both sides revoked on trick {trick}: both revokes are corrected, with no trick transfer (Law 62C3, 64B8).",
	"revoke-trick-12":    "The revoke on trick 12 by {offender} must be corrected even though established (Law 62D); there is no trick transfer (Law 64B6).",
	"revoke-established": "{offender}'s revoke on trick {trick} is established ({detail}): it can no longer be corrected and the trick stands (Law 63).",
	"revoke-transfer":    "{offender}'s established revoke on trick {trick}: {transfer} trick(s) go to {to} at the end of play ({law}).",
	"revoke-no-transfer": "{offender}'s established revoke on trick {trick}: no automatic trick transfer ({law}: {detail}).",
	"revoke-equity":      "After {offender}'s established revoke the Director checks whether the non-offending side is sufficiently compensated; if not, he assigns the result it would probably have had (Law 64C).",

	// Claims.
	"claim":                "{offender} claims {detail}; play is suspended (Law 68).",
	"concession-void":      "{offender}'s partner objected at once to the concession: there is no concession and play continues; exposed cards are not penalty cards but are unauthorised information to partner (Law 68B2).",
	"claim-agreed":         "The claim or concession is agreed: the board is scored as if the tricks were played ({detail}) (Law 69A).",
	"claim-contested":      "The claim is disputed: the Director rules on the claim statement, any doubtful point against the claimer (Law 70).",
	"agreement-withdrawn":  "A player withdraws agreement to a claim: the Director may cancel it if his side had already won the trick or would likely have won it (Law 69B).",
	"concession-cancelled": "A concession is questioned: the Director cancels it for any trick already won or that could not be lost by any normal play (Law 71).",

	// Procedure.
	"choice":          "{chooser} chooses {chosen} (Law 10C).",
	"answer":          "The Director answers {detail}.",
	"dummy-attention": "Dummy may not draw attention to an irregularity during the play (Law 43A1).",
	"dummy-breach":    "Dummy breached Law 43A2; he may incur a procedural penalty and loses some of his rights (Law 43B).",
	"dummy-warning":   "Dummy, having breached Law 43A2, warned declarer against leading from the wrong hand: either defender chooses the hand declarer leads from: {options} (Law 43B2a).",
	"unexpected":      "This event does not fit the state of the board and is ignored: {detail}.",
	"play-ended":      "{offender} played {card} after the end of play: ignored.",
	"adjusted-score":  "The Director assigns an adjusted result: {detail} (Law 12C1).",
}
