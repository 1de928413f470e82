#!/usr/bin/env bash
# On a GPU machine: the differential tester from the relocatable package.
#
#   scripts/gpu_difftest.sh PACKAGE.tar.gz LOG_DIR regressions
#   scripts/gpu_difftest.sh PACKAGE.tar.gz LOG_DIR campaign SEEDS [CONFIGS] [SECONDS]
#
# `regressions` replays test/difftest/regressions (Numba, dslc, dslc without
# its optimisations). `campaign` generates the programs of SEEDS (A:B) and
# runs them under CONFIGS (default: `default`, see test/difftest/configs.py)
# on every core, stopping after SECONDS (default 480) at a chunk boundary;
# LOG_DIR gets the summary, its table and the findings as a tar.gz.
# Exits non-zero when a regression fails or a program differs.
set -uo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
package="$(realpath "$1")"
logs="$2"
part="${3:-regressions}"
mkdir -p "$logs"
work="$(mktemp -d)"
eval "$("$(dirname "$0")/gpu_unpack.sh" "$package" "$work")"
difftest="$DSLC_ROOT/share/dslc/difftest"
export PYTHONUNBUFFERED=1
cd "$work"
case "$part" in
  regressions)
    python3 "$difftest/regressions.py" --out "$work/regressions" 2>&1 | tee "$logs/regressions.txt"
    exit "${PIPESTATUS[0]}" ;;
  campaign)
    seeds="${4:?campaign needs SEEDS (A:B)}"
    configs="${5:-default}"
    seconds="${6:-480}"
    # The package's checksum first: chunks of one campaign run on different
    # days show they ran the same package.
    sha256sum "$package" > "$logs/campaign.txt"
    # A quarter more workers than cores: each also waits on the GPU and on
    # its files (with one a core, the kernels' seconds of a 16-core run
    # summed to 12.7 cores).
    # No chunk starts after SECONDS, and the run is stopped 90 s later
    # whatever it is doing (a machine's time limit is near): then the
    # programs whose every configuration finished, from the first seed on,
    # are summarised as the run would have.
    timeout -k 5 "$(( seconds + 90 ))" python3 "$difftest/run.py" --seeds "$seeds" \
      --time-limit "$seconds" --configs "$configs" --jobs "$(( $(nproc) * 5 / 4 ))" \
      --out "$work/campaign" --quiet >> "$logs/campaign.txt" 2>&1
    status=$?
    if [ "$status" -eq 124 ] || [ "$status" -eq 137 ]; then
      pkill -KILL -f "$difftest/worker.py"
      echo "stopped after $(( seconds + 90 )) s: the finished programs from ${seeds%%:*} on" \
        >> "$logs/campaign.txt"
      python3 "$here/../test/difftest/resummarize.py" "$work/campaign" "${seeds%%:*}" \
        --configs "$configs" >> "$logs/campaign.txt" 2>&1
      status=$?
    fi
    cat "$logs/campaign.txt"
    cp "$work/campaign/summary.json" "$logs/" 2>/dev/null
    if [ -d "$work/campaign/findings" ]; then
      tar czf "$logs/findings.tar.gz" -C "$work/campaign" findings
      # Too large to keep whole: the programs and reports alone.
      if [ "$(stat -c %s "$logs/findings.tar.gz")" -gt 15000000 ]; then
        tar czf "$logs/findings.tar.gz" -C "$work/campaign" --exclude='*.npz' findings
      fi
    fi
    exit $status ;;
  *)
    echo "gpu_difftest.sh: unknown part \`$part\` (regressions, campaign)" >&2
    exit 2 ;;
esac
