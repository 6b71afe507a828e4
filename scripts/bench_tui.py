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
