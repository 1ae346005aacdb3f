//go:build !(js && wasm)

package main

import (
	"fmt"
	"os"
)

func main() {
	fmt.Fprintln(os.Stderr, "ddwasm: build it for the browser: GOOS=js GOARCH=wasm go build -o dd.wasm ./cmd/ddwasm (docs/server.md)")
	os.Exit(2)
}
