package main

import (
	"bufio"
	"context"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"
)

func TestServeUsage(t *testing.T) {
	db := filepath.Join(t.TempDir(), "x.db")
	for _, args := range [][]string{
		{"serve", "extra"},
		{"serve", "--lang", "de", "--db", db},
		{"serve", "--addr", "nonsense", "--db", db},
		{"serve", "--db", ""},
		{"serve", "--port", "8080"},
		{"serve", "--db", db, "--public-url", "club.example"},
		{"serve", "--db", db, "--public-url", "https://club.example/tables"},
	} {
		if _, errOut, code := runCmd(t, "", args...); code != 2 || errOut == "" {
			t.Errorf("%v: status %d, stderr %q; want 2 and a message", args, code, errOut)
		}
	}
	// A --dd-wasm directory without the solver for the browser in it.
	if _, errOut, code := runCmd(t, "", "serve", "--db", db, "--dd-wasm", t.TempDir()); code != 2 || !strings.Contains(errOut, "dd.wasm") || !strings.Contains(errOut, "docs/server.md") {
		t.Errorf("--dd-wasm of an empty directory: status %d, %q", code, errOut)
	}
	// A database that cannot be opened, an address that cannot be bound.
	if _, errOut, code := runCmd(t, "", "serve", "--db", filepath.Join(t.TempDir(), "no", "such", "dir", "x.db"), "--addr", "127.0.0.1:0"); code != 1 || !strings.Contains(errOut, "store") {
		t.Errorf("a bad --db: status %d, %q", code, errOut)
	}
	if _, errOut, code := runCmd(t, "", "serve", "--db", db, "--addr", "192.0.2.1:1"); code != 1 || errOut == "" {
		t.Errorf("an address not ours: status %d, %q", code, errOut)
	}
	if _, errOut, code := runCmd(t, "", "serve", "--db", "postgres://nobody:s3cret@127.0.0.1:port/none"); code != 1 ||
		!strings.Contains(errOut, "cannot be parsed") || strings.Contains(errOut, "s3cret") {
		t.Errorf("a bad PostgreSQL URL: status %d, %q", code, errOut)
	}
	if _, errOut, code := runCmd(t, "", "serve", "--db", "postgres://nobody:s3cret@127.0.0.1:1/none?connect_timeout=2", "--addr", "127.0.0.1:0"); code != 1 ||
		!strings.Contains(errOut, "PostgreSQL") || strings.Contains(errOut, "s3cret") {
		t.Errorf("an unreachable PostgreSQL: status %d, %q (the password must not be printed)", code, errOut)
	}
}

// TestServeChild is the server process of TestServeSignal (it runs only
// when that test starts it).
func TestServeChild(t *testing.T) {
	if os.Getenv("BRIDGELAW_SERVE_CHILD") == "" {
		t.Skip("run by TestServeSignal")
	}
	os.Exit(run([]string{"serve", "--addr", "127.0.0.1:0", "--db", os.Getenv("BRIDGELAW_SERVE_CHILD"), "--lang", "it"}, os.Stdin, os.Stdout, os.Stderr))
}

// TestServeSignal starts `bridgelaw serve` as a process, creates a table
// through the API, opens a live stream, sends SIGTERM and expects a
// graceful exit (status 0) despite the stream; the table is still there
// for the next server.
func TestServeSignal(t *testing.T) {
	db := filepath.Join(t.TempDir(), "club.db")
	start := func() (*exec.Cmd, string, *bufio.Scanner) {
		cmd := exec.Command(os.Args[0], "-test.run=^TestServeChild$")
		cmd.Env = append(os.Environ(), "BRIDGELAW_SERVE_CHILD="+db, "BRIDGELAW_DIRECTOR_TOKEN=s3cret-token")
		stderr, err := cmd.StderrPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(stderr)
		re := regexp.MustCompile(`url=http://(127\.0\.0\.1:\d+)/`)
		for sc.Scan() {
			if m := re.FindStringSubmatch(sc.Text()); m != nil {
				if !strings.Contains(sc.Text(), "lang=it") || !strings.Contains(sc.Text(), "director_token=true") || strings.Contains(sc.Text(), "s3cret") {
					t.Errorf("start line: %s", sc.Text())
				}
				return cmd, "http://" + m[1], sc
			}
		}
		cmd.Process.Kill()
		t.Fatalf("the server did not say where it listens: %v", sc.Err())
		return nil, "", nil
	}
	cmd, base, sc := start()
	deal := "N:J753..AJ987.JT74 QT2.T32.Q632.K98 A984.Q74.T5.A652 K6.AKJ9865.K4.Q3"
	create := func(token string) int {
		req, _ := http.NewRequest("POST", base+"/api/tables", strings.NewReader(`{"board":1,"deal":"`+deal+`"}`))
		req.Header.Set("Content-Type", "application/json")
		if token != "" {
			req.Header.Set("Authorization", "Bearer "+token)
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		return resp.StatusCode
	}
	if status := create(""); status != 401 {
		t.Fatalf("create without the Director's token: %d", status)
	}
	if status := create("s3cret-token"); status != 201 {
		t.Fatalf("create: %d", status)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, "GET", base+"/api/tables/1/stream", nil)
	req.Header.Set("Authorization", "Bearer s3cret-token")
	stream, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer stream.Body.Close()
	began := time.Now()
	if err := cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	rest := make(chan string)
	go func() {
		var b strings.Builder
		for sc.Scan() {
			b.WriteString(sc.Text() + "\n")
		}
		rest <- b.String()
	}()
	logged := <-rest
	err = cmd.Wait()
	if !strings.Contains(logged, "shutting down") || strings.Contains(logged, "s3cret") {
		t.Errorf("the server's log after SIGTERM:\n%s", logged)
	}
	if err != nil {
		t.Errorf("after SIGTERM: %v", err)
	}
	if d := time.Since(began); d > 8*time.Second {
		t.Errorf("shutdown took %v: the live stream held it", d)
	}
	if _, err := io.ReadAll(stream.Body); err != nil && ctx.Err() != nil {
		t.Errorf("the stream was not closed: %v", err)
	}
	// The next server finds the table.
	cmd, base, _ = start()
	defer func() {
		cmd.Process.Signal(syscall.SIGTERM)
		cmd.Wait()
	}()
	lreq, _ := http.NewRequest("GET", base+"/api/tables", nil)
	lreq.Header.Set("Authorization", "Bearer s3cret-token")
	resp, err := http.DefaultClient.Do(lreq)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var list struct{ Tables []struct{ ID int } }
	if err := json.NewDecoder(resp.Body).Decode(&list); err != nil || len(list.Tables) != 1 {
		t.Errorf("after a restart: %+v %v", list, err)
	}
}

// TestServeSlowHeaders: a client that never finishes its request's
// headers is closed by the server within 30 s (ReadHeaderTimeout), and
// the server goes on answering others.
func TestServeSlowHeaders(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	ready := make(chan string, 1)
	done := make(chan error, 1)
	go func() {
		done <- serve(ctx, io.Discard, serveConfig{addr: "127.0.0.1:0", db: filepath.Join(t.TempDir(), "slow.db"), lang: "en"}, ready)
	}()
	var addr string
	select {
	case addr = <-ready:
	case err := <-done:
		t.Fatal(err)
	}
	conns := make([]net.Conn, 5)
	for i := range conns {
		c, err := net.Dial("tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
		if _, err := c.Write([]byte("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ")); err != nil {
			t.Fatal(err)
		}
		conns[i] = c
	}
	began := time.Now()
	if resp, err := http.Get("http://" + addr + "/api/tables"); err != nil || resp.StatusCode != 200 {
		t.Errorf("another client while the slow ones wait: %v %v", resp, err)
	}
	for i, c := range conns {
		c.SetReadDeadline(time.Now().Add(40 * time.Second))
		_, err := io.ReadAll(c)
		if err != nil {
			t.Errorf("slow client %d: %v (not closed by the server)", i, err)
		}
	}
	d := time.Since(began)
	if d > 30*time.Second {
		t.Errorf("the slow clients were closed after %v, want within 30 s", d)
	}
	t.Logf("five clients that never finish their headers closed after %v", d.Round(100*time.Millisecond))
	cancel()
	if err := <-done; err != nil {
		t.Errorf("serve: %v", err)
	}
}
