package main

import (
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"bridgelaw/internal/catalog"
	"bridgelaw/internal/lawpage"
)

func init() { subcommands = append(subcommands, newLawCmd) }

func newLawCmd() *cobra.Command {
	var lang string
	cmd := &cobra.Command{
		Use:   "law [--lang en|it|fr|pl] [N]",
		Short: "A page on a law the engine rules, in our own words",
		Long: `Print the page of Law N in our own words (not the Laws' text): what it
covers, the rectification, the terms the federations use in English,
Italian, French and Polish, the engine's rulings under it, the reviewed
scenarios that exercise it (laws/testdata/scenarios) and the quiz topics
that ask about it. Without N, list the laws with a page.

Exit status: 0 done, 2 usage error (N not a number, or a law with no page).`,
		Example: `  bridgelaw law 64
  bridgelaw law --lang fr 63`,
		RunE: func(cmd *cobra.Command, args []string) error {
			lang, err := langFlag(lang)
			if err != nil {
				return err
			}
			w := cmd.OutOrStdout()
			switch len(args) {
			case 0:
				fmt.Fprintln(w, catalog.Text(lang, "lawpage.laws", nil)+":")
				for _, n := range lawpage.Laws() {
					p, err := lawpage.Get(lang, n)
					if err != nil {
						return err
					}
					fmt.Fprintf(w, "  %-10s %s\n", catalog.Law(lang, p.Law), p.Title)
				}
				return nil
			case 1:
			default:
				return usageErr("law takes one law number")
			}
			n, err := strconv.Atoi(strings.TrimPrefix(strings.ToUpper(args[0]), "LAW"))
			if err != nil {
				return usageErr("law %q: want a law number such as 64", args[0])
			}
			p, err := lawpage.Get(lang, n)
			if errors.Is(err, lawpage.ErrNoPage) {
				return usageErr("%v", err)
			}
			if err != nil {
				return err
			}
			printLawPage(w, lang, p)
			return nil
		},
	}
	cmd.Flags().StringVar(&lang, "lang", "en", "language of the page: "+strings.Join(catalog.Languages, ", "))
	return cmd
}

func printLawPage(w io.Writer, lang string, p lawpage.Page) {
	t := func(key string) string { return catalog.Text(lang, "lawpage."+key, nil) }
	fmt.Fprintf(w, "%s: %s\n\n", catalog.Law(lang, p.Law), p.Title)
	fmt.Fprintf(w, "%s\n  %s\n\n", t("heading-covers"), p.Covers)
	fmt.Fprintf(w, "%s\n  %s\n\n", t("heading-rect"), p.Rectification)
	fmt.Fprintln(w, t("heading-terms"))
	for _, tm := range p.Terms {
		fmt.Fprintf(w, "  %s: %s\n", tm.Lang, tm.Words)
	}
	if len(p.Kinds) > 0 {
		fmt.Fprintf(w, "\n%s\n", t("heading-rulings"))
		for _, k := range p.Kinds {
			fmt.Fprintf(w, "  %s (%s)\n", k.Kind, catalog.Law(lang, k.Law))
		}
	}
	if len(p.Scenarios) > 0 {
		fmt.Fprintf(w, "\n%s\n", t("heading-scenarios"))
		for _, s := range p.Scenarios {
			fmt.Fprintf(w, "  laws/testdata/scenarios/%s.txtar\n", s)
		}
	}
	if len(p.Topics) > 0 {
		fmt.Fprintf(w, "\n%s\n", t("heading-quiz"))
		for _, tp := range p.Topics {
			fmt.Fprintf(w, "  bridgelaw quiz --topic %s --lang %s\n", tp, lang)
		}
	}
}
