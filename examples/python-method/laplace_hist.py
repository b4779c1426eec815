#!/usr/bin/env python3
"""HIST-LAPLACE-PY: a locally private histogram classifier with Laplace noise, for ldpbench's external-method
protocol, version 2 (docs/external-methods.md). Standard library only.

Each user maps its record (x in [0, 1]^d, label y in {0, 1}) to one of K = 2 * cells^d categories (its grid cell
and its label) and sends the one-hot vector of its category with Laplace noise of scale 2/eps on each of the K
counts: a noisy histogram of one user. Two users' one-hot vectors differ in two counts, so the L1 sensitivity is
2 and the release is eps-LDP. The curator adds the users' vectors (an unbiased histogram of the sample) and
predicts, in each cell, label 1 when its estimated share of label 1 exceeds the threshold; cells without a
positive estimate take the majority label of the public sample.

The harness sends `randomize` one seed per user and computes nothing itself: this program declares its law
(`declare`: Laplace, sensitivity 2, scale 2/eps, K cells), says what each user's exact counts are (`encode`), and
`ldpbench audit HIST-LAPLACE-PY` measures the sensitivity of those counts and tests the released noise against the
declared law. One process serves many requests (a persistent worker): it keeps nothing between them.

Run: python3 laplace_hist.py [--epsilon-factor F]. F = 1 is the method; the tests run F = 2 (noise for 2 eps while
it declares eps) to show that the privacy audit catches it.
"""
import json
import math
import random
import sys

PROTOCOL = 2
SENSITIVITY = 2.0  # two users' one-hot vectors differ in two counts, by one each


def cell_of(x, cells):
    c = 0
    for v in x:
        c = c * cells + min(cells - 1, max(0, int(v * cells)))
    return c


def category(record, cells, d):
    return 2 * cell_of(record[:d], cells) + min(1, max(0, int(record[d])))


def categories(cells, d):
    return 2 * cells ** d


def one_hot(record, cells, d):
    counts = [0] * categories(cells, d)
    counts[category(record, cells, d)] = 1
    return counts


def laplace(rng, scale):
    """Laplace(scale) by inverting its distribution function at a uniform u in (0, 1)."""
    u = rng.random()
    while u == 0.0:
        u = rng.random()
    return scale * math.log(2 * u) if u < 0.5 else -scale * math.log(2 - 2 * u)


class Method:
    def __init__(self, epsilon_factor):
        self.factor = epsilon_factor

    def hello(self, msg):
        return {"protocol": PROTOCOL, "name": "HIST-LAPLACE-PY"}

    def declare(self, msg):
        # what this randomizer claims at the budget it is given: Laplace noise of scale sensitivity/eps on K counts
        k = categories(int(msg["params"]["cells"]), int(msg["dimension"]))
        return {"law": "laplace", "sensitivity": SENSITIVITY, "scale": SENSITIVITY / msg["epsilon"], "cells": k}

    def encode(self, msg):
        cells, d = int(msg["params"]["cells"]), int(msg["dimension"])
        return {"values": [one_hot(r, cells, d) for r in msg["records"]]}

    def randomize(self, msg):
        cells, d = int(msg["params"]["cells"]), int(msg["dimension"])
        scale = SENSITIVITY / (self.factor * msg["epsilon"])
        releases = []
        for record, seed in zip(msg["records"], msg["seeds"]):
            rng = random.Random(seed)  # each user's release from its own seed only
            releases.append([c + laplace(rng, scale) for c in one_hot(record, cells, d)])
        return {"releases": releases}

    def curate(self, msg):
        params = msg["params"]
        cells, d = int(params["cells"]), int(msg["dimension"])
        threshold = float(params["threshold"])
        totals = [0.0] * categories(cells, d)
        for release in msg["releases"]:
            for j, v in enumerate(release):
                totals[j] += v
        public_ones = sum(msg["public"]["y"])
        majority = 1 if 2 * public_ones >= max(1, len(msg["public"]["y"])) else 0
        labels = []
        for x in msg["points"]:
            c = cell_of(x, cells)
            zero, one = max(0.0, totals[2 * c]), max(0.0, totals[2 * c + 1])
            labels.append(majority if zero + one <= 0 else (1 if one / (zero + one) > threshold else 0))
        return {"labels": labels}


def main():
    factor = 1.0
    if len(sys.argv) == 3 and sys.argv[1] == "--epsilon-factor":
        factor = float(sys.argv[2])
    method = Method(factor)
    for line in sys.stdin:
        if not line.strip():
            continue
        msg = json.loads(line)
        op = msg.get("op")
        if op == "bye":
            break
        handler = getattr(method, op, None) if op in ("hello", "declare", "encode", "randomize", "curate") else None
        try:
            reply = handler(msg) if handler else {"error": "unknown op " + repr(op)}
        except Exception as e:  # one line back to the harness, never a traceback on the protocol stream
            reply = {"error": "%s: %s" % (type(e).__name__, e)}
        sys.stdout.write(json.dumps(reply) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
