package dd_test

import (
	"context"
	"fmt"

	"bridgelaw/bridge"
	"bridgelaw/dd"
)

func ExampleTable() {
	d := bridge.MustDeal("N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3")
	t, err := dd.Table(context.Background(), d)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Print(t)
	fmt.Println("West in spades:", t.Tricks(bridge.West, bridge.StrainSpades))
	// Output:
	//     C  D  H  S NT
	// N    7  5  6  5  6
	// E    5  7  6  8  6
	// S    7  5  6  5  6
	// W    5  7  6  8  6
	// West in spades: 8
}

func ExamplePar() {
	d := bridge.MustDeal("N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3")
	t, _ := dd.Table(context.Background(), d)
	r := dd.Par(t, bridge.NSVulnerable, bridge.North)
	fmt.Println(r.Score, r)
	ns, ew := dd.ParSides(t, bridge.NSVulnerable)
	fmt.Println(ns.SidesString(), "/", ew.SidesString())
	// Output:
	// -110 1S-EW+1
	// EW 12S / EW 12S
}

func ExampleSolver_SolveCards() {
	// North to lead at notrump with SK Q; East holds SA and
	// a heart, South and West hearts only. Either spade gives North-South
	// no trick: a real count, never a sentinel.
	h, _, _ := bridge.ParseHands("N:KQ... A.2.. .43.. .65..")
	p := dd.Position{Hands: h, Strain: bridge.NoTrump, Leader: bridge.North}
	cards, _ := dd.NewSolver(dd.Options{}).SolveCards(context.Background(), p)
	for _, c := range cards {
		fmt.Println(c.Card, c.Tricks)
	}
	// Output:
	// SK 0
	// SQ 0
}

func ExampleAnalysePlay() {
	d := bridge.MustDeal("N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3")
	// West declares 2S; North leads.
	p := dd.Lead(d, bridge.StrainSpades, bridge.West)
	var line []bridge.Card
	for _, s := range []string{"CT", "C4", "CA", "CJ", "H8"} {
		line = append(line, bridge.MustCard(s))
	}
	tr, _ := dd.AnalysePlay(context.Background(), p, line, bridge.EastWest)
	fmt.Println(tr)
	// Output:
	// [8 8 8 8 8 8]
}
