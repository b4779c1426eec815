#!/usr/bin/env python3
"""A protocol-1 method that does no work (every release 0, every label 0): ExternalOverhead times the framing with it."""
import json
import sys

for line in sys.stdin:
    msg = json.loads(line)
    op = msg["op"]
    if op == "bye":
        break
    if op == "hello":
        reply = {"protocol": 1}
    elif op == "randomize":
        reply = {"releases": [[0]] * len(msg["seeds"])}
    elif op == "curate":
        reply = {"labels": [0] * len(msg["points"])}
    else:
        reply = {"error": "null method: no " + op}
    sys.stdout.write(json.dumps(reply) + "\n")
    sys.stdout.flush()
