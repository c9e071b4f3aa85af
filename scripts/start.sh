#!/usr/bin/env bash
# Installs and starts Mecatol on the embedded store (no database, no email server needed):
# games live in .data/mecatol.json, emails land in .data/outbox/. Open http://localhost:3000 (or PORT).
# It runs Next in development mode, bound to this machine only (127.0.0.1), with MECATOL_DEV_SIGN_IN=1: the
# display-name sign-in, where anyone who can reach the server can sign in as anyone. Production refuses that flag.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund
fi
PORT="${PORT:-3000}"
export PORT
# next-auth sends the browser to NEXTAUTH_URL after signing in: it must name the port this server listens on.
export NEXTAUTH_URL="${NEXTAUTH_URL:-http://localhost:${PORT}}"
export MECATOL_DEV_SIGN_IN=1
exec npx next dev -H 127.0.0.1 -p "${PORT}"
