#!/usr/bin/env python3
"""A protocol-1 method that misbehaves on purpose, for ExternalFailureTest (standard library only).

Run: python3 misbehaving_method.py MODE [OP [PIDFILE]]. It answers like examples/python-method/rr_grid.py (it runs that
file's Method for every request) until it meets request OP (default: randomize; "hello" for the greeting),
which it answers according to MODE:

  hang         sleeps forever (never reads again, never answers)
  hang-child   starts a child process that keeps stdout open and sleeps forever (its pid written to PIDFILE),
               then sleeps itself
  garbage      writes a line that is not JSON
  nan          answers with NaN in place of each number
  short        answers with one release (or label, or value) too few
  exit         writes a line to stderr and exits with status 3
  exit-once    does as exit if the file PIDFILE does not exist yet (and creates it), else answers properly:
               a worker that crashes once and whose replacement works
  stderr-only  writes its complaint to stderr only and exits with status 0
  error        replies {"error": "..."}, the protocol's own way to fail
  linger       answers properly, but on bye or the end of its input sleeps for an hour (a worker that does not
               end by itself: the harness must kill it)
  rendezvous   answers properly; while the file PIDFILE/armed exists, it first writes PIDFILE/<its pid> and waits
               (up to 20 s) until two workers have done so: requests sent side by side then overlap for certain,
               so a pool that allows two workers must start the second
"""
import json
import os
import subprocess
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "..",
                                "examples", "python-method"))
import rr_grid  # noqa: E402

MODE = sys.argv[1]
OP = sys.argv[2] if len(sys.argv) > 2 else "randomize"


def misbehave(msg, proper):
    if MODE == "hang":
        while True:
            time.sleep(3600)
    if MODE == "hang-child":
        child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(3600)"])
        with open(sys.argv[3], "w") as pidfile:
            pidfile.write(str(child.pid))
        while True:
            time.sleep(3600)
    if MODE == "garbage":
        sys.stdout.write("this is not JSON {\n")
        sys.stdout.flush()
        return
    if MODE == "nan":
        for key in ("releases", "labels", "values"):
            if key in proper:
                proper[key] = [[float("nan")] if isinstance(v, list) else float("nan") for v in proper[key]]
        sys.stdout.write(json.dumps(proper) + "\n")
        sys.stdout.flush()
        return
    if MODE == "short":
        for key in ("releases", "labels", "values"):
            if key in proper:
                proper[key] = proper[key][:-1]
        sys.stdout.write(json.dumps(proper) + "\n")
        sys.stdout.flush()
        return
    if MODE == "exit-once":
        if os.path.exists(sys.argv[3]):
            sys.stdout.write(json.dumps(proper) + "\n")
            sys.stdout.flush()
            return
        open(sys.argv[3], "w").close()
    if MODE in ("exit", "exit-once"):
        sys.stderr.write("misbehaving_method: giving up on " + msg["op"] + "\n")
        sys.exit(3)
    if MODE == "stderr-only":
        sys.stderr.write("misbehaving_method: cannot answer " + msg["op"] + "\n")
        sys.exit(0)
    if MODE == "error":
        sys.stdout.write(json.dumps({"error": "misbehaving_method refuses " + msg["op"]}) + "\n")
        sys.stdout.flush()
        return
    if MODE == "rendezvous":
        meeting = sys.argv[3]
        if os.path.exists(os.path.join(meeting, "armed")):
            open(os.path.join(meeting, str(os.getpid())), "w").close()
            deadline = time.time() + 20
            while len([f for f in os.listdir(meeting) if f != "armed"]) < 2 and time.time() < deadline:
                time.sleep(0.01)
        sys.stdout.write(json.dumps(proper) + "\n")
        sys.stdout.flush()
        return
    raise SystemExit("unknown mode " + MODE)


def main():
    method = rr_grid.Method(1.0)
    for line in sys.stdin:
        msg = json.loads(line)
        op = msg["op"]
        if op == "bye":
            break
        if MODE == "linger":
            sys.stdout.write(json.dumps(getattr(method, op)(msg)) + "\n")
            sys.stdout.flush()
            continue
        proper = getattr(method, op)(msg)
        if op == OP:
            misbehave(msg, proper)
        else:
            sys.stdout.write(json.dumps(proper) + "\n")
            sys.stdout.flush()
    if MODE == "linger":
        time.sleep(3600)


if __name__ == "__main__":
    main()
