#!/usr/bin/python3
"""scikit-learn's DecisionTreeClassifier on the very rows our CT-W and CT-Q see (issue 18 item 4a).

Input: the directory written by tools/export_cart_splits.sh (ldpbench split: DATASET/REPLICATION/
{public,private,test}.csv, label first, then the min-max scaled features). For every data set,
replication and max_depth of Table 2's grid it fits

    DecisionTreeClassifier(max_depth=depth, random_state=0).fit(X, y)

(all other arguments at their defaults: gini, splitter="best", min_samples_split=2,
min_samples_leaf=1, max_features=None) on public + private rows (CT-W) and on the public rows
(CT-Q), and writes the test accuracy. random_state=0 fixes sklearn's random feature order, which
only breaks ties between equally good splits; the same fit with random_state = 0..STATES-1 gives
the range (min, max) that tie-breaking alone spans, written next to it.

Run once, with Debian's python3-sklearn (not the pyenv python3 on PATH):
    /usr/bin/python3 tools/cart_reference.py SPLITS_DIR experiments/ma-yang/reference/cart-sklearn.csv
"""
import os
import sys

import numpy as np
import sklearn
from sklearn.tree import DecisionTreeClassifier

DEPTHS = [1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 14, 16]
STATES = 8


def load(path):
    a = np.loadtxt(path, delimiter=",", ndmin=2)
    return a[:, 1:], a[:, 0].astype(int)


def main(splits, out):
    rows = []
    for dataset in sorted(os.listdir(splits)):
        for rep in sorted(os.listdir(os.path.join(splits, dataset)), key=int):
            base = os.path.join(splits, dataset, rep)
            xq, yq = load(os.path.join(base, "public.csv"))
            xp, yp = load(os.path.join(base, "private.csv"))
            xt, yt = load(os.path.join(base, "test.csv"))
            xw, yw = np.vstack([xq, xp]), np.concatenate([yq, yp])
            for method, (x, y) in (("CT-W", (xw, yw)), ("CT-Q", (xq, yq))):
                for depth in DEPTHS:
                    accs = [float(np.mean(DecisionTreeClassifier(max_depth=depth, random_state=state).fit(x, y)
                                          .predict(xt) == yt)) for state in range(STATES)]
                    rows.append((dataset, rep, method, depth, accs[0], min(accs), max(accs)))
            print(dataset, rep, "done", file=sys.stderr)
    with open(out, "w") as f:
        f.write("# scikit-learn %s DecisionTreeClassifier(max_depth=depth, random_state=0), defaults otherwise, on the\n"
                % sklearn.__version__)
        f.write("# rows of `ldpbench split experiments/ma-yang/table2-real-data.yaml --dataset D --replications 3` (replications 0-2)\n")
        f.write("# (tools/export_cart_splits.sh); written by: /usr/bin/python3 tools/cart_reference.py SPLITS OUT\n")
        f.write("# accuracy: random_state=0; min/max: over random_state = 0..%d (tie-breaking alone)\n" % (STATES - 1))
        f.write("dataset,replication,method,depth,accuracy,min,max\n")
        for r in rows:
            f.write("%s,%s,%s,%d,%.17g,%.17g,%.17g\n" % r)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
