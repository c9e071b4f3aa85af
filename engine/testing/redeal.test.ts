// The re-deal kit (engine/testing/redeal.ts) builds states the game could be in: what it deals again stays legal.
import { expect, test } from 'vitest';
import type { AssignHitsDecision, HitsToAssign } from '../core/frames';
import type { GameState } from '../core/state';
import { SHIP_TYPES } from '../data/types';
import { apply } from '../flow/apply';
import { flowCtx } from '../kernel/context';
import { checkAssignment, pushAssignHits } from '../combat/hits';
import { ACTIVE, combatGame, put } from './combat-scenario';
import { redeal } from './redeal';

const hits = (count: number, by: number): HitsToAssign => ({
  count,
  restricted: 0,
  eligible: SHIP_TYPES,
  sustain: true,
  by,
});

/** A space combat's hits: `first` to seat 0, one to seat 1. */
function spaceCombatHits(s: GameState, first: number): GameState {
  pushAssignHits(flowCtx(s, { at: 0 }), {
    cause: 'space-combat',
    system: ACTIVE,
    planet: null,
    order: [0, 1],
    hits: { 0: hits(first, 1), 1: hits(1, 0) },
  });
  return s;
}

/** Seat 0 (a cruiser and 2 fighters) takes 2 hits and has answered; seat 1 (a dreadnought among others) takes 1. */
function halfAnswered() {
  const s = spaceCombatHits(
    put(put(combatGame(), 0, { cruiser: 1, fighter: 2 }), 1, { dreadnought: 1, cruiser: 1, fighter: 2 }),
    2,
  );
  const r = apply(s, 0, { type: 'assign-hits', sustain: {}, destroy: { cruiser: 1, fighter: 1 } }, { at: 0 });
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

test('78.6 another seat’s hit assignment is dealt again as another legal one, and the viewer’s own answer still applies (fuzz seed c3-0)', () => {
  const state = halfAnswered();
  for (const seed of ['a', 'b', 'c']) {
    const other = redeal(state, 1, { seed });
    const d = other.stack.at(-1) as AssignHitsDecision;
    const dealt = d.answers['0']!;
    expect(dealt).not.toEqual({ sustain: {}, destroy: { cruiser: 1, fighter: 1 } });
    expect(checkAssignment(other, { system: ACTIVE }, 0, d.hits['0']!, dealt).ok).toBe(true);
    // The last answer applies every assignment: the dealt one must be one the board can take.
    const after = apply(other, 1, { type: 'assign-hits', sustain: { dreadnought: 1 }, destroy: {} }, { at: 0 });
    expect(after.ok).toBe(true);
  }
});

test('78.6 an assignment the engine made for a seat without a choice is public and stays in the re-dealt game', () => {
  const s = spaceCombatHits(put(put(combatGame(), 0, { cruiser: 2 }), 1, { dreadnought: 1, cruiser: 1 }), 1);
  const d = redeal(s, 1, { seed: 'a' }).stack.at(-1) as AssignHitsDecision;
  expect(d.waitingOn).toEqual([1]);
  expect(d.answers['0']).toEqual({ sustain: {}, destroy: { cruiser: 1 } });
});
