package main

import (
	"encoding/json"
	"runtime"
	"runtime/debug"
	"strings"
	"testing"
)

// TestVersionOf: the version read from build information, printed as text
// and as JSON.
func TestVersionOf(t *testing.T) {
	tests := []struct {
		name     string
		bi       *debug.BuildInfo
		ok       bool
		text     string
		jsonText string
	}{
		{"release", &debug.BuildInfo{GoVersion: "go1.26.0", Main: debug.Module{Path: "bridgelaw", Version: "v0.1.0"}}, true,
			"bridgelaw v0.1.0, built with go1.26.0\n",
			`{"version":"v0.1.0","go":"go1.26.0"}` + "\n"},
		{"checkout", &debug.BuildInfo{GoVersion: "go1.26.0", Main: debug.Module{Path: "bridgelaw", Version: "(devel)"}, Settings: []debug.BuildSetting{
			{Key: "vcs", Value: "git"},
			{Key: "vcs.revision", Value: "80f7b48c0ffee"},
			{Key: "vcs.time", Value: "2026-05-01T10:00:00Z"},
			{Key: "vcs.modified", Value: "true"},
		}}, true,
			"bridgelaw (devel), revision 80f7b48c0ffee, 2026-05-01T10:00:00Z, modified, built with go1.26.0\n",
			`{"version":"(devel)","revision":"80f7b48c0ffee","time":"2026-05-01T10:00:00Z","modified":true,"go":"go1.26.0"}` + "\n"},
		{"clean checkout", &debug.BuildInfo{GoVersion: "go1.26.1", Main: debug.Module{Path: "bridgelaw"}, Settings: []debug.BuildSetting{
			{Key: "vcs.revision", Value: "abc"},
			{Key: "vcs.modified", Value: "false"},
		}}, true,
			"bridgelaw (devel), revision abc, built with go1.26.1\n",
			`{"version":"(devel)","revision":"abc","go":"go1.26.1"}` + "\n"},
		{"no build information", nil, false,
			"bridgelaw (unknown), built with " + runtime.Version() + "\n",
			`{"version":"(unknown)","go":"` + runtime.Version() + `"}` + "\n"},
	}
	for _, tc := range tests {
		v := versionOf(tc.bi, tc.ok)
		var text, js strings.Builder
		if err := v.print(&text, false); err != nil {
			t.Fatal(err)
		}
		if err := v.print(&js, true); err != nil {
			t.Fatal(err)
		}
		if text.String() != tc.text || js.String() != tc.jsonText {
			t.Errorf("%s: %q and %q, want %q and %q", tc.name, text.String(), js.String(), tc.text, tc.jsonText)
		}
	}
}

// TestVersionCommand: the command prints one line naming the Go version
// of the test binary, --json one object, and takes no argument.
func TestVersionCommand(t *testing.T) {
	out, errOut, code := runCmd(t, "", "version")
	if code != 0 || errOut != "" || !strings.HasPrefix(out, "bridgelaw ") || !strings.HasSuffix(out, ", built with "+runtime.Version()+"\n") {
		t.Errorf("version: %q, %q (status %d)", out, errOut, code)
	}
	out, _, code = runCmd(t, "", "version", "--json")
	var v versionInfo
	if err := json.Unmarshal([]byte(out), &v); err != nil || code != 0 || v.Go != runtime.Version() || v.Version == "" {
		t.Errorf("version --json: %q (status %d): %+v, %v", out, code, v, err)
	}
	if _, _, code := runCmd(t, "", "version", "extra"); code != 2 {
		t.Errorf("version extra: status %d, want 2", code)
	}
}
