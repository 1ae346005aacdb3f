package main

import (
	"bufio"
	"context"
	"encoding/json"
	"os"
	"strconv"
	"strings"
	"testing"

	"bridgelaw/dd"
)

// TestSolveJSON: the answer for the first deals of dd/testdata/ddsref.txt
// is DDS's table (its field 5: declarer N, E, S, W, each strain C, D, H,
// S, NT, one hex digit a cell), and a bad deal is an error naming it.
func TestSolveJSON(t *testing.T) {
	f, err := os.Open("../../dd/testdata/ddsref.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sv := dd.NewSolver(dd.Options{TTMemory: ttMemory})
	sc := bufio.NewScanner(f)
	n := 0
	for sc.Scan() && n < 3 {
		fields := strings.Split(sc.Text(), "\t")
		if strings.HasPrefix(sc.Text(), "#") || len(fields) < 5 {
			continue
		}
		n++
		var a answer
		if err := json.Unmarshal([]byte(solveJSON(context.Background(), sv, fields[1])), &a); err != nil {
			t.Fatal(err)
		}
		if a.Error != "" || a.Deal != fields[1] {
			t.Fatalf("%s: %+v", fields[1], a)
		}
		for i, c := range fields[4] {
			seat, strain := "NESW"[i/5:i/5+1], []string{"C", "D", "H", "S", "NT"}[i%5]
			want, _ := strconv.ParseInt(string(c), 16, 8)
			if got := a.Tricks[seat][strain]; got != int(want) {
				t.Errorf("%s: %s declares %s: %d tricks, DDS %d", fields[1], seat, strain, got, want)
			}
		}
	}
	if n != 3 {
		t.Fatalf("%d reference deals read", n)
	}
	var a answer
	if err := json.Unmarshal([]byte(solveJSON(context.Background(), sv, "N:AKQ.x.x.x")), &a); err != nil || a.Error == "" || a.Tricks != nil {
		t.Errorf("a bad deal: %+v %v", a, err)
	}
	t.Log(a.Error)
}
