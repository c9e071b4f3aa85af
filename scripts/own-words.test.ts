// The own-words gate run by `npm run lint` (scripts/own-words.sh): passes on texts in our own words, fails on a text
// that repeats an official one, and says it was skipped where the shared checker is not beside the checkout. The
// official text is read from the shared reference at run time; none is stored in this repository.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';

const script = path.resolve(__dirname, 'own-words.sh');
const tool = path.resolve(__dirname, '..', '..', 'shared', 'tools', 'own-words.py');
const abilities = path.resolve(path.dirname(tool), '..', 'reference', 'asyncti4', 'abilities.json');
const hasTool = existsSync(tool) && existsSync(abilities);

const projects: string[] = [];
afterEach(() => {
  for (const dir of projects.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A throwaway project whose engine/data/sample.ts holds the given strings, one per line. */
function projectWith(texts: readonly string[]): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'own-words-'));
  projects.push(dir);
  mkdirSync(path.join(dir, 'engine', 'data'), { recursive: true });
  const lines = texts.map((t, i) => `export const TEXT_${i} = ${JSON.stringify(t)};`);
  writeFileSync(path.join(dir, 'engine', 'data', 'sample.ts'), lines.join('\n') + '\n');
  return dir;
}

function run(project: string, toolPath = tool) {
  const r = spawnSync('bash', [script, project], {
    encoding: 'utf8',
    env: { ...process.env, OWN_WORDS_TOOL: toolPath },
  });
  return { status: r.status, out: r.stdout + r.stderr };
}

const OWN =
  'When your turn ends, you may exhaust this card to put up to 2 fighters into a system where you have a ship.';

test('own words: without the shared checker beside the checkout, the check says it was skipped and passes', () => {
  const r = run(projectWith([OWN]), path.join(os.tmpdir(), 'no-such-dir', 'own-words.py'));
  expect(r.status).toBe(0);
  expect(r.out).toContain('own-words: skipped');
});

test.skipIf(!hasTool)('own words: texts written in our own words pass', () => {
  const r = run(projectWith([OWN]));
  expect(r.status).toBe(0);
  expect(r.out).toContain('0 of 1 checked');
});

test.skipIf(!hasTool)('own words: a text that repeats an official card text fails, naming file and line', () => {
  const records = JSON.parse(readFileSync(abilities, 'utf8')) as { windowEffect?: string }[];
  const official = records.map((a) => a.windowEffect ?? '').find((t) => t.split(' ').length >= 12);
  expect(official).toBeDefined();
  const r = run(projectWith([OWN, official ?? '']));
  expect(r.status).toBe(1);
  expect(r.out).toContain('engine/data/sample.ts:2');
  expect(r.out).toContain('1 of 2 checked');
});
