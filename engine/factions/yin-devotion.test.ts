// The Yin Brotherhood in space: Devotion and Impulse Core (engine/factions/yin-devotion.ts).
import { expect, test } from 'vitest';
import type { GameState } from '../core/state';
import { apply } from '../flow/apply';
import { loadDice } from '../combat/dice';
import { optionLabels } from '../testing/scenario';
import { withStrategyCards } from '../testing/unit-ability-scenario';
import { passWindows } from '../action-cards/combat-card-testkit';
import { systemLabel } from '../tactical/labels';
import {
  ACTIVE,
  answer,
  combatGame,
  decisionOf,
  eventsOf,
  give,
  put,
  runFrom,
  spaceOf,
  type Run,
} from '../testing/combat-scenario';
import { DEVOTION, IMPULSE_CORE } from './yin-devotion';

/** The Yin (seat 0, active) with a cruiser and a destroyer meet the Sol's dreadnought and 2 fighters; every die misses. */
function battle(): GameState {
  const s = withStrategyCards(combatGame({ factions: ['yin', 'sol', 'letnev'] }));
  put(s, 0, { cruiser: 1, destroyer: 1 });
  put(s, 1, { dreadnought: 1, fighter: 2 });
  loadDice(s, { seat: 0, roll: 'combat', result: 1 });
  loadDice(s, { seat: 1, roll: 'combat', result: 1 });
  return s;
}

/** Runs the combat's first round up to its end-of-round window. */
function afterRound(s: GameState): Run {
  let r = runFrom(s, 'tactical/space-combat');
  for (let i = 0; i < 20; i++) {
    const d = decisionOf(r.state);
    if (d?.kind === 'window' && d.window === 'end-of-combat-round') return r;
    r =
      d?.kind === 'window'
        ? answer(r, d.waitingOn[0]!, { type: 'pass-window' })
        : answer(r, d!.waitingOn[0]!, { type: 'timeout' });
  }
  throw new Error('no end-of-round window');
}

test('Devotion (Yin) 78 / 31 after a space combat round: destroy a destroyer for 1 hit on the ship the Yin choose', () => {
  let r = afterRound(battle());
  const sol = r.state.players[1]!.name;
  const where = systemLabel(r.state, ACTIVE);
  expect(optionLabels(r.state, 0).filter((l) => l.startsWith('Devotion'))).toEqual([
    `Devotion: destroy 1 of your cruisers in ${where} for 1 hit on 1 of ${sol}'s dreadnoughts`,
    `Devotion: destroy 1 of your cruisers in ${where} for 1 hit on 1 of ${sol}'s fighters`,
    `Devotion: destroy 1 of your destroyers in ${where} for 1 hit on 1 of ${sol}'s dreadnoughts`,
    `Devotion: destroy 1 of your destroyers in ${where} for 1 hit on 1 of ${sol}'s fighters`,
  ]);
  r = answer(r, 0, { type: 'use-ability', ability: 'devotion', targets: { own: 'destroyer', ship: 'fighter' } });
  expect(spaceOf(r.state, 0)?.counts).toEqual({ cruiser: 1 });
  expect(spaceOf(r.state, 1)?.counts).toMatchObject({ dreadnought: 1, fighter: 1 });
  // Brother Omar unlocks: the Yin used one of their faction abilities (51.6).
  expect(r.state.players[0]!.leaders.commander).toBe('unlocked');
  expect(eventsOf(r, 'units-destroyed')).toMatchObject([
    { seat: 0, unit: 'destroyer', count: 1 },
    { seat: 1, unit: 'fighter', count: 1 },
  ]);
});

test('Devotion 87.1 a hit on the dreadnought may be cancelled by its Sustain Damage', () => {
  let r = afterRound(battle());
  r = answer(r, 0, { type: 'use-ability', ability: 'devotion', targets: { own: 'cruiser', ship: 'dreadnought' } });
  expect(decisionOf(r.state)).toMatchObject({
    kind: 'assign-hits',
    waitingOn: [1],
    hits: { 1: { count: 1, eligible: ['dreadnought'], by: 0 } },
  });
  r = answer(r, 1, { type: 'assign-hits', sustain: { dreadnought: 1 }, destroy: {} });
  expect(spaceOf(r.state, 1)).toMatchObject({ counts: { dreadnought: 1, fighter: 2 }, damaged: { dreadnought: 1 } });
  expect(spaceOf(r.state, 0)?.counts).toEqual({ destroyer: 1 });
});

test('Devotion 78 refused before the first round and for a ship the Yin lack there; nothing changes', () => {
  const r = afterRound(battle());
  const before = structuredClone(r.state);
  const carrier = apply(
    r.state,
    0,
    { type: 'use-ability', ability: 'devotion', targets: { own: 'carrier', ship: 'fighter' } },
    { at: 0 },
  );
  expect(carrier.ok ? null : carrier.error).toMatchObject({ code: 'ability/bad-target', rule: '78' });
  expect(r.state).toEqual(before);
  const starting = runFrom(give(battle(), 0, 'ic'), 'tactical/space-combat').state;
  expect(decisionOf(starting)).toMatchObject({ kind: 'window', window: 'start-of-combat' });
  expect(DEVOTION.check(starting, 0, { own: 'cruiser', ship: 'fighter' }, {})).toMatchObject({
    ok: false,
    error: { code: 'ability/not-now', rule: '78' },
  });
  expect(optionLabels(starting, 0).filter((l) => l.startsWith('Devotion'))).toEqual([]);
});

test('Impulse Core (Yin technology) 78 as a space combat starts: a cruiser becomes 1 hit the opponent puts on a non-fighter', () => {
  let r = runFrom(give(battle(), 0, 'ic'), 'tactical/space-combat');
  expect(decisionOf(r.state)).toMatchObject({ kind: 'window', window: 'start-of-combat' });
  const sol = r.state.players[1]!.name;
  expect(optionLabels(r.state, 0).filter((l) => l.startsWith('Impulse Core'))).toEqual([
    `Impulse Core: destroy 1 of your cruisers in ${systemLabel(r.state, ACTIVE)} for 1 hit on ${sol}'s ships`,
    `Impulse Core: destroy 1 of your destroyers in ${systemLabel(r.state, ACTIVE)} for 1 hit on ${sol}'s ships`,
  ]);
  r = answer(r, 0, { type: 'use-ability', ability: 'impulse-core', targets: { own: 'cruiser' } });
  expect(spaceOf(r.state, 0)?.counts).toEqual({ destroyer: 1 });
  expect(decisionOf(r.state)).toMatchObject({
    kind: 'assign-hits',
    waitingOn: [1],
    hits: { 1: { count: 1, restricted: 1, by: 0 } },
  });
  // Not on a fighter while the dreadnought is there.
  const before = structuredClone(r.state);
  expect(apply(r.state, 1, { type: 'assign-hits', sustain: {}, destroy: { fighter: 1 } }, { at: 0 }).ok).toBe(false);
  expect(r.state).toEqual(before);
  r = answer(r, 1, { type: 'assign-hits', sustain: {}, destroy: { dreadnought: 1 } });
  expect(spaceOf(r.state, 1)?.counts).toEqual({ fighter: 2 });
});

test('Impulse Core 78 not offered without the technology, nor after the combat started; refusals change nothing', () => {
  const without = runFrom(battle(), 'tactical/space-combat');
  expect(optionLabels(without.state, 0).filter((l) => l.startsWith('Impulse Core'))).toEqual([]);
  const r = afterRound(give(battle(), 0, 'ic'));
  const before = structuredClone(r.state);
  expect(IMPULSE_CORE.check(r.state, 0, { own: 'cruiser' }, {})).toMatchObject({
    ok: false,
    error: { code: 'ability/not-now', rule: '78' },
  });
  expect(
    apply(r.state, 0, { type: 'use-ability', ability: 'impulse-core', targets: { own: 'cruiser' } }, { at: 0 }).ok,
  ).toBe(false);
  expect(r.state).toEqual(before);
  // With only fighters left to the opponent, the hit goes to a fighter.
  const fighters = give(battle(), 0, 'ic');
  fighters.board.systems[ACTIVE]!.space['1'] = { counts: { fighter: 2 }, damaged: {} };
  let f = runFrom(fighters, 'tactical/space-combat');
  f = passWindows(f, 'start-of-combat');
  f = answer(f, 0, { type: 'use-ability', ability: 'impulse-core', targets: { own: 'destroyer' } });
  expect(spaceOf(f.state, 1)?.counts).toMatchObject({ fighter: 1 });
});
