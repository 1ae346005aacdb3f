package server

import (
	"bytes"
	"html"
	"io"
	"mime/multipart"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"bridgelaw/dd"
	"bridgelaw/internal/catalog"
	"bridgelaw/results"
	"bridgelaw/score"
)

// get fetches a page and fails on a status other than want.
func get(t *testing.T, ts *testServer, path string, want int) string {
	t.Helper()
	resp, err := http.Get(ts.URL + path)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != want {
		t.Fatalf("GET %s: %d, want %d: %s", path, resp.StatusCode, want, b)
	}
	return string(b)
}

// seen is what a reader of a page sees: its text and its labels for
// screen readers and tooltips, without its code (table-log lines, a
// public format written in English), scripts and style.
func seen(page string) string {
	s := regexp.MustCompile(`(?s)<(style|script|code|textarea)[^>]*>.*?</(style|script|code|textarea)>`).ReplaceAllString(page, " ")
	s = regexp.MustCompile(`(?s)<details id="syntax">.*?</details>`).ReplaceAllString(s, " ")
	s = regexp.MustCompile(`(aria-label|title|placeholder)="([^"]*)"`).ReplaceAllString(s, ">$2<")
	s = regexp.MustCompile(`<[^>]*>`).ReplaceAllString(s, " ")
	// A link shown as text (a seat's link to give the player) is an
	// address, not words of the page.
	s = regexp.MustCompile(`https?://\S+`).ReplaceAllString(html.UnescapeString(s), " ")
	return s
}

var wordRE = regexp.MustCompile(`\p{L}[\p{L}-]*\p{L}`)

// englishWords are the words of the page's English catalog ([web], the
// seats, the sides, the statuses) and the option keys of the table log,
// less those the language's own catalog uses as well (Board, No, File in
// Italian...).
func englishWords(lang string) map[string]bool {
	words := func(l string) map[string]bool {
		out := map[string]bool{}
		for _, k := range catalog.Keys("en") {
			if !strings.HasPrefix(k, "web.") && !strings.HasPrefix(k, "status.") && !strings.HasPrefix(k, "seat.") &&
				!strings.HasPrefix(k, "side.") && !strings.HasPrefix(k, "vulnerable.") {
				continue
			}
			for _, w := range wordRE.FindAllString(catalog.Text(l, k, map[string]string{"seat": "", "side": ""}), -1) {
				if len([]rune(w)) >= 3 {
					out[w] = true
				}
			}
		}
		return out
	}
	en, own := words("en"), words(lang)
	for _, k := range []string{"become-dummy", "require-lead", "forbid-lead", "no-restriction", "refuse", "accept", "designate-penalty-card",
		"require-penalty-card", "no-prohibition", "prohibit-lead", "lead-from", "play-suit", "forbid-suit", "revoke-transfer", "revoke-equity",
		"opening-lead-out-of-turn", "yes"} {
		en[k] = true
	}
	for w := range own {
		delete(en, w)
	}
	for _, data := range []string{"bridgelaw", "PBN", "LIN", "CSV", "MiB", "Example", "Deal", "Vul"} {
		delete(en, data)
	}
	return en
}

// TestPagesHaveNoEnglishLeft: the table page (the Director's, with the
// Law 64C question open; with an opening lead out of turn and declarer's
// options; a player's, and declarer's with his choices on his own page),
// the list, the revoke calculator with its answer
// and the results upload in Italian, French and Polish have no English
// word of the page left, and no raw option key; West is never W in
// Italian.
func TestPagesHaveNoEnglishLeft(t *testing.T) {
	ts := newTestServer(t, sqliteStore(t))
	createExample(t, ts)
	lead := []string{"N call Pass", "E call Pass", "S call 4S", "W call Pass", "N call Pass", "E call Pass", "E play HT"}
	status, _, body := ts.do(t, "POST", "/api/tables", map[string]any{"title": "T2", "board": 1, "deal": exampleDeal})
	if status != 201 {
		t.Fatal(string(body))
	}
	for _, l := range lead {
		if status, _, body := ts.do(t, "POST", "/api/tables/2/events", map[string]any{"line": l}); status != 201 {
			t.Fatal(string(body))
		}
	}
	revoke := "/revoke?level=4&strain=S&doubling=&declarer=S&vulnerable=None&winners=WWSSSNSSESSES&offender=E&trick=6"
	for _, lang := range []string{"it", "fr", "pl"} {
		en := englishWords(lang)
		for _, path := range []string{"/tables/1?seat=director", "/tables/2?seat=director", "/tables/2?seat=W", "/tables/2?seat=S", "/tables/1?seat=E&act=E", "/", revoke, "/results"} {
			sep := "?"
			if strings.Contains(path, "?") {
				sep = "&"
			}
			page := get(t, ts, path+sep+"lang="+lang, 200)
			text := seen(page)
			bad := map[string]bool{}
			for _, w := range wordRE.FindAllString(text, -1) {
				if en[w] {
					bad[w] = true
				}
			}
			if len(bad) > 0 {
				var list []string
				for w := range bad {
					list = append(list, w)
				}
				t.Errorf("%s %s: English left: %q", lang, path, list)
			}
			if lang == "it" && regexp.MustCompile(`\bW\b`).MatchString(text) {
				i := regexp.MustCompile(`\bW\b`).FindStringIndex(text)[0]
				t.Errorf("it %s: W beside Ovest: …%s…", path, text[max(0, i-60):min(len(text), i+60)])
			}
		}
	}
	// The English page has the words tested for.
	page := seen(get(t, ts, "/tables/2?seat=director&lang=en", 200))
	for _, w := range []string{"Become dummy", "Require the lead of the suit", "Bidding box", "Cards of South", "Attention drawn"} {
		if !strings.Contains(page, w) {
			t.Errorf("the English page lacks %q", w)
		}
	}
}

// TestRevokePage: the calculator gives what `bridgelaw revoke` prints for
// the two worked examples of docs/director.md (Law 64A2, +420; Law 64A1,
// +450) in the four languages, from the typed winners or the 13 cells.
func TestRevokePage(t *testing.T) {
	ts := newTestServer(t, sqliteStore(t))
	cells := "&w=W&w=W&w=S&w=S&w=S&w=N&w=E&w=S&w=S&w=N&w=E&w=S&w=S"
	for _, tc := range []struct{ query, lang, want string }{
		{"level=4&strain=S&declarer=S&vulnerable=None&winners=WWSSSNSSESSES&offender=E&trick=6", "en",
			"Declarer (South) 9 tricks as played, 10 after adjustment: 4S by S, NS +420 (was -50)"},
		{"level=4&strain=S&declarer=S&vulnerable=None&winners=WWSSSNSSESSES&offender=E&trick=6", "en",
			"Law 64A2: revoke by East on trick 6: 1 trick transferred to NS (trick 9)"},
		{"level=4&strain=S&declarer=S&board=1&offender=E&trick=7" + cells, "en",
			"Declarer (South) 9 tricks as played, 11 after adjustment: 4S by S, NS +450 (was -50)"},
		{"level=4&strain=S&declarer=S&board=1&offender=E&trick=7" + cells, "en", "Vulnerability: None (board 1, Law 2)"},
		{"level=4&strain=S&declarer=S&board=1&offender=E&trick=7" + cells, "it", "Articolo 64A1"},
		{"level=4&strain=S&declarer=S&board=1&offender=E&trick=7" + cells, "fr", "Loi 64A1"},
		{"level=4&strain=S&declarer=S&board=1&offender=E&trick=7" + cells, "pl", "Przepis 64A1"},
		{"level=4&strain=S&declarer=S&board=1&offender=E&trick=7&corrected=1" + cells, "en", "NS -50 (was -50)"},
	} {
		page := get(t, ts, "/revoke?"+tc.query+"&lang="+tc.lang, 200)
		if !strings.Contains(seen(page), tc.want) && !strings.Contains(page, tc.want) {
			t.Errorf("%s %s: the page lacks %q:\n%s", tc.lang, tc.query, tc.want, seen(page))
		}
	}
	// Bad input is said on the page, never a panic.
	for _, q := range []string{"level=9&strain=S&declarer=S&board=1&winners=WWSS&offender=E&trick=7", "level=4&strain=S&declarer=S&offender=E&trick=7&winners=WWSSSNSSESSES",
		"level=4&strain=S&declarer=S&board=1&winners=WWSSSNSSESSES&offender=E&trick=13"} {
		if page := get(t, ts, "/revoke?"+q, 400); !strings.Contains(page, `id="flash"`) {
			t.Errorf("%s: no error on the page", q)
		}
	}
}

// TestResultsUpload: a session uploaded is the page `bridgelaw results
// --format html` writes, byte for byte (the same package results
// functions with the command's defaults), in the language asked; a file
// over MaxUpload is refused with 413; nothing is stored.
func TestResultsUpload(t *testing.T) {
	ts := newTestServer(t, sqliteStore(t))
	post := func(t *testing.T, name string, data []byte, lang string, solve bool) (int, string) {
		t.Helper()
		var buf bytes.Buffer
		mw := multipart.NewWriter(&buf)
		_ = mw.WriteField("lang", lang)
		if solve {
			_ = mw.WriteField("dd", "1")
		}
		fw, _ := mw.CreateFormFile("file", name)
		_, _ = fw.Write(data)
		_ = mw.Close()
		resp, err := http.Post(ts.URL+"/results", mw.FormDataContentType(), &buf)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, string(b)
	}
	want := func(t *testing.T, file, lang string, solve bool) string {
		f, err := os.Open(file)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		ev, err := results.Read(f, filepath.Base(file))
		if err != nil {
			t.Fatal(err)
		}
		m, _ := results.ParseMethod("auto")
		s, err := results.Score(ev, results.Options{Method: m, Fouled: score.EBUFouled})
		if err != nil {
			t.Fatal(err)
		}
		if solve {
			if _, err := ev.SolveDD(t.Context(), 1, dd.Options{}); err != nil {
				t.Fatal(err)
			}
		}
		var out bytes.Buffer
		if err := results.WriteHTMLLang(&out, s, score.TwoPerBeat, lang); err != nil {
			t.Fatal(err)
		}
		return out.String()
	}
	for _, tc := range []struct {
		file, lang string
		solve      bool
		has        string
	}{
		{"club.csv", "en", false, "<h2>Board 1</h2>"},
		{"club.csv", "it", false, "<h2>Smazzata 1</h2>"},
		{"dd.pbn", "fr", true, "<caption>À cartes ouvertes</caption>"},
	} {
		file := filepath.Join("..", "results", "testdata", tc.file)
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		status, page := post(t, tc.file, data, tc.lang, tc.solve)
		if status != 200 {
			t.Fatalf("%s: %d %s", tc.file, status, page)
		}
		if w := want(t, file, tc.lang, tc.solve); page != w {
			t.Errorf("%s %s: the page differs from results.WriteHTMLLang (%d and %d bytes)", tc.file, tc.lang, len(page), len(w))
		}
		if !strings.Contains(page, tc.has) {
			t.Errorf("%s %s: the page lacks %q", tc.file, tc.lang, tc.has)
		}
	}
	// Asked as a file to keep, the page comes with its name.
	{
		var buf bytes.Buffer
		mw := multipart.NewWriter(&buf)
		_ = mw.WriteField("download", "1")
		fw, _ := mw.CreateFormFile("file", "club.csv")
		data, _ := os.ReadFile(filepath.Join("..", "results", "testdata", "club.csv"))
		_, _ = fw.Write(data)
		_ = mw.Close()
		resp, err := http.Post(ts.URL+"/results", mw.FormDataContentType(), &buf)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if cd := resp.Header.Get("Content-Disposition"); resp.StatusCode != 200 || cd != `attachment; filename="results.html"` {
			t.Errorf("download: %d, Content-Disposition %q", resp.StatusCode, cd)
		}
	}
	// Asked as USEBIO, the session is the file `bridgelaw results --format
	// usebio` writes.
	{
		var buf bytes.Buffer
		mw := multipart.NewWriter(&buf)
		_ = mw.WriteField("as", "usebio")
		fw, _ := mw.CreateFormFile("file", "club.csv")
		data, _ := os.ReadFile(filepath.Join("..", "results", "testdata", "club.csv"))
		_, _ = fw.Write(data)
		_ = mw.Close()
		resp, err := http.Post(ts.URL+"/results", mw.FormDataContentType(), &buf)
		if err != nil {
			t.Fatal(err)
		}
		got, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		ev, err := results.Read(bytes.NewReader(data), "club.csv")
		if err != nil {
			t.Fatal(err)
		}
		m, _ := results.ParseMethod("auto")
		s, err := results.Score(ev, results.Options{Method: m, Fouled: score.EBUFouled})
		if err != nil {
			t.Fatal(err)
		}
		var want bytes.Buffer
		if err := results.WriteUSEBIO(&want, s); err != nil {
			t.Fatal(err)
		}
		if cd := resp.Header.Get("Content-Disposition"); resp.StatusCode != 200 || cd != `attachment; filename="results.xml"` || !bytes.Equal(got, want.Bytes()) || !bytes.Contains(got, []byte("<USEBIO")) {
			t.Errorf("USEBIO: %d, Content-Disposition %q, %d bytes, want %d", resp.StatusCode, cd, len(got), want.Len())
		}
	}
	status, _ := post(t, "big.pbn", bytes.Repeat([]byte("% a comment line of a big file\n"), MaxUpload/30+10), "en", false)
	if status != http.StatusRequestEntityTooLarge {
		t.Errorf("a file over %d bytes: %d, want 413", MaxUpload, status)
	}
	status, page := post(t, "bad.pbn", []byte("[Board \"1\"]\n[Deal \"N:garbage\"]\n"), "en", false)
	if status != http.StatusUnprocessableEntity || !strings.Contains(page, `id="flash"`) {
		t.Errorf("a bad file: %d\n%s", status, page)
	}
	if list, err := ts.store.Tables(t.Context()); err != nil || len(list) != 0 {
		t.Errorf("an upload stored %d tables (%v)", len(list), err)
	}
}

// TestActLines: each tap of the action area writes its table-log line
// (docs/table-log.md), which the log reads; bad input is refused.
func TestActLines(t *testing.T) {
	for _, tc := range []struct {
		form url.Values
		want string
	}{
		{url.Values{"actor": {"S"}, "call": {"1H"}}, "S call 1H"},
		{url.Values{"actor": {"W"}, "call": {"Pass"}, "verb": {"change"}}, "W change Pass"},
		{url.Values{"actor": {"N"}, "call": {"XX"}}, "N call XX"},
		{url.Values{"actor": {"E"}, "card": {"HT"}}, "E play HT"},
		{url.Values{"actor": {"E"}, "card": {"SK"}, "cverb": {"expose"}}, "E expose SK"},
		{url.Values{"actor": {"W"}, "card": {"S3"}, "cverb": {"drop"}}, "W drop S3"},
		{url.Values{"actor": {"E"}, "do": {"attention"}}, "E attention"},
		{url.Values{"actor": {"E"}, "do": {"noticed"}}, "director noticed"},
		{url.Values{"actor": {"N"}, "do": {"ask"}, "of": {"E"}}, "N ask E"},
		{url.Values{"actor": {"S"}, "do": {"claim"}, "tricks": {"10"}, "statement": {"cash the \"spades\"\n then # clubs"}}, `claim S 10 "cash the \"spades\" then # clubs"`},
		{url.Values{"actor": {"E"}, "do": {"concede"}, "tricks": {"2"}}, "concede E 2"},
		{url.Values{"actor": {"W"}, "do": {"object"}}, "W object"},
		{url.Values{"actor": {"E"}, "do": {"accept"}}, "E accept"},
		{url.Values{"actor": {"E"}, "do": {"next-board"}}, "next-board E"},
		{url.Values{"actor": {"E"}, "do": {"end-of-round"}}, "end-of-round"},
		{url.Values{"actor": {"E"}, "do": {"hands-returned"}}, "hands-returned"},
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
	for _, f := range []url.Values{{"actor": {"Q"}, "call": {"1H"}}, {"actor": {"N"}, "call": {"9Z"}}, {"actor": {"N"}, "card": {"ZZ"}},
		{"actor": {"N"}, "card": {"HA"}, "cverb": {"eat"}}, {"actor": {"N"}, "do": {"ask"}, "of": {"N"}}, {"actor": {"N"}, "do": {"claim"}, "tricks": {"14"}},
		{"actor": {"N"}, "do": {"dance"}}, {"actor": {"N"}}} {
		if line, err := actLine(f); err == nil {
			t.Errorf("%v: %q, want an error", f, line)
		}
	}
}

// TestActWithoutJavaScript: the action area's forms post as a browser
// without script sends them and are answered with the page (303 to it).
func TestActWithoutJavaScript(t *testing.T) {
	ts := newTestServer(t, sqliteStore(t))
	status, _, body := ts.do(t, "POST", "/api/tables", map[string]any{"board": 1, "deal": exampleDeal})
	if status != 201 {
		t.Fatal(string(body))
	}
	client := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	for i, f := range []url.Values{{"actor": {"N"}, "call": {"1S"}, "seq": {"0"}}, {"actor": {"E"}, "call": {"1H"}, "seq": {"1"}}} {
		resp, err := client.PostForm(ts.URL+"/tables/1/act?seat=director&lang=it", f)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusSeeOther || resp.Header.Get("Location") != "/tables/1?seat=director&lang=it" {
			t.Errorf("tap %d: %d to %q", i, resp.StatusCode, resp.Header.Get("Location"))
		}
	}
	page := get(t, ts, "/tables/1?seat=director&lang=it", 200)
	if !strings.Contains(page, `data-seq="2"`) {
		t.Errorf("the two taps are not in the log")
	}
	// A stale tap (seq 0 after two events) is answered 409 on the page.
	resp, err := client.PostForm(ts.URL+"/tables/1/act?seat=director&lang=en", url.Values{"actor": {"S"}, "call": {"Pass"}, "seq": {"0"}})
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != http.StatusConflict || !strings.Contains(string(b), `id="flash"`) {
		t.Errorf("a stale tap: %d", resp.StatusCode)
	}
}
