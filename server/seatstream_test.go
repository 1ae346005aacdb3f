package server

import (
	"bufio"
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

// TestSeatStreamOnlyWhatTheSeatSees: a seat's live stream moves only when
// the seat's view does, so that an event the seat cannot see does not
// tell, by the number moving, that it happened; the Director's moves at
// every event. A seat's append after such an event, with the seq of the
// view it saw, is no conflict; after an event it sees, it is (409).
func TestSeatStreamOnlyWhatTheSeatSees(t *testing.T) {
	st := sqliteStore(t)
	srv, err := New(Options{Store: st, DirectorToken: testToken, Poll: 50 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(srv)
	t.Cleanup(func() { srv.Close(); hs.Close() })
	ts := &testServer{Server: hs, srv: srv, store: st}
	status, body := ts.req(t, nil, "POST", "/api/tables", testToken, `{"log": "[Board \"1\"]\n[Deal \"`+exampleDeal+`\"]\nN call Pass\nE call Pass\nS call 1S\nW call Pass\nN call 4S\nE call Pass\nS call Pass\nW call Pass\nW play HA\n"}`)
	if status != 201 {
		t.Fatalf("create: %d %s", status, body)
	}
	var created struct{ Seats []SeatLink }
	decodeJSON(t, []byte(body), &created)
	east := created.Seats[1].Key
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	open := func(header, value string) chan string {
		req, _ := http.NewRequestWithContext(ctx, "GET", hs.URL+"/api/tables/1/stream", nil)
		req.Header.Set(header, value)
		resp, err := ts.Client().Do(req)
		if err != nil || resp.StatusCode != 200 {
			t.Fatalf("stream: %v %v", resp, err)
		}
		t.Cleanup(func() { resp.Body.Close() })
		ch := make(chan string, 10)
		go func() {
			r := bufio.NewReader(resp.Body)
			for {
				var data string
				for {
					line, err := r.ReadString('\n')
					if err != nil {
						close(ch)
						return
					}
					line = strings.TrimRight(line, "\n")
					if strings.HasPrefix(line, "data: ") {
						data = strings.TrimPrefix(line, "data: ")
					} else if line == "" && data != "" {
						break
					}
				}
				ch <- data
			}
		}()
		return ch
	}
	expect := func(who string, ch chan string, want string) {
		t.Helper()
		select {
		case got := <-ch:
			if got != want {
				t.Errorf("%s's stream: %s, want %s", who, got, want)
			}
		case <-time.After(5 * time.Second):
			t.Errorf("%s's stream: nothing, want %s", who, want)
		}
	}
	quiet := func(who string, ch chan string) {
		t.Helper()
		select {
		case got := <-ch:
			t.Errorf("%s's stream moved: %s", who, got)
		case <-time.After(500 * time.Millisecond): // ten polls
		}
	}
	director, seat := open("Authorization", "Bearer "+testToken), open("Seat-Key", east)
	expect("the Director", director, `{"table":1,"seq":9}`)
	expect("East", seat, `{"table":1,"seq":9}`)
	record := func(line string) {
		t.Helper()
		if status, body := ts.req(t, nil, "POST", "/api/tables/1/events", testToken, `{"line": "`+line+`"}`); status != 201 {
			t.Fatalf("%s: %d %s", line, status, body)
		}
	}
	record("N play S3") // dummy's card: East sees it
	expect("the Director", director, `{"table":1,"seq":10}`)
	expect("East", seat, `{"table":1,"seq":10}`)
	record("NS attention") // nothing irregular: East's view does not change
	expect("the Director", director, `{"table":1,"seq":11}`)
	quiet("East", seat)
	// East plays with the seq of the view he saw: the event he could not
	// see is no conflict; one he saw is.
	if status, body := ts.seatReq(t, "POST", "/api/tables/1/events", east, `{"line": "E play H2", "seq": 9}`); status != 409 {
		t.Errorf("East after seq 9, dummy's card unseen: %d %s", status, body)
	}
	if status, body := ts.seatReq(t, "POST", "/api/tables/1/events", east, `{"line": "E play H2", "seq": 10}`); status != 201 {
		t.Errorf("East after seq 10: %d %s", status, body)
	}
	expect("the Director", director, `{"table":1,"seq":12}`)
	expect("East", seat, `{"table":1,"seq":12}`)
}
