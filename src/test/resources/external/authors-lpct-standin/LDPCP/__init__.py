"""A stand-in for the authors' LPCT package (tests only; standard library only; ours, no code of theirs).

It offers the interface tools/authors-lpct/lpct_authors_adapter.py calls, so the adapter and the
external protocol's fit/predict path are tested without the authors' checkout: LDPTreeClassifier
(keyword constructor), get_partition(X, y, range_x) on the public sample, attribute_data(X, y) on the
private sample with Laplace(4/eps) noise per user from Python's global `random` (which the adapter
seeds), tree_.leafnode_fun (leaves with lamda and test_statistic()) and predict(X). Its partition is a
plain midpoint grid (dimensions in turn, max_depth cuts), not the authors' max-edge rule.
"""

import math
import random


class _Leaf:
    def __init__(self):
        self.U_Q = self.V_Q = 0.0
        self.U_P = self.V_P = 0.0
        self.lamda = 1.0
        self.y_hat = 0

    def test_statistic(self):
        den = self.U_P + self.lamda * self.U_Q
        eta = (self.V_P + self.lamda * self.V_Q) / den if den != 0 else 0.0
        self.y_hat = 1 if eta > 0.5 else 0
        return eta


class _Tree:
    def __init__(self):
        self.leafnode_fun = {}


def _laplace(scale):
    return scale * (random.expovariate(1.0) - random.expovariate(1.0))


class LDPTreeClassifier:
    def __init__(self, splitter="igmaxedge", epsilon=1, if_prune=0, X_Q=None, y_Q=None, min_samples_split=5,
                 min_samples_leaf=2, max_depth=2, lamda=None, range_x="unit", **ignored):
        self.epsilon = epsilon
        self.max_depth = max_depth
        self.lamda = lamda
        self.tree_ = _Tree()
        self.dim = None

    def _cell(self, x):
        lower = [0.0] * self.dim
        upper = [1.0] * self.dim
        code = 0
        for level in range(self.max_depth):
            d = level % self.dim
            mid = (lower[d] + upper[d]) / 2
            right = float(x[d]) >= mid
            code = 2 * code + (1 if right else 0)
            if right:
                lower[d] = mid
            else:
                upper[d] = mid
        return code

    def get_partition(self, X, y, range_x="unit"):
        self.dim = len(X[0])
        self.tree_.leafnode_fun = {c: _Leaf() for c in range(2 ** self.max_depth)}
        for x, label in zip(X, y):
            leaf = self.tree_.leafnode_fun[self._cell(x)]
            leaf.U_Q += 1
            leaf.V_Q += float(label)
        return self

    def attribute_data(self, X, y):
        scale = 4.0 / self.epsilon
        cells = [self._cell(x) for x in X]
        for code, leaf in self.tree_.leafnode_fun.items():
            for cell, label in zip(cells, y):
                inside = 1.0 if cell == code else 0.0
                leaf.U_P += inside + _laplace(scale)
                leaf.V_P += float(label) * inside + _laplace(scale)
            leaf.lamda = self.lamda
            leaf.test_statistic()

    def predict(self, X):
        out = []
        for x in X:
            inside = all(0.0 <= float(v) <= 1.0 for v in x)
            out.append(self.tree_.leafnode_fun[self._cell(x)].y_hat if inside else 0)
        return out
