//go:build js && wasm

package main

import (
	"context"
	"syscall/js"

	"bridgelaw/dd"
)

func main() {
	sv := dd.NewSolver(dd.Options{TTMemory: ttMemory})
	js.Global().Set("bridgelawSolve", js.FuncOf(func(this js.Value, args []js.Value) any {
		for _, a := range args {
			if a.Type() != js.TypeString {
				return `{"error":"bridgelawSolve takes strings: a PBN deal, and the dealer and vulnerability"}`
			}
		}
		switch len(args) {
		case 1:
			return solveJSON(context.Background(), sv, args[0].String(), nil)
		case 3:
			b, err := parseBoard(args[1].String(), args[2].String())
			if err != nil {
				return errorJSON(err)
			}
			return solveJSON(context.Background(), sv, args[0].String(), b)
		}
		return `{"error":"bridgelawSolve takes a PBN deal, or a PBN deal, the dealer and the vulnerability"}`
	}))
	select {} // the function stays callable as long as the page lives
}
