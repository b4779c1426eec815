#!/usr/bin/env python3
"""{{NAME}}: a centrally private classifier for ldpbench (made by `ldpbench new method`; edit this file).

A trusted curator's mechanism counts the users of every (grid cell, label) pair of the whole sample and releases the
K = cells^d * 2 counts with Laplace noise of scale 2/eps on each: a noisy histogram (changing one record moves two
counts by one, L1 sensitivity 2). Each cell then predicts the label with the largest noisy count (the public
sample's majority where every count is at most 0).

The harness (external protocol {{PROTOCOL}}, {{PROJECT}}/docs/external-methods.md) calls `randomize` on the private
sample itself, with one seed per release, and hands `curate` only the release and public data; `ldpbench audit
{{NAME}}` measures the sensitivity of `encode` (the exact counts) and tests the noise of `randomize` (release minus
counts) against what `declare` says. Standard library only. One process serves many requests (a persistent
worker): keep no state between requests.
"""
import json
import math
import random
import sys

PROTOCOL = {{PROTOCOL}}
CLASSES = 2
SENSITIVITY = 2.0  # one record moves two counts by one


def cell_of(x, cells):
    c = 0
    for v in x:
        c = c * cells + min(cells - 1, max(0, int(v * cells)))
    return c


def category(record, cells, d):
    return CLASSES * cell_of(record[:d], cells) + min(CLASSES - 1, max(0, int(record[d])))


def categories(cells, d):
    return CLASSES * cells ** d


def counts(records, cells, d):
    """The exact histogram of the sample: users per (cell, label)."""
    out = [0] * categories(cells, d)
    for record in records:
        out[category(record, cells, d)] += 1
    return out


def laplace(rng, scale):
    """Laplace(scale) by inverting its distribution function at a uniform u in (0, 1)."""
    u = rng.random()
    while u == 0.0:
        u = rng.random()
    return scale * math.log(2 * u) if u < 0.5 else -scale * math.log(2 - 2 * u)


def hello(msg):
    return {"protocol": PROTOCOL, "name": "{{NAME}}"}


def declare(msg):
    """What the mechanism claims at this eps: Laplace noise of scale sensitivity/eps on each of the K counts."""
    k = categories(int(msg["params"]["cells"]), int(msg["dimension"]))
    return {"law": "laplace", "sensitivity": SENSITIVITY, "scale": SENSITIVITY / msg["epsilon"], "cells": k}


def encode(msg):
    """The sample's exact counts (deterministic): the statistic the audit measures on neighbouring samples."""
    cells, d = int(msg["params"]["cells"]), int(msg["dimension"])
    return {"values": [counts(msg["records"], cells, d)]}


def randomize(msg):
    """One noisy histogram of the whole sample per seed, each from its own seed only."""
    cells, d = int(msg["params"]["cells"]), int(msg["dimension"])
    exact = counts(msg["records"], cells, d)
    scale = SENSITIVITY / msg["epsilon"]
    releases = []
    for seed in msg["seeds"]:
        rng = random.Random(seed)
        releases.append([c + laplace(rng, scale) for c in exact])
    return {"releases": releases}


def curate(msg):
    """Labels for the evaluation points, from the noisy histogram and the public sample only."""
    cells = int(msg["params"]["cells"])
    noisy = msg["releases"][0]
    ys = msg["public"]["y"]
    majority = max(range(CLASSES), key=lambda y: sum(1 for v in ys if int(v) == y))
    labels = []
    for x in msg["points"]:
        c = cell_of(x, cells)
        best, most = majority, 0.0
        for y in range(CLASSES):
            if noisy[CLASSES * c + y] > most:
                best, most = y, noisy[CLASSES * c + y]
        labels.append(best)
    return {"labels": labels}


HANDLERS = {"hello": hello, "declare": declare, "encode": encode, "randomize": randomize, "curate": curate}


def main():
    for line in sys.stdin:
        if not line.strip():
            continue
        msg = json.loads(line)
        if msg.get("op") == "bye":
            break
        handler = HANDLERS.get(msg.get("op"))
        try:
            reply = handler(msg) if handler else {"error": "unknown op " + repr(msg.get("op"))}
        except Exception as e:  # one line back to the harness, never a traceback on the protocol stream
            reply = {"error": "%s: %s" % (type(e).__name__, e)}
        sys.stdout.write(json.dumps(reply) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
