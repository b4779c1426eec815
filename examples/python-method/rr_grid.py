#!/usr/bin/env python3
"""RR-GRID-PY: a locally private histogram classifier on a regular grid, for ldpbench's external-method
protocol, version 1 (docs/external-methods.md). Standard library only.

Each user maps its record (x in [0, 1]^d, label y in {0, 1}) to one of K = 2 * cells^d categories (its grid
cell and its label) and reports it through K-ary randomized response: the true category with probability
keep = e^eps / (e^eps + K - 1), otherwise one of the K - 1 others uniformly. The curator debiases the
counts of the reports and predicts, in each cell, the label whose estimated count share exceeds the
threshold; cells without a positive estimate take the majority label of the public sample.

Run: python3 rr_grid.py [--epsilon-factor F]. F = 1 is the method; the tests run F = 2 (a randomizer that
spends 2 eps while it declares eps) to show that the privacy audit catches it.
"""
import json
import math
import random
import sys

PROTOCOL = 1


def keep_probability(eps, k):
    if eps > 700:
        return 1.0
    e = math.exp(eps)
    return e / (e + k - 1)


def cell_of(x, cells):
    c = 0
    for v in x:
        c = c * cells + min(cells - 1, max(0, int(v * cells)))
    return c


def category(record, cells, d):
    return 2 * cell_of(record[:d], cells) + int(record[d])


def categories(cells, d):
    return 2 * cells ** d


def randomize_one(cat, k, keep, seed):
    rng = random.Random(seed)
    if rng.random() < keep:
        return cat
    other = rng.randrange(k - 1)
    return other if other < cat else other + 1


class Method:
    def __init__(self, epsilon_factor):
        self.factor = epsilon_factor

    def hello(self, msg):
        return {"protocol": PROTOCOL, "name": "RR-GRID-PY"}

    def declare(self, msg):
        k = categories(int(msg["params"]["cells"]), int(msg["dimension"]))
        # what this randomizer claims: K-ary randomized response at the budget it is given
        return {"law": "randomized-response", "categories": k, "keep": keep_probability(msg["epsilon"], k)}

    def encode(self, msg):
        cells, d = int(msg["params"]["cells"]), int(msg["dimension"])
        return {"values": [[category(r, cells, d)] for r in msg["records"]]}

    def randomize(self, msg):
        cells, d = int(msg["params"]["cells"]), int(msg["dimension"])
        k = categories(cells, d)
        keep = keep_probability(self.factor * msg["epsilon"], k)
        return {"releases": [[randomize_one(category(r, cells, d), k, keep, s)]
                             for r, s in zip(msg["records"], msg["seeds"])]}

    def curate(self, msg):
        params = msg["params"]
        cells, d = int(params["cells"]), int(msg["dimension"])
        threshold = float(params["threshold"])
        k = categories(cells, d)
        keep = keep_probability(msg["epsilon"], k)
        other = (1 - keep) / (k - 1)
        counts = [0] * k
        for release in msg["releases"]:
            counts[int(release[0])] += 1
        n = len(msg["releases"])
        estimate = [(c - n * other) / (keep - other) for c in counts]
        public_ones = sum(msg["public"]["y"])
        majority = 1 if 2 * public_ones >= max(1, len(msg["public"]["y"])) else 0
        labels = []
        for x in msg["points"]:
            c = cell_of(x, cells)
            zero, one = max(0.0, estimate[2 * c]), max(0.0, estimate[2 * c + 1])
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
