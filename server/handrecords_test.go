package server

import (
	"bytes"
	"context"
	"io"
	"mime/multipart"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// postHandrecords uploads a file to /handrecords with the fields given.
func postHandrecords(t *testing.T, ts *testServer, name string, data []byte, fields ...string) (*http.Response, []byte) {
	t.Helper()
	return postUpload(t, ts, "/handrecords", name, data, fields...)
}

// postUpload uploads a file to an upload page (/handrecords, /results)
// with the fields given.
func postUpload(t *testing.T, ts *testServer, path, name string, data []byte, fields ...string) (*http.Response, []byte) {
	t.Helper()
	var buf bytes.Buffer
	mw := multipart.NewWriter(&buf)
	for i := 0; i+1 < len(fields); i += 2 {
		_ = mw.WriteField(fields[i], fields[i+1])
	}
	fw, _ := mw.CreateFormFile("file", name)
	_, _ = fw.Write(data)
	_ = mw.Close()
	resp, err := http.Post(ts.URL+path, mw.FormDataContentType(), &buf)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp, b
}

// TestHandrecordsUpload: the example club evening uploaded is the page
// `bridgelaw handrecord --format html` writes for it, byte for byte (its
// golden file: each board once, double dummy solved, par, leads); asked
// as PDF it is a PDF; in Italian the sheets are Italian; a file with no
// whole deal is told so in the page's language; a file over MaxUpload is
// refused with 413; nothing is stored.
func TestHandrecordsUpload(t *testing.T) {
	ts := newTestServer(t, sqliteStore(t))
	data, err := os.ReadFile(filepath.Join("..", "examples", "club-night.pbn"))
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile(filepath.Join("..", "cmd", "bridgelaw", "testdata", "handrecord-club-night.html"))
	if err != nil {
		t.Fatal(err)
	}
	resp, page := postHandrecords(t, ts, "club-night.pbn", data, "lang", "en")
	if resp.StatusCode != 200 || !bytes.Equal(page, want) {
		t.Errorf("the sheets: %d, %d bytes, want the %d of bridgelaw handrecord's golden file", resp.StatusCode, len(page), len(want))
	}
	resp, pdf := postHandrecords(t, ts, "club-night.pbn", data, "lang", "en", "per-page", "2", "as", "pdf")
	if resp.StatusCode != 200 || !bytes.HasPrefix(pdf, []byte("%PDF-")) || resp.Header.Get("Content-Disposition") != `attachment; filename="handrecords.pdf"` {
		t.Errorf("the PDF: %d, %q, %.20q", resp.StatusCode, resp.Header.Get("Content-Disposition"), pdf)
	}
	if _, it := postHandrecords(t, ts, "club-night.pbn", data, "lang", "it"); !bytes.Contains(it, []byte(`<html lang="it"`)) || !bytes.Contains(it, []byte("Smazzate")) {
		t.Errorf("the Italian sheets:\n%.600s", it)
	}
	if resp, b := postHandrecords(t, ts, "none.pbn", []byte("[Event \"x\"]\n[Board \"1\"]\n"), "lang", "fr"); resp.StatusCode != 422 || !strings.Contains(string(b), "Le fichier n&#39;a aucune donne complète.") {
		t.Errorf("no deal: %d\n%s", resp.StatusCode, b)
	}
	if resp, _ := postHandrecords(t, ts, "big.pbn", bytes.Repeat([]byte("% a comment line of a big file\n"), MaxUpload/30+10)); resp.StatusCode != http.StatusRequestEntityTooLarge {
		t.Errorf("a file over %d bytes: %d, want 413", MaxUpload, resp.StatusCode)
	}
	if list, err := ts.store.Tables(t.Context()); err != nil || len(list) != 0 {
		t.Errorf("an upload stored %d tables (%v)", len(list), err)
	}
	for _, lang := range []string{"it", "fr", "pl"} {
		en := englishWords(lang)
		for _, w := range wordRE.FindAllString(seen(get(t, ts, "/handrecords?lang="+lang, 200)), -1) {
			if en[w] {
				t.Errorf("%s /handrecords: English left: %q", lang, w)
			}
		}
	}
}

// TestPhoneHandrecords: /handrecords at 390 px: the form and the sheets of
// the example club evening fit the phone.
func TestPhoneHandrecords(t *testing.T) {
	ctx := phone(t)
	ts := newTestServer(t, sqliteStore(t))
	file, err := filepath.Abs(filepath.Join("..", "examples", "club-night.pbn"))
	if err != nil {
		t.Fatal(err)
	}
	if err := chromedp.Do(ctx, chromedp.Navigate(ts.URL+"/handrecords?lang=pl"), chromedp.WaitVisible("#upload")); err != nil {
		t.Fatal(err)
	}
	noScroll(t, ctx, "/handrecords")
	shot(t, ctx, "handrecords-form")
	sctx, cancel := context.WithTimeout(ctx, 2*time.Minute)
	defer cancel()
	if err := chromedp.Do(sctx, chromedp.SetUploadFiles("#handrecords-file", []string{file}), chromedp.Click("#handrecords-show"), chromedp.WaitVisible("#board-1")); err != nil {
		t.Fatal(err)
	}
	noScroll(t, ctx, "the hand records")
	shot(t, ctx, "handrecords")
}
