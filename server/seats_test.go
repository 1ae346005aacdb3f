package server

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"image"
	"image/color"
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	qr "github.com/piglig/go-qr"

	"bridgelaw/bridge"
)

// seatReq sends a request with a seat's key (Seat-Key) and, for an
// append, an Idempotency-Key.
func (ts *testServer) seatReq(t *testing.T, method, path, key, body string) (int, string) {
	t.Helper()
	var rd io.Reader
	if body != "" {
		rd = strings.NewReader(body)
	}
	r, _ := http.NewRequest(method, ts.URL+path, rd)
	if body != "" {
		r.Header.Set("Content-Type", "application/json")
	}
	if key != "" {
		r.Header.Set("Seat-Key", key)
	}
	if method == "POST" && strings.Contains(path, "/events") {
		r.Header.Set("Idempotency-Key", newKey())
	}
	resp, err := ts.Client().Do(r)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b)
}

// createWithSeats creates board 1 with the Director's token and returns
// its seats' keys.
func createWithSeats(t *testing.T, ts *testServer) map[string]string {
	t.Helper()
	status, body := ts.req(t, nil, "POST", "/api/tables", testToken, `{"board":1,"deal":"`+exampleDeal+`"}`)
	if status != 201 {
		t.Fatalf("create: %d %s", status, body)
	}
	var created struct{ Seats []SeatLink }
	decodeJSON(t, []byte(body), &created)
	keys := map[string]string{}
	for _, l := range created.Seats {
		u, err := url.Parse(l.URL)
		if err != nil || u.Query().Get("key") != l.Key || u.Query().Get("seat") != l.Seat || len(l.Key) < 20 {
			t.Fatalf("seat link %+v", l)
		}
		keys[l.Seat] = l.Key
	}
	if len(keys) != 4 {
		t.Fatalf("seats: %s", body)
	}
	return keys
}

// TestSeatKeys: with a Director's token, each seat's view needs its key
// (401 without, 403 with another seat's), the stream needs a key of the
// table, the list and the log are the Director's; a seat records only
// its own acts (403); a reissued key replaces the old one, a revoked one
// opens nothing.
func TestSeatKeys(t *testing.T) {
	ts := tokenServer(t)
	keys := createWithSeats(t, ts)
	seen := map[string]bool{}
	for _, k := range keys {
		if seen[k] {
			t.Fatalf("two seats share a key: %v", keys)
		}
		seen[k] = true
	}
	// Views: each seat with each key.
	for _, s := range []string{"N", "E", "S", "W"} {
		path := "/api/tables/1?seat=" + s
		if status, body := ts.seatReq(t, "GET", path, "", ""); status != 401 || !strings.Contains(body, "seat's key") {
			t.Errorf("%s without a key: %d %s", s, status, body)
		}
		if status, _ := ts.seatReq(t, "GET", path, "not-a-key", ""); status != 401 {
			t.Errorf("%s with a wrong key: %d", s, status)
		}
		if status, _ := ts.req(t, nil, "GET", path, testToken, ""); status != 200 {
			t.Errorf("%s with the Director's token: %d", s, status)
		}
		for _, k := range []string{"N", "E", "S", "W"} {
			status, body := ts.seatReq(t, "GET", path, keys[k], "")
			want := 403
			if k == s {
				want = 200
			}
			if status != want {
				t.Errorf("%s's view with %s's key: %d, want %d: %s", s, k, status, want, body)
			}
			if status == 200 {
				var tv TableView
				decodeJSON(t, []byte(body), &tv)
				if got := seatsSeen(tv); got != s {
					t.Errorf("%s's key sees %q", s, got)
				}
			}
		}
		// ?key= works as the header does.
		if status, _ := ts.seatReq(t, "GET", path+"&key="+keys[s], "", ""); status != 200 {
			t.Errorf("%s with ?key=: %d", s, status)
		}
		// The Director's views and log are not a seat's.
		for _, p := range []string{"/api/tables/1?seat=director", "/api/tables/1/events?seat=director", "/api/tables/1/log?seat=director", "/api/tables", "/api/tables/1/seats"} {
			if status, _ := ts.seatReq(t, "GET", p, keys[s], ""); status != 401 {
				t.Errorf("%s with %s's key: %d", p, s, status)
			}
		}
	}
	// The live stream: a key of the table, or the Director's token.
	stream := func(key string) int {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		r, _ := http.NewRequestWithContext(ctx, "GET", ts.URL+"/api/tables/1/stream", nil)
		if key != "" {
			r.Header.Set("Seat-Key", key)
		}
		resp, err := ts.Client().Do(r)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		if resp.StatusCode == 200 {
			if data := readEvent(t, bufio.NewReader(resp.Body)); data != `{"table":1,"seq":0}` {
				t.Errorf("stream: %s", data)
			}
		}
		return resp.StatusCode
	}
	if status := stream(""); status != 401 {
		t.Errorf("the stream without a key: %d", status)
	}
	if status := stream(keys["E"]); status != 200 {
		t.Errorf("the stream with East's key: %d", status)
	}
	if status, _ := ts.seatReq(t, "GET", "/api/stream", keys["E"], ""); status != 401 {
		t.Errorf("the list's stream with a seat's key: %d", status)
	}
	// Writes: each seat its own acts.
	app := func(key, line string) (int, string) {
		t.Helper()
		b, _ := json.Marshal(map[string]any{"line": line})
		return ts.seatReq(t, "POST", "/api/tables/1/events", key, string(b))
	}
	for _, c := range []struct {
		key, line string
		want      int
	}{
		{"", "N call Pass", 401},
		{"bogus", "N call Pass", 401},
		{"E", "N call Pass", 403},
		{"N", "N call Pass", 201},
		{"N", "director noticed", 403},
		{"S", "E call Pass", 403},
		{"E", "E call Pass", 201},
		{"S", "S call 4S", 201},
		{"W", "W call Pass", 201},
		{"N", "N call Pass", 201},
		{"E", "E call Pass", 201},
		{"W", "W play SK", 201},
		{"N", "N play S3", 403}, // dummy's cards are declarer's to play (Law 45B)
		{"E", "N play S3", 403},
		{"S", "N play S3", 201},
		{"W", "E play S2", 403},
		{"E", "E play S2", 201},
		{"S", "S play S4", 201},
		{"E", "E play D2", 201}, // a lead out of turn (West won trick 1): ruled, Law 53-56
		{"W", "E attention", 403},
		{"E", "W ask N", 403},
	} {
		key := keys[c.key]
		if c.key == "bogus" {
			key = "bogus"
		}
		status, body := app(key, c.line)
		if status != c.want {
			t.Errorf("%s's key records %q: %d, want %d: %s", c.key, c.line, status, c.want, body)
		}
		// A player's answer holds no ruling: the engine's may tell what
		// only an unseen hand shows (his view gives what he may see).
		if status == 201 && !strings.Contains(body, `"rulings":[]`) {
			t.Errorf("%s's answer to %q holds rulings: %s", c.key, c.line, body)
		}
	}
	var evs struct{ Events []EventView }
	_, body := ts.req(t, nil, "GET", "/api/tables/1/events?seat=director", testToken, "")
	decodeJSON(t, []byte(body), &evs)
	if len(evs.Events) != 11 || evs.Events[0].RecordedBy != "seat N" || evs.Events[7].RecordedBy != "seat S" {
		t.Errorf("the log: %+v", evs.Events)
	}
	// Reissue West's key: the old one opens nothing, the new one West.
	status, body := ts.req(t, nil, "POST", "/api/tables/1/seats/W/reissue", testToken, "")
	var w SeatLink
	decodeJSON(t, []byte(body), &w)
	if status != 200 || w.Seat != "W" || w.Key == "" || w.Key == keys["W"] {
		t.Fatalf("reissue: %d %s", status, body)
	}
	if status, _ := ts.seatReq(t, "GET", "/api/tables/1?seat=W", keys["W"], ""); status != 401 {
		t.Errorf("the old key after the reissue: %d", status)
	}
	if status, _ := ts.seatReq(t, "GET", "/api/tables/1?seat=W", w.Key, ""); status != 200 {
		t.Errorf("the new key: %d", status)
	}
	// Revoke East's: nothing opens East.
	if status, body := ts.req(t, nil, "POST", "/api/tables/1/seats/E/revoke", testToken, ""); status != 200 || strings.Contains(body, `"key"`) {
		t.Errorf("revoke: %d %s", status, body)
	}
	if status, _ := ts.seatReq(t, "GET", "/api/tables/1?seat=E", keys["E"], ""); status != 401 {
		t.Errorf("East's key after the revoke: %d", status)
	}
	for path, want := range map[string]int{"/api/tables/1/seats/E/reissue": 401, "/api/tables/1/seats/X/reissue": 400, "/api/tables/1/seats/E/burn": 404, "/api/tables/9/seats/E/reissue": 404} {
		token := testToken
		if want == 401 {
			token = ""
		}
		if status, body := ts.req(t, nil, "POST", path, token, ""); status != want {
			t.Errorf("%s: %d, want %d: %s", path, status, want, body)
		}
	}
	if strings.Contains(ts.logs.String(), keys["N"]) || strings.Contains(ts.logs.String(), w.Key) {
		t.Errorf("a seat's key is in the log")
	}
}

// TestSeatLinkPage: a seat's link opens the seat's page in a session
// (the address loses the key), which then sees that seat only; the
// Director's page shows the four links with QR codes that read back.
func TestSeatLinkPage(t *testing.T) {
	ts := tokenServer(t)
	keys := createWithSeats(t, ts)
	jar, _ := cookiejar.New(nil)
	noFollow := &http.Client{Jar: jar, CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	resp, err := noFollow.Get(ts.URL + "/tables/1?seat=S&key=" + url.QueryEscape(keys["S"]))
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusSeeOther || resp.Header.Get("Location") != "/tables/1?lang=en&seat=S" {
		t.Fatalf("the seat's link: %d %q", resp.StatusCode, resp.Header.Get("Location"))
	}
	for _, c := range resp.Cookies() {
		if strings.Contains(c.Value, keys["S"]) || strings.Contains(c.Value, testToken) {
			t.Errorf("a cookie holds a secret: %v", c)
		}
	}
	browser := &http.Client{Jar: jar}
	if status, body := ts.req(t, browser, "GET", "/tables/1?seat=S", "", ""); status != 200 || strings.Count(body, `class="rank`) != 13 {
		t.Errorf("South's page by the session: %d", status)
	}
	if status, _ := ts.req(t, browser, "GET", "/tables/1?seat=N", "", ""); status != 403 {
		t.Errorf("North's page with South's session: %d", status)
	}
	if status, _ := ts.req(t, browser, "GET", "/tables/1?seat=director", "", ""); status != 401 {
		t.Errorf("the Director's page with South's session: %d", status)
	}
	if status, _ := ts.req(t, nil, "GET", "/tables/1?seat=N&key="+url.QueryEscape(keys["S"]), "", ""); status != 403 {
		t.Errorf("North's page with South's link: %d", status)
	}
	// The Director's page: the four links, each with a QR code of it.
	jar2, _ := cookiejar.New(nil)
	director := &http.Client{Jar: jar2}
	if resp, err := director.PostForm(ts.URL+"/login", url.Values{"token": {testToken}}); err != nil || resp.StatusCode != 200 {
		t.Fatalf("login: %v", err)
	}
	status, body := ts.req(t, director, "GET", "/tables/1?seat=director", "", "")
	if status != 200 {
		t.Fatalf("the Director's page: %d", status)
	}
	for _, s := range []string{"N", "E", "S", "W"} {
		i := strings.Index(body, `id="seat-link-`+s+`"`)
		if i < 0 {
			t.Fatalf("no link for %s", s)
		}
		part := body[i:]
		link := regexp.MustCompile(`href="([^"]+)"`).FindStringSubmatch(part)
		if link == nil || !strings.Contains(htmlUnescape(link[1]), "key="+url.QueryEscape(keys[s])) {
			t.Errorf("%s's link: %v", s, link)
			continue
		}
		svg := regexp.MustCompile(`(?s)<svg.*?</svg>`).FindString(part)
		got, err := readQR(svg)
		if err != nil || got != htmlUnescape(link[1]) {
			t.Errorf("%s's QR code reads %q (%v), want %q", s, got, err, htmlUnescape(link[1]))
		}
	}
}

func htmlUnescape(s string) string { return strings.ReplaceAll(s, "&amp;", "&") }

// readQR draws the modules of an SVG of qrSVG into an image and decodes it.
func readQR(svg string) (string, error) {
	m := regexp.MustCompile(`viewBox="0 0 (\d+) \d+"`).FindStringSubmatch(svg)
	if m == nil {
		return "", fmt.Errorf("no viewBox")
	}
	n, _ := strconv.Atoi(m[1])
	const scale = 6
	img := image.NewGray(image.Rect(0, 0, n*scale, n*scale))
	for i := range img.Pix {
		img.Pix[i] = 255
	}
	for _, mod := range regexp.MustCompile(`M(\d+) (\d+)h1v1h-1z`).FindAllStringSubmatch(svg, -1) {
		x, _ := strconv.Atoi(mod[1])
		y, _ := strconv.Atoi(mod[2])
		for dy := 0; dy < scale; dy++ {
			for dx := 0; dx < scale; dx++ {
				img.SetGray(x*scale+dx, y*scale+dy, color.Gray{0})
			}
		}
	}
	return qr.Decode(img)
}

// TestNoTokenStaysOpen: without a Director's token (the loopback laptop)
// views, streams and writes need no credential, as before.
func TestNoTokenStaysOpen(t *testing.T) {
	ts := newTestServer(t, sqliteStore(t))
	if status, _, body := ts.do(t, "POST", "/api/tables", map[string]any{"board": 1, "deal": exampleDeal}); status != 201 || !strings.Contains(string(body), `"seats"`) {
		t.Fatalf("create: %d %s", status, body)
	}
	for _, s := range bridge.Seats() {
		if status, _, _ := ts.do(t, "GET", "/api/tables/1?seat="+s.String(), nil); status != 200 {
			t.Errorf("%s: %d", s, status)
		}
	}
	if status, _, body := ts.do(t, "POST", "/api/tables/1/events", map[string]any{"line": "E call Pass"}); status != 201 {
		t.Errorf("an append: %d %s", status, body)
	}
}
