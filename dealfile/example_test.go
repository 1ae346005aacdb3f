package dealfile_test

import (
	"bytes"
	"fmt"

	"bridgelaw/bridge"
	"bridgelaw/dealfile"
)

// A board written as a Duplimate .dup record and read back: the BRI card
// numbers of North, East and South, the DGE hands, the trailer of a set
// from board 1 to board 1.
func Example() {
	d, _ := bridge.ParseDeal("N:J987.JT7643.A4.Q .KQ2.QT9.AK98543 AQ42.A8.KJ762.J2 KT653.95.853.T76")
	var buf bytes.Buffer
	_ = dealfile.Write(&buf, dealfile.DUP, []dealfile.Board{{Number: 1, Deal: d}})
	fmt.Printf("%d bytes, BRI %s..., trailer %q\n", buf.Len(), buf.String()[:12], buf.String()[146:])
	boards, err := dealfile.Read(dealfile.DUP, buf.Bytes(), "set.dup")
	fmt.Println(boards[0].Number, boards[0].Deal, err)
	_, err = dealfile.Read(dealfile.DUP, buf.Bytes()[:100], "set.dup")
	fmt.Println(err)
	// Output:
	// 156 bytes, BRI 040607081718..., trailer "YN1  1 1  "
	// 1 N:J987.JT7643.A4.Q .KQ2.QT9.AK98543 AQ42.A8.KJ762.J2 KT653.95.853.T76 <nil>
	// set.dup: not whole records: 100 bytes is not a multiple of 156
}
