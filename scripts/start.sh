#!/usr/bin/env bash
# Installs and starts Mecatol on the embedded store (no database, no email server needed):
# games live in .data/mecatol.json, emails land in .data/outbox/. Open http://localhost:3000.
# It runs Next in development mode, where the display-name sign-in is available (production refuses it).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund
fi
exec npx next dev -p "${PORT:-3000}"
