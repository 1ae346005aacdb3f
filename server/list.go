package server

import (
	"context"
	"database/sql"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
)

// The list of tables (issue 12, bounded resources): each table's summary
// is stored with every append (Summary), so a page of the list is one
// query and no table is replayed for it; the list's live stream sends one
// number (Store.ListSeq).

// Default and largest number of tables in a page of the list.
const (
	listPageSize = 200
	maxListPage  = 5000
)

func (s *sqlStore) putSummary(ctx context.Context, q interface {
	ExecContext(context.Context, string, ...any) (sql.Result, error)
}, id int64, m Summary) error {
	_, err := q.ExecContext(ctx, s.q(`INSERT INTO table_summaries
		(table_id, seq, phase, contract, declarer, scored, score_ns, rulings, open_questions, awaiting_choice, problems)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT (table_id) DO UPDATE SET seq = excluded.seq, phase = excluded.phase, contract = excluded.contract,
			declarer = excluded.declarer, scored = excluded.scored, score_ns = excluded.score_ns, rulings = excluded.rulings,
			open_questions = excluded.open_questions, awaiting_choice = excluded.awaiting_choice, problems = excluded.problems
		WHERE table_summaries.seq <= excluded.seq`),
		id, m.Seq, m.Phase, m.Contract, m.Declarer, m.Scored, m.ScoreNS, m.Rulings, m.Open, m.Awaiting, m.Problems)
	if err != nil {
		return fmt.Errorf("store: summary of table %d: %w", id, err)
	}
	return nil
}

func (s *sqlStore) PutSummary(ctx context.Context, id int64, m Summary) error {
	if err := s.exists(ctx, s.db, id); err != nil {
		return err
	}
	return s.putSummary(ctx, s.db, id, m)
}

func (s *sqlStore) List(ctx context.Context, after int64, limit int) ([]Listed, error) {
	if limit < 1 {
		limit = 1
	}
	rows, err := s.db.QueryContext(ctx, s.q(`SELECT t.id, t.title, t.board, t.created_by, t.created_at,
		COALESCE(m.seq, -1), COALESCE(m.phase, ''), COALESCE(m.contract, ''), COALESCE(m.declarer, ''), COALESCE(m.scored, FALSE),
		COALESCE(m.score_ns, 0), COALESCE(m.rulings, 0), COALESCE(m.open_questions, 0), COALESCE(m.awaiting_choice, 0), COALESCE(m.problems, 0)
		FROM bridge_tables t LEFT JOIN table_summaries m ON m.table_id = t.id
		WHERE t.id > ? AND t.archived_at IS NULL ORDER BY t.id LIMIT ?`), after, limit)
	if err != nil {
		return nil, fmt.Errorf("store: list tables: %w", err)
	}
	defer rows.Close()
	out := []Listed{}
	for rows.Next() {
		var l Listed
		var m Summary
		if err := rows.Scan(&l.ID, &l.Title, &l.Board, &l.CreatedBy, &l.Created,
			&m.Seq, &m.Phase, &m.Contract, &m.Declarer, &m.Scored, &m.ScoreNS, &m.Rulings, &m.Open, &m.Awaiting, &m.Problems); err != nil {
			return nil, fmt.Errorf("store: list tables: %w", err)
		}
		l.Created = l.Created.UTC()
		if m.Seq >= 0 {
			l.Seq, l.Summary = m.Seq, &m
		}
		out = append(out, l)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("store: list tables: %w", err)
	}
	return out, nil
}

func (s *sqlStore) Archive(ctx context.Context, id int64) error {
	if err := s.exists(ctx, s.db, id); err != nil {
		return err
	}
	if _, err := s.db.ExecContext(ctx, s.q(`UPDATE bridge_tables SET archived_at = ? WHERE id = ? AND archived_at IS NULL`), now(), id); err != nil {
		return fmt.Errorf("store: archive table %d: %w", id, err)
	}
	return nil
}

// apiArchive: POST /api/tables/{id}/archive (the Director), the table
// closed and archived: out of the list and of the cache; its views, log
// and export still answer; an append is refused (422).
func (s *Server) apiArchive(w http.ResponseWriter, r *http.Request) error {
	if err := s.needDirector(r); err != nil {
		return err
	}
	id, err := s.archive(r)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, map[string]any{"id": id, "archived": true})
	return nil
}

// archive closes and archives the request's table {id}; the caller has
// checked the request is the Director's.
func (s *Server) archive(r *http.Request) (int64, error) {
	id, err := tableID(r)
	if err != nil {
		return 0, err
	}
	if err := s.store.Archive(r.Context(), id); err != nil {
		return 0, err
	}
	s.mu.Lock()
	delete(s.cache, id)
	s.mu.Unlock()
	s.hub.notify(id)
	if s.log != nil {
		s.log.Info("table archived", "table", id)
	}
	return id, nil
}

// pageArchive: the archive button of the Director's table page; back to
// the list, which no longer shows the table.
func (s *Server) pageArchive(w http.ResponseWriter, r *http.Request) {
	if err := s.directorForm(w, r); err != nil {
		s.pageError(w, r, err)
		return
	}
	if _, err := s.archive(r); err != nil {
		s.pageError(w, r, err)
		return
	}
	lang, err := s.language(r)
	if err != nil {
		lang = s.opts.Lang
	}
	http.Redirect(w, r, "/?"+url.Values{"lang": {lang}}.Encode(), http.StatusSeeOther)
}

func (s *sqlStore) ListSeq(ctx context.Context) (int64, error) {
	var n int64
	err := s.db.QueryRowContext(ctx, `SELECT (SELECT COUNT(*) + COUNT(archived_at) FROM bridge_tables) + (SELECT COALESCE(SUM(seq), 0) FROM table_summaries)`).Scan(&n)
	if err != nil {
		return 0, fmt.Errorf("store: list sequence: %w", err)
	}
	return n, nil
}

// summarize is the summary of the entry's table as folded, its Seq seq:
// the Director's view counted (the list is the Director's).
func (s *Server) summarize(e *entry, seq int) Summary {
	tv, _ := buildView(e, Viewer{Director: true}, s.opts.Lang)
	m := Summary{Seq: seq, Phase: tv.Phase, Contract: tv.Contract, Declarer: tv.Declarer,
		Scored: tv.Result.Scored, ScoreNS: tv.Result.ScoreNS, Rulings: len(tv.Rulings), Open: len(tv.Questions), Problems: len(tv.Problems)}
	for _, r := range tv.Rulings {
		if r.AwaitsChoice {
			m.Awaiting++
		}
	}
	return m
}

// importSummary is the summary of a table created with the imported
// events im (already ruled by readLog).
func (s *Server) importSummary(im imported) (*Summary, error) {
	e := &entry{setup: im.setup}
	if err := e.reset(s.opts); err != nil {
		return nil, err
	}
	evs := make([]EventRecord, len(im.events))
	for i, ev := range im.events {
		evs[i] = EventRecord{Seq: i + 1, Line: ev.Line, RecordedBy: ev.RecordedBy}
	}
	e.fold(evs)
	m := s.summarize(e, e.seq)
	return &m, nil
}

// listPageOf is a page of the list: the tables whose id is above after,
// at most limit; next is the after of the following page, 0 at the end.
// A table without a stored summary (one created by an earlier version) is
// replayed once and its summary stored.
func (s *Server) listPageOf(ctx context.Context, after int64, limit int) (list []TableSummary, next int64, err error) {
	recs, err := s.store.List(ctx, after, limit+1)
	if err != nil {
		return nil, 0, err
	}
	if len(recs) > limit {
		recs = recs[:limit]
		next = recs[limit-1].ID
	}
	list = make([]TableSummary, 0, len(recs))
	for _, l := range recs {
		sum := TableSummary{ID: l.ID, Title: l.Title, Board: l.Board, Created: l.Created, CreatedBy: l.CreatedBy}
		m := l.Summary
		if m == nil {
			err := s.withTable(ctx, l.ID, func(e *entry) error {
				mm := s.summarize(e, e.seq)
				m = &mm
				return s.store.PutSummary(ctx, l.ID, mm)
			})
			if err != nil {
				sum.Phase = "error"
				if s.log != nil {
					s.log.Error("table cannot be replayed", "table", l.ID, "err", err)
				}
			}
		}
		if m != nil {
			sum.Seq, sum.Phase, sum.Contract, sum.Declarer = m.Seq, m.Phase, m.Contract, m.Declarer
			sum.Scored, sum.ScoreNS, sum.Rulings, sum.Open, sum.Awaiting, sum.Problems = m.Scored, m.ScoreNS, m.Rulings, m.Open, m.Awaiting, m.Problems
		}
		list = append(list, sum)
	}
	return list, next, nil
}

// listQuery reads a list's page from ?after=ID&limit=N (default 200, at
// most 5000).
func listQuery(r *http.Request) (after int64, limit int, err error) {
	q := r.URL.Query()
	limit = listPageSize
	if v := q.Get("after"); v != "" {
		if after, err = strconv.ParseInt(v, 10, 64); err != nil || after < 0 {
			return 0, 0, bad("after %q: want a table id, 0 or more", v)
		}
	}
	if v := q.Get("limit"); v != "" {
		if limit, err = strconv.Atoi(v); err != nil || limit < 1 || limit > maxListPage {
			return 0, 0, bad("limit %q: want 1 to %d", v, maxListPage)
		}
	}
	return after, limit, nil
}
