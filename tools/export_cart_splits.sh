#!/usr/bin/env bash
# Writes the rows CT-W and CT-Q see in replications 0-2 of every Table 2 data set (ldpbench split),
# the input of tools/cart_reference.py. Usage: tools/export_cart_splits.sh OUT_DIR
set -euo pipefail
out="${1:?usage: tools/export_cart_splits.sh OUT_DIR}"
for d in anonymity diabetes email employ rice census election employee jobs landcover taxi; do
  for r in 0 1 2; do
    bin/ldpbench split experiments/ma-yang/table2-real-data.yaml --dataset "$d" --replication "$r" --out "$out/$d/$r"
  done
done
