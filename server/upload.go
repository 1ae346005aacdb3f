package server

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"mime"
	"mime/multipart"
	"net/http"
	"path"
	"strings"

	"bridgelaw/dd"
	"bridgelaw/internal/catalog"
	"bridgelaw/results"
	"bridgelaw/score"
)

// The results of a session (/results): a file uploaded (PBN, LIN, CSV
// travellers) is read, scored and shown as the page `bridgelaw results
// --format html` writes, with the same functions of package results and
// the same defaults (cmd/bridgelaw/results.go: scoring from the file, the
// EBU fouled-board rule, 2 matchpoints per score beaten). The upload is
// read in memory, bounded, and never stored.

// MaxUpload is the largest session file /results accepts, in bytes.
const MaxUpload = 4 << 20

// maxSolve is the most deals /results solves double dummy for one page
// (some 0.3 s of a core each); a file with more is shown with the
// double-dummy tables it gives, and says so.
const maxSolve = 64

// uploadPage is the data of an upload form (/results, /handrecords).
type uploadPage struct {
	Lang  string
	Langs []string
	Error string
	Max   int
	// Device: the server has the solver for the browser (Options.DDWasm):
	// the page offers to leave the double-dummy tables to the reader's
	// device.
	Device bool
}

// uploadForm is the form of /results or /handrecords in lang, with the
// error msg of a refused upload ("" for none).
func (s *Server) uploadForm(lang, msg string) uploadPage {
	return uploadPage{Lang: lang, Langs: catalog.Languages, Max: MaxUpload >> 20, Error: msg, Device: s.opts.DDWasm != ""}
}

func (s *Server) pageResults(w http.ResponseWriter, r *http.Request) {
	lang, err := s.language(r)
	if err != nil {
		s.pageError(w, r, err)
		return
	}
	s.render(w, r, http.StatusOK, "results.html.tmpl", s.uploadForm(lang, ""))
}

// pageResultsPost reads the multipart form (fields lang, dd; the part
// file) as a stream, the file into memory up to MaxUpload, and answers
// the results page.
func (s *Server) pageResultsPost(w http.ResponseWriter, r *http.Request) {
	lang, err := s.language(r)
	if err != nil {
		s.pageError(w, r, err)
		return
	}
	fail := func(status int, msg string) {
		s.render(w, r, status, "results.html.tmpl", s.uploadForm(lang, msg))
	}
	if err := s.needDirector(r); err != nil {
		s.pageError(w, r, err)
		return
	}
	u, status, err := readUpload(w, r, &lang)
	if err != nil {
		fail(status, err.Error())
		return
	}
	data, name := u.data, u.name
	_, solve := u.fields["dd"]
	// download: the page is sent as a file to keep (results.html).
	_, download := u.fields["download"]
	// usebio: the session is sent as a USEBIO 1.2 file (results.xml).
	usebio := u.fields["as"] == "usebio"
	if usebio {
		doc, err := resultsUSEBIO(data, name)
		if err != nil {
			fail(http.StatusUnprocessableEntity, err.Error())
			return
		}
		w.Header().Set("Content-Type", "application/xml")
		w.Header().Set("Cache-Control", "no-store")
		w.Header().Set("Content-Disposition", `attachment; filename="results.xml"`)
		_, _ = w.Write(doc)
		return
	}
	page, err := resultsHTML(r, data, name, lang, solve, s.opts.DDWasm != "")
	if err != nil {
		fail(http.StatusUnprocessableEntity, err.Error())
		return
	}
	device := false
	if !download { // a page kept as a file has no server to load the solver from
		page, device = s.withDeviceSolver(page, lang)
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Content-Security-Policy", s.uploadedPageCSP(device))
	w.Header().Set("Cache-Control", "no-store")
	if download {
		w.Header().Set("Content-Disposition", `attachment; filename="results.html"`)
	}
	w.WriteHeader(http.StatusOK)
	_, _ = w.Write(page)
}

// scoreUpload reads and scores the file as `bridgelaw results` does.
func scoreUpload(data []byte, name string) (*results.Event, *results.Scored, error) {
	ev, err := results.Read(bytes.NewReader(data), name)
	if err != nil {
		return nil, nil, err
	}
	method, err := results.ParseMethod("auto")
	if err != nil {
		return nil, nil, err
	}
	sc, err := results.Score(ev, results.Options{Method: method, Fouled: score.EBUFouled})
	return ev, sc, err
}

// resultsUSEBIO is the file `bridgelaw results --format usebio` writes
// for the upload (USEBIO 1.2, ISO-8859-1).
func resultsUSEBIO(data []byte, name string) ([]byte, error) {
	_, sc, err := scoreUpload(data, name)
	if err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	if err := results.WriteUSEBIO(&buf, sc); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// resultsHTML is the page `bridgelaw results --format html --lang lang`
// writes for the file (with --dd=false when solve is false). More than
// maxSolve deals to solve is an error, unless device (the reader's device
// can solve them: ddwasm.go): then none is solved.
func resultsHTML(r *http.Request, data []byte, name, lang string, solve, device bool) ([]byte, error) {
	ev, sc, err := scoreUpload(data, name)
	if err != nil {
		return nil, err
	}
	if n := ev.DealsToSolve(); solve && n > maxSolve {
		if !device {
			return nil, fmt.Errorf("%s: %d > %d", label(lang, "solve-dd"), n, maxSolve)
		}
		solve = false
	}
	if solve {
		if _, err := ev.SolveDD(r.Context(), 0, dd.Options{}); err != nil {
			return nil, err
		}
	}
	var buf bytes.Buffer
	if err := results.WriteHTMLLang(&buf, sc, score.TwoPerBeat, lang); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// upload is the multipart form of an upload page (/results,
// /handrecords): its file and its other, short fields.
type upload struct {
	data   []byte
	name   string            // the file's base name, "upload" when it has none
	fields map[string]string // the other fields, trimmed, each at most 16 bytes
}

// readUpload reads r's multipart form, the body bounded to MaxUpload and
// a little: the part "file" (at most MaxUpload bytes, not empty) and every
// other field; a field "lang" naming a language sets *lang, the language
// of the errors. The error comes with its HTTP status: 413 for a file or
// body too large, else 400.
func readUpload(w http.ResponseWriter, r *http.Request, lang *string) (upload, int, error) {
	r.Body = http.MaxBytesReader(w, r.Body, MaxUpload+64<<10)
	mt, _, err := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if err != nil || mt != "multipart/form-data" {
		return upload{}, http.StatusBadRequest, errors.New("multipart/form-data?")
	}
	mr, err := r.MultipartReader()
	if err != nil {
		return upload{}, http.StatusBadRequest, err
	}
	u := upload{fields: map[string]string{}}
	gotFile := false
	for {
		part, err := mr.NextPart()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return upload{}, uploadStatus(err), errors.New(uploadError(*lang, err))
		}
		var v []byte
		if name := part.FormName(); name == "file" {
			u.data, err = readPart(part, MaxUpload)
			u.name, gotFile = path.Base(part.FileName()), true
		} else if v, err = readPart(part, 16); err == nil {
			u.fields[name] = strings.TrimSpace(string(v))
			if l, e := catalog.Match(u.fields[name]); name == "lang" && e == nil {
				*lang = l
			}
		}
		part.Close()
		if err != nil {
			return upload{}, uploadStatus(err), errors.New(uploadError(*lang, err))
		}
	}
	if !gotFile || len(u.data) == 0 {
		return upload{}, http.StatusBadRequest, errors.New(label(*lang, "file") + ": ?")
	}
	if u.name == "" || u.name == "." || u.name == "/" {
		u.name = "upload"
	}
	return u, 0, nil
}

// readPart reads a part of at most max bytes.
func readPart(p *multipart.Part, max int) ([]byte, error) {
	b, err := io.ReadAll(io.LimitReader(p, int64(max)+1))
	if err != nil {
		return nil, err
	}
	if len(b) > max {
		return nil, &http.MaxBytesError{Limit: int64(max)}
	}
	return b, nil
}

func uploadStatus(err error) int {
	var mb *http.MaxBytesError
	var to *timedOut
	switch {
	case errors.As(err, &mb):
		return http.StatusRequestEntityTooLarge
	case errors.As(bodyError("file", err), &to):
		return http.StatusRequestTimeout
	}
	return http.StatusBadRequest
}

func uploadError(lang string, err error) string {
	var mb *http.MaxBytesError
	if errors.As(err, &mb) {
		return fmt.Sprintf("%s > %d MiB", label(lang, "file"), MaxUpload>>20)
	}
	if readFailed(err) {
		return bodyError("file", err).Error() // never the network's error, which names the server's address
	}
	return err.Error()
}
