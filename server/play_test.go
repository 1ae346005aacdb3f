package server

import (
	"bufio"
	"context"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"
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
	if _, d := ts.req(t, nil, "GET", "/tables/1?seat=director", testToken, ""); !strings.Contains(d, `href="/tables/1?lang=en&amp;seat=E"`) || !strings.Contains(d, `id="link-tables"`) {
		t.Errorf("the Director's page has no link to East's view or to the tables")
	}
	// The list is the Director's: a player's page has no link to it.
	if strings.Contains(n, `id="link-tables"`) || strings.Contains(n, `href="/?lang=en"`) {
		t.Errorf("North's page links to the list of tables")
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
		t.Errorf("dummy may ask %q, want declarer only (Law 61B2)", asks)
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
		{url.Values{"actor": {"N"}, "do": {"explain"}, "about": {"2D"}, "text": {"transfer to \"hearts\"\n# weak"}}, `N explain 2D "transfer to \"hearts\" # weak"`},
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

// TestPlayerPageIrregularCalls extends TestPlayerPageActs to the calls a
// real table gets wrong: each page has the whole bidding box behind a
// fold, also out of turn, and the engine rules what is called from it as
// the Director's box records it. East bids 1H at North's turn (Law 31A):
// South, his left-hand opponent, alone has the options (29A); he does not
// accept, North passes and East repeats 1H (31A1). South bids 1D over it
// (Law 27): West alone has the options; he does not accept and South
// replaces it by 2D, which the Director judges (27B1(a)). West passes,
// then changes his pass to 2H (Law 25): the Director judges it intended
// (25B), and North alone may accept it. Each page follows the table's
// stream with its session only.
func TestPlayerPageIrregularCalls(t *testing.T) {
	ts := tokenServer(t)
	keys := createWithSeats(t, ts)
	clients, tokens := map[string]*http.Client{}, map[string]string{}
	for _, s := range []string{"N", "E", "S", "W"} {
		clients[s], tokens[s] = seatSession(t, ts, s, keys[s])
	}
	seq := 0
	origin := map[string]string{"Origin": ts.URL}
	post := func(seat, path string, f url.Values) {
		t.Helper()
		f.Set("csrf", tokens[seat])
		f.Set("seq", strconv.Itoa(seq))
		if status, body := postWith(t, clients[seat], ts.URL+"/tables/1/"+path+"?seat="+seat+"&lang=en", "application/x-www-form-urlencoded", f.Encode(), origin); status != http.StatusSeeOther {
			t.Fatalf("%s %v: %d: %s", seat, f, status, body)
		}
		seq++
	}
	director := func(line string) {
		t.Helper()
		if status, body := ts.req(t, nil, "POST", "/api/tables/1/events", testToken, `{"line":"`+line+`","seq":`+strconv.Itoa(seq)+`}`); status != 201 {
			t.Fatalf("%s: %d %s", line, status, body)
		}
		seq++
	}
	// options says which seat's page offers which choice lines (Law 10C:
	// the chooser's only).
	options := func(when, chooser, want string) {
		t.Helper()
		for _, s := range []string{"N", "E", "S", "W"} {
			var got []string
			for _, m := range regexp.MustCompile(`name="line" value="([NESW] choose [^"]+)"`).FindAllStringSubmatch(seatPage(t, ts, clients[s], s), -1) {
				got = append(got, m[1])
			}
			w := ""
			if s == chooser {
				w = want
			}
			if strings.Join(got, ", ") != w {
				t.Errorf("%s, %s's page offers %q, want %q", when, s, got, w)
			}
		}
	}
	rulings := func() string {
		t.Helper()
		_, v := ts.req(t, nil, "GET", "/api/tables/1?seat=director", testToken, "")
		var tv TableView
		decodeJSON(t, []byte(v), &tv)
		var out []string
		for _, r := range tv.Rulings {
			out = append(out, r.Law+" "+r.Kind)
		}
		return strings.Join(out, "; ")
	}

	// North's turn: his page has his legal calls and the whole box behind
	// the fold; East's the whole box only, no change of call (he has not
	// called).
	n, e := seatPage(t, ts, clients["N"], "N"), seatPage(t, ts, clients["E"], "E")
	if len(buttons(n, "bidbox", "call")) != 36 || len(buttons(n, "anycall", "call")) != 38 {
		t.Errorf("North's page: %d legal calls, %d in the whole box", len(buttons(n, "bidbox", "call")), len(buttons(n, "anycall", "call")))
	}
	if strings.Contains(e, `id="bidbox"`) || len(buttons(e, "anycall", "call")) != 38 || strings.Contains(e, `id="verb-change"`) || !strings.Contains(e, `<details class="box" id="any-call">`) {
		t.Errorf("East's page out of his turn: the whole box %q behind a fold %v, a change %v",
			buttons(e, "anycall", "call"), strings.Contains(e, `id="any-call"`), strings.Contains(e, `id="verb-change"`))
	}
	// The players' pages follow the table's stream by their session.
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	r, _ := http.NewRequestWithContext(ctx, "GET", ts.URL+"/api/tables/1/stream", nil)
	resp, err := clients["E"].Do(r)
	if err != nil {
		t.Fatal(err)
	}
	stream := bufio.NewReader(resp.Body)
	defer resp.Body.Close()
	if data := readEvent(t, stream); resp.StatusCode != 200 || data != `{"table":1,"seq":0}` {
		t.Fatalf("East's page's stream: %d %s", resp.StatusCode, data)
	}

	// Law 31A: East bids 1H at North's turn, from the fold.
	post("E", "act", url.Values{"actor": {"E"}, "call": {"1H"}})
	if data := readEvent(t, stream); data != `{"table":1,"seq":1}` {
		t.Errorf("East's stream after his call: %s", data)
	}
	if got := rulings(); got != "Law 29 call-out-of-rotation" {
		t.Errorf("East's 1H out of rotation: %s", got)
	}
	options("East's 1H out of rotation", "S", "S choose accept, S choose refuse")
	post("S", "events", url.Values{"line": {"S choose refuse"}})
	post("N", "act", url.Values{"actor": {"N"}, "call": {"Pass"}})
	// East must repeat 1H (31A1): at his turn his legal calls have it
	// (Pass and the 35 bids).
	if calls := buttons(seatPage(t, ts, clients["E"], "E"), "bidbox", "call"); len(calls) != 36 || calls[3] != "1H" {
		t.Errorf("East's calls over North's pass: %q", calls)
	}
	post("E", "act", url.Values{"actor": {"E"}, "call": {"1H"}})

	// Law 27: South's legal calls start at 1S; he bids 1D from the fold.
	s := seatPage(t, ts, clients["S"], "S")
	if calls := buttons(s, "bidbox", "call"); len(calls) != 2+32 || calls[2] != "1S" || !strings.Contains(strings.Join(buttons(s, "anycall", "call"), " "), "1D") {
		t.Errorf("South's page over 1H: legal calls %q, the whole box %q", calls, buttons(s, "anycall", "call"))
	}
	post("S", "act", url.Values{"actor": {"S"}, "call": {"1D"}})
	if got := rulings(); !strings.HasSuffix(got, "Law 31A1 repeat-call; Law 27 insufficient-bid") {
		t.Errorf("South's 1D over 1H: %s", got)
	}
	options("South's insufficient 1D", "W", "W choose accept, W choose refuse")
	post("W", "events", url.Values{"line": {"W choose refuse"}})
	post("S", "act", url.Values{"actor": {"S"}, "call": {"2D"}})
	director("director answer Q1 same-denomination yes")

	// Law 25: West passes, then changes his pass to 2H with the fold's
	// "Change of call" (he has called: the fold offers it).
	post("W", "act", url.Values{"actor": {"W"}, "call": {"Pass"}})
	if w := seatPage(t, ts, clients["W"], "W"); !strings.Contains(w, `id="verb-change"`) {
		t.Errorf("West's page has no change of call after his pass")
	}
	post("W", "act", url.Values{"actor": {"W"}, "verb": {"change"}, "call": {"2H"}})
	director("director answer Q2 unintended no")
	if got := rulings(); !strings.HasSuffix(got, "Law 25 change-of-call; Law 25 answer; Law 25B intended-change") {
		t.Errorf("West's change of call: %s", got)
	}
	options("West's intended change", "N", "N choose accept, N choose refuse")

	status, body := ts.req(t, nil, "GET", "/api/tables/1/log?seat=director", testToken, "")
	want := "E call 1H\nS choose refuse\nN call Pass\nE call 1H\nS call 1D\nW choose refuse\nS call 2D\ndirector answer Q1 same-denomination yes\nW call Pass\nW change 2H\ndirector answer Q2 unintended no\n"
	events := regexp.MustCompile(`\t# \d+ [^\n]*`).ReplaceAllString(body, "")
	if status != 200 || !strings.HasSuffix(events, want) {
		t.Errorf("the log: %d\n%s\nwant its events:\n%s", status, body, want)
	}
	for _, l := range []string{"E call 1H\t# 1 seat E ", "S call 1D\t# 5 seat S ", "W change 2H\t# 10 seat W "} {
		if !strings.Contains(body, l) {
			t.Errorf("the log has no %q: %s", l, body)
		}
	}
}

// TestPlayerPageContestedClaim: once the other side objects to a claim,
// play stays suspended until the Director rules (Laws 68D, 70): every
// page says so, none offers a claim (the engine refuses a second one:
// 422) nor cards to play; each offers to play on, and once both sides
// agree (68D2(b)) the claim is void and play continues.
func TestPlayerPageContestedClaim(t *testing.T) {
	ts := tokenServer(t)
	keys := createWithSeats(t, ts)
	for i, l := range []string{"N call Pass", "E call Pass", "S call 4S", "W call Pass", "N call Pass", "E call Pass",
		"W play SK", "N play S3", "E play S2", "S play S4", "claim S 9", "W object"} {
		seat := strings.Fields(l)[0]
		switch seat {
		case "claim":
			seat = "S"
		case "N":
			if i > 6 {
				seat = "S" // dummy's card: declarer's (Law 45B)
			}
		}
		if status, body := ts.seatReq(t, "POST", "/api/tables/1/events", keys[seat], `{"line":"`+l+`","seq":`+strconv.Itoa(i)+`}`); status != 201 {
			t.Fatalf("%s: %d %s", l, status, body)
		}
	}
	if _, v := ts.seatReq(t, "GET", "/api/tables/1?seat=E", keys["E"], ""); !strings.Contains(v, `"claim_contested":"S"`) || strings.Contains(v, `"claimer"`) {
		t.Errorf("East's view of the contested claim: %s", v)
	}
	for _, seat := range []string{"N", "E", "S", "W"} {
		c, tok := seatSession(t, ts, seat, keys[seat])
		p := seatPage(t, ts, c, seat)
		if !strings.Contains(p, `id="claim-contested"`) || !strings.Contains(p, "South&#39;s claim or concession is contested") {
			t.Errorf("%s's page does not say the claim is contested", seat)
		}
		if strings.Contains(p, `id="claim"`) || strings.Contains(p, `name="card"`) || strings.Contains(p, `id="do-accept"`) || strings.Contains(p, `id="do-object"`) || !strings.Contains(p, `id="do-play-on"`) {
			t.Errorf("%s's page offers a claim, a card or an answer while the Director rules, or not to play on", seat)
		}
		if seat == "E" {
			// The engine refuses a second claim: 422, nothing stored.
			f := url.Values{"actor": {"E"}, "do": {"claim"}, "tricks": {"4"}, "seq": {"12"}, "csrf": {tok}}
			if status, _ := postWith(t, c, ts.URL+"/tables/1/act?seat=E", "application/x-www-form-urlencoded", f.Encode(), map[string]string{"Origin": ts.URL}); status != http.StatusUnprocessableEntity {
				t.Errorf("a claim over the contested one: %d", status)
			}
		}
	}
	// Both sides agree to play on, each by a tap on a page of his side
	// (Law 68D2(b)): the claim is void and play continues, West (who won
	// the trick) to lead.
	seq := 12
	for _, seat := range []string{"W", "N"} {
		c, tok := seatSession(t, ts, seat, keys[seat])
		f := url.Values{"actor": {seat}, "do": {"play-on"}, "seq": {strconv.Itoa(seq)}, "csrf": {tok}}
		if status, body := postWith(t, c, ts.URL+"/tables/1/act?seat="+seat, "application/x-www-form-urlencoded", f.Encode(), map[string]string{"Origin": ts.URL}); status != http.StatusSeeOther {
			t.Fatalf("%s plays on: %d %s", seat, status, body)
		}
		seq++
		if seat != "W" {
			continue
		}
		// One side has agreed: every page says so, the claim still
		// stands, and only the other side is offered to play on.
		if _, v := ts.req(t, nil, "GET", "/api/tables/1?seat=director", testToken, ""); !strings.Contains(v, `"play_on":["EW"]`) || !strings.Contains(v, `"claim_contested":"S"`) {
			t.Errorf("the Director's view once EW agree to play on: %s", v)
		}
		for _, s := range []string{"N", "E", "S", "W"} {
			c, _ := seatSession(t, ts, s, keys[s])
			p := seatPage(t, ts, c, s)
			if !strings.Contains(p, `id="play-on-agreed"`) || !strings.Contains(p, "EW agreed to play on: play continues once the other side agrees too (Law 68D2(b)).") {
				t.Errorf("%s's page does not say EW agreed to play on", s)
			}
			if offered := strings.Contains(p, `id="do-play-on"`); offered != (s == "N" || s == "S") {
				t.Errorf("%s's page offers to play on: %v", s, offered)
			}
		}
	}
	c, _ := seatSession(t, ts, "W", keys["W"])
	if p := seatPage(t, ts, c, "W"); strings.Contains(p, `id="claim-contested"`) || len(buttons(p, "cards", "card")) != 12 {
		t.Errorf("West's page once both sides play on: contested %v, cards %q", strings.Contains(p, `id="claim-contested"`), buttons(p, "cards", "card"))
	}
	status, body := ts.req(t, nil, "GET", "/api/tables/1/log?seat=director", testToken, "")
	if status != 200 || !strings.Contains(body, "EW play-on\t# 13 seat W ") || !strings.Contains(body, "NS play-on\t# 14 seat N ") {
		t.Errorf("the log: %d %s", status, body)
	}
	if _, v := ts.req(t, nil, "GET", "/api/tables/1?seat=director", testToken, ""); !strings.Contains(v, `"kind":"play-continues"`) {
		t.Errorf("no Law 68D ruling: %s", v)
	}
}
