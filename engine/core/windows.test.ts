import { expect, test } from 'vitest';
import { allAbilities } from '../abilities/catalog';
import { ACTION_CARDS } from '../data/action-cards';
import { FACTION_ABILITIES } from '../data/faction-abilities';
import { LEADERS } from '../data/leaders';
import { WINDOWS } from './windows';

test('1.13 one vocabulary of timing windows: every name is used by a card, leader, faction ability or ability', () => {
  expect(new Set(WINDOWS).size).toBe(WINDOWS.length);
  const used = new Set<string>([
    ...Object.values(ACTION_CARDS).flatMap((c) => c.windows),
    ...Object.values(LEADERS).map((l) => l.window),
    ...Object.values(FACTION_ABILITIES).flatMap((a) => (a.window ? [a.window] : [])),
    ...allAbilities().map((a) => a.window),
  ]);
  // The flow's own moments no component names yet: the engine opens them, the content issues will use them.
  const flowOnly = ['end-of-status-phase', 'after-unit-destroyed'];
  expect(WINDOWS.filter((w) => !used.has(w) && !flowOnly.includes(w))).toEqual([]);
});
