import { expect, test } from 'vitest';
import type { GameState } from '../core/state';
import { apply } from '../flow/apply';
import { options } from '../flow/options';
import { barrageGroups } from '../combat/anti-fighter-barrage';
import { combatGroups } from '../combat/combat-round';
import { currentCombat } from '../combat/combat-record';
import { spaceCombatOdds, spaceOddsInput } from '../odds/from-state';
import {
  ACTIVE,
  answer,
  combatGame,
  decisionOf,
  eventsOf,
  loaded,
  put,
  runFrom,
  settle,
  spaceOf,
  type Run,
} from '../testing/combat-scenario';
import { checkInvariants } from '../testing/invariants';
import { withStrategyCards } from '../testing/unit-ability-scenario';

const CAVALRY = (ship: string, owner = 2) =>
  ({ type: 'use-ability', ability: 'cavalry', targets: { owner, ship } }) as const;

/**
 * The Letnev (seat 0) attack with 2 destroyers and a carrier the Sol's (seat 1) dreadnought, holding the Nomad's
 * (seat 2) The Cavalry. Destroyer I: combat 9, barrage 9 x2; Memoria: combat 7 x2, barrage 8 x3, Sustain Damage.
 */
function cavalryGame(change?: (s: GameState) => void): GameState {
  const s = withStrategyCards(combatGame({ factions: ['letnev', 'sol', 'nomad'] }));
  put(s, 0, { destroyer: 2, carrier: 1 });
  put(s, 1, { dreadnought: 1 });
  s.players[2]!.promissoryNotes = s.players[2]!.promissoryNotes.filter((n) => n !== 'cavalry@2');
  s.players[0]!.promissoryNotes.push('cavalry@2');
  s.transactions = { proposals: [], doneScope: null, done: [], deals: [], received: [0], silenced: [], removed: [] };
  change?.(s);
  return s;
}

function cavalryWindow(change?: (s: GameState) => void): Run {
  const r = runFrom(cavalryGame(change), 'tactical/space-combat');
  expect(decisionOf(r.state)).toMatchObject({ kind: 'window', window: 'start-of-combat' });
  expect(decisionOf(r.state)?.waitingOn).toContain(0);
  return r;
}

test('The Cavalry (Nomad note) 69, 78, 10: one destroyer rolls Memoria’s 2 combat dice on 7 and its 3 barrage dice on 8', () => {
  let r = cavalryWindow();
  const labels = options(r.state, 0).map((o) => o.label);
  expect(labels).toContain(
    "The Cavalry: 1 of your destroyers fights this combat with Player 3's Memoria values and Sustain Damage",
  );
  expect(labels).toContain(
    "The Cavalry: 1 of your carriers fights this combat with Player 3's Memoria values and Sustain Damage",
  );
  r = answer(r, 0, CAVALRY('destroyer'));
  // Face up in the holder's play area while the combat lasts.
  expect(r.state.players[0]!.promissoryNotes).not.toContain('cavalry@2');
  expect(r.state.players[0]!.promissoryInPlay).toContain('cavalry@2');
  expect(checkInvariants(r.state)).toEqual([]);
  const c = currentCombat(r.state)!;
  expect(combatGroups(r.state, c, 0).map((g) => [g.unit, g.hitsOn, g.dice])).toEqual([
    ['carrier', 9, 1],
    ['destroyer', 9, 1],
    ['destroyer', 7, 2],
  ]);
  expect(barrageGroups(r.state, c, 0).map((g) => [g.unit, g.hitsOn, g.dice])).toEqual([
    ['destroyer', 9, 2],
    ['destroyer', 8, 3],
  ]);
});

test('The Cavalry (Nomad note) 97.4: with Memoria II researched by the Nomad, the ship rolls on 5 (2 dice), barrage 5 x3', () => {
  let r = cavalryWindow((s) => s.players[2]!.technologies.push('m2'));
  r = answer(r, 0, CAVALRY('carrier'));
  const c = currentCombat(r.state)!;
  expect(combatGroups(r.state, c, 0).map((g) => [g.unit, g.hitsOn, g.dice])).toEqual([
    ['carrier', 5, 2],
    ['destroyer', 9, 2],
  ]);
  expect(barrageGroups(r.state, c, 0).map((g) => [g.unit, g.hitsOn, g.dice])).toEqual([
    ['carrier', 5, 3],
    ['destroyer', 9, 4],
  ]);
});

/** A destroyer carries The Cavalry; the Letnev miss every die, every Sol die hits: the Letnev assign round 1's hit. */
function firstHitOnCavalry(): Run {
  let r = cavalryWindow((s) => {
    loaded(s, 0, 'combat', false);
    loaded(s, 1, 'combat', true);
  });
  r = answer(r, 0, CAVALRY('destroyer'));
  r = answer(r, 0, { type: 'pass-window' });
  for (let d = decisionOf(r.state); d && d.kind !== 'assign-hits'; d = decisionOf(r.state))
    r = answer(r, d.waitingOn[0]!, { type: 'pass-window' });
  return r;
}

test('The Cavalry (Nomad note) 87: the ship sustains damage once, is the last destroyer lost, and the note returns at the end', () => {
  // Round 1: one destroyer takes the hit with its borrowed Sustain Damage; both carrying on.
  let r = firstHitOnCavalry();
  const sustain = { type: 'assign-hits', sustain: { destroyer: 1 }, destroy: {} } as const;
  r = answer(r, 0, sustain);
  expect(spaceOf(r.state, 0)).toEqual({ counts: { destroyer: 2, carrier: 1 }, damaged: { destroyer: 1 } });
  // Round 2: it cannot sustain again (87.3), and the destroyer lost is the other one: the damaged ship stays.
  for (let d = decisionOf(r.state); d && d.kind !== 'assign-hits'; d = decisionOf(r.state))
    r = answer(r, d.waitingOn[0]!, { type: 'pass-window' });
  const again = apply(r.state, 0, sustain, { at: 0 });
  expect(again.ok ? null : again.error).toMatchObject({ code: 'combat/already-damaged', rule: '87.3' });
  r = answer(r, 0, { type: 'assign-hits', sustain: {}, destroy: { destroyer: 1 } });
  expect(spaceOf(r.state, 0)).toEqual({ counts: { destroyer: 1, carrier: 1 }, damaged: { destroyer: 1 } });
  // The rest of the combat: the Letnev lose their ships; the note goes back to the Nomad's hand.
  r = settle(r);
  expect(eventsOf(r, 'combat-ended')).toMatchObject([{ combat: 'space', winner: 1 }]);
  expect(r.state.players[0]!.promissoryInPlay).not.toContain('cavalry@2');
  expect(r.state.players[2]!.promissoryNotes).toContain('cavalry@2');
  expect(eventsOf(r, 'promissory-note-returned')).toMatchObject([{ seat: 0, note: 'cavalry', owner: 2 }]);
  expect(checkInvariants(r.state)).toEqual([]);
});

test('The Cavalry (Nomad note) 69: its holder says whether the ship that carries it was among the destroyers lost', () => {
  // Round 1: the holder loses a destroyer outright, with another left.
  let r = answer(firstHitOnCavalry(), 0, { type: 'assign-hits', sustain: {}, destroy: { destroyer: 1 } });
  expect(decisionOf(r.state)).toMatchObject({ kind: 'choice', choice: 'nomad/cavalry-casualty', waitingOn: [0] });
  const bad = apply(r.state, 0, { type: 'choose', option: 'both' }, { at: 0 });
  expect(bad.ok ? null : bad.error).toMatchObject({ rule: '69' });
  r = answer(r, 0, { type: 'choose', option: 'lost' });
  // The destroyer left rolls its own value; nothing has the Memoria's values or Sustain Damage any more.
  const c = currentCombat(r.state)!;
  expect(combatGroups(r.state, c, 0).map((g) => [g.unit, g.hitsOn, g.dice])).toEqual([
    ['carrier', 9, 1],
    ['destroyer', 9, 1],
  ]);
  // Kept (the default), the other destroyer was the one lost: the survivor still rolls Memoria's 2 dice on 7.
  const kept = answer(
    answer(firstHitOnCavalry(), 0, { type: 'assign-hits', sustain: {}, destroy: { destroyer: 1 } }),
    0,
    {
      type: 'choose',
      option: 'kept',
    },
  );
  expect(combatGroups(kept.state, currentCombat(kept.state)!, 0).map((g) => [g.unit, g.hitsOn, g.dice])).toEqual([
    ['carrier', 9, 1],
    ['destroyer', 7, 2],
  ]);
  // Losing the carrier asks nothing.
  const carrier = answer(firstHitOnCavalry(), 0, { type: 'assign-hits', sustain: {}, destroy: { carrier: 1 } });
  expect(decisionOf(carrier.state)).not.toMatchObject({ choice: 'nomad/cavalry-casualty' });
});

test('The Cavalry (Nomad note) 78 odds: the ship carrying it counts with the Memoria values, the others with their own', () => {
  const before = spaceOddsInput(cavalryWindow().state)!;
  expect(before.attacker.units.filter((u) => u.type === 'destroyer').map((u) => u.count)).toEqual([2]);
  const r = answer(cavalryWindow(), 0, CAVALRY('destroyer'));
  const destroyers = spaceOddsInput(r.state)!.attacker.units.filter((u) => u.type === 'destroyer');
  expect(destroyers.map((u) => [u.count, u.stats.combat, u.stats.antiFighterBarrage, u.stats.sustainDamage])).toEqual([
    [1, { hitsOn: 9, dice: 1 }, { hitsOn: 9, dice: 2 }, false],
    [1, { hitsOn: 7, dice: 2 }, { hitsOn: 8, dice: 3 }, true],
  ]);
  expect(spaceCombatOdds(r.state)!.attackerWins).toBeGreaterThan(spaceCombatOdds(cavalryWindow().state)!.attackerWins);
});

test('The Cavalry (Nomad note) 69: refused against the Nomad, for a fighter, or unheld; its holder is asked only once given notes', () => {
  const r = cavalryWindow();
  const before = structuredClone(r.state);
  const fighter = apply(r.state, 0, CAVALRY('fighter'), { at: 0 });
  expect(fighter.ok ? null : fighter.error).toMatchObject({ code: 'ability/bad-target', rule: '78' });
  const unheld = apply(r.state, 0, CAVALRY('destroyer', 1), { at: 0 });
  expect(unheld.ok ? null : unheld.error).toMatchObject({ rule: '69.1' });
  expect(r.state).toEqual(before);
  // Against the Nomad themselves (seat 2 defends): not offered, and refused.
  const nomad = runFrom(
    cavalryGame((s) => {
      s.board.systems[ACTIVE]!.space = {};
      put(s, 0, { destroyer: 2 });
      put(s, 2, { cruiser: 1 });
    }),
    'tactical/space-combat',
  );
  expect(options(nomad.state, 0).some((o) => o.label.startsWith('The Cavalry'))).toBe(false);
  const refused = apply(nomad.state, 0, CAVALRY('destroyer'), { at: 0 });
  expect(refused.ok).toBe(false);
  // Never given a note in a transaction: the holder is not asked at the start of the combat.
  const quiet = runFrom(
    cavalryGame((s) => {
      s.transactions = { proposals: [], doneScope: null, done: [], deals: [], received: [], silenced: [], removed: [] };
    }),
    'tactical/space-combat',
  );
  const d = decisionOf(quiet.state);
  expect(d?.kind === 'window' && d.window === 'start-of-combat' && d.waitingOn.includes(0)).toBe(false);
});
