import { expect, test } from 'vitest';
import { answer, combatGame, decisionOf, eventsOf, loaded, put, runFrom, settle } from '../testing/combat-scenario';
import { optionLabels, refuse } from '../testing/scenario';

/** Mentak (seat 0, active) beats Sol (seat 1) in a space combat of one round. */
function won(commander: 'locked' | 'unlocked', solNotes?: string[]) {
  const s = combatGame({ factions: ['mentak', 'sol', 'l1z1x'] });
  s.players.forEach((p, i) => (p.strategyCards = [['leadership', 'diplomacy', 'politics'][i]!]));
  s.players[0]!.leaders.commander = commander;
  if (solNotes) s.players[1]!.promissoryNotes = solNotes;
  put(s, 0, { dreadnought: 2 });
  put(s, 1, { cruiser: 1 });
  loaded(s, 0, 'combat', true);
  loaded(s, 1, 'combat', false);
  return settleUntilWindow(runFrom(s, 'tactical/space-combat'));
}

/** Answers the combat's other decisions (hit assignments) until the game waits on a window or nothing. */
function settleUntilWindow(r: ReturnType<typeof runFrom>) {
  for (let i = 0; i < 50; i++) {
    const d = decisionOf(r.state);
    if (!d || d.kind === 'window') return r;
    r = answer(r, d.waitingOn[0]!, { type: 'timeout' });
  }
  throw new Error('no window');
}

test("51.6 Mentak commander S'ula Mentarion: after a space combat won, the loser hands over 1 note of their choice", () => {
  let r = won('unlocked', ['cf@1', 'ta@1']);
  expect(decisionOf(r.state)).toMatchObject({ kind: 'window', window: 'after-combat-won', waitingOn: [0] });
  r = answer(r, 0, { type: 'use-ability', ability: 'mentakcommander', targets: {} });
  expect(decisionOf(r.state)).toMatchObject({ kind: 'choice', choice: 'leaders/mentak-note', waitingOn: [1] });
  // Only the loser sees what they could give.
  expect(optionLabels(r.state, 1)).toEqual(['Give Ceasefire', 'Give Trade Agreement']);
  expect(optionLabels(r.state, 0)).toEqual([]);
  r = answer(r, 1, { type: 'choose', option: 'ta@1' });
  expect(r.state.players[1]!.promissoryNotes).toEqual(['cf@1']);
  expect(r.state.players[0]!.promissoryNotes).toContain('ta@1');
  expect(eventsOf(r, 'promissory-note-handed')).toEqual([
    { type: 'promissory-note-handed', from: 1, to: 0, source: 'mentakcommander' },
  ]);
});

test("51.6 Mentak commander S'ula Mentarion: locked, or against an empty hand, nothing is asked or taken", () => {
  const locked = settle(won('locked', ['cf@1']));
  expect(locked.state.players[1]!.promissoryNotes).toEqual(['cf@1']);
  const empty = won('unlocked', []);
  expect(decisionOf(empty.state)).not.toMatchObject({ window: 'after-combat-won' });
  const r = won('locked', ['cf@1']);
  expect(decisionOf(r.state)).not.toMatchObject({ window: 'after-combat-won' });
  expect(refuse(r.state, 0, { type: 'use-ability', ability: 'mentakcommander', targets: {} }).code).toMatch(/^flow\//);
  expect(r.state.players[1]!.promissoryNotes).toEqual(['cf@1']);
});
