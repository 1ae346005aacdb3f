package main

import (
	"encoding/json"
	"fmt"
	"io"
	"runtime"
	"runtime/debug"
	"strings"

	"github.com/spf13/cobra"
)

func init() { subcommands = append(subcommands, newVersionCmd) }

func newVersionCmd() *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "version [--json]",
		Short: "Print the version of bridgelaw and of the Go that built it",
		Long: `Print the version of this bridgelaw binary from its build information: the
module version (a release tag, or "(devel)" for a build from a checkout), and,
when the build recorded them, the version control revision, its time and
whether the working tree had uncommitted changes ("modified"); then the Go
version that built it. With --json, one JSON object.`,
		Example: `  bridgelaw version
  bridgelaw version --json`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			bi, ok := debug.ReadBuildInfo()
			return versionOf(bi, ok).print(cmd.OutOrStdout(), asJSON)
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print one JSON object")
	return cmd
}

// versionInfo is what the version command prints.
type versionInfo struct {
	Version  string `json:"version"`            // the main module's version, "(devel)" from a checkout
	Revision string `json:"revision,omitempty"` // vcs.revision
	Time     string `json:"time,omitempty"`     // vcs.time, RFC 3339
	Modified bool   `json:"modified,omitempty"` // vcs.modified: uncommitted changes in the build
	Go       string `json:"go"`                 // the Go version that built the binary
}

// versionOf reads the version from build information; ok false (a binary
// built without module support) gives "(unknown)" and the running Go.
func versionOf(bi *debug.BuildInfo, ok bool) versionInfo {
	if !ok || bi == nil {
		return versionInfo{Version: "(unknown)", Go: runtime.Version()}
	}
	v := versionInfo{Version: bi.Main.Version, Go: bi.GoVersion}
	if v.Version == "" {
		v.Version = "(devel)"
	}
	if v.Go == "" {
		v.Go = runtime.Version()
	}
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			v.Revision = s.Value
		case "vcs.time":
			v.Time = s.Value
		case "vcs.modified":
			v.Modified = s.Value == "true"
		}
	}
	return v
}

// print writes the version as one line of text, or as one JSON object.
func (v versionInfo) print(w io.Writer, asJSON bool) error {
	if asJSON {
		return json.NewEncoder(w).Encode(v)
	}
	parts := []string{"bridgelaw " + v.Version}
	if v.Revision != "" {
		parts = append(parts, "revision "+v.Revision)
	}
	if v.Time != "" {
		parts = append(parts, v.Time)
	}
	if v.Modified {
		parts = append(parts, "modified")
	}
	parts = append(parts, "built with "+v.Go)
	_, err := fmt.Fprintln(w, strings.Join(parts, ", "))
	return err
}
