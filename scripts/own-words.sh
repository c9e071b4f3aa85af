#!/usr/bin/env bash
# Our own words (issue 10): fails when a string of engine/, server/ or app/ repeats the official component texts.
# The checker lives beside the checkout (../shared/tools/own-words.py, next to the reference data it reads), not in
# the repository; a clone without it beside says the check was skipped and passes. It takes well under a second.
# Usage: scripts/own-words.sh [PROJECT_DIR]   (default: this checkout; OWN_WORDS_TOOL overrides the checker's path)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
project="${1:-$root}"
tool="${OWN_WORDS_TOOL:-$root/../shared/tools/own-words.py}"

if [ ! -f "$tool" ]; then
  echo "own-words: skipped (no checker at $tool)"
  exit 0
fi
if ! command -v python3 >/dev/null 2>&1; then
  echo "own-words: python3 is needed to run $tool" >&2
  exit 1
fi
# Exit status 1 when any string reaches the threshold; the rows printed name file, line and share.
python3 "$tool" "$project" --top 50
