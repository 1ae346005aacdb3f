package score

import (
	"errors"
	"testing"
	"time"
)

// TestLaw79C: official scores posted at 22:00, no other
// period set. A mis-keyed score raised at 22:20 is corrected (79C1); at
// 22:45 only with the Tournament Organiser's approval (79C2).
func TestLaw79C(t *testing.T) {
	posted := time.Date(2026, 3, 1, 22, 0, 0, 0, time.UTC)
	c := Correction{Kind: RecordingError, Tricks: 9, Posted: posted, Raised: posted.Add(20 * time.Minute)}
	d, err := c.Decide(10)
	if err != nil || !d.Applied || d.DeclarerTricks != 9 || d.DefenderTricks != 9 || d.Law.String() != "Law 79C1" {
		t.Errorf("22:20: %+v, %v", d, err)
	}
	c.Raised = posted.Add(45 * time.Minute)
	d, _ = c.Decide(10)
	if d.Applied || d.DeclarerTricks != 10 {
		t.Errorf("22:45 without approval: %+v", d)
	}
	c.TOApproved = true
	d, _ = c.Decide(10)
	if !d.Applied || d.DeclarerTricks != 9 || d.Law.String() != "Law 79C2" {
		t.Errorf("22:45 with approval: %+v", d)
	}
	// A longer period set by the TO.
	c = Correction{Tricks: 9, Posted: posted, Raised: posted.Add(45 * time.Minute), Period: time.Hour}
	if d, _ := c.Decide(10); !d.Applied {
		t.Errorf("within a 1-hour period: %+v", d)
	}
	if _, err := (Correction{Tricks: 14}).Decide(10); !errors.Is(err, ErrCorrection) {
		t.Errorf("14 tricks: %v", err)
	}
}

// TestLaw79B3: a disagreement about tricks raised after the round ended.
func TestLaw79B3(t *testing.T) {
	c := Correction{Kind: Disagreement, Tricks: 9, Convinced: true}
	if d, _ := c.Decide(10); !d.Applied || d.DeclarerTricks != 9 || d.DefenderTricks != 9 {
		t.Errorf("convinced: %+v", d)
	}
	c.Convinced = false
	if d, _ := c.Decide(10); d.Applied || d.DeclarerTricks != 10 {
		t.Errorf("not convinced: %+v", d)
	}
	// Reduce the side the record favours (declarer, 10 recorded, 9
	// claimed): declarer is scored on 9, the defenders keep 10 against them.
	c.ReduceOne = true
	if d, _ := c.Decide(10); !d.Applied || d.DeclarerTricks != 9 || d.DefenderTricks != 10 {
		t.Errorf("reduce one side: %+v", d)
	}
	// The record favours the defenders (8 recorded, 9 claimed).
	if d, _ := c.Decide(8); d.DeclarerTricks != 8 || d.DefenderTricks != 9 {
		t.Errorf("reduce the defenders: %+v", d)
	}
}
