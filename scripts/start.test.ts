// scripts/start.sh with `npx` replaced by a stand-in that prints how it was called: the port, the bound address,
// NEXTAUTH_URL derived from the port and the development sign-in flag.
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';

const script = path.resolve(__dirname, 'start.sh');

function start(env: Record<string, string>): { args: string; nextAuthUrl: string; devSignIn: string } {
  const bin = mkdtempSync(path.join(os.tmpdir(), 'mecatol-start-'));
  const fake = 'printf "%s\\n" "$*" "${NEXTAUTH_URL:-}" "${MECATOL_DEV_SIGN_IN:-}"\n';
  for (const name of ['npx', 'npm']) {
    writeFileSync(path.join(bin, name), `#!/usr/bin/env bash\n${fake}`);
    chmodSync(path.join(bin, name), 0o755);
  }
  const { NEXTAUTH_URL: _drop, PORT: _port, ...inherited } = process.env;
  let out: string;
  try {
    out = execFileSync('bash', [script], {
      env: { ...inherited, ...env, PATH: `${bin}:${process.env.PATH ?? ''}` },
      encoding: 'utf8',
    });
  } finally {
    rmSync(bin, { recursive: true, force: true });
  }
  const [args = '', nextAuthUrl = '', devSignIn = ''] = out.trim().split('\n').slice(-3);
  return { args, nextAuthUrl, devSignIn };
}

test('PORT=3400 starts on 3400, bound to 127.0.0.1, with NEXTAUTH_URL derived from the port', () => {
  expect(start({ PORT: '3400' })).toEqual({
    args: 'next dev -H 127.0.0.1 -p 3400',
    nextAuthUrl: 'http://localhost:3400',
    devSignIn: '1',
  });
});

test('the default port is 3000 and a NEXTAUTH_URL already set is kept', () => {
  expect(start({})).toMatchObject({ args: 'next dev -H 127.0.0.1 -p 3000', nextAuthUrl: 'http://localhost:3000' });
  expect(start({ PORT: '3400', NEXTAUTH_URL: 'http://127.0.0.1:3400' }).nextAuthUrl).toBe('http://127.0.0.1:3400');
});
