package laws

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// TestCoverageTable: docs/director.md's table of Laws 12-79 has one row a
// law, each saying how the law is handled (ruled, question, not in a log,
// pending); every scenario it names exists in testdata/scenarios and its
// comment cites the row's law, every Go file it names exists; a law ruled
// or asked names a scenario, a law not in a log says why.
func TestCoverageTable(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "docs", "director.md"))
	if err != nil {
		t.Fatal(err)
	}
	doc := string(data)
	begin, end := strings.Index(doc, "<!-- coverage:begin -->"), strings.Index(doc, "<!-- coverage:end -->")
	if begin < 0 || end < begin {
		t.Fatal("docs/director.md: no coverage table between its markers")
	}
	scenarioRE := regexp.MustCompile("`((?:law|rp|t)[0-9][a-z0-9-]*)`")
	goFileRE := regexp.MustCompile("`([a-z0-9/_]+\\.go)`")
	howRE := regexp.MustCompile(`^(ruled|question|ruled and question|not in a log|pending)\b`)
	seen := map[int]bool{}
	for _, line := range strings.Split(doc[begin:end], "\n") {
		cells := strings.Split(strings.Trim(strings.TrimSpace(line), "|"), "|")
		if len(cells) != 4 {
			continue
		}
		law, err := strconv.Atoi(strings.TrimSpace(cells[0]))
		if err != nil {
			continue // the header and its rule
		}
		if seen[law] {
			t.Errorf("Law %d: two rows", law)
		}
		seen[law] = true
		how, where := strings.TrimSpace(cells[2]), cells[3]
		if !howRE.MatchString(how) {
			t.Errorf("Law %d: how %q: want ruled, question, ruled and question, not in a log or pending", law, how)
		}
		names := scenarioRE.FindAllStringSubmatch(where, -1)
		if (strings.HasPrefix(how, "ruled") || strings.HasPrefix(how, "question")) && len(names) == 0 {
			t.Errorf("Law %d is %s but names no scenario", law, how)
		}
		if strings.HasPrefix(how, "not in a log") && len(strings.TrimSpace(where)) < 20 {
			t.Errorf("Law %d is not in a log but does not say why", law)
		}
		cite := regexp.MustCompile(`(?:^|[^0-9])` + strconv.Itoa(law) + `(?:[^0-9]|$)`)
		for _, m := range names {
			text, err := os.ReadFile(filepath.Join("testdata", "scenarios", m[1]+".txtar"))
			if err != nil {
				t.Errorf("Law %d: scenario %s: %v", law, m[1], err)
				continue
			}
			comment := parseArchive(string(text)).Comment
			if !strings.Contains(comment, "Law") || !cite.MatchString(comment) {
				t.Errorf("Law %d: scenario %s does not cite Law %d in its comment", law, m[1], law)
			}
		}
		for _, m := range goFileRE.FindAllStringSubmatch(where, -1) {
			if _, err := os.Stat(filepath.Join("..", m[1])); err != nil {
				t.Errorf("Law %d: %v", law, err)
			}
		}
	}
	for law := 12; law <= 79; law++ {
		if !seen[law] {
			t.Errorf("Law %d: no row in the coverage table", law)
		}
	}
}
