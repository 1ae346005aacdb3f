package results

import (
	"bytes"
	"encoding/xml"
	"io"
	"strings"
	"testing"

	"golang.org/x/text/encoding/charmap"

	"bridgelaw/score"
)

// usebioTree is the shape of the USEBIO 1.2 elements this test expects
// (USEBIO 1.2, usebio_v1_2.dtd).
type usebioTree struct {
	XMLName xml.Name `xml:"USEBIO"`
	Version string   `xml:"Version,attr"`
	Event   struct {
		Type         string `xml:"EVENT_TYPE,attr"`
		BoardScoring string `xml:"BOARD_SCORING_METHOD"`
		WinnerType   int    `xml:"WINNER_TYPE"`
		Date         string `xml:"DATE"`
		Section      struct {
			Pairs []struct {
				Number     string   `xml:"PAIR_NUMBER"`
				Direction  string   `xml:"DIRECTION"`
				Percentage string   `xml:"PERCENTAGE"`
				Place      string   `xml:"PLACE"`
				Players    []string `xml:"PLAYER>PLAYER_NAME"`
			} `xml:"PARTICIPANTS>PAIR"`
			Boards []struct {
				Number int `xml:"BOARD_NUMBER"`
				Lines  []struct {
					NS       string `xml:"NS_PAIR_NUMBER"`
					EW       string `xml:"EW_PAIR_NUMBER"`
					Contract string `xml:"CONTRACT"`
					PlayedBy string `xml:"PLAYED_BY"`
					Tricks   string `xml:"TRICKS"`
					Score    string `xml:"SCORE"`
					NSMP     string `xml:"NS_MATCH_POINTS"`
					EWMP     string `xml:"EW_MATCH_POINTS"`
				} `xml:"TRAVELLER_LINE"`
			} `xml:"BOARD"`
		} `xml:"SESSION>SECTION"`
	} `xml:"EVENT"`
}

func TestUSEBIO(t *testing.T) {
	text := strings.Replace(clubFile(t), "Ann - Bob", "Anne Béranger - Bob", 1)
	s := scoreCSV(t, text, Options{})
	s.Event.Date = "2026.03.01"
	var buf bytes.Buffer
	if err := WriteUSEBIO(&buf, s); err != nil {
		t.Fatal(err)
	}
	raw := buf.Bytes()
	if !bytes.Contains(raw, []byte("B\xe9ranger")) {
		t.Errorf("é not written as ISO-8859-1 byte 0xE9")
	}
	if !bytes.Contains(raw, []byte(`<!DOCTYPE USEBIO SYSTEM "http://www.ebu.co.uk/usebio/usebio_v1_2.dtd">`)) {
		t.Errorf("no DOCTYPE")
	}
	d := xml.NewDecoder(bytes.NewReader(raw))
	d.CharsetReader = func(label string, r io.Reader) (io.Reader, error) {
		return charmap.ISO8859_1.NewDecoder().Reader(r), nil
	}
	var doc usebioTree
	if err := d.Decode(&doc); err != nil {
		t.Fatal(err)
	}
	e := doc.Event
	if doc.Version != "1.2" || e.Type != "PAIRS" || e.BoardScoring != "MATCH_POINTS" || e.WinnerType != 2 || e.Date != "01/03/2026" {
		t.Errorf("event: %+v", e)
	}
	if len(e.Section.Pairs) != 10 || len(e.Section.Boards) != 2 {
		t.Fatalf("%d pairs, %d boards", len(e.Section.Pairs), len(e.Section.Boards))
	}
	found := false
	for _, p := range e.Section.Pairs {
		if len(p.Players) == 2 && p.Players[0] == "Anne Béranger" {
			found = true
		}
	}
	if !found {
		t.Errorf("player name not read back: %+v", e.Section.Pairs)
	}
	l := e.Section.Boards[0].Lines[0]
	if l.NS != "1" || l.EW != "11" || l.Contract != "4S" || l.PlayedBy != "N" || l.Tricks != "10" || l.Score != "420" || l.NSMP != "6.5" || l.EWMP != "1.5" {
		t.Errorf("first traveller line: %+v", l)
	}
	if a := e.Section.Boards[0].Lines[4]; a.Score != "A6000" || a.NSMP != "4.8" {
		t.Errorf("adjusted line: %+v", a)
	}
}

func TestHTMLPage(t *testing.T) {
	s := scoreCSV(t, clubFile(t), Options{})
	var buf bytes.Buffer
	if err := WriteHTML(&buf, s, score.TwoPerBeat); err != nil {
		t.Fatal(err)
	}
	h := buf.String()
	for _, want := range []string{
		`<tr data-pair="2"><td class="num">1</td><td>2</td><td class="num">10.1</td><td class="num">16</td><td class="num">63.12</td>`,
		`<td class="num mp-ns">6.5</td><td class="num mp-ew">1.5</td>`,
		`<td class="num">A&#43;/A-</td>`, // html/template escapes "+"
		`Law 12C1(c): weighted adjusted score`,
		`<td class="num tied">3=</td>`,
	} {
		if !strings.Contains(h, want) {
			t.Errorf("page lacks %s", want)
		}
	}
	if strings.Contains(h, "<script") || strings.Contains(h, "http://") || strings.Contains(h, "https://") {
		t.Error("page refers to a script or an external asset")
	}
}
