package main

import (
	"errors"
	"strings"

	"bridgelaw/laws"
	"bridgelaw/pbn"
	"bridgelaw/results"
)

// ignoreClass is a class of findings that replay and results leave out
// when --ignore names it: a closed set.
type ignoreClass uint8

const (
	// ignoreLaw2: a Dealer or Vulnerable tag other than the board
	// number's markings (laws.ClassLaw2): the sets dealing programs write,
	// quiz files.
	ignoreLaw2 ignoreClass = 1 << iota
	// ignoreTags: a problem in the value of a tag the command does not
	// read (pbn.ParseError.Tag): replay reads the hand record's tags
	// (pbn.RecordTag), results also those of the scores (results.ScoringTag).
	ignoreTags
)

// ignoreNames are the names --ignore takes.
var ignoreNames = map[string]ignoreClass{"law2": ignoreLaw2, "tags": ignoreTags}

// ignoreUsage is the help of --ignore.
const ignoreUsage = "classes of findings to leave out, comma-separated: law2 (Dealer or Vulnerable other than the board number's, Law 2), tags (a bad value in a tag the command does not read)"

// ignoreSet is the classes --ignore names.
type ignoreSet ignoreClass

// parseIgnore reads --ignore's values; an unknown class is a usage error.
func parseIgnore(values []string) (ignoreSet, error) {
	var s ignoreSet
	for _, v := range values {
		for _, name := range strings.Split(v, ",") {
			name = strings.ToLower(strings.TrimSpace(name))
			if name == "" {
				continue
			}
			c, ok := ignoreNames[name]
			if !ok {
				return 0, usageErr("--ignore %q: want law2 or tags (comma-separated)", name)
			}
			s |= ignoreSet(c)
		}
	}
	return s, nil
}

func (s ignoreSet) has(c ignoreClass) bool { return s&ignoreSet(c) != 0 }

// mismatches are the replay's mismatches without the classes left out.
func (s ignoreSet) mismatches(ms []laws.Mismatch) []laws.Mismatch {
	if !s.has(ignoreLaw2) {
		return ms
	}
	var out []laws.Mismatch
	for _, m := range ms {
		if m.Class() != laws.ClassLaw2 {
			out = append(out, m)
		}
	}
	return out
}

// readerErrors are a reader's errors without those left out: with tags,
// a problem in the value of a tag that reads reports it does not read.
func (s ignoreSet) readerErrors(errs []error, reads func(tag string) bool) []error {
	if s == 0 {
		return errs
	}
	var out []error
	for _, e := range errs {
		if !s.leaves(e, reads) {
			out = append(out, e)
		}
	}
	return out
}

// leaves reports whether error e is of a class left out.
func (s ignoreSet) leaves(e error, reads func(tag string) bool) bool {
	var pe *pbn.ParseError
	if s.has(ignoreTags) && errors.As(e, &pe) && pe.Tag != "" && !reads(pe.Tag) {
		return true
	}
	var tm *results.TagMismatch
	return s.has(ignoreLaw2) && errors.As(e, &tm) && tm.Mismatch.Class() == laws.ClassLaw2
}
