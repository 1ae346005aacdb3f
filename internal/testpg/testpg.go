// Package testpg is a throwaway PostgreSQL cluster for the tests: initdb
// in a temporary folder, the server on 127.0.0.1 and a free port, trust
// authentication, no fsync. It starts at the first test that needs it
// (Database) and stops when the package's TestMain calls Stop. Its
// binaries are Debian's (/usr/lib/postgresql/*/bin, apt-get install -y
// postgresql) or $BRIDGELAW_PG_BIN; without them the PostgreSQL tests
// skip. As root it runs as the user postgres (initdb refuses root).
// Package server's store tests and cmd/bridgelaw's fault test use it.
package testpg

import (
	"bytes"
	"context"
	"database/sql"
	"fmt"
	"net"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"sort"
	"strconv"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/stdlib"
)

type cluster struct {
	dir  string
	port int
	cmd  *exec.Cmd
	out  *bytes.Buffer
	err  error // why it could not start: the tests skip or fail with it
	skip bool
}

var (
	once sync.Once
	pg   *cluster
	dbs  atomic.Int64
)

// binDir is the folder of initdb and postgres, "" when absent.
func binDir() string {
	if d := os.Getenv("BRIDGELAW_PG_BIN"); d != "" {
		return d
	}
	matches, _ := filepath.Glob("/usr/lib/postgresql/*/bin/initdb")
	sort.Slice(matches, func(i, j int) bool { // the highest version
		vi, _ := strconv.Atoi(filepath.Base(filepath.Dir(filepath.Dir(matches[i]))))
		vj, _ := strconv.Atoi(filepath.Base(filepath.Dir(filepath.Dir(matches[j]))))
		return vi > vj
	})
	if len(matches) > 0 {
		return filepath.Dir(matches[0])
	}
	if p, err := exec.LookPath("initdb"); err == nil {
		return filepath.Dir(p)
	}
	return ""
}

func freePort() (int, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port, nil
}

func start() *cluster {
	c := &cluster{out: &bytes.Buffer{}}
	bin := binDir()
	if bin == "" {
		c.skip, c.err = true, fmt.Errorf("PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb; apt-get install -y postgresql, or set BRIDGELAW_PG_BIN)")
		return c
	}
	var cred *syscall.Credential
	if os.Geteuid() == 0 {
		u, err := user.Lookup("postgres")
		if err != nil {
			c.skip, c.err = true, fmt.Errorf("running as root and there is no user postgres to run PostgreSQL as: %v", err)
			return c
		}
		uid, _ := strconv.Atoi(u.Uid)
		gid, _ := strconv.Atoi(u.Gid)
		cred = &syscall.Credential{Uid: uint32(uid), Gid: uint32(gid)}
	}
	dir, err := os.MkdirTemp("", "bridgelaw-pg-")
	if err != nil {
		c.err = err
		return c
	}
	c.dir = dir
	if cred != nil {
		if err := os.Chown(dir, int(cred.Uid), int(cred.Gid)); err != nil {
			c.err = err
			return c
		}
	}
	data := filepath.Join(dir, "data")
	run := func(name string, args ...string) *exec.Cmd {
		cmd := exec.Command(filepath.Join(bin, name), args...)
		cmd.Stdout, cmd.Stderr = c.out, c.out
		cmd.Dir = dir
		// If the test process dies (a panic skips TestMain's cleanup),
		// the cluster stops too (fast shutdown).
		cmd.SysProcAttr = &syscall.SysProcAttr{Credential: cred, Pdeathsig: syscall.SIGINT}
		return cmd
	}
	if err := run("initdb", "-D", data, "-U", "bridgelaw", "--auth=trust", "-E", "UTF8", "--no-sync", "--locale=C").Run(); err != nil {
		c.err = fmt.Errorf("initdb: %v\n%s", err, c.out)
		return c
	}
	for attempt := 0; attempt < 3; attempt++ {
		port, err := freePort()
		if err != nil {
			c.err = err
			return c
		}
		c.port = port
		c.cmd = run("postgres", "-D", data, "-h", "127.0.0.1", "-p", strconv.Itoa(port), "-k", dir,
			"-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off", "-c", "max_connections=100")
		if err := c.cmd.Start(); err != nil {
			c.err = fmt.Errorf("postgres: %v", err)
			return c
		}
		exited := make(chan struct{})
		go func() { c.cmd.Wait(); close(exited) }()
		deadline := time.Now().Add(30 * time.Second)
		for time.Now().Before(deadline) {
			select {
			case <-exited:
				deadline = time.Time{} // it stopped: try another port
				continue
			default:
			}
			if db, err := c.open("postgres"); err == nil {
				err = db.Ping()
				db.Close()
				if err == nil {
					c.err = nil
					return c
				}
			}
			time.Sleep(100 * time.Millisecond)
		}
		c.stop()
		c.err = fmt.Errorf("postgres did not start:\n%s", c.out)
	}
	return c
}

func (c *cluster) url(db string) string {
	return fmt.Sprintf("postgres://bridgelaw@127.0.0.1:%d/%s?sslmode=disable", c.port, db)
}

func (c *cluster) open(db string) (*sql.DB, error) {
	cfg, err := pgx.ParseConfig(c.url(db))
	if err != nil {
		return nil, err
	}
	return stdlib.OpenDB(*cfg), nil
}

func (c *cluster) stop() {
	if c.cmd != nil && c.cmd.Process != nil {
		_ = c.cmd.Process.Signal(syscall.SIGINT) // fast shutdown
		done := make(chan struct{})
		go func() { c.cmd.Process.Wait(); close(done) }()
		select {
		case <-done:
		case <-time.After(10 * time.Second):
			_ = c.cmd.Process.Kill()
		}
	}
}

// Database is the URL of a new, empty database of the test cluster
// (postgres://bridgelaw@127.0.0.1:PORT/tN?sslmode=disable), starting the
// cluster at the first call; the test skips when PostgreSQL is not
// installed, and fails when it is but does not start.
func Database(t testing.TB) string {
	t.Helper()
	once.Do(func() { pg = start() })
	if pg.err != nil {
		if pg.skip {
			t.Skipf("skipping the PostgreSQL test: %v", pg.err)
		}
		t.Fatalf("PostgreSQL: %v", pg.err)
	}
	name := fmt.Sprintf("t%d", dbs.Add(1))
	db, err := pg.open("postgres")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if _, err := db.ExecContext(context.Background(), "CREATE DATABASE "+name); err != nil {
		t.Fatalf("create database: %v\n%s", err, pg.out)
	}
	return pg.url(name)
}

// Open connects to database name of the running test cluster (after
// Database started it).
func Open(name string) (*sql.DB, error) {
	if pg == nil || pg.err != nil {
		return nil, fmt.Errorf("testpg: the cluster is not running")
	}
	return pg.open(name)
}

// Stop stops the cluster, if it started, and removes its folder: call it
// from TestMain after m.Run.
func Stop() {
	if pg != nil {
		pg.stop()
		if pg.dir != "" {
			os.RemoveAll(pg.dir)
		}
	}
}
