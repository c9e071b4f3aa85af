import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { TECHNOLOGIES } from '../data/technologies';
import { renderContentMarkdown } from './content-doc';
import { ACTION_DECK_IN_PLAY, EXPLORATION_DECKS_IN_PLAY, contentInPlay } from './in-play';
import { isWorking, ledgerSummary, LEDGER } from './ledger';
import { CONTENT_CLASSES, isImplemented } from './status';

const ROOT = path.resolve(__dirname, '..', '..');
const LEDGER_FILES = 'engine/content/ledger-*.ts';

/** Lower case, Ω spelled out, apostrophes dropped, every other mark a space: "Coup d'Etat" → "coup detat". */
const norm = (s: string): string =>
  ` ${s
    .toLowerCase()
    .replace(/Ω/gi, ' omega ')
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;

/** The titles of a test file's tests: the first string argument of test(...), it(...) and test.each(...)(...). */
function testTitles(source: string): string[] {
  const pattern = /\b(?:test|it)(?:\.each\([\s\S]*?\))?\(\s*(['"`])((?:\\.|(?!\1)[\s\S])*?)\1/g;
  return [...source.matchAll(pattern)].map((m) => m[2] ?? '');
}

const sources = new Map<string, string | null>();
function source(file: string): string | null {
  if (!sources.has(file)) {
    const full = path.join(ROOT, file);
    sources.set(file, existsSync(full) ? readFileSync(full, 'utf8') : null);
  }
  return sources.get(file) ?? null;
}

/**
 * Whether a test file exercises a component by name: a test title names it (or the phrase the ledger gives), the file
 * is named after it (politics.test.ts), or a parametrised title ('$name', '%s') runs over a table that lists its id.
 */
function namesComponent(file: string, id: string, name: string, phrase: string | undefined): boolean {
  const src = source(file);
  if (src === null) return false;
  const titles = testTitles(src);
  if (titles.length === 0) return false;
  const wanted = norm(phrase ?? name);
  if (titles.some((t) => norm(t).includes(wanted))) return true;
  if (phrase === undefined && norm(path.basename(file, '.test.ts')).includes(wanted)) return true;
  const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const listed = new RegExp(`['"]${escaped}['"]|(^|[\\s{,])${escaped}\\s*:`, 'm');
  return titles.some((t) => /\$\w|%[sdi]/.test(t)) && listed.test(src);
}

test('ledger: every component of engine/data has exactly one status, and no status names a component that is gone', () => {
  const problems: string[] = [];
  for (const cls of CONTENT_CLASSES) {
    const { ids, status } = LEDGER[cls];
    for (const id of ids) if (!Object.hasOwn(status, id)) problems.push(`${cls}/${id} has no status (${LEDGER_FILES})`);
    for (const id of Object.keys(status))
      if (!ids.includes(id)) problems.push(`${cls}/${id} has a status but is not in engine/data`);
  }
  expect(problems).toEqual([]);
});

test('ledger: every implemented component names engine modules that exist (a path stale after a move shows here)', () => {
  const stale: string[] = [];
  for (const cls of CONTENT_CLASSES) {
    for (const [id, s] of Object.entries(LEDGER[cls].status)) {
      if (!isImplemented(s)) continue;
      for (const file of s.where)
        if (!existsSync(path.join(ROOT, file)))
          stale.push(`${cls}/${id}: "where" names ${file}, which does not exist — update ${LEDGER_FILES}`);
      if (!existsSync(path.join(ROOT, s.test)))
        stale.push(`${cls}/${id}: "test" names ${s.test}, which does not exist — update ${LEDGER_FILES}`);
    }
  }
  expect(stale).toEqual([]);
});

test('ledger: every implemented component is exercised by a test whose title (or file) names it', () => {
  const unnamed: string[] = [];
  for (const cls of CONTENT_CLASSES) {
    const c = LEDGER[cls];
    for (const id of c.ids) {
      const s = c.status[id];
      if (!isImplemented(s) || !source(s.test)) continue;
      if (!namesComponent(s.test, id, c.name(id), s.title))
        unnamed.push(`${cls}/${id}: no test in ${s.test} names "${s.title ?? c.name(id)}"`);
    }
  }
  expect(unnamed).toEqual([]);
});

test('ledger: the checker of test names reads plain, parametrised and file-named tests, and refuses others', () => {
  sources.set('x/politics.test.ts', "test('66.2 the speaker token moves', () => {});");
  sources.set('x/table.test.ts', "const ROWS = { corner: 1 };\ntest.each(ROWS)('61.4 $name is fulfilled', () => {});");
  sources.set('x/plain.test.ts', 'test("78.5 Sardakk flagship: +1 to the other ships", () => {});');
  expect(namesComponent('x/politics.test.ts', 'politics', 'Politics', undefined)).toBe(true);
  expect(namesComponent('x/table.test.ts', 'corner', 'Corner the Market', undefined)).toBe(true);
  expect(namesComponent('x/table.test.ts', 'develop', 'Develop Weaponry', undefined)).toBe(false);
  expect(namesComponent('x/plain.test.ts', 'sardakk_flagship', "C'morran N'orr", 'Sardakk flagship')).toBe(true);
  expect(namesComponent('x/plain.test.ts', 'sardakk_mech', 'Valkyrie Exoskeleton', 'Sardakk mech')).toBe(false);
  expect(namesComponent('x/missing.test.ts', 'a', 'A', undefined)).toBe(false);
});

test('ledger: a unit upgrade technology works exactly when the unit it grants works (97)', () => {
  const disagree = Object.values(TECHNOLOGIES)
    .filter((t) => t.unitUpgrade !== null)
    .filter((t) => isWorking('technologies', t.id) !== isWorking('units', t.unitUpgrade!))
    .map((t) => `${t.id} grants ${t.unitUpgrade}`);
  expect(disagree).toEqual([]);
});

test('ledger: npm run ledger -- --json counts every copy of a card and lists each missing card once', () => {
  const s = ledgerSummary();
  expect(Object.keys(s)).toEqual([...CONTENT_CLASSES]);
  // Every copy counts (Sabotage and Diplomatic Pressure have 4 each); each missing card is listed once.
  expect(s['action-cards'].total).toBe(120);
  expect(s['action-cards'].implemented).toBe(ACTION_DECK_IN_PLAY.length);
  const workingCards = new Set(ACTION_DECK_IN_PLAY.map((c) => c.split('#')[0]));
  expect(s['action-cards'].missing).toHaveLength(93 - workingCards.size);
  // Exploration: every copy of a working card counts (Enigmatic Device has 2); each missing card is listed once.
  const dealtCopies = Object.values(EXPLORATION_DECKS_IN_PLAY).flat();
  expect(s.exploration).toMatchObject({ total: 80, implemented: dealtCopies.length });
  expect(s.exploration.missing).toHaveLength(36 - new Set(dealtCopies.map((c) => c.split('#')[0])).size);
  for (const cls of CONTENT_CLASSES) {
    const c = LEDGER[cls];
    expect(s[cls].missing).toEqual(c.ids.filter((id) => !isWorking(cls, id)));
  }
});

test('ledger: docs/content.md is up to date with the code (run npm run ledger to rewrite it)', () => {
  expect(source('docs/content.md')).toBe(renderContentMarkdown());
});

test('ledger: the README says what works and what is not done, links docs/content.md, and its counts are true', () => {
  const readme = source('README.md') ?? '';
  expect(readme).toContain('## What works, and what is not done');
  expect(readme).toContain('(docs/content.md)');
  const actionCards = contentInPlay().find((c) => c.what === 'action cards')!;
  expect(readme).toContain(`${actionCards.inPlay} of ${actionCards.total} action cards`);
  // The faction sheet counts it names, as the ledger has them.
  const s = ledgerSummary();
  const counts = {
    'faction abilities': s['faction-abilities'],
    technologies: s.technologies,
    'promissory notes': s['promissory-notes'],
    units: s.units,
    leaders: s.leaders,
  };
  const prose = readme.replace(/\s+/g, ' ');
  for (const [what, c] of Object.entries(counts)) expect(prose).toContain(`${c.implemented} of ${c.total} ${what}`);
});
