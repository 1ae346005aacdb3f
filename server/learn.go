package server

import (
	_ "embed"
	"errors"
	"math/rand/v2"
	"net/http"
	"net/url"
	"slices"
	"strconv"

	"bridgelaw/internal/catalog"
	"bridgelaw/internal/lawpage"
	"bridgelaw/quiz"
)

// The learning pages: /quiz, the questions of package quiz one at a time
// (the score travels in the links, the server keeps nothing), and
// /laws/N, the law pages of package lawpage. Both are public: they show
// no table.

//go:embed web/learn.css
var learnCSS []byte

// maxQuizQuestion is the last question number /quiz asks (1-based): the
// page makes the questions up to it from the seed.
const maxQuizQuestion = 500

func (s *Server) learnCSS(w http.ResponseWriter, _ *http.Request) {
	w.Header().Set("Content-Type", "text/css; charset=utf-8")
	w.Header().Set("Cache-Control", "max-age=3600")
	_, _ = w.Write(learnCSS)
}

// learnWords is the page words of the quiz and the law pages in lang.
func learnWords(lang string) map[string]string {
	m := map[string]string{}
	for _, k := range []string{"heading-covers", "heading-rect", "heading-terms", "heading-rulings",
		"heading-scenarios", "heading-quiz", "laws", "web-title", "web-next", "web-new", "web-topic"} {
		group := "lawpage."
		if k[:4] == "web-" {
			group = "quiz."
		}
		m[k] = catalog.Text(lang, group+k, nil)
	}
	return m
}

// quizPage is /quiz: one question, or one answered.
type quizPage struct {
	Lang, Topic string
	Langs       []string
	Topics      []quiz.Topic
	Seed        uint64
	N           int // the question's number, 1-based
	Q           quiz.Question
	Picked      int // the choice tapped, 0-based; -1 before
	Right       bool
	Score       string // "3 of 4 right"
	RightN      int
	Asked       int
	Next        string // the next question's link
	LawLink     string // /laws/N when the law has a page
	LawText     string
	Verdict     string
	W           map[string]string
}

// intParam is the query's integer key, def when absent; a bad or out of
// range value is a bad request.
func intParam(q url.Values, key string, def, lo, hi int) (int, error) {
	v := q.Get(key)
	if v == "" {
		return def, nil
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < lo || n > hi {
		return 0, bad("%s %q: want a number %d-%d", key, v, lo, hi)
	}
	return n, nil
}

func (s *Server) pageQuiz(w http.ResponseWriter, r *http.Request) {
	lang, err := s.language(r)
	if err != nil {
		s.pageError(w, r, err)
		return
	}
	qv := r.URL.Query()
	topic := quiz.TopicAll
	if t := qv.Get("topic"); t != "" {
		if topic, err = quiz.ParseTopic(t); err != nil {
			s.pageError(w, r, bad("%v", err))
			return
		}
	}
	var seed uint64
	if v := qv.Get("seed"); v != "" {
		if seed, err = strconv.ParseUint(v, 10, 64); err != nil {
			s.pageError(w, r, bad("seed %q: want a number", v))
			return
		}
	} else {
		seed = rand.Uint64() % 1000000 // a new quiz: the links carry its seed
	}
	n, err := intParam(qv, "n", 1, 1, maxQuizQuestion)
	if err != nil {
		s.pageError(w, r, err)
		return
	}
	rightN, err := intParam(qv, "right", 0, 0, maxQuizQuestion)
	if err != nil {
		s.pageError(w, r, err)
		return
	}
	asked, err := intParam(qv, "asked", 0, 0, maxQuizQuestion)
	if err != nil {
		s.pageError(w, r, err)
		return
	}
	qs, err := quiz.Generate(quiz.Options{Topic: topic, Count: n, Seed: seed, Lang: lang})
	if err != nil {
		s.pageError(w, r, err)
		return
	}
	p := quizPage{Lang: lang, Topic: string(topic), Langs: catalog.Languages, Topics: quiz.Topics(), Seed: seed, N: n, Q: qs[n-1], Picked: -1,
		RightN: rightN, Asked: asked, W: learnWords(lang)}
	picked, err := intParam(qv, "pick", -1, 0, len(p.Q.Choices)-1)
	if err != nil {
		s.pageError(w, r, err)
		return
	}
	if picked >= 0 {
		p.Picked, p.Right = picked, picked == p.Q.Answer
		p.Asked++
		if p.Right {
			p.RightN++
			p.Verdict = catalog.Text(lang, "quiz.cli-right", nil)
		} else {
			p.Verdict = catalog.Text(lang, "quiz.cli-wrong", map[string]string{"answer": strconv.Itoa(p.Q.Answer+1) + ". " + p.Q.Choices[p.Q.Answer].Text})
		}
		if n < maxQuizQuestion {
			p.Next = "/quiz?" + url.Values{"lang": {lang}, "topic": {string(topic)}, "seed": {strconv.FormatUint(seed, 10)},
				"n": {strconv.Itoa(n + 1)}, "right": {strconv.Itoa(p.RightN)}, "asked": {strconv.Itoa(p.Asked)}}.Encode()
		}
	}
	p.Score = catalog.Text(lang, "quiz.cli-score", map[string]string{"right": strconv.Itoa(p.RightN), "total": strconv.Itoa(p.Asked)})
	p.LawText = catalog.Law(lang, p.Q.Ref)
	if slices.Contains(lawpage.Laws(), p.Q.Ref.Law) {
		p.LawLink = "/laws/" + strconv.Itoa(p.Q.Ref.Law) + "?lang=" + lang
	}
	s.render(w, r, http.StatusOK, "quiz.html.tmpl", p)
}

// lawPage is /laws/N, or the list at /laws.
type lawPage struct {
	Lang  string
	Langs []string
	Page  lawpage.Page
	Title string
	Law   string
	List  []lawEntry
	Kinds []string
	W     map[string]string
}

type lawEntry struct{ N, Law, Title string }

func (s *Server) pageLaws(w http.ResponseWriter, r *http.Request) {
	lang, err := s.language(r)
	if err != nil {
		s.pageError(w, r, err)
		return
	}
	p := lawPage{Lang: lang, Langs: catalog.Languages, W: learnWords(lang)}
	for _, n := range lawpage.Laws() {
		lp, err := lawpage.Get(lang, n)
		if err != nil {
			s.pageError(w, r, err)
			return
		}
		p.List = append(p.List, lawEntry{N: strconv.Itoa(n), Law: catalog.Law(lang, lp.Law), Title: lp.Title})
	}
	s.render(w, r, http.StatusOK, "laws.html.tmpl", p)
}

func (s *Server) pageLaw(w http.ResponseWriter, r *http.Request) {
	lang, err := s.language(r)
	if err != nil {
		s.pageError(w, r, err)
		return
	}
	n, err := strconv.Atoi(r.PathValue("n"))
	if err != nil {
		s.pageError(w, r, bad("law %q: want a number", r.PathValue("n")))
		return
	}
	lp, err := lawpage.Get(lang, n)
	if errors.Is(err, lawpage.ErrNoPage) {
		s.render(w, r, http.StatusNotFound, "error.html.tmpl", map[string]any{"Status": http.StatusNotFound, "Message": err.Error(), "Lang": lang})
		return
	}
	if err != nil {
		s.pageError(w, r, err)
		return
	}
	p := lawPage{Lang: lang, Langs: catalog.Languages, Page: lp, Title: lp.Title, Law: catalog.Law(lang, lp.Law), W: learnWords(lang)}
	for _, k := range lp.Kinds {
		p.Kinds = append(p.Kinds, string(k.Kind)+" ("+catalog.Law(lang, k.Law)+")")
	}
	s.render(w, r, http.StatusOK, "law.html.tmpl", p)
}
