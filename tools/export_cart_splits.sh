#!/usr/bin/env bash
# Writes the rows CT-W and CT-Q see in replications 0-2 of every Table 2 data set (ldpbench split),
# the input of tools/cart_reference.py. Usage: tools/export_cart_splits.sh OUT_DIR
# (LDPBENCH="java -jar COPY.jar" runs a copy of the jar, safe while target/ is rebuilt)
set -euo pipefail
out="${1:?usage: tools/export_cart_splits.sh OUT_DIR}"
${LDPBENCH:-bin/ldpbench} split experiments/ma-yang/table2-real-data.yaml --replications 3 --out "$out" \
  --dataset anonymity,diabetes,email,employ,rice,census,election,employee,jobs,landcover,taxi
