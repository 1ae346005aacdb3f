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
		if len(args) != 1 || args[0].Type() != js.TypeString {
			return `{"error":"bridgelawSolve takes one argument, a PBN deal"}`
		}
		return solveJSON(context.Background(), sv, args[0].String())
	}))
	select {} // the function stays callable as long as the page lives
}
