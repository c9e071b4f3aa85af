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
import { giveActionCards } from '../testing/scenario';
import { passWindows, use } from '../action-cards/combat-card-testkit';
import { withStrategyCards } from '../testing/unit-ability-scenario';

const CAVALRY = (ship: string, owner = 2) =>
  ({ type: 'use-ability', ability: 'cavalry', targets: { owner, ship } }) as const;

/** The holder's ships as they roll in the combat under way: [type, hits on, dice]. */
const rolls = (r: Run) => combatGroups(r.state, currentCombat(r.state)!, 0).map((g) => [g.unit, g.hitsOn, g.dice]);

/**
 * The Letnev (seat 0) attack with 2 destroyers and a carrier the Sol's (seat 1) dreadnought, holding the Nomad's
 * (seat 2) The Cavalry. Destroyer I: combat 9, barrage 9 x2; Memoria: combat 7 x2, barrage 8 x3, Sustain Damage.
 */
function cavalryGame(change?: (s: GameState) => void, holder = 'letnev'): GameState {
  const s = withStrategyCards(combatGame({ factions: [holder, 'sol', 'nomad'] }));
  put(s, 0, { destroyer: 2, carrier: 1 });
  put(s, 1, { dreadnought: 1 });
  s.players[2]!.promissoryNotes = s.players[2]!.promissoryNotes.filter((n) => n !== 'cavalry@2');
  s.players[0]!.promissoryNotes.push('cavalry@2');
  s.transactions = { proposals: [], doneScope: null, done: [], deals: [], received: [0], silenced: [], removed: [] };
  change?.(s);
  return s;
}

function cavalryWindow(change?: (s: GameState) => void, holder?: string): Run {
  const r = runFrom(cavalryGame(change, holder), 'tactical/space-combat');
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

/** Passes every timing window until hits wait to be assigned (or another kind of decision waits). */
function toHits(run: Run): Run {
  let r = run;
  for (let d = decisionOf(r.state); d?.kind === 'window'; d = decisionOf(r.state))
    r = answer(r, d.waitingOn[0]!, { type: 'pass-window' });
  return r;
}

/**
 * A destroyer (or `ship`) carries The Cavalry; the holder (seat 0, the Letnev unless `holder`) misses every die, every
 * Sol die hits: the holder assigns round 1's hit.
 */
function firstHitOnCavalry(opts: { change?: (s: GameState) => void; holder?: string; ship?: string } = {}): Run {
  const r = cavalryWindow((s) => {
    loaded(s, 0, 'combat', false);
    loaded(s, 1, 'combat', true);
    opts.change?.(s);
  }, opts.holder);
  return toHits(answer(r, 0, CAVALRY(opts.ship ?? 'destroyer')));
}

test('The Cavalry (Nomad note) 87: the ship sustains damage once, is the last destroyer lost, and the note returns at the end', () => {
  // Round 1: one destroyer takes the hit with its borrowed Sustain Damage; both carrying on.
  let r = firstHitOnCavalry();
  const sustain = { type: 'assign-hits', sustain: { destroyer: 1 }, destroy: {} } as const;
  r = answer(r, 0, sustain);
  expect(spaceOf(r.state, 0)).toEqual({ counts: { destroyer: 2, carrier: 1 }, damaged: { destroyer: 1 } });
  // Round 2: it cannot sustain again (87.3), and the destroyer lost is the other one: the damaged ship stays.
  r = toHits(r);
  const again = apply(r.state, 0, sustain, { at: 0 });
  expect(again.ok ? null : again.error).toMatchObject({ code: 'combat/already-damaged', rule: '87.3' });
  r = answer(r, 0, { type: 'assign-hits', sustain: {}, destroy: { destroyer: 1 } });
  expect(spaceOf(r.state, 0)).toEqual({ counts: { destroyer: 1, carrier: 1 }, damaged: { destroyer: 1 } });
  // The damaged one is known to be the ship with the note: nobody is asked which destroyer it was.
  expect(decisionOf(r.state)).not.toMatchObject({ choice: 'nomad/cavalry-casualty' });
  expect(rolls(r)).toEqual([
    ['carrier', 9, 1],
    ['destroyer', 7, 2],
  ]);
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

/** The Sol (seat 1) hold Direct Hit (mutating, as the scenario's `change` does). */
function solHoldsDirectHit(s: GameState): void {
  const dealt = giveActionCards(s, 1, ['direct-hit']);
  s.decks.action = dealt.decks.action;
  s.players[1]!.actionCards = dealt.players[1]!.actionCards;
}

test('The Cavalry: Direct Hit on the bearer ends the borrowed values (87 / 2); the destroyer left rolls its own', () => {
  // Round 1: the destroyer with The Cavalry cancels the Sol's hit with its borrowed Sustain Damage; the Sol hold
  // Direct Hit and destroy that damaged destroyer.
  let r = firstHitOnCavalry({ change: solHoldsDirectHit });
  r = passWindows(
    answer(r, 0, { type: 'assign-hits', sustain: { destroyer: 1 }, destroy: {} }),
    'after-sustain-damage',
  );
  expect(decisionOf(r.state)).toMatchObject({ kind: 'window', window: 'after-sustain-damage', waitingOn: [1] });
  r = passWindows(answer(r, 1, use('direct-hit', { unit: 'destroyer' })), 'after-sustain-damage');
  // The ship that carried it is known by its damage: nobody is asked, and nothing has the Memoria's values any more.
  expect(spaceOf(r.state, 0)).toEqual({ counts: { destroyer: 1, carrier: 1 }, damaged: {} });
  expect(currentCombat(r.state)?.borrowed).toMatchObject({ seat: 0, type: 'destroyer', lost: true });
  expect(eventsOf(r, 'note').map((e) => e.text)).toContain(
    "The Cavalry: Player 1's destroyer that carried it is lost.",
  );
  expect(rolls(r)).toEqual([
    ['carrier', 9, 1],
    ['destroyer', 9, 1],
  ]);
  // Round 2: the destroyer left has no Sustain Damage to cancel a hit with (87).
  r = toHits(r);
  expect(decisionOf(r.state)).toMatchObject({ kind: 'assign-hits', waitingOn: [0] });
  const sustain = apply(r.state, 0, { type: 'assign-hits', sustain: { destroyer: 1 }, destroy: {} }, { at: 0 });
  expect(sustain.ok ? null : sustain.error).toMatchObject({ code: 'combat/cannot-sustain', rule: '87.4a' });
  expect(checkInvariants(r.state)).toEqual([]);
});

test('The Cavalry: Devotion (Yin) destroys the other destroyer (31); the damaged bearer keeps the borrowed values', () => {
  // The Yin hold The Cavalry; their destroyer with it cancels round 1's hit, then Devotion sacrifices a destroyer.
  let r = firstHitOnCavalry({ holder: 'yin' });
  r = passWindows(answer(r, 0, { type: 'assign-hits', sustain: { destroyer: 1 }, destroy: {} }), 'end-of-combat-round');
  expect(decisionOf(r.state)).toMatchObject({ kind: 'window', window: 'end-of-combat-round', waitingOn: [0] });
  r = answer(r, 0, use('devotion', { own: 'destroyer', ship: 'dreadnought' }));
  // The Yin's own sacrifice is the undamaged destroyer; nobody is asked which, and the Sol assign Devotion's hit.
  expect(spaceOf(r.state, 0)).toEqual({ counts: { destroyer: 1, carrier: 1 }, damaged: { destroyer: 1 } });
  expect(decisionOf(r.state)).toMatchObject({ kind: 'assign-hits', waitingOn: [1] });
  expect(currentCombat(r.state)?.borrowed?.lost).toBeUndefined();
  expect(rolls(r)).toEqual([
    ['carrier', 9, 1],
    ['destroyer', 7, 2],
  ]);
});

/** The Letnev's 2 dreadnoughts (combat 5), one with The Cavalry; one of them cancels round 1's hit; Direct Hit on it. */
function directHitOnDreadnought(): Run {
  let r = firstHitOnCavalry({
    ship: 'dreadnought',
    change: (s) => {
      put(s, 0, { dreadnought: 2 });
      solHoldsDirectHit(s);
    },
  });
  r = passWindows(
    answer(r, 0, { type: 'assign-hits', sustain: { dreadnought: 1 }, destroy: {} }),
    'after-sustain-damage',
  );
  return answer(r, 1, use('direct-hit', { unit: 'dreadnought' }));
}

test('The Cavalry 69 / 2: Direct Hit on one of two dreadnoughts, which sustain damage on their own, asks their player', () => {
  let r = passWindows(directHitOnDreadnought());
  expect(decisionOf(r.state)).toMatchObject({ kind: 'choice', choice: 'nomad/cavalry-casualty', waitingOn: [0] });
  const kept = answer(r, 0, { type: 'choose', option: 'kept' });
  expect(currentCombat(kept.state)?.borrowed?.lost).toBeUndefined();
  expect(rolls(kept)).toEqual([
    ['dreadnought', 7, 2],
    ['carrier', 9, 1],
    ['destroyer', 9, 2],
  ]);
  r = answer(r, 0, { type: 'choose', option: 'lost' });
  expect(rolls(r)).toEqual([
    ['dreadnought', 5, 1],
    ['carrier', 9, 1],
    ['destroyer', 9, 2],
  ]);
  expect(spaceOf(r.state, 0)).toEqual({ counts: { destroyer: 2, carrier: 1, dreadnought: 1 }, damaged: {} });
});
