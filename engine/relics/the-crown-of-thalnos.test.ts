import { expect, test } from 'vitest';
import { loadDice } from '../combat/dice';
import { currentCombat } from '../combat/combat-record';
import type { GameState } from '../core/state';
import { apply } from '../flow/apply';
import { placeRelic } from './holding';
import { ACTIVE, answer, combatGame, decisionOf, put, runFrom, type Run } from '../testing/combat-scenario';
import { optionLabels } from '../testing/scenario';
import { unitsIn, withNextRolls } from '../testing/tactical-scenario';
import { withStrategyCards } from '../testing/unit-ability-scenario';

/** Seat 0 (Letnev, active) holds the Crown of Thalnos; 2 cruisers each side; every first roll is a 1 (a miss). */
function game(relic = true): GameState {
  const s = withStrategyCards(combatGame());
  put(s, 0, { cruiser: 2 });
  put(s, 1, { cruiser: 2 });
  if (relic) placeRelic(s, 0, 'the-crown-of-thalnos');
  loadDice(s, { seat: 0, roll: 'combat', result: 1 });
  loadDice(s, { seat: 1, roll: 'combat', result: 1 });
  return s;
}

const windowOf = (s: GameState): string | null => {
  const d = decisionOf(s);
  return d?.kind === 'window' ? d.window : null;
};

/** Runs the space combat to its first after-combat-rolls window. */
function toRolls(s: GameState): Run {
  let r = runFrom(s, 'tactical/space-combat');
  while (windowOf(r.state) !== null && windowOf(r.state) !== 'after-combat-rolls')
    r = answer(r, decisionOf(r.state)!.waitingOn[0]!, { type: 'pass-window' });
  return r;
}

const reroll = (dice: number[]) =>
  ({ type: 'use-ability', ability: 'the-crown-of-thalnos', targets: { dice } }) as const;

test('74 The Crown of Thalnos: rerolled dice get +1; a unit that rerolled and still misses is destroyed', () => {
  const r = toRolls(game());
  expect(decisionOf(r.state)).toMatchObject({ kind: 'window', window: 'after-combat-rolls', waitingOn: [0] });
  expect(optionLabels(r.state, 0)).toContain(
    'The Crown of Thalnos: reroll your 2 missed dice at +1 (units still missing are destroyed)',
  );
  // The first new die shows 6 (a hit with +1 on a 7), the second 2 (a miss).
  const s0 = withNextRolls(r.state, [(x) => x === 6, (x) => x === 2]);
  const s = answer({ state: s0, events: [] }, 0, reroll([0, 1])).state;
  const dice = currentCombat(s)!.rolls['0']!;
  expect(dice.map((d) => [d.result, d.modifier, d.hit])).toEqual([
    [6, 1, true],
    [2, 1, false],
  ]);
  expect(unitsIn(s, ACTIVE, 0)).toEqual({ cruiser: 1 });
  expect(s.players[0]!.relics).toEqual(['the-crown-of-thalnos']);
});

test('74.2 The Crown of Thalnos rerolls a die once: a second use in the round is refused and changes nothing', () => {
  const r = toRolls(game());
  const s0 = withNextRolls(r.state, [(x) => x >= 6, (x) => x >= 6]);
  const s = answer({ state: s0, events: [] }, 0, reroll([0])).state;
  const again = apply(s, 0, reroll([0]), { at: 0 });
  expect(again.ok).toBe(false);
  // Without the relic there is nothing to answer after the rolls.
  expect(windowOf(toRolls(game(false)).state)).not.toBe('after-combat-rolls');
  expect(unitsIn(s, ACTIVE, 0)).toEqual({ cruiser: 2 });
});
