# Steps of a CI script, sourced by .ci/run (and by scripts/ci-steps.test.ts). A step is a shell
# function. `step NAME` runs one with its output as it comes; `together NAME…` runs several side by
# side. Each step runs in a subshell of its own where `set -e` holds (a function called from an
# `if` or beside `||` would run with errexit switched off), and reports its wall-clock duration
# and result; `step_summary` prints them all as a table. A failed step fails the script.

STEP_DIR=$(mktemp -d "${TMPDIR:-/tmp}/kassa-ci-steps.XXXXXX")
STEP_SUMMARY="$STEP_DIR/summary"
: >"$STEP_SUMMARY"

# Runs step $1; output to file $2, or to the terminal when $2 is empty.
run_step() {
  local name=$1 log=$2
  (
    set -e
    started=$(date +%s)
    trap 'status=$?; printf "%s\t%s\t%s\n" "$name" "$(($(date +%s) - started))" \
      "$([ "$status" -eq 0 ] && echo ok || echo "FAILED (exit $status)")" >>"$STEP_SUMMARY"' EXIT
    if [ -n "$log" ]; then exec >"$log" 2>&1; fi
    "$name"
  )
}

step() {
  echo "::: $1"
  run_step "$1" ''
}

# Each step's output is kept and printed whole once it has ended, in the order given, so logs never
# interleave. Every step is waited for and printed, then the group fails if any one failed.
together() {
  local names=("$@") pids=() failed=0 i
  echo "::: side by side: $*"
  for i in "${!names[@]}"; do
    run_step "${names[$i]}" "$STEP_DIR/${names[$i]}.log" &
    pids+=($!)
  done
  for i in "${!names[@]}"; do
    if wait "${pids[$i]}"; then
      echo "::: ${names[$i]} (ok)"
    else
      echo "::: ${names[$i]} (FAILED)"
      failed=1
    fi
    cat "$STEP_DIR/${names[$i]}.log"
  done
  return "$failed"
}

# Prints every step's duration and result, in the order they ended.
step_summary() {
  echo "::: step durations in seconds (side by side steps overlap)"
  awk -F'\t' '{ printf "  %-24s %6s  %s\n", $1, $2, $3 }' "$STEP_SUMMARY"
}
