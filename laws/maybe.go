package laws

// Maybe is a value that may be absent, as a ruling's offender or suit: the
// zero Maybe is none, Some(v) is v. A Maybe of a comparable type is
// comparable.
type Maybe[T any] struct {
	v  T
	ok bool
}

// Some is the Maybe holding v.
func Some[T any](v T) Maybe[T] { return Maybe[T]{v: v, ok: true} }

// Get is the value and true, or the zero T and false when none.
func (m Maybe[T]) Get() (T, bool) { return m.v, m.ok }

// OK reports whether m holds a value.
func (m Maybe[T]) OK() bool { return m.ok }
