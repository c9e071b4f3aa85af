// LRR 78.4 announce retreats (defender first; 78.4b–c), 78.7 retreat (78.7a: where to), Dark Energy Tap's retreat,
// and the FAQ on combats neither side can win (the attacker must retreat, or their units in the combat are destroyed).
// The retreat itself, with what the ships carry and the token it costs, is engine/combat/retreat-execute.ts.
import { z } from 'zod';
import { seatSchema, hexKeySchema } from '../core/schemas';
import { ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { SHIP_TYPES, type UnitType } from '../data/types';
import { defineChoice, pushChoice } from '../kernel/choices';
import { emit, type FlowCtx } from '../kernel/context';
import { popDecision } from '../kernel/stack';
import { pushStep, defineStep, noArgs, type NoArgs } from '../kernel/steps';
import { MAY_MOVE_INTO_SUPERNOVAS, SHIP_EXTRA_ADJACENCY, ask } from '../effects';
import { adjacentSystems, isSystem } from '../galaxy/adjacency';
import { systemLabel } from '../tactical/labels';
import { anomaliesOf, nebulaeIgnoredInMovement } from '../tactical/anomalies';
import { movementAdjacency } from '../tactical/paths';
import { destroyUnits } from '../units/destroy';
import {
  combatantCount,
  combatants,
  loseGroundForcesAsShips,
  combatOver,
  combatTypesIn,
  currentCombat,
  opponentIn,
  shipCount,
  type CombatRecord,
} from './combat-record';
import { combatGroups } from './combat-round';
import { sustainCancels, sustainDamageLost } from './hits';
import { unitStats } from './unit-stats';
import { executeRetreat, RETREAT_CARRY_CHOICE, RETREAT_TOKEN_CHOICE } from './retreat-execute';

const seatArgs = z.object({ seat: seatSchema });
const seatSystemArgs = z.object({ seat: seatSchema, system: hexKeySchema });

declare module '../kernel/steps' {
  interface StepArgs {
    'combat/announce-retreats': NoArgs;
    'combat/announce-retreats/defender': NoArgs;
    'combat/announce-retreats/attacker': NoArgs;
    'combat/retreat': NoArgs;
  }
}

declare module '../kernel/choices' {
  interface ChoiceArgs {
    'combat/announce-retreat': z.infer<typeof seatArgs>;
    'combat/retreat-to': z.infer<typeof seatSystemArgs>;
  }
}

const hasUnitsThere = (state: GameState, key: string, seat: Seat): boolean => {
  const sys = state.board.systems[key];
  if (!sys) return false;
  const any = (c: Partial<Record<UnitType, number>> | undefined) => Object.values(c ?? {}).some((n) => (n ?? 0) > 0);
  return (
    any(sys.space[String(seat)]?.counts) || Object.values(sys.planets).some((p) => any(p.units[String(seat)]?.counts))
  );
};

const othersUnitsThere = (state: GameState, key: string, seat: Seat): boolean =>
  state.players.some((p) => p.seat !== seat && hasUnitsThere(state, key, p.seat));

/** 11.1, 86.1, 59.1: a retreat is a move, so it cannot end in a supernova (without Magmus Reactor Ω), an asteroid
 *  field (without Antimass Deflectors) or a nebula that is not the active system. */
export function mayEnter(state: GameState, seat: Seat, key: string): boolean {
  const anomalies = anomaliesOf(state, key);
  if (anomalies.includes('supernova') && !ask(MAY_MOVE_INTO_SUPERNOVAS, { state, seat })) return false; // Magmus Reactor Ω
  // Voidborn: nebulae do not affect the Empyrean's movement, a retreat included.
  if (anomalies.includes('nebula') && !nebulaeIgnoredInMovement(state, seat)) return false;
  return !anomalies.includes('asteroid-field') || (state.players[seat]?.technologies.includes('amd') ?? false);
}

/** 6: systems a ship retreating with no other ship but fighters treats as adjacent to itself (the Nomad's Memoria). */
function loneShipAdjacency(state: GameState, seat: Seat, system: string): string[] {
  const counts = state.board.systems[system]?.space[String(seat)]?.counts ?? {};
  const carriers = SHIP_TYPES.filter((t) => t !== 'fighter' && (counts[t] ?? 0) > 0);
  if (carriers.length !== 1 || counts[carriers[0]!] !== 1) return [];
  return ask(SHIP_EXTRA_ADJACENCY, { state, seat, unit: carriers[0]! });
}

/**
 * 78.7b–c: adjacent systems with none of another player's ships that hold the player's units or a planet they
 * control; Dark Energy Tap also allows adjacent systems with no other player's units at all. A retreat is a move,
 * so adjacency is movement's (6.1: the Hil Colish's delta wormhole, Enforced Travel Ban...).
 */
export function retreatDestinations(state: GameState, seat: Seat, system: string): string[] {
  const det = state.players[seat]?.technologies.includes('det') ?? false;
  const around = adjacentSystems(state.board, system, movementAdjacency(state, seat));
  const extra = loneShipAdjacency(state, seat, system).filter((k) => k !== system && !around.includes(k));
  return [...around, ...extra].filter((key) => {
    const sys = state.board.systems[key];
    if (!sys || !isSystem(state.board, key) || !mayEnter(state, seat, key)) return false;
    if (state.players.some((p) => p.seat !== seat && shipCount(state, key, p.seat) > 0)) return false;
    const own = hasUnitsThere(state, key, seat) || Object.values(sys.planets).some((p) => p.owner === seat);
    return own || (det && !othersUnitsThere(state, key, seat));
  });
}

/** Where the seat could retreat from this combat: nowhere while its ships must stay (the Mahact hero's combat). */
export const retreatsOpen = (state: GameState, c: CombatRecord, seat: Seat): string[] =>
  c.shipsStay ? [] : retreatDestinations(state, seat, c.system);

/**
 * FAQ ("neither side has the potential to win"): a side cannot be destroyed when the hits the other can produce in
 * a round never exceed what it cancels every round without loss — a self-repairing flagship's sustain damage, plus
 * Duranium Armor alternating between two or more other units with sustain damage.
 */
function invulnerable(state: GameState, c: CombatRecord, seat: Seat): boolean {
  const enemy = opponentIn(c, seat);
  const maxHits = combatGroups(state, c, enemy)
    .filter((g) => g.hitsOn - g.modifier <= 10)
    .reduce((n, g) => n + g.dice, 0);
  let selfRepairing = 0;
  let sustaining = 0;
  for (const t of combatTypesIn(state, c, seat)) {
    const n = combatantCount(state, c, seat, t);
    const stats = unitStats(state, seat, t);
    if (n === 0 || !stats.sustainDamage || sustainDamageLost(state, t)) continue;
    if (stats.unit === 'letnev_flagship') selfRepairing += n;
    else sustaining += n;
  }
  const duranium = (state.players[seat]?.technologies.includes('da') ?? false) && sustaining >= 2 ? 1 : 0;
  return maxHits <= sustainCancels(state, seat) * (selfRepairing + duranium);
}

/** A combat still going after this many rounds is one neither side can win, whatever the reason. */
const ROUND_LIMIT = 200;

export const neitherCanWin = (state: GameState, c: CombatRecord): boolean =>
  c.round >= ROUND_LIMIT || (invulnerable(state, c, c.attacker) && invulnerable(state, c, c.defender));

/** The FAQ's last resort: the attacker's units in the combat are destroyed. */
export function destroyAttackerInCombat(ctx: FlowCtx, c: CombatRecord): void {
  const area = c.planet === null ? { system: c.system } : { system: c.system, planet: c.planet };
  for (const t of combatTypesIn(ctx.state, c, c.attacker)) {
    const n = combatantCount(ctx.state, c, c.attacker, t);
    if (n > 0)
      destroyUnits(ctx, area, c.attacker, t, n, {
        cause: c.combat === 'space' ? 'space-combat' : 'ground-combat',
        by: null,
      });
    if (n > 0) loseGroundForcesAsShips(c, c.attacker, { [t]: n });
  }
}

function announce(ctx: FlowCtx, c: CombatRecord, seat: Seat, forced: boolean): void {
  c.retreat = seat;
  emit(ctx, { type: 'retreat-announced', seat, system: c.system, forced });
  pushStep(ctx.state, 'window/open', { window: 'after-retreat-announced', subject: { seat, system: c.system } });
}

export const COMBAT_RETREAT_STEPS = [
  /** 78.4: the defender may announce first; the attacker only if the defender did not (78.4b). */
  defineStep('combat/announce-retreats', noArgs, (ctx) => {
    const c = currentCombat(ctx.state);
    if (!c || combatOver(ctx.state, c)) return;
    c.retreat = null;
    delete c.mustRetreat;
    pushStep(ctx.state, 'combat/announce-retreats/attacker');
    pushStep(ctx.state, 'combat/announce-retreats/defender');
    pushStep(ctx.state, 'window/open', {
      window: 'announce-retreats',
      subject: { system: c.system, attacker: c.attacker, defender: c.defender },
    });
  }),
  defineStep('combat/announce-retreats/defender', noArgs, (ctx) => {
    const c = currentCombat(ctx.state);
    if (!c || combatOver(ctx.state, c) || retreatsOpen(ctx.state, c, c.defender).length === 0) return;
    if (c.mustRetreat === c.attacker) return; // Rout: the defender who played it stays, so the attacker can announce
    pushChoice(ctx, 'combat/announce-retreat', { args: { seat: c.defender }, waitingOn: [c.defender] });
  }),
  defineStep('combat/announce-retreats/attacker', noArgs, (ctx) => {
    const c = currentCombat(ctx.state);
    if (!c || c.retreat !== null || combatOver(ctx.state, c)) return;
    const canRetreat = retreatsOpen(ctx.state, c, c.attacker).length > 0;
    if (c.mustRetreat === c.attacker && canRetreat) {
      announce(ctx, c, c.attacker, true); // Rout
      return;
    }
    if (neitherCanWin(ctx.state, c)) {
      if (canRetreat) announce(ctx, c, c.attacker, true);
      else destroyAttackerInCombat(ctx, c);
      return;
    }
    if (canRetreat) pushChoice(ctx, 'combat/announce-retreat', { args: { seat: c.attacker }, waitingOn: [c.attacker] });
  }),
  /** 78.7: a player who announced a retreat must retreat if an eligible system remains (not if the opponent is gone). */
  defineStep('combat/retreat', noArgs, (ctx) => {
    const c = currentCombat(ctx.state);
    if (!c || c.retreat === null) return;
    const seat = c.retreat;
    // The opponent's Alastor ground forces keep the combat on; a retreat needs ships of one's own to move.
    if (combatants(ctx.state, c, opponentIn(c, seat)) === 0 || shipCount(ctx.state, c.system, seat) === 0) return;
    const options = retreatDestinations(ctx.state, seat, c.system);
    if (options.length === 1) executeRetreat(ctx, seat, c.system, options[0]!);
    else if (options.length > 1)
      pushChoice(ctx, 'combat/retreat-to', { args: { seat, system: c.system }, waitingOn: [seat] });
  }),
];

export const ANNOUNCE_RETREAT_CHOICE = defineChoice('combat/announce-retreat', seatArgs, {
  rule: '78.4',
  options: () => [
    { option: 'retreat', label: 'Announce a retreat' },
    { option: 'stay', label: 'Stay and fight' },
  ],
  resolve(ctx, decision, option) {
    popDecision(ctx.state, decision);
    const c = currentCombat(ctx.state);
    if (c && option === 'retreat') announce(ctx, c, decision.args.seat, false);
    return ok(undefined);
  },
  default: () => 'stay',
  // resolve refuses none of the options listed (it has no refusal): offered without a try.
  offersOnlyLegal: true,
});

export const RETREAT_TO_CHOICE = defineChoice('combat/retreat-to', seatSystemArgs, {
  rule: '78.7c',
  options: (state, decision) => {
    const { seat, system } = decision.args;
    return retreatDestinations(state, seat, system).map((key) => ({
      option: key,
      label: `Retreat to ${systemLabel(state, key)}`,
    }));
  },
  resolve(ctx, decision, option) {
    const { seat, system } = decision.args;
    popDecision(ctx.state, decision);
    executeRetreat(ctx, seat, system, option);
    return ok(undefined);
  },
  default: (state, decision) => {
    const { seat, system } = decision.args;
    return retreatDestinations(state, seat, system)[0];
  },
  // resolve refuses none of the options listed (it has no refusal): offered without a try.
  offersOnlyLegal: true,
});

export const RETREAT_CHOICES = [RETREAT_CARRY_CHOICE, RETREAT_TOKEN_CHOICE, ANNOUNCE_RETREAT_CHOICE, RETREAT_TO_CHOICE];
