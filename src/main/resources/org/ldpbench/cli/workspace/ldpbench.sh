#!/usr/bin/env bash
# This workspace's ldpbench (made by `ldpbench init`): the project's launcher with this folder as the workspace.
# Results go to results/ and figures to figures/ here; the methods in methods/ and the plugin jars in plugins/
# here are found besides the project's. Nothing is written into the project.
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
project="{{PROJECT}}"
if [ ! -x "$project/bin/ldpbench" ]; then
  echo "ldpbench: error: the project this workspace was made from is gone: $project (edit the path in $here/ldpbench)" >&2
  exit 2
fi
LDPBENCH_WORKSPACE="$here" exec "$project/bin/ldpbench" "$@"
