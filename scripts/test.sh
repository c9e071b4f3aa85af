#!/usr/bin/env bash
# Installs what the tests need (system packages, npm packages) and runs every test:
# lint, type check, unit and integration tests (Vitest, real redis-server), then a production build and
# end-to-end tests (Playwright in Debian's Chromium). Prints one closing line: "N passed, N failed".
set -euo pipefail
cd "$(dirname "$0")/.."

need_apt=()
command -v redis-server >/dev/null 2>&1 || need_apt+=(redis-server)
[ -x /usr/bin/chromium ] || need_apt+=(chromium)
if [ ${#need_apt[@]} -gt 0 ]; then
  echo "Installing system packages: ${need_apt[*]}"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need_apt[@]}" >/dev/null
fi

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "Installing npm packages (npm ci)"
  npm ci --no-audit --no-fund
fi

mkdir -p .test-reports
echo "== lint"; npm run -s lint
echo "== type check"; npx tsc --noEmit -p .
# The types are checked (set -e stops here otherwise): the production build below need not check them again.
export MECATOL_TYPES_CHECKED=1
echo "== unit and integration tests"
vitest_rc=0
npx vitest run --reporter=default --reporter=json --outputFile.json=.test-reports/vitest.json || vitest_rc=$?
echo "== production build and end-to-end tests (Playwright builds the app first)"
e2e_rc=0
PLAYWRIGHT_JSON_OUTPUT_NAME=.test-reports/playwright.json npx playwright test --reporter=list,json || e2e_rc=$?
node scripts/test-summary.mjs .test-reports/vitest.json .test-reports/playwright.json
exit $(( vitest_rc || e2e_rc ))
