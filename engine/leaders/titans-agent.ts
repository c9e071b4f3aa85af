// The Titans agent, Tellurian (LRR 51.3–51.4, 78.6 / 42.2 assigning hits, 77 space cannon, 10 anti-fighter barrage,
// 15 bombardment): just before a hit would be assigned to any player's units, the Titans may exhaust it to cancel that
// hit — a space or ground combat round's, a space cannon's, a barrage's or a bombardment's. Asked from public facts:
// the hits produced are on the table.
import { z } from 'zod';
import { seatSchema } from '../core/schemas';
import { fail, ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { currentCombat, opponentIn } from '../combat/combat-record';
import { cancelHits, cancelledHits } from '../combat/cancelled-hits';
import { hitsOf } from '../combat/dice';
import { bombardmentDice } from '../invasion/bombardment';
import { str } from '../factions/deploy';
import { cancelSpaceCannonHits, spaceCannonHitsLeft } from '../combat/space-cannon';
import type { AbilityDef, Subject } from '../kernel/abilities';
import { defineContent } from '../kernel/content';

const targetsSchema = z.object({ seat: seatSchema });
const BARRAGE = 'anti-fighter-barrage';
const BOMBARDMENT = 'bombardment';

const nameOf = (state: GameState, seat: Seat): string => state.players[seat]?.name ?? `seat ${seat}`;

/** Seats with hits produced against their units in the combat round under way, not yet assigned. */
function combatTargets(state: GameState): Seat[] {
  const c = currentCombat(state);
  if (!c) return [];
  return [c.attacker, c.defender].filter((s) => (c.hits[String(s)]?.count ?? 0) > 0);
}

/** The seat a space cannon roll under way fires at, if it produced a hit still to be assigned. */
function cannonTargets(state: GameState, subject: Subject): Seat[] {
  return typeof subject.target === 'number' && spaceCannonHitsLeft(state) > 0 ? [subject.target] : [];
}

/** Seats an anti-fighter barrage roll under way produced hits against, not all cancelled. */
function barrageTargets(state: GameState): Seat[] {
  const c = currentCombat(state);
  if (!c?.barrage) return [];
  return [c.attacker, c.defender]
    .filter((firer) => {
      const target = opponentIn(c, firer);
      return hitsOf(c.barrage?.[String(firer)] ?? []) > cancelledHits(state, BARRAGE, target, null);
    })
    .map((firer) => opponentIn(c, firer));
}

/** The seat a bombardment of the subject's planet hits, if its dice produced a hit not yet cancelled. */
function bombardmentTargets(state: GameState, subject: Subject): Seat[] {
  const planet = typeof subject.planet === 'string' ? subject.planet : null;
  if (planet === null || typeof subject.target !== 'number') return [];
  const dice = bombardmentDice(state)[planet] ?? [];
  return hitsOf(dice) > cancelledHits(state, BOMBARDMENT, subject.target, planet) ? [subject.target] : [];
}

type TellurianWindow =
  | 'before-hits-assigned'
  | 'before-space-cannon-hits-assigned'
  | 'before-barrage-hits-assigned'
  | 'before-bombardment-hits-assigned';

function targetsIn(window: TellurianWindow, state: GameState, subject: Subject): Seat[] {
  switch (window) {
    case 'before-hits-assigned':
      return combatTargets(state);
    case 'before-space-cannon-hits-assigned':
      return cannonTargets(state, subject);
    case 'before-barrage-hits-assigned':
      return barrageTargets(state);
    case 'before-bombardment-hits-assigned':
      return bombardmentTargets(state, subject);
  }
}

function tellurian(id: string, window: TellurianWindow): AbilityDef {
  const targets = (state: GameState, subject: Subject): Seat[] => targetsIn(window, state, subject);
  return {
    id,
    name: 'Tellurian',
    source: { kind: 'leader', leader: 'titansagent', role: 'agent' },
    window,
    costs: [{ kind: 'exhaust-source' }],
    eligible: (state, _seat, subject) => targets(state, subject).length > 0,
    targetOptions: (state, _seat, subject) =>
      targets(state, subject).map((s) => ({
        label: `cancel 1 hit against the units of ${nameOf(state, s)}`,
        targets: { seat: s },
      })),
    check: (state, _seat, t, subject) => {
      const parsed = targetsSchema.safeParse(t);
      if (!parsed.success) return fail('input/bad-targets', 'input', 'Name the player whose hit to cancel.');
      if (!targets(state, subject).includes(parsed.data.seat))
        return fail(
          'ability/bad-target',
          '51.4',
          'Tellurian cancels a hit produced against that player, not yet assigned.',
        );
      return ok(undefined);
    },
    resolve: (ctx, _seat, t, subject) => {
      const { seat } = targetsSchema.parse(t);
      if (window === 'before-space-cannon-hits-assigned') {
        cancelSpaceCannonHits(ctx.state, 1);
        return;
      }
      if (window === 'before-barrage-hits-assigned') {
        cancelHits(ctx.state, BARRAGE, seat, null, 1);
        return;
      }
      if (window === 'before-bombardment-hits-assigned') {
        cancelHits(ctx.state, BOMBARDMENT, seat, str(subject.planet), 1);
        return;
      }
      const h = currentCombat(ctx.state)?.hits[String(seat)];
      if (!h || h.count === 0) return;
      h.count -= 1;
      // A hit that had to go to a non-fighter ship is the one cancelled first: the best for the player hit.
      h.restricted = Math.max(0, h.restricted - 1);
    },
  };
}

/** Tellurian — just before a hit is assigned to any player's unit: exhaust to cancel that hit. */
export const TITANS_AGENT = tellurian('titansagent', 'before-hits-assigned');
export const TITANS_AGENT_CANNON = tellurian('titansagent-space-cannon', 'before-space-cannon-hits-assigned');

export const TITANS_AGENT_BARRAGE = tellurian('titansagent-barrage', 'before-barrage-hits-assigned');
export const TITANS_AGENT_BOMBARDMENT = tellurian('titansagent-bombardment', 'before-bombardment-hits-assigned');

export const TITANS_AGENT_LEADERS = defineContent({
  abilities: [TITANS_AGENT, TITANS_AGENT_CANNON, TITANS_AGENT_BARRAGE, TITANS_AGENT_BOMBARDMENT],
});
