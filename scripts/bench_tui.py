"""Drives a terminal program in a pseudo-terminal of fixed size and times what a person waits for,
for `make bench`. The program's output goes through pyte (a VT100 emulator), so "a full screen"
means what a terminal would show, the same test for ContactsBook and abook.

Used as a module by bench.py: Session(argv).until(predicate) / .burst(keys) / .quit(keys)."""
import fcntl
import os
import pty
import select
import struct
import termios
import time

import pyte

COLUMNS, ROWS = 100, 30


class Session:
    """One run of a program in a 100x30 pseudo-terminal; times are seconds since it started."""

    def __init__(self, argv, env):
        self.started = time.monotonic()
        pid, fd = pty.fork()
        if pid == 0:
            fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLUMNS, 0, 0))
            os.execvpe(argv[0], argv, env)
        self.pid, self.fd = pid, fd
        self.screen = pyte.Screen(COLUMNS, ROWS)
        self.stream = pyte.ByteStream(self.screen)
        self.usage = None
        self.last_output = self.started

    def _read(self, timeout):
        """One chunk of output (fed to the emulator) and when it arrived; None on timeout or exit."""
        ready, _, _ = select.select([self.fd], [], [], timeout)
        if not ready:
            return None
        try:
            data = os.read(self.fd, 65536)
        except OSError:
            return None
        arrived = time.monotonic()
        if not data:
            return None
        self.stream.feed(data)
        self.last_output = arrived
        return arrived

    def until(self, predicate, limit=600.0):
        """Seconds from the start until the screen first satisfies predicate(lines)."""
        if predicate(self.screen.display):
            return self.last_output - self.started
        deadline = time.monotonic() + limit
        while time.monotonic() < deadline:
            arrived = self._read(deadline - time.monotonic())
            if arrived is None:
                break
            if predicate(self.screen.display):
                return arrived - self.started
        raise TimeoutError("the screen never showed what was waited for:\n" + "\n".join(self.screen.display))

    def settle(self, quiet=0.4):
        """Reads until the program has been quiet for `quiet` seconds."""
        while self._read(quiet) is not None:
            pass

    def burst(self, keys, quiet=0.4):
        """Seconds from sending keys to the last output of the answer (read until quiet)."""
        sent = time.monotonic()
        os.write(self.fd, keys)
        last = sent
        while (arrived := self._read(quiet)) is not None:
            last = arrived
        return last - sent

    def shown(self, keys, predicate, quiet=0.4):
        """Seconds from sending keys until the screen satisfies predicate(lines) and the output
        that follows has ended: for an answer that takes longer than `quiet` to start drawing."""
        sent = self.send(keys)
        self.until(predicate)
        last = self.last_output
        while (arrived := self._read(quiet)) is not None:
            last = arrived
        return last - sent

    def answered(self, keys, predicate, limit=60.0):
        """Seconds from sending keys until the screen first satisfies predicate(lines): a key's
        own answer, though other output (the rest of a book read, a save) may follow."""
        sent = self.send(keys)
        return self.started + self.until(predicate, limit) - sent

    def send(self, keys):
        os.write(self.fd, keys)
        return time.monotonic()

    def cpu_seconds(self):
        """User plus system CPU time the program has used so far (from /proc)."""
        with open("/proc/%d/stat" % self.pid) as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    def quit(self, keys, limit=600.0):
        """Sends keys, reads until the program exits; returns its peak resident memory in MB."""
        os.write(self.fd, keys)
        deadline = time.monotonic() + limit
        while time.monotonic() < deadline:
            try:
                ready, _, _ = select.select([self.fd], [], [], 0.2)
                if ready and not os.read(self.fd, 65536):
                    break
            except OSError:
                break
            done, _, usage = os.wait4(self.pid, os.WNOHANG)
            if done:
                self.usage = usage
                break
        if self.usage is None:
            _, _, self.usage = os.wait4(self.pid, 0)
        os.close(self.fd)
        return self.usage.ru_maxrss / 1024


def filled_rows(lines):
    return sum(1 for line in lines if line.strip())


# What bench.py and bench_books.py share: the environment, figures in ms, what ContactsBook's
# screens look like when they are up, files replaced by a save, and the report's tables.

def environment(work):
    """A scratch HOME and XDG folders in `work`, a UTF-8 xterm, no editor."""
    env = dict(os.environ, HOME=work, XDG_CONFIG_HOME=work + "/config", XDG_DATA_HOME=work + "/data",
               XDG_STATE_HOME=work + "/state", XDG_CACHE_HOME=work + "/.cache", TERM="xterm-256color", LANG="C.UTF-8",
               LC_ALL="C.UTF-8")
    env.pop("VISUAL", None)
    env.pop("EDITOR", None)
    return env


def ms(seconds):
    return seconds * 1000


def fmt(value, unit="ms"):
    if value is None:
        return "-"
    if unit == "MB":
        return "%.1f MB" % value
    return "%.1f ms" % value if value < 100 else "{:,.0f} ms".format(value)


def ours_full(lines):
    # Title, column heads, a full page of rows and the key line at the bottom.
    return filled_rows(lines) >= ROWS - 1 and lines[-1].strip() != ""


def ours_loaded(lines):
    # A large book's first page says "(reading…)" in its title until the whole book is in.
    return ours_full(lines) and "(reading…)" not in lines[0]


def searching(lines):
    # The search line's key hints: "/" was answered.
    return "Enter Keep" in lines[-1]


def wait_for_new_file(path, old_inode, sent, old_size=0, limit=60.0):
    """Seconds from `sent` until `path` is a new file (another inode) of at least old_size bytes:
    a save has replaced (ours: renamed into place after fsync) or rewritten (abook) it."""
    deadline = sent + limit
    while time.monotonic() < deadline:
        try:
            info = os.stat(path)
            if info.st_ino != old_inode and info.st_size >= old_size:
                return time.monotonic() - sent
        except FileNotFoundError:
            pass
        time.sleep(0.0002)
    raise TimeoutError("the save of %s did not finish" % path)


def write_table(report, name, stamp, table):
    """Replaces the table between the report's `<!-- NAME from make bench -->` and `<!-- end of
    NAME -->` markers; the method and findings around it are prose."""
    start, end = "<!-- %s from make bench -->\n" % name, "<!-- end of %s -->\n" % name
    with open(report) as document:
        text = document.read()
    before, rest = text.split(start, 1)
    after = rest.split(end, 1)[1]
    with open(report, "w") as document:
        document.write(before + start + stamp + table + "\n" + end + after)
