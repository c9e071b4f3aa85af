// The L1Z1X Mindnet, faction sheet: Harrow (15.1, 65.2) and Cybernetic Enhancements (69). Assimilate is tested in
// engine/invasion/invasion.test.ts, their units in engine/combat and engine/invasion, their leaders in engine/leaders.
import { expect, test } from 'vitest';
import { loadDice } from '../combat/dice';
import { apply } from '../flow/apply';
import { options } from '../flow/options';
import type { GameState } from '../core/state';
import { withStrategyCards } from '../testing/unit-ability-scenario';
import { edit, newGame, pickStrategyCards, play, refuse, topDecision } from '../testing/scenario';
import {
  answer,
  decisionOf,
  eventsOf,
  give,
  invasionGame,
  own,
  planetUnits,
  put,
  runInvasion,
  type Run,
} from '../testing/invasion-scenario';

/**
 * The L1Z1X (seat 0) land 1 infantry on Starpoint, held by seat 1 with 3 infantry; a dreadnought (Bombardment 5) waits
 * in space. Every ground combat die misses; bombardment dice hit.
 */
function harrowGame(extra: (s: GameState) => void = () => {}): GameState {
  const s = own(withStrategyCards(invasionGame({ factions: ['l1z1x', 'jolnar', 'xxcha'] })), 1, 'starpoint');
  put(s, 0, { dreadnought: 1, carrier: 1, infantry: 1 });
  put(s, 1, { infantry: 3 }, { planet: 'starpoint' });
  loadDice(s, { seat: 0, roll: 'combat', result: 1 });
  loadDice(s, { seat: 1, roll: 'combat', result: 1 });
  loadDice(s, { seat: 0, roll: 'bombardment', result: 10 });
  loadDice(s, { seat: 1, roll: 'space-cannon', result: 1 });
  extra(s);
  return s;
}

/** Answers every decision until the end-of-combat-round window of the ground combat (or none) waits on the L1Z1X. */
function toRoundEnd(s: GameState): Run {
  let r = runInvasion(s);
  for (let i = 0; i < 60; i++) {
    const d = decisionOf(r.state);
    if (!d) return r;
    if (d.kind === 'window' && d.window === 'end-of-combat-round' && d.waitingOn.includes(0)) return r;
    if (d.kind === 'window') r = answer(r, d.waitingOn[0]!, { type: 'pass-window' });
    else if (d.kind === 'choice') r = answer(r, d.waitingOn[0]!, { type: 'timeout' });
    else if (d.kind === 'bombardment') r = answer(r, 0, { type: 'bombard', targets: [] });
    else if (d.kind === 'commit-ground-forces')
      r = answer(r, 0, { type: 'commit-ground-forces', landings: [{ planet: 'starpoint', units: { infantry: 1 } }] });
    else return r;
  }
  throw new Error('toRoundEnd: no end of round');
}

const harrowOption = (s: GameState) => options(s, 0).find((o) => o.label.startsWith('Harrow'));

test('Harrow (L1Z1X) 15.1 at the end of a ground combat round their ships bombard the opponent on that planet', () => {
  let r = toRoundEnd(harrowGame());
  expect(decisionOf(r.state)).toMatchObject({ kind: 'window', window: 'end-of-combat-round' });
  const harrow = harrowOption(r.state)!;
  expect(harrow.label).toBe('Harrow: bombard Starpoint with 1 dreadnought');
  r = answer(r, 0, harrow.command);
  expect(eventsOf(r, 'dice-rolled').filter((e) => e.roll === 'bombardment')).toMatchObject([
    { seat: 0, roll: 'bombardment', planet: 'starpoint', dice: [{ unit: 'dreadnought', hitsOn: 5 }] },
  ]);
  // 15.2: the defender destroys 1 of their ground forces; the L1Z1X infantry there is untouched (15.1e).
  expect(planetUnits(r.state, 'starpoint', 1)!.counts).toEqual({ infantry: 2 });
  expect(planetUnits(r.state, 'starpoint', 0)!.counts).toEqual({ infantry: 1 });
});

test('Harrow (L1Z1X) 1.18 it is used once per round: the same window does not offer it twice', () => {
  let r = toRoundEnd(harrowGame());
  r = answer(r, 0, harrowOption(r.state)!.command);
  const d = decisionOf(r.state);
  if (d?.kind === 'window' && d.window === 'end-of-combat-round') expect(harrowOption(r.state)).toBeUndefined();
  const before = structuredClone(r.state);
  const res = apply(r.state, 0, { type: 'use-ability', ability: 'harrow', targets: {} }, { at: 0 });
  expect(res.ok).toBe(false);
  expect(r.state).toEqual(before);
});

test('65.2 Harrow (L1Z1X): a Planetary Shield on the planet stops it, and using it anyway changes nothing', () => {
  // At the end of the first round, a PDS now on Starpoint takes Harrow away, and using it is refused.
  const shielded = structuredClone(toRoundEnd(harrowGame()).state);
  put(shielded, 1, { pds: 1 }, { planet: 'starpoint' });
  expect(harrowOption(shielded)).toBeUndefined();
  const before = structuredClone(shielded);
  const res = apply(shielded, 0, { type: 'use-ability', ability: 'harrow', targets: {} }, { at: 0 });
  expect(res.ok).toBe(false);
  expect(shielded).toEqual(before);
  // A whole invasion of a shielded planet: the L1Z1X win in 3 rounds of ground combat and never bombard.
  const r = toRoundEnd(
    harrowGame((s) => {
      put(s, 1, { pds: 1 }, { planet: 'starpoint' });
      loadDice(s, { seat: 0, roll: 'combat', result: 10 });
    }),
  );
  expect(decisionOf(r.state)).toBeUndefined();
  expect(eventsOf(r, 'combat-round-started')).toHaveLength(3);
  expect(eventsOf(r, 'dice-rolled').filter((e) => e.roll === 'bombardment')).toEqual([]);
});

test('65.3 Harrow (L1Z1X): with a war sun in the system the Planetary Shield does not stop it', () => {
  const r = toRoundEnd(
    harrowGame((s) => {
      put(s, 1, { pds: 1 }, { planet: 'starpoint' });
      put(s, 0, { 'war-sun': 1 });
      give(s, 0, 'ws');
    }),
  );
  expect(harrowOption(r.state)?.label).toBe('Harrow: bombard Starpoint with 1 war sun, 1 dreadnought');
});

test('Harrow (L1Z1X) 15.1 only ships bombard: without a ship with Bombardment it is not offered', () => {
  const r = toRoundEnd(
    harrowGame((s) => {
      s.board.systems['0,0']!.space['0']!.counts.dreadnought = 0;
      loadDice(s, { seat: 0, roll: 'combat', result: 10 });
    }),
  );
  expect(decisionOf(r.state)).toBeUndefined();
  expect(eventsOf(r, 'combat-round-started')).toHaveLength(3);
  expect(eventsOf(r, 'dice-rolled').filter((e) => e.roll === 'bombardment')).toEqual([]);
});

// ---- Cybernetic Enhancements (L1Z1X promissory note) ---------------------------------------------------------------

const SIX = ['leadership', 'diplomacy', 'politics', 'construction', 'trade', 'warfare'];

/** The Hacan (seat 1) hold the L1Z1X's (seat 0) Cybernetic Enhancements; seat 0 passes last into the status phase. */
function cyberneticStatus(change?: (d: GameState) => void): GameState {
  const factions = ['l1z1x', 'hacan', 'letnev', 'jolnar', 'xxcha', 'mentak'];
  const s = edit(pickStrategyCards(newGame({ players: 6, factions }), SIX), (d) => {
    d.players[0]!.promissoryNotes = d.players[0]!.promissoryNotes.filter((n) => n !== 'ce@0');
    d.players[1]!.promissoryNotes.push('ce@0');
    d.transactions ??= { proposals: [], doneScope: null, done: [], deals: [], received: [], silenced: [], removed: [] };
    d.transactions.received.push(1);
    for (const p of d.players) {
      p.exhaustedStrategyCards = [...p.strategyCards];
      if (p.seat !== 0) p.passed = true;
    }
    change?.(d);
  });
  let after = play(s, 0, { type: 'pass' });
  for (const seat of [...(topDecision(after)?.waitingOn ?? [])])
    after = play(after, seat, { type: 'score-objectives', scores: [] });
  return after;
}

test('Cybernetic Enhancements (L1Z1X) 69 / 81.5 its holder gains 1 more command token, then the note goes back', () => {
  const s = cyberneticStatus();
  expect(topDecision(s)).toMatchObject({ kind: 'window', window: 'when-gaining-command-tokens', waitingOn: [1] });
  expect(options(s, 1).map((o) => o.label)).toContain(
    'Cybernetic Enhancements: gain 1 more command token, then return the note',
  );
  const pools = s.players[1]!.pools;
  const used = play(s, 1, { type: 'use-ability', ability: 'cybernetic-enhancements', targets: {} });
  expect(used.players[1]!.promissoryNotes).not.toContain('ce@0');
  expect(used.players[0]!.promissoryNotes).toContain('ce@0');
  // The window asks again (1.19); with the note gone the Hacan pass. Redistributing then spreads 2 + 1 new tokens.
  expect(options(used, 1).filter((o) => o.label.startsWith('Cybernetic'))).toEqual([]);
  const passed = play(used, 1, { type: 'pass-window' });
  expect(topDecision(passed)).toMatchObject({ kind: 'choice', choice: 'status/redistribute' });
  const after = play(passed, 1, { type: 'timeout' });
  expect(after.players[1]!.pools).toEqual({ ...pools, tactic: pools.tactic + 3 });
  const other = play(passed, 2, { type: 'timeout' });
  expect(other.players[2]!.pools.tactic).toBe(s.players[2]!.pools.tactic + 2);
});

test('Cybernetic Enhancements (L1Z1X) 69.2 only a note received from the L1Z1X is played; refusals change nothing', () => {
  const s = cyberneticStatus();
  // The L1Z1X hold their own note again: nobody is asked, and playing it is refused.
  const own = cyberneticStatus((d) => {
    d.players[1]!.promissoryNotes = d.players[1]!.promissoryNotes.filter((n) => n !== 'ce@0');
    d.players[0]!.promissoryNotes.push('ce@0');
  });
  expect(topDecision(s)).toMatchObject({ kind: 'window' });
  expect(topDecision(own)).toMatchObject({ kind: 'window', waitingOn: [1] });
  // The window still asks the Hacan (they received notes: public facts only), but they hold none to play.
  const copy = structuredClone(own);
  expect(refuse(own, 1, { type: 'use-ability', ability: 'cybernetic-enhancements', targets: {} })).toMatchObject({
    rule: '1.3',
  });
  expect(own).toEqual(copy);
});
