package main

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"bridgelaw/internal/testpg"
)

// A `bridgelaw serve` process for the fault test and the streams
// benchmark: the test binary run again as the command (TestServeProcess),
// so that kill -9 stops a real server process, its store and its
// listener with it.

func TestMain(m *testing.M) {
	code := m.Run()
	testpg.Stop()
	os.Exit(code)
}

// TestServeProcess is `bridgelaw serve` with the arguments in
// $BRIDGELAW_SERVE_ARGS (separated by \x1f); it runs only when
// startServer starts it.
func TestServeProcess(t *testing.T) {
	args := os.Getenv("BRIDGELAW_SERVE_ARGS")
	if args == "" {
		t.Skip("the server process of the fault test and the streams benchmark (startServer)")
	}
	os.Exit(run(strings.Split(args, "\x1f"), os.Stdin, os.Stdout, os.Stderr))
}

// serverProc is a running `bridgelaw serve` process.
type serverProc struct {
	cmd    *exec.Cmd
	addr   string        // host:port it listens on
	exited chan struct{} // closed when it has exited
	tail   *tailLines    // its log's last lines
}

// tailLines keeps the last lines of a process's log, for a failure's
// message.
type tailLines struct {
	mu    sync.Mutex
	lines []string
}

func (t *tailLines) add(s string) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.lines = append(t.lines, s)
	if len(t.lines) > 40 {
		t.lines = t.lines[len(t.lines)-40:]
	}
}

func (t *tailLines) String() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	return strings.Join(t.lines, "\n")
}

var listening = regexp.MustCompile(`url=http://([0-9.]+:\d+)/`)

// startServer starts `bridgelaw serve --addr addr --db db` with the
// Director's token token ("" for none) and waits until it listens (its
// log's start line names the address). bin is the command built, or ""
// for the test binary run as the command. The process dies with the test
// (Pdeathsig) and is killed at its end.
func startServer(tb testing.TB, bin, addr, db, token string) (*serverProc, error) {
	args := []string{"serve", "--addr", addr, "--db", db}
	var cmd *exec.Cmd
	if bin != "" {
		cmd = exec.Command(bin, args...)
	} else {
		cmd = exec.Command(os.Args[0], "-test.run=^TestServeProcess$")
		cmd.Env = append(os.Environ(), "BRIDGELAW_SERVE_ARGS="+strings.Join(args, "\x1f"))
	}
	cmd.Env = append(cmd.Environ(), "BRIDGELAW_DIRECTOR_TOKEN="+token)
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
	stderr, err := cmd.StderrPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	p := &serverProc{cmd: cmd, exited: make(chan struct{}), tail: &tailLines{}}
	found := make(chan string, 1)
	go func() {
		// Read the whole log (the server logs each event: a full pipe
		// would stop it), keeping its last lines.
		sc := bufio.NewScanner(stderr)
		sc.Buffer(make([]byte, 64<<10), 1<<20)
		for sc.Scan() {
			p.tail.add(sc.Text())
			if m := listening.FindStringSubmatch(sc.Text()); m != nil {
				select {
				case found <- m[1]:
				default:
				}
			}
		}
		cmd.Wait()
		close(p.exited)
	}()
	tb.Cleanup(p.kill)
	select {
	case p.addr = <-found:
		return p, nil
	case <-p.exited:
		return nil, fmt.Errorf("the server exited at start: %s", p.tail)
	case <-time.After(60 * time.Second):
		p.kill()
		return nil, fmt.Errorf("the server did not say where it listens within 60 s: %s", p.tail)
	}
}

// kill sends SIGKILL (kill -9) and waits for the process's end.
func (p *serverProc) kill() {
	select {
	case <-p.exited:
		return
	default:
	}
	_ = p.cmd.Process.Signal(syscall.SIGKILL)
	<-p.exited
}

// pid is the process id.
func (p *serverProc) pid() int { return p.cmd.Process.Pid }
