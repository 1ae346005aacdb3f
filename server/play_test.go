package server

import (
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// seatSession opens seat's link in a new cookie jar, as the player's
// phone does, and returns the client and the session's form token.
func seatSession(t *testing.T, ts *testServer, seat, key string) (*http.Client, string) {
	t.Helper()
	jar, _ := cookiejar.New(nil)
	c := &http.Client{Jar: jar}
	status, body := ts.req(t, c, "GET", "/tables/1?seat="+seat+"&key="+url.QueryEscape(key), "", "")
	if status != 200 {
		t.Fatalf("%s's link: %d", seat, status)
	}
	m := regexp.MustCompile(`name="csrf" value="([0-9a-f]{64})"`).FindStringSubmatch(body)
	if m == nil {
		t.Fatalf("%s's page has no form token", seat)
	}
	return c, m[1]
}

// seatPage is seat's page as its session sees it.
func seatPage(t *testing.T, ts *testServer, c *http.Client, seat string) string {
	t.Helper()
	status, body := ts.req(t, c, "GET", "/tables/1?seat="+seat, "", "")
	if status != 200 {
		t.Fatalf("%s's page: %d", seat, status)
	}
	return body
}

// buttons are the values of the buttons named name in the form with id
// in page.
func buttons(page, id, name string) []string {
	i := strings.Index(page, `id="`+id+`"`)
	if i < 0 {
		return nil
	}
	form := page[i:]
	form = form[:strings.Index(form, "</form>")]
	var out []string
	for _, m := range regexp.MustCompile(`name="`+name+`" value="([^"]+)"`).FindAllStringSubmatch(form, -1) {
		out = append(out, m[1])
	}
	return out
}

// TestPlayerPageActs: each seat's page, opened by its link, records the
// seat's own acts through its forms (the session's form token and the
// page's origin, as a browser sends them): the legal calls only in the
// bidding box at the player's turn (Laws 18-19) and none out of turn; the
// cards of his hand at his turn; as declarer dummy's cards when dummy is
// to play (Law 45B), none on dummy's page; "no spades?", attention, a
// claim and the other side's agreement (Laws 61B, 9A, 68, 69); another
// seat's act is 403, a form without the session's token 403, without a
// credential 401; a retry with the same Idempotency-Key stores nothing.
func TestPlayerPageActs(t *testing.T) {
	ts := tokenServer(t)
	keys := createWithSeats(t, ts)
	clients, tokens := map[string]*http.Client{}, map[string]string{}
	for _, s := range []string{"N", "E", "S", "W"} {
		clients[s], tokens[s] = seatSession(t, ts, s, keys[s])
	}
	seq := 0
	origin := map[string]string{"Origin": ts.URL}
	act := func(seat string, f url.Values, want int) string {
		t.Helper()
		f.Set("csrf", tokens[seat])
		f.Set("seq", strconv.Itoa(seq))
		status, body := postWith(t, clients[seat], ts.URL+"/tables/1/act?seat="+seat+"&lang=en", "application/x-www-form-urlencoded", f.Encode(), origin)
		if status != want {
			t.Fatalf("%s %v: %d, want %d: %s", seat, f, status, want, body)
		}
		if status == http.StatusSeeOther {
			seq++
		}
		return body
	}

	// The auction: North deals; only his page has the bidding box.
	n := seatPage(t, ts, clients["N"], "N")
	if calls := buttons(n, "bidbox", "call"); len(calls) != 36 || calls[0] != "Pass" || strings.Contains(strings.Join(calls, " "), "X") {
		t.Errorf("North's opening calls: %q", calls)
	}
	if !strings.Contains(n, `id="your-turn"`) || strings.Contains(n, `id="record"`) || strings.Contains(n, `id="log"`) || strings.Contains(n, `href="/tables/1?lang=en&amp;seat=E"`) {
		t.Errorf("North's page: your turn %v, the Director's forms", strings.Contains(n, `id="your-turn"`))
	}
	if _, d := ts.req(t, nil, "GET", "/tables/1?seat=director", testToken, ""); !strings.Contains(d, `href="/tables/1?lang=en&amp;seat=E"`) {
		t.Errorf("the Director's page has no link to East's view")
	}
	if e := seatPage(t, ts, clients["E"], "E"); strings.Contains(e, `id="bidbox"`) || strings.Contains(e, `id="your-turn"`) {
		t.Errorf("East's page has a bidding box out of his turn")
	}
	act("N", url.Values{"actor": {"N"}, "call": {"1H"}}, http.StatusSeeOther)
	// East's legal calls over 1H: Pass, X, then 1S up.
	if calls := buttons(seatPage(t, ts, clients["E"], "E"), "bidbox", "call"); len(calls) != 2+32 || calls[1] != "X" || calls[2] != "1S" {
		t.Errorf("East's calls over 1H: %q", calls)
	}
	// Another seat's call: 403, nothing stored.
	act("W", url.Values{"actor": {"E"}, "call": {"Pass"}}, http.StatusForbidden)
	// The Director's acts are no player's.
	act("E", url.Values{"actor": {"E"}, "do": {"noticed"}}, http.StatusForbidden)
	// A form without the session's token, or with no credential.
	if status, _ := postWith(t, clients["E"], ts.URL+"/tables/1/act?seat=E", "application/x-www-form-urlencoded", "actor=E&call=Pass&seq=1", origin); status != http.StatusForbidden {
		t.Errorf("a form without the session's token: %d", status)
	}
	if status, _ := postWith(t, nil, ts.URL+"/tables/1/act?seat=E", "application/x-www-form-urlencoded", "actor=E&call=Pass&seq=1", origin); status != http.StatusUnauthorized {
		t.Errorf("a form without a credential: %d", status)
	}
	// A script's tap (JSON answer) sent twice with one Idempotency-Key is
	// stored once.
	key := newKey()
	for i := 0; i < 2; i++ {
		f := url.Values{"actor": {"E"}, "call": {"Pass"}, "csrf": {tokens["E"]}}
		status, body := postWith(t, clients["E"], ts.URL+"/tables/1/act?seat=E", "application/x-www-form-urlencoded", f.Encode(),
			map[string]string{"Origin": ts.URL, "Accept": "application/json", "Idempotency-Key": key})
		if status != http.StatusCreated || !strings.Contains(body, `"seq":2`) {
			t.Errorf("the tap, sent %d times: %d %s", i+1, status, body)
		}
	}
	seq = 2
	for _, c := range []struct{ seat, call string }{{"S", "4S"}, {"W", "Pass"}, {"N", "Pass"}, {"E", "Pass"}} {
		act(c.seat, url.Values{"actor": {c.seat}, "call": {c.call}}, http.StatusSeeOther)
	}
	// The clarification period (Law 20F2): West asks about the auction
	// on his page's form, North explains his partner's 4S (the alerts
	// box lists partner's calls), South alerts nothing.
	w0 := seatPage(t, ts, clients["W"], "W")
	if !strings.Contains(w0, `id="question"`) || !strings.Contains(w0, `<option value="4S">South 4♠</option>`) {
		t.Errorf("West's page cannot ask about South's 4S")
	}
	if n := seatPage(t, ts, clients["N"], "N"); !strings.Contains(n, `<option value="4S" selected>South 4♠</option>`) {
		t.Errorf("North's page cannot explain his partner's 4S")
	}
	act("W", url.Values{"actor": {"W"}, "do": {"question"}, "about": {"4S"}}, http.StatusSeeOther)
	act("N", url.Values{"actor": {"N"}, "do": {"explain"}, "about": {"4S"}, "text": {"to play"}}, http.StatusSeeOther)
	act("S", url.Values{"actor": {"N"}, "do": {"explain"}, "about": {"4S"}, "text": {"to play"}}, http.StatusForbidden)
	// South declares 4S (North opened hearts: South bid spades first);
	// West leads. His page has his cards to tap, the others' none.
	w := seatPage(t, ts, clients["W"], "W")
	if cards := buttons(w, "cards", "card"); len(cards) != 13 {
		t.Errorf("West's cards at the opening lead: %q", cards)
	}
	if s := seatPage(t, ts, clients["S"], "S"); strings.Contains(s, `id="cards"`) || !strings.Contains(s, `id="out-of-turn"`) {
		t.Errorf("South's page before the lead: cards to tap %v", strings.Contains(s, `id="cards"`))
	}
	act("W", url.Values{"actor": {"W"}, "card": {"SK"}}, http.StatusSeeOther)
	// Dummy (North) is to play: South taps dummy's cards; North's page
	// says declarer plays them and has none to tap.
	s := seatPage(t, ts, clients["S"], "S")
	if cards := buttons(s, "cards", "card"); len(cards) != 13 || !strings.Contains(s, `name="actor" value="N"`) {
		t.Errorf("South's page, dummy to play: %q", cards)
	}
	if n := seatPage(t, ts, clients["N"], "N"); !strings.Contains(n, `id="dummy-rests"`) || strings.Contains(n, `name="card"`) || strings.Contains(n, `id="claim"`) {
		t.Errorf("dummy's page offers his cards or a claim (Law 68: declarer or a defender claims)")
	} else if asks := buttons(n, "ask", "of"); strings.Join(asks, "") != "S" {
		t.Errorf("dummy may ask %q, want declarer only (Law 61B3)", asks)
	}
	act("N", url.Values{"actor": {"N"}, "card": {"S3"}}, http.StatusForbidden) // dummy's cards are declarer's (Law 45B)
	act("S", url.Values{"actor": {"N"}, "card": {"S3"}}, http.StatusSeeOther)
	act("E", url.Values{"actor": {"E"}, "card": {"S2"}}, http.StatusSeeOther)
	act("S", url.Values{"actor": {"S"}, "card": {"S4"}}, http.StatusSeeOther)
	// "No spades?" and attention by a player, then South's claim; West's
	// page offers agreement and objection, North's (the claimer's
	// partner) neither.
	if asks := buttons(seatPage(t, ts, clients["E"], "E"), "ask", "of"); strings.Join(asks, "") != "SW" {
		t.Errorf("East may ask %q, want S and W (not dummy)", asks)
	}
	act("E", url.Values{"actor": {"E"}, "do": {"ask"}, "of": {"W"}}, http.StatusSeeOther)
	act("E", url.Values{"actor": {"W"}, "do": {"ask"}, "of": {"E"}}, http.StatusForbidden)
	act("S", url.Values{"actor": {"S"}, "do": {"claim"}, "tricks": {"9"}, "statement": {"cash the spades"}}, http.StatusSeeOther)
	if w := seatPage(t, ts, clients["W"], "W"); !strings.Contains(w, `id="do-accept"`) || !strings.Contains(w, `id="do-object"`) || !strings.Contains(w, `id="claim-pending"`) {
		t.Errorf("West's page does not offer to agree or object to the claim")
	}
	if _, v := ts.seatReq(t, "GET", "/api/tables/1?seat=W", keys["W"], ""); !strings.Contains(v, `"claimer":"S"`) {
		t.Errorf("West's view does not say South's claim is pending: %s", v)
	}
	if n := seatPage(t, ts, clients["N"], "N"); strings.Contains(n, `id="do-accept"`) {
		t.Errorf("the claimer's partner is offered to agree")
	}
	// His own act, which the engine refuses: a side does not agree to its
	// own claim (422, nothing stored).
	act("N", url.Values{"actor": {"N"}, "do": {"accept"}}, http.StatusUnprocessableEntity)
	act("W", url.Values{"actor": {"W"}, "do": {"accept"}}, http.StatusSeeOther)
	if _, v := ts.seatReq(t, "GET", "/api/tables/1?seat=W", keys["W"], ""); strings.Contains(v, `"claimer"`) {
		t.Errorf("the claim is still pending once agreed: %s", v)
	}
	status, body := ts.req(t, nil, "GET", "/api/tables/1/log?seat=director", testToken, "")
	want := "N call 1H\nE call Pass\nS call 4S\nW call Pass\nN call Pass\nE call Pass\nW question 4S\nN explain 4S \"to play\"\nW play SK\nN play S3\nE play S2\nS play S4\nE ask W\nclaim S 9 \"cash the spades\"\nW accept\n"
	events := regexp.MustCompile(`\t# \d+ [^\n]*`).ReplaceAllString(body, "")
	if status != 200 || !strings.HasSuffix(events, want) {
		t.Errorf("the log: %d\n%s\nwant its events:\n%s", status, body, want)
	}
	if !strings.Contains(body, "N play S3\t# 10 seat S ") || !strings.Contains(body, "W accept\t# 15 seat W ") {
		t.Errorf("the log does not say who recorded: %s", body)
	}
}

// TestPlayerPageChoice: a player offered options by a ruling chooses on
// his own page (Law 10C); his opponent's page offers no button for it.
func TestPlayerPageChoice(t *testing.T) {
	ts := tokenServer(t)
	keys := createWithSeats(t, ts)
	// An opening lead out of turn by East (Law 54): declarer South chooses.
	for i, l := range []string{"N call Pass", "E call Pass", "S call 4S", "W call Pass", "N call Pass", "E call Pass"} {
		seat := strings.Fields(l)[0]
		if status, body := ts.seatReq(t, "POST", "/api/tables/1/events", keys[seat], `{"line":"`+l+`","seq":`+strconv.Itoa(i)+`}`); status != 201 {
			t.Fatalf("%s: %d %s", l, status, body)
		}
	}
	e, etok := seatSession(t, ts, "E", keys["E"])
	if status, body := postWith(t, e, ts.URL+"/tables/1/act?seat=E", "application/x-www-form-urlencoded",
		url.Values{"actor": {"E"}, "card": {"HT"}, "seq": {"6"}, "csrf": {etok}}.Encode(), map[string]string{"Origin": ts.URL}); status != http.StatusSeeOther {
		t.Fatalf("East's lead out of turn: %d %s", status, body)
	}
	s, stok := seatSession(t, ts, "S", keys["S"])
	page := seatPage(t, ts, s, "S")
	lines := regexp.MustCompile(`name="line" value="(S choose [^"]+)"`).FindAllStringSubmatch(page, -1)
	if len(lines) < 2 {
		t.Fatalf("South's page offers %d options:\n%s", len(lines), page)
	}
	if strings.Contains(seatPage(t, ts, e, "E"), `name="line" value="S choose`) {
		t.Errorf("East's page offers South's choice")
	}
	// East cannot choose for South; South chooses by his page's button.
	if status, _ := postWith(t, e, ts.URL+"/tables/1/events?seat=E", "application/x-www-form-urlencoded",
		url.Values{"line": {lines[0][1]}, "seq": {"7"}, "csrf": {etok}}.Encode(), map[string]string{"Origin": ts.URL}); status != http.StatusForbidden {
		t.Errorf("East chose for South: %d", status)
	}
	if status, body := postWith(t, s, ts.URL+"/tables/1/events?seat=S", "application/x-www-form-urlencoded",
		url.Values{"line": {lines[0][1]}, "seq": {"7"}, "csrf": {stok}}.Encode(), map[string]string{"Origin": ts.URL}); status != http.StatusSeeOther {
		t.Errorf("South's choice: %d %s", status, body)
	}
}

// TestPlayerAboutLines: the alert, explanation, correction and question
// forms write the log's lines (Laws 20F, 40B, 75).
func TestPlayerAboutLines(t *testing.T) {
	for _, tc := range []struct {
		form url.Values
		want string
	}{
		{url.Values{"actor": {"S"}, "do": {"alert"}, "about": {"2D"}}, "S alert 2D"},
		{url.Values{"actor": {"N"}, "do": {"explain"}, "about": {"2D"}, "text": {"transfer to \"hearts\"\n# weak"}}, `N explain 2D "transfer to 'hearts' n. weak"`},
		{url.Values{"actor": {"N"}, "do": {"correct"}, "about": {"2D"}, "text": {"natural"}}, `N correct 2D "natural"`},
		{url.Values{"actor": {"W"}, "do": {"question"}, "about": {"2D"}}, "W question 2D"},
		{url.Values{"actor": {"W"}, "do": {"question"}}, "W question"},
	} {
		got, err := actLine(tc.form)
		if err != nil || got != tc.want {
			t.Errorf("%v: %q, %v; want %q", tc.form, got, err, tc.want)
			continue
		}
		if _, err := parseEventLine(got); err != nil {
			t.Errorf("%q does not parse: %v", got, err)
		}
	}
	for _, f := range []url.Values{{"actor": {"S"}, "do": {"alert"}}, {"actor": {"S"}, "do": {"alert"}, "about": {"9Z"}},
		{"actor": {"N"}, "do": {"explain"}, "about": {"2D"}}, {"actor": {"N"}, "do": {"explain"}, "about": {"2D"}, "text": {" \n "}}} {
		if line, err := actLine(f); err == nil {
			t.Errorf("%v: %q, want an error", f, line)
		}
	}
}
