import { expect, test } from 'vitest';
import type { GameState } from '../core/state';
import { flowCtx } from '../kernel/context';
import { leaderSheets } from '../queries/leaders';
import { hiddenCards } from '../testing/redeal';
import { hiddenInformationLeaks } from '../testing/invariants';
import { edit, key, line, placeUnits, tacticalGame } from '../testing/tactical-scenario';
import { view } from '../view';
import { checkLeaderUnlocks } from './unlock';

/**
 * Naalu (seat 0) has a carrier in the Mecatol Rex system (key 0); Hacan (seat 1) a cruiser next door (key 1), so
 * they are neighbours; Letnev (seat 2) sits three systems away (key 3) and is nobody's neighbour.
 */
function table(commander: 'locked' | 'unlocked'): GameState {
  let s = tacticalGame({ factions: ['naalu', 'hacan', 'letnev'], tiles: line('18', '19', '20', '21') });
  s = placeUnits(s, key(0), 0, { carrier: 1 });
  s = placeUnits(s, key(1), 1, { cruiser: 1 });
  s = placeUnits(s, key(3), 2, { cruiser: 1 });
  return edit(s, (d) => {
    d.players[0]!.leaders.commander = commander;
    d.players[1]!.promissoryNotes = ['cf@1', 'tf@1'];
    d.players[2]!.promissoryNotes = ['pa@2'];
  });
}

test("51.6 Naalu commander M'aban: its user sees the neighbours' notes and both ends of the agenda deck, alone", () => {
  const s = table('unlocked');
  const deck = s.decks.agenda.draw;
  expect(view(s, 0).naaluSight).toEqual({
    promissoryNotes: { '1': ['cf@1', 'tf@1'] },
    agendaTop: deck[0],
    agendaBottom: deck.at(-1),
  });
  // 69.2: nobody else sees them; the looked-at cards stay where they are in a game dealt differently for seat 0.
  expect(view(s, 1).naaluSight).toBeUndefined();
  expect(view(s, null).naaluSight).toBeUndefined();
  expect(JSON.stringify(view(s, 2))).not.toContain('tf@1');
  const hidden = hiddenCards(s, 0);
  for (const seen of ['cf@1', 'tf@1', deck[0]!, deck.at(-1)!]) expect(hidden.has(seen)).toBe(false);
  expect(hidden.has('pa@2')).toBe(true);
  expect(hidden.has(deck[1]!)).toBe(true);
});

test("69.2 Naalu commander M'aban: the whole-game leak check accepts the neighbours' notes its user sees", () => {
  const s = table('unlocked');
  // Seat 0's view does carry Hacan's notes (M'aban), and the invariant checker must not call that a leak.
  expect(JSON.stringify(view(s, 0))).toContain('tf@1');
  expect(hiddenInformationLeaks(s)).toEqual([]);
});

test("51.8 Naalu commander M'aban: the holder of the Naalu Alliance looks with it from their own seat", () => {
  const s = edit(table('unlocked'), (d) => d.players[1]!.promissoryInPlay.push('an@0'));
  expect(view(s, 1).naaluSight?.promissoryNotes).toEqual({ '0': s.players[0]!.promissoryNotes });
});

test("51.6 Naalu commander M'aban: locked, it shows nothing more than the public view", () => {
  const s = table('locked');
  expect(view(s, 0).naaluSight).toBeUndefined();
  expect(JSON.stringify(view(s, 0))).not.toContain('tf@1');
  expect(hiddenCards(s, 0).has('tf@1')).toBe(true);
});

test("51.6 Naalu commander M'aban unlocks with a ground force in or next to the Mecatol Rex system", () => {
  const commander = (st: GameState) => leaderSheets(st)[0]!.leaders.find((l) => l.role === 'commander')!;
  const unlocked = (st: GameState) => {
    const ctx = flowCtx(structuredClone(st), { at: 0 });
    checkLeaderUnlocks(ctx);
    return ctx.state.players[0]!.leaders.commander;
  };
  // A ground force two systems away, and ships next door, are not enough.
  const far = placeUnits(table('locked'), key(2), 0, { infantry: 1, destroyer: 1 });
  const ships = placeUnits(far, key(1), 0, { destroyer: 1 });
  expect(commander(ships)).toMatchObject({
    leader: 'naalucommander',
    status: 'locked',
    progress: { have: 0, need: 1 },
  });
  expect(unlocked(ships)).toBe('locked');
  // Infantry carried in the space area next door count, as does a mech on Mecatol Rex itself.
  const carried = placeUnits(ships, key(1), 0, { infantry: 1 });
  expect(commander(carried).progress).toEqual({ have: 1, need: 1 });
  expect(unlocked(carried)).toBe('unlocked');
  expect(unlocked(placeUnits(ships, key(0), 0, { mech: 1 }, 'mr'))).toBe('unlocked');
});
