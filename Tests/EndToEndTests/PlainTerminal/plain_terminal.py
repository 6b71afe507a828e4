"""Runs a program in a plain pseudo-terminal, with pyte (a VT100 emulator) as the screen, and
plays steps against it: what tmux would hide (its own redraws, coalesced resizes) shows here.

Usage: plain_terminal.py < steps.json, where the JSON is
  {"argv": [...], "env": {...}, "rows": 24, "columns": 80, "steps": [step, ...]}
and each step is one of
  {"keys": "text"}             written to the terminal as one write (so Esc d arrives together)
  {"resize": [rows, columns]}  the window's size set, as a terminal window does (SIGWINCH)
  {"garbage": "text"}          written to the terminal's device by another program
  {"run": [argv...]}           another program run to its end (an outside `add`)
  {"wait_for": "text"}         until the screen shows the text (5 s), else an error
  {"wait_gone": "text"}        until the screen no longer shows it
  {"settle": seconds}          output read until quiet for that long
  {"snapshot": "name"}         the screen's lines kept under the name
  {"exit": true}               waits for the program to end and keeps its status
Prints {"snapshots": {...}, "errors": [...], "status": n or null} as JSON."""
import fcntl
import json
import os
import pty
import select
import signal
import struct
import subprocess
import sys
import termios
import time

import pyte


def main():
    plan = json.load(sys.stdin)
    rows, columns = plan.get("rows", 24), plan.get("columns", 80)
    pid, fd = pty.fork()
    if pid == 0:
        fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
        env = dict(os.environ)
        env.update(plan.get("env", {}))
        os.execvpe(plan["argv"][0], plan["argv"], env)
    screen = pyte.Screen(columns, rows)
    stream = pyte.ByteStream(screen)
    result = {"snapshots": {}, "errors": [], "status": None}

    def read(timeout):
        ready, _, _ = select.select([fd], [], [], timeout)
        if not ready:
            return False
        try:
            data = os.read(fd, 65536)
        except OSError:
            return False
        if not data:
            return False
        stream.feed(data)
        return True

    def lines():
        return [line.rstrip() for line in screen.display]

    def wait(condition, what, limit=5.0):
        deadline = time.monotonic() + limit
        while time.monotonic() < deadline:
            if condition("\n".join(lines())):
                return
            read(0.05)
        if not condition("\n".join(lines())):
            result["errors"].append(what + ", screen:\n" + "\n".join(lines()))

    def settle(quiet):
        while read(quiet):
            pass

    for step in plan["steps"]:
        if "keys" in step:
            os.write(fd, step["keys"].encode())
        elif "resize" in step:
            new_rows, new_columns = step["resize"]
            fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", new_rows, new_columns, 0, 0))
            screen.resize(new_rows, new_columns)
        elif "garbage" in step:
            with open(os.readlink("/proc/%d/fd/1" % pid), "w") as device:
                device.write(step["garbage"])
        elif "run" in step:
            subprocess.run(step["run"], stdout=subprocess.DEVNULL, check=False)
        elif "wait_for" in step:
            wait(lambda text: step["wait_for"] in text, "never showed " + repr(step["wait_for"]))
        elif "wait_gone" in step:
            wait(lambda text: step["wait_gone"] not in text, "kept showing " + repr(step["wait_gone"]))
        elif "settle" in step:
            settle(step["settle"])
        elif "snapshot" in step:
            result["snapshots"][step["snapshot"]] = lines()
        elif "exit" in step:
            deadline = time.monotonic() + 10
            while time.monotonic() < deadline and result["status"] is None:
                read(0.05)
                done, status = os.waitpid(pid, os.WNOHANG)
                if done:
                    settle(0.1)
                    result["status"] = os.waitstatus_to_exitcode(status)
            if result["status"] is None:
                result["errors"].append("the program did not end")
    if result["status"] is None:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
    json.dump(result, sys.stdout)


main()
