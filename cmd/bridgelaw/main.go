// Command bridgelaw is contract bridge under the Laws of Duplicate Bridge
// 2017: replay hand records (PBN, LIN), score boards (Law 77), convert
// between formats, and rule on irregularities.
//
// Exit status: 0 when all is well, 1 when the input has findings or errors,
// 2 for a usage error.
package main

import (
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/spf13/cobra"
)

// exitError carries an exit status up to main.
type exitError struct {
	code int
	err  error
}

func (e *exitError) Error() string {
	if e.err == nil {
		return fmt.Sprintf("exit status %d", e.code)
	}
	return e.err.Error()
}

func (e *exitError) Unwrap() error { return e.err }

// findings is the exit status 1 with no message of its own: the output
// already says what was found.
var findings = &exitError{code: 1}

// usageErr is an exit status 2 error.
func usageErr(format string, args ...any) error {
	return &exitError{code: 2, err: fmt.Errorf(format, args...)}
}

func newRoot(stdin io.Reader, stdout, stderr io.Writer) *cobra.Command {
	root := &cobra.Command{
		Use:   "bridgelaw",
		Short: "Contract bridge under the Laws of Duplicate Bridge 2017",
		Long: `bridgelaw replays hand records (PBN and LIN), scores boards under Law 77,
converts between formats, and rules on irregularities as a Director would.

Exit status: 0 all well, 1 findings or bad input, 2 usage error.`,
		SilenceUsage:  true,
		SilenceErrors: true,
	}
	root.SetIn(stdin)
	root.SetOut(stdout)
	root.SetErr(stderr)
	root.SetFlagErrorFunc(func(c *cobra.Command, err error) error {
		return &exitError{code: 2, err: fmt.Errorf("%w\n%s", err, c.UsageString())}
	})
	for _, add := range subcommands {
		root.AddCommand(add())
	}
	return root
}

// subcommands are the constructors of the subcommands, one file each.
var subcommands []func() *cobra.Command

// run executes the command line and returns the exit status.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	root := newRoot(stdin, stdout, stderr)
	root.SetArgs(args)
	err := root.Execute()
	if err == nil {
		return 0
	}
	var ee *exitError
	if errors.As(err, &ee) {
		if ee.err != nil {
			fmt.Fprintln(stderr, "bridgelaw:", ee.err)
		}
		return ee.code
	}
	// Cobra's own errors (unknown command, wrong number of arguments) are
	// usage errors.
	fmt.Fprintln(stderr, "bridgelaw:", err)
	return 2
}

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
