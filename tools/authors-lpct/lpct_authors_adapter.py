#!/usr/bin/env python3
"""LPCT (authors' code): runs the authors' own LPCT package as an ldpbench external method.

Ours, not theirs: this file holds no code of the authors. It imports their package `LDPCP` from a
checkout the user names (LPCT_AUTHORS=/path/to/LPCT, or --authors PATH) and speaks ldpbench's
external protocol 1 with `privacy: none` (docs/external-methods.md): the harness hands it the raw
private sample, the public sample, epsilon and a seed (`fit`), then asks for labels once per lambda
(`predict`). Why not randomize/curate behind the harness's boundary: the authors' estimator draws
its Laplace noise inside `ClassificationEstimator.get_data` from the raw labels and cell indicators,
after the partition is built from public data, so no call of theirs releases one user's report
(see tools/authors-lpct/README.md).

Public-partition mode (the paper's algorithm, the authors' commit C0; spec/lpct.md 2.8 item 1):
`get_partition(X_Q, y_Q)` builds the max-edge tree on the PUBLIC sample, `attribute_data(X_P, y_P)`
adds the private sums with their Laplace(4/eps) noise; the code's own `fit(X_P, y_P)` at HEAD would
partition on the private sample instead. The noise comes from numpy's global generator, seeded from
the harness's seed, so a fit group is reproducible and every lambda reuses the same noisy sums.

Without a usable checkout `hello` and every `fit` answer {"notApplicable": one line saying why},
which the harness stores as NA (remembering the hello's answer for the run, so it starts this script
once). LPCT_AUTHORS_PYTHON names another interpreter to run under (one that has numpy, scipy,
scikit-learn and numba, which the authors' package imports).
"""

import importlib
import json
import os
import random
import sys

PROTOCOL = 1
CHECKOUT_HINT = "a checkout of the authors' repository Karlmyh/LPCT (LPCT_AUTHORS=/path/to/LPCT)"


def reexec_if_asked():
    """Runs this script under LPCT_AUTHORS_PYTHON when that names another interpreter."""
    wanted = os.environ.get("LPCT_AUTHORS_PYTHON", "").strip()
    if wanted and os.path.realpath(wanted) != os.path.realpath(sys.executable):
        if not os.access(wanted, os.X_OK):
            return "LPCT_AUTHORS_PYTHON=%s is not an executable interpreter" % wanted
        os.execv(wanted, [wanted] + sys.argv)
    return None


def checkout(argv):
    """The checkout named by --authors PATH or LPCT_AUTHORS, and a reason when it is unusable."""
    path = None
    if "--authors" in argv:
        i = argv.index("--authors")
        path = argv[i + 1] if i + 1 < len(argv) else ""
    if path is None:
        path = os.environ.get("LPCT_AUTHORS", "").strip()
        if not path:
            return None, "LPCT_AUTHORS is not set: name " + CHECKOUT_HINT
    if not os.path.isdir(os.path.join(path, "LDPCP")):
        return None, "LPCT_AUTHORS=%s is not a checkout of the authors' repository Karlmyh/LPCT (no LDPCP/ in it)" % path
    return path, None


def import_authors(path):
    """The authors' package LDPCP imported from `path`, or a reason why it cannot be."""
    sys.path.insert(0, os.path.abspath(path))
    try:
        return importlib.import_module("LDPCP"), None
    except ModuleNotFoundError as e:
        return None, ("the authors' package at %s needs Python module '%s', which %s cannot import (install it, or "
                      "set LPCT_AUTHORS_PYTHON to an interpreter that has it)" % (path, e.name, sys.executable))
    except Exception as e:  # their import failed for a reason of theirs: say which, in one line
        return None, "importing the authors' package at %s failed: %s: %s" % (path, type(e).__name__, e)


class AuthorsLpct:
    """One fit group: the authors' classifier after `fit`, re-estimated per lambda by `predict`."""

    def __init__(self, package):
        self.package = package
        self.model = None
        try:
            self.np = importlib.import_module("numpy")
        except ImportError:  # a stand-in package may work on lists
            self.np = None

    def array(self, rows):
        return self.np.asarray(rows, dtype=float) if self.np is not None else rows

    def fit(self, request):
        eps = request.get("epsilon")
        if eps is None:
            raise ValueError("needs a budget: add a sweep axis 'epsilon' to the spec")
        params = request["params"]
        private, public = request["private"], request["public"]
        seed = int(request["seed"]) % (2 ** 32)
        random.seed(seed)
        if self.np is not None:
            self.np.random.seed(seed)
        x_q, y_q = self.array(public["x"]), self.array(public["y"])
        self.model = self.package.LDPTreeClassifier(
            splitter="igmaxedge", epsilon=float(eps), if_prune=0, X_Q=x_q, y_Q=y_q,
            min_samples_split=int(params["minSamplesSplit"]), min_samples_leaf=int(params["minSamplesLeaf"]),
            max_depth=int(params["depth"]), lamda=1.0, range_x="unit")
        # public-partition mode: the paper's and C0's fit, not HEAD's fit(X_P, y_P)
        self.model.get_partition(x_q, y_q, range_x="unit")
        self.model.attribute_data(self.array(private["x"]), self.array(private["y"]))
        return {}

    def predict(self, request):
        if self.model is None:
            raise ValueError("predict before fit")
        lam = float(request["params"]["lambda"])
        for leaf in self.model.tree_.leafnode_fun.values():
            leaf.lamda = lam
            leaf.test_statistic()
        labels = self.model.predict(self.array(request["points"]))
        return {"labels": [int(v) for v in labels]}


def serve(argv, stdin, stdout):
    refused = reexec_if_asked()
    path, unusable = checkout(argv)
    package = None
    if unusable is None:
        package, unusable = import_authors(path)
    if refused is not None:
        unusable = refused
    group = AuthorsLpct(package) if package is not None else None
    not_run = None if group is not None else "LPCT (authors' code) not run: " + unusable
    for line in stdin:
        request = json.loads(line)
        op = request.get("op")
        if op == "bye":
            return
        try:
            if op == "hello" and group is None:
                # nothing the harness could send changes this: it remembers the line for the run
                reply = {"protocol": PROTOCOL, "notApplicable": not_run}
            elif op == "hello":
                reply = {"protocol": PROTOCOL}
            elif op in ("fit", "predict") and group is None:
                reply = {"notApplicable": not_run}
            elif op == "fit":
                reply = group.fit(request)
            elif op == "predict":
                reply = group.predict(request)
            else:
                reply = {"error": "unknown op '%s' (this adapter speaks hello, fit, predict, bye)" % op}
        except Exception as e:  # one line back to the harness; the trace goes to stderr
            import traceback
            traceback.print_exc(file=sys.stderr)
            reply = {"error": "%s: %s" % (type(e).__name__, str(e).splitlines()[0] if str(e) else "")}
        stdout.write(json.dumps(reply) + "\n")
        stdout.flush()


if __name__ == "__main__":
    serve(sys.argv[1:], sys.stdin, sys.stdout)
