#!/usr/bin/env bash
# Runs the domain's property suites once per seed (default 20 seeds from a random start) and names the
# seeds that fail: a failure is a property that is not true, or a bug; replay it with FC_SEED=<seed>.
set -uo pipefail
cd "$(dirname "$0")/../../.."
count=${1:-20}
start=${2:-$RANDOM}
failed=()
for ((i = 0; i < count; i++)); do
  seed=$((start + i * 7919))
  if ! FC_SEED=$seed npx vitest run --project domain --silent >/tmp/seeds-$seed.log 2>&1; then
    failed+=("$seed")
    echo "seed $seed: FAILED (log /tmp/seeds-$seed.log)"
  else
    echo "seed $seed: ok"
  fi
done
[ ${#failed[@]} -eq 0 ] && echo "all $count seeds passed" || { echo "failed seeds: ${failed[*]}"; exit 1; }
