#!/usr/bin/env python3
"""{{NAME}}: a locally private classifier for ldpbench (made by `ldpbench new method`; edit this file).

Each user maps its record (x in [0, 1]^d, label y) to one of K = cells^d * 2 categories (its grid cell and its
label) and reports it through K-ary randomized response: the true category with probability
keep = e^eps / (e^eps + K - 1), otherwise one of the K - 1 others uniformly. The curator debiases the counts of
the reports and each cell predicts its most frequent estimated label (the public sample's majority where it
estimates no user).

The harness (external protocol {{PROTOCOL}}, {{PROJECT}}/docs/external-methods.md) calls `randomize` on each private
record itself and hands `curate` only the releases and public data; `ldpbench audit {{NAME}}` checks `declare`
against what `randomize` does. Standard library only. One process serves many requests (a persistent worker):
keep no state between requests. To release a noisy vector or histogram instead (Laplace or Gaussian noise), see
the release laws of protocol 2 in docs/external-methods.md.
"""
import json
import math
import random
import sys

PROTOCOL = {{PROTOCOL}}
CLASSES = 2


def keep_probability(eps, k):
    """The probability randomized response keeps the true category, at the eps it is given."""
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
    return CLASSES * cell_of(record[:d], cells) + min(CLASSES - 1, max(0, int(record[d])))


def categories(cells, d):
    return CLASSES * cells ** d


def hello(msg):
    return {"protocol": PROTOCOL, "name": "{{NAME}}"}


def declare(msg):
    """What the randomizer claims at this eps: the audit recomputes keep from (eps, K) and tests randomize's draws."""
    k = categories(int(msg["params"]["cells"]), int(msg["dimension"]))
    return {"law": "randomized-response", "categories": k, "keep": keep_probability(msg["epsilon"], k)}


def encode(msg):
    """Each user's true category (deterministic): the statistic the audit measures on neighbouring records."""
    cells, d = int(msg["params"]["cells"]), int(msg["dimension"])
    return {"values": [[category(r, cells, d)] for r in msg["records"]]}


def randomize(msg):
    """Each user's release, drawn from its own seed only."""
    cells, d = int(msg["params"]["cells"]), int(msg["dimension"])
    k = categories(cells, d)
    keep = keep_probability(msg["epsilon"], k)
    releases = []
    for record, seed in zip(msg["records"], msg["seeds"]):
        rng = random.Random(seed)
        true = category(record, cells, d)
        if rng.random() < keep:
            releases.append([true])
        else:
            other = rng.randrange(k - 1)
            releases.append([other if other < true else other + 1])
    return {"releases": releases}


def curate(msg):
    """Labels for the evaluation points, from the releases and the public sample only."""
    cells, d = int(msg["params"]["cells"]), int(msg["dimension"])
    k = categories(cells, d)
    keep = keep_probability(msg["epsilon"], k)
    other = (1 - keep) / (k - 1)
    counts = [0] * k
    for release in msg["releases"]:
        counts[int(release[0])] += 1
    n = len(msg["releases"])
    estimate = [(c - n * other) / (keep - other) for c in counts]
    ys = msg["public"]["y"]
    majority = max(range(CLASSES), key=lambda y: sum(1 for v in ys if int(v) == y))
    labels = []
    for x in msg["points"]:
        c = cell_of(x, cells)
        best, most = majority, 0.0
        for y in range(CLASSES):
            if estimate[CLASSES * c + y] > most:
                best, most = y, estimate[CLASSES * c + y]
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
