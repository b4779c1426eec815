#!/usr/bin/env python3
"""{{NAME}}: a label-private classifier for ldpbench (made by `ldpbench new method`; edit this file).

Label local DP: the features are public, each user's label is private. Every user reports its label through K-ary
randomized response at eps (K = 2 classes): the true label with probability keep = e^eps / (e^eps + K - 1),
otherwise one of the K - 1 others uniformly. The curator places each noisy label in its user's grid cell (the
features come with the releases), debiases the counts of every (cell, label) pair and each cell predicts its most
frequent estimated label (the public sample's majority where it estimates no user).

The harness (external protocol {{PROTOCOL}}, {{PROJECT}}/docs/external-methods.md) calls `randomize` on each private
record itself and hands `curate` only the noisy labels, the users' (public) features and public data; `ldpbench
audit {{NAME}}` checks `declare` against what `randomize` does, on neighbours that differ in one label. Standard
library only. One process serves many requests (a persistent worker): keep no state between requests.
"""
import json
import math
import random
import sys

PROTOCOL = {{PROTOCOL}}
CLASSES = 2


def keep_probability(eps, k):
    """The probability randomized response keeps the true label, at the eps it is given."""
    if eps > 700:
        return 1.0
    e = math.exp(eps)
    return e / (e + k - 1)


def cell_of(x, cells):
    c = 0
    for v in x:
        c = c * cells + min(cells - 1, max(0, int(v * cells)))
    return c


def label(record, d):
    return min(CLASSES - 1, max(0, int(record[d])))


def hello(msg):
    return {"protocol": PROTOCOL, "name": "{{NAME}}"}


def declare(msg):
    """What the randomizer claims at this eps: the audit recomputes keep from (eps, K) and tests randomize's draws."""
    return {"law": "randomized-response", "categories": CLASSES, "keep": keep_probability(msg["epsilon"], CLASSES)}


def encode(msg):
    """Each user's true label (deterministic): the statistic the audit measures on neighbouring labels."""
    d = int(msg["dimension"])
    return {"values": [[label(r, d)] for r in msg["records"]]}


def randomize(msg):
    """Each user's noisy label, drawn from its own seed only."""
    d = int(msg["dimension"])
    keep = keep_probability(msg["epsilon"], CLASSES)
    releases = []
    for record, seed in zip(msg["records"], msg["seeds"]):
        rng = random.Random(seed)
        true = label(record, d)
        if rng.random() < keep:
            releases.append([true])
        else:
            other = rng.randrange(CLASSES - 1)
            releases.append([other if other < true else other + 1])
    return {"releases": releases}


def curate(msg):
    """Labels for the evaluation points, from the noisy labels, the users' features and the public sample only."""
    cells, d = int(msg["params"]["cells"]), int(msg["dimension"])
    keep = keep_probability(msg["epsilon"], CLASSES)
    other = (1 - keep) / (CLASSES - 1)
    reported = [[0] * CLASSES for _ in range(cells ** d)]
    for x, release in zip(msg["features"], msg["releases"]):
        reported[cell_of(x, cells)][int(release[0])] += 1
    ys = msg["public"]["y"]
    majority = max(range(CLASSES), key=lambda y: sum(1 for v in ys if int(v) == y))
    labels = []
    for x in msg["points"]:
        counts = reported[cell_of(x, cells)]
        n = sum(counts)
        best, most = majority, 0.0
        for y in range(CLASSES):
            estimate = (counts[y] - n * other) / (keep - other) if keep > other else counts[y]
            if estimate > most:
                best, most = y, estimate
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
