package server_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"

	"bridgelaw/server"
)

// A table is created, an event recorded, and the table read as South sees
// it: his hand, and nobody else's before the opening lead.
func Example() {
	dir, _ := os.MkdirTemp("", "bridgelaw-example-")
	defer os.RemoveAll(dir)
	store, err := server.Open(context.Background(), filepath.Join(dir, "club.db"), nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	defer store.Close()
	srv, _ := server.New(server.Options{Store: store})
	defer srv.Close()
	ts := httptest.NewServer(srv)
	defer ts.Close()

	post := func(path, body string) {
		resp, err := http.Post(ts.URL+path, "application/json", strings.NewReader(body))
		if err != nil {
			fmt.Println(err)
			return
		}
		resp.Body.Close()
		fmt.Println(resp.Status)
	}
	post("/api/tables", `{"board": 1, "deal": "N:J753..AJ987.JT74 QT2.T32.Q632.K98 A984.Q74.T5.A652 K6.AKJ9865.K4.Q3"}`)
	post("/api/tables/1/events", `{"line": "N call 1D", "seq": 0, "by": "TD"}`)

	resp, err := http.Get(ts.URL + "/api/tables/1?seat=S")
	if err != nil {
		fmt.Println(err)
		return
	}
	defer resp.Body.Close()
	var view server.TableView
	json.NewDecoder(resp.Body).Decode(&view)
	fmt.Println("seq", view.Seq, "phase", view.Phase, "turn", view.Turn)
	for _, h := range view.Hands {
		fmt.Println(h.Seat, h.Count, h.Cards)
	}
	// Output:
	// 201 Created
	// 201 Created
	// seq 1 phase auction turn E
	// N 13 []
	// E 13 []
	// S 13 [SA S9 S8 S4 HQ H7 H4 DT D5 CA C6 C5 C2]
	// W 13 []
}
