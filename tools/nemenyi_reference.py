#!/usr/bin/env python3
"""Reference values for org.ldpbench.stats.Nemenyi (NemenyiTest): the Nemenyi critical values
q_alpha = studentized range quantile(1 - alpha; k, df = inf) / sqrt(2), as tabulated by Demsar (2006),
Table 5(a), computed with SciPy. Run once with Debian's python3-scipy (1.10.1 gave the committed values):

    /usr/bin/python3 tools/nemenyi_reference.py
"""
import numpy as np
from scipy.stats import studentized_range

for alpha in (0.05, 0.10):
    values = [studentized_range.ppf(1 - alpha, k, np.inf) / np.sqrt(2) for k in range(2, 13)]
    print(alpha, ", ".join(f"{v:.6f}" for v in values))
