#!/usr/bin/env python3
"""A protocol-2 method for every release law and privacy model, for ExternalProtocol2Test (standard library only).

Run: python3 laws_method.py RELEASE PRIVACY [--epsilon-factor F] [--understate U]

RELEASE is one of laplace, gaussian, laplace-histogram, gaussian-histogram, randomized-response; PRIVACY one of
local, central, label. Each user's statistic (x in [0, 1]^d, label y in {0, 1}):

  laplace, gaussian                  the vector (x_1, ..., x_d, y): L1 sensitivity d + 1, L2 sqrt(d + 1)
  laplace-histogram, gaussian-hist.  the one-hot vector of its category (its cell of a 2^d grid and its label, K =
                                     2^(d+1) counts): L1 sensitivity 2, L2 sqrt(2)
  randomized-response                its category (local) or its label (label privacy), by K-ary randomized response

Under central privacy the statistic is the sum over the users (the same sensitivities: one user changes).
Laplace noise has scale sensitivity / eps, Gaussian noise the sigma whose exact delta(eps) (Balle and Wang 2018) is
delta (declared with formula "exact"). F != 1: the noise is that of F * eps while eps is declared (2 eps: too
little noise). U != 1: the sensitivity is declared and used U times its true value (a self-consistent
understatement, which only the measured sensitivity reveals). The curator predicts the label that the releases
say is more frequent, everywhere.
"""
import json
import math
import random
import sys

PROTOCOL = 2
RELEASE = sys.argv[1]
PRIVACY = sys.argv[2]
FACTOR = 1.0
UNDERSTATE = 1.0
for i in range(3, len(sys.argv) - 1, 2):
    if sys.argv[i] == "--epsilon-factor":
        FACTOR = float(sys.argv[i + 1])
    elif sys.argv[i] == "--understate":
        UNDERSTATE = float(sys.argv[i + 1])


def category(record, d):
    cell = 0
    for v in record[:d]:
        cell = 2 * cell + (1 if v >= 0.5 else 0)
    return 2 * cell + min(1, max(0, int(record[d])))


def statistic(record, d):
    if RELEASE.endswith("histogram"):
        counts = [0] * (2 ** (d + 1))
        counts[category(record, d)] = 1
        return counts
    return [min(1.0, max(0.0, v)) for v in record[:d]] + [float(min(1, max(0, int(record[d]))))]


def sensitivity(d):
    if RELEASE.endswith("histogram"):
        true = 2.0 if RELEASE.startswith("laplace") else math.sqrt(2.0)
    else:
        true = float(d + 1) if RELEASE.startswith("laplace") else math.sqrt(d + 1.0)
    return UNDERSTATE * true


def phi_upper(a):
    """P(Z > a) for a standard normal Z."""
    return 0.5 * math.erfc(a / math.sqrt(2.0))


def exact_delta(sigma, sens, eps):
    a = sens / (2 * sigma)
    b = eps * sigma / sens
    return phi_upper(b - a) - math.exp(eps) * phi_upper(a + b)


def exact_sigma(sens, eps, delta):
    lo, hi = 1e-12, sens
    while exact_delta(hi, sens, eps) > delta:
        lo, hi = hi, 2 * hi
    for _ in range(200):
        mid = (lo + hi) / 2
        if exact_delta(mid, sens, eps) > delta:
            lo = mid
        else:
            hi = mid
    return hi * (1 + 1e-9)


def keep(eps, k):
    e = math.exp(min(eps, 700.0))
    return e / (e + k - 1)


def categories(d):
    return 2 if PRIVACY == "label" else 2 ** (d + 1)


def noise_parameter(msg, eps):
    d = int(msg["dimension"])
    if RELEASE.startswith("laplace"):
        return sensitivity(d) / eps
    return exact_sigma(sensitivity(d), eps, msg["delta"])


def hello(msg):
    return {"protocol": PROTOCOL, "name": "laws " + RELEASE + " " + PRIVACY}


def declare(msg):
    d, eps = int(msg["dimension"]), msg["epsilon"]
    if RELEASE == "randomized-response":
        return {"law": "randomized-response", "categories": categories(d), "keep": keep(eps, categories(d))}
    out = {"sensitivity": sensitivity(d)}
    if RELEASE.startswith("laplace"):
        out.update({"law": "laplace", "scale": noise_parameter(msg, eps)})
    else:
        out.update({"law": "gaussian", "sigma": noise_parameter(msg, eps), "formula": "exact"})
    if RELEASE.endswith("histogram"):
        out["cells"] = 2 ** (d + 1)
    return out


def encoded(msg):
    d = int(msg["dimension"])
    if RELEASE == "randomized-response":
        return [[int(r[d]) if PRIVACY == "label" else category(r, d)] for r in msg["records"]]
    values = [statistic(r, d) for r in msg["records"]]
    if PRIVACY == "central":
        return [[sum(column) for column in zip(*values)]] if values else [[0.0] * len(statistic([0.0] * d + [0], d))]
    return values


def encode(msg):
    return {"values": encoded(msg)}


def randomize(msg):
    d, eps = int(msg["dimension"]), FACTOR * msg["epsilon"]
    values = encoded(msg)
    if RELEASE == "randomized-response":
        k = categories(d)
        p = keep(eps, k)
        out = []
        for (c,), seed in zip(values, msg["seeds"]):
            rng = random.Random(seed)
            if rng.random() < p:
                out.append([c])
            else:
                other = rng.randrange(k - 1)
                out.append([other if other < c else other + 1])
        return {"releases": out}
    parameter = noise_parameter(msg, eps)
    # central: one release of the sample per seed; local: user i's release from seed i
    pairs = [(values[0], seed) for seed in msg["seeds"]] if PRIVACY == "central" else zip(values, msg["seeds"])
    out = []
    for value, seed in pairs:
        rng = random.Random(seed)
        if RELEASE.startswith("laplace"):
            out.append([v + parameter * (rng.expovariate(1.0) - rng.expovariate(1.0)) for v in value])
        else:
            out.append([v + rng.gauss(0.0, parameter) for v in value])
    return {"releases": out}


def curate(msg):
    d = int(msg["dimension"])
    releases = msg["releases"]
    if RELEASE == "randomized-response":
        ones = sum(1 for (r,) in releases if int(r) % 2 == 1)
        label = 1 if 2 * ones > len(releases) else 0
        if PRIVACY == "label" and len(msg["features"]) != len(releases):
            raise ValueError("label privacy: %d features for %d releases" % (len(msg["features"]), len(releases)))
    elif RELEASE.endswith("histogram"):
        totals = [sum(column) for column in zip(*releases)]
        label = 1 if sum(totals[1::2]) > sum(totals[0::2]) else 0
    else:
        label = 1 if sum(r[d] for r in releases) > 0.5 * (1 if PRIVACY == "central" else len(releases)) else 0
    return {"labels": [label] * len(msg["points"])}


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
        except Exception as e:  # one line back to the harness
            reply = {"error": "%s: %s" % (type(e).__name__, e)}
        sys.stdout.write(json.dumps(reply) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
