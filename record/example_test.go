package record_test

import (
	"fmt"

	"bridgelaw/bridge"
	"bridgelaw/record"
)

// A record keeps what the file gives; the board number supplies the
// dealer and vulnerability it does not give (Law 2).
func ExampleRecord_EffectiveDealer() {
	r := record.New()
	r.Board = 6
	d, _ := r.EffectiveDealer()
	v, _ := r.EffectiveVulnerability()
	fmt.Println(d.Name(), v)
	r.Dealer, r.DealerKnown = bridge.North, true
	d, _ = r.EffectiveDealer()
	fmt.Println(d.Name())
	// Output:
	// East EW
	// North
}
