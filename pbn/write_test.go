package pbn

import (
	"bytes"
	"errors"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"bridgelaw/bridge"
	"bridgelaw/record"
	"github.com/google/go-cmp/cmp"
)

var update = flag.Bool("update", false, "rewrite the golden files of the writer")

// golden compares got with the file testdata/name, or rewrites the file
// with -update.
func golden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to make it)", err)
	}
	if got != string(want) {
		t.Errorf("%s differs:\n%s", name, cmp.Diff(string(want), got))
	}
}

// TestWriteGolden writes testdata/golden-import.pbn, a hand-written file in
// import format (lower case, West-first auction, suffixes, "--", tags after
// the play, two table rows on a line, "#" and "##", irregularities), in
// export format.
func TestWriteGolden(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("testdata", "golden-import.pbn"))
	if err != nil {
		t.Fatal(err)
	}
	f, err := Parse(data, "golden-import.pbn")
	if err != nil {
		t.Fatal(err)
	}
	out := writeString(t, f)
	golden(t, "golden-export.pbn", out)
	checkExportRules(t, out)
	back, err := Parse([]byte(out), "golden-export.pbn")
	for _, p := range back.Problems {
		if !errors.Is(p, ErrUnknownTag) {
			t.Errorf("the export reads with a problem: %v (%v)", p, err)
		}
	}
	if d := diffGames(Export(f.Games), back.Games); d != "" {
		t.Error(d)
	}
}

// checkExportRules checks the line rules of PBN 2.1 section 2.3 and the
// game separation of section 3 on text written by the Writer.
func checkExportRules(t *testing.T, out string) {
	t.Helper()
	if !strings.HasPrefix(out, "% PBN 2.1\r\n% EXPORT\r\n") {
		t.Error("no % PBN 2.1 / % EXPORT header")
	}
	if !strings.HasSuffix(out, "\r\n") || strings.Contains(strings.ReplaceAll(out, "\r\n", ""), "\n") {
		t.Error("a line does not end in CRLF")
	}
	if strings.ContainsAny(out, "\t\v") {
		t.Error("a tab in export format")
	}
	if strings.Contains(out, "\r\n\r\n\r\n") {
		t.Error("more than one empty line between games")
	}
	for i, l := range strings.Split(out, "\r\n") {
		if len([]rune(l)) > maxLine {
			t.Errorf("line %d has %d characters", i+1, len([]rune(l)))
		}
	}
}

// TestWriteFromRecord writes a record made by hand (as the LIN reader
// would give it): alerts become notes, a claim the "*" and Result, the
// missing tags "?".
func TestWriteFromRecord(t *testing.T) {
	r := record.New()
	r.Board, r.Event = 3, "Online teams"
	r.Dealer, r.DealerKnown = bridge.South, true
	r.Vulnerability, r.VulnerabilityKnown = bridge.EWVulnerable, true
	d := bridge.MustDeal("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
	r.Hands, r.HandKnown = d.Hands(), bridge.BySeat[bool]{true, true, true, true}
	r.Players = bridge.BySeat[string]{"Nord", "Est", "Sud", "Ovest"}
	r.AuctionStart = bridge.South
	for _, c := range []record.Call{
		{Call: bridge.MustCall("1D")}, {Call: bridge.MustCall("1H")}, {Call: bridge.MustCall("1S"), Alert: true, Explanation: "4+ \"spades\""},
		{Call: bridge.MustCall("2C")}, {Call: bridge.MustCall("3NT"), Alert: true}, {Call: bridge.Pass}, {Call: bridge.Pass}, {Call: bridge.Pass},
	} {
		r.Calls = append(r.Calls, c)
	}
	r.AuctionEnded = true
	r.Contract, r.ContractKnown, r.DeclarerKnown = bridge.Contract{Level: 3, Strain: bridge.NoTrump, Declarer: bridge.South}, true, true
	for _, p := range []string{"W:HA", "N:HT", "E:H5", "S:H2", "W:HK", "N:H9", "E:H6", "S:H3", "W:HQ"} {
		s, _ := bridge.ParseSeat(p[:1])
		r.Plays = append(r.Plays, record.Play{Seat: s, Card: bridge.MustCard(p[2:])})
	}
	r.ClaimTricks, r.Result, r.ResultKnown = 9, 9, true
	g := FromRecord(r)
	out := writeString(t, &File{Games: []*Game{g}})
	golden(t, "golden-record.pbn", out)
	checkExportRules(t, out)
	back, _ := Parse([]byte(out), "golden-record.pbn")
	r2, errs := back.Games[0].Record()
	r2.Source = r.Source
	if len(errs) > 0 || !cmp.Equal(r, r2) {
		t.Errorf("the record read back differs (%v):\n%s", errs, cmp.Diff(r, r2))
	}
}

func TestWriteQuoting(t *testing.T) {
	values := []string{`plain`, `say "hi"`, `back\slash`, `two \\ slashes`, `ends\`, `\"`, `Result\2R`, "tab\there"}
	var b strings.Builder
	for _, v := range values {
		quote(&b, v)
		b.WriteByte('\n')
	}
	f := parseString(t, "")
	for i, v := range values {
		text := "[Description " + strings.Split(b.String(), "\n")[i] + "]\n"
		f = parseString(t, text)
		if got, _ := f.Games[0].Value("Description"); got != v {
			t.Errorf("%q written %s reads %q", v, text, got)
		}
	}
}

func TestWriterLatin1(t *testing.T) {
	var b bytes.Buffer
	w := NewWriter(&b)
	w.Latin1 = true
	if err := w.WriteGame(game("Event", "Séance", "Site", "Łódź")); err != nil {
		t.Fatal(err)
	}
	if err := w.Close(nil); err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(b.Bytes(), []byte("[Event \"S\xe9ance\"]")) || !bytes.Contains(b.Bytes(), []byte("[Site \"?\xf3d?\"]")) {
		t.Errorf("Latin-1 output: %q", b.String())
	}
	f, _ := Parse(b.Bytes(), "l")
	if v, _ := f.Games[0].Value("Event"); f.Charset != "ISO-8859-1" || v != "Séance" {
		t.Errorf("read back %q as %s", v, f.Charset)
	}
}

type failWriter struct{}

func (failWriter) Write([]byte) (int, error) { return 0, errors.New("disk full") }

func TestWriterErrors(t *testing.T) {
	w := NewWriter(failWriter{})
	if err := w.WriteGame(game("Event", "x")); err == nil || !strings.Contains(err.Error(), "disk full") {
		t.Errorf("write error: %v", err)
	}
	if err := NewWriter(&bytes.Buffer{}).WriteGame(game("Bad Name", "x")); !errors.Is(err, ErrSyntax) {
		t.Errorf("bad tag name: %v", err)
	}
}

// TestExportLayout checks the layout rules the writer chooses: four calls
// a line from the dealer, a ";" comment ending its line, "*" alone, rows of
// a table padded to their widths.
func TestExportLayout(t *testing.T) {
	f := parseString(t, "[Dealer \"W\"]\n[Auction \"W\"]\n1C ; opening\n1D 1H 1S 2C 2D 2H X XX 2S AP\n")
	out := writeString(t, f)
	want := "[Auction \"W\"]\r\n1C ; opening\r\n1D 1H 1S\r\n2C 2D 2H X\r\nXX 2S AP\r\n"
	if !strings.Contains(out, want) {
		t.Errorf("auction layout:\n%s", out)
	}
}

// TestExportLongComments: a long comment after a call starts a line of its
// own, so that the writer's lines stay short; it still follows its call.
func TestExportLongComments(t *testing.T) {
	long := strings.Repeat("word ", 30)
	f := parseString(t, "[Dealer \"N\"]\n[Auction \"N\"]\n1C {"+long+"} 1D Pass Pass Pass\n")
	out := writeString(t, f)
	if !strings.Contains(out, "\r\n1C\r\n{"+long+"}\r\n1D Pass Pass\r\nPass\r\n") {
		t.Errorf("layout:\n%s", out)
	}
	back := parseString(t, out)
	if c := back.Games[0].Auction.Calls[0].Comments; len(c) != 1 || c[0].Text != long {
		t.Errorf("the comment moved: %+v", back.Games[0].Auction.Calls)
	}
}
