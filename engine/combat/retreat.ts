// LRR 78.4 announce retreats (defender first; 78.4b–c), 78.7 retreat (78.7a–d), Dark Energy Tap's retreat, and the
// FAQ on combats neither side can win (the attacker must retreat, or their units in the combat are destroyed).
import type { ChoiceDecision } from '../core/frames';
import { ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { SHIP_TYPES, type UnitType } from '../data/types';
import { tokenReinforcements } from '../economy/command-tokens';
import { registerChoice } from '../flow/choices';
import { emit, popDecision, pushDecision, pushStep, type FlowCtx } from '../flow/context';
import { adjacentSystems, isSystem } from '../galaxy/adjacency';
import { anomaliesOf } from '../tactical/anomalies';
import { destroyUnits, removeUnits } from '../units/destroy';
import { moveUnits } from '../units/stacks';
import { combatantTypes, combatOver, combatStack, currentCombat, opponentIn, shipCount, type CombatRecord } from './combat-record';
import { combatGroups } from './combat-round';
import { sustainCancels } from './hits';
import { unitStats } from './unit-stats';

const hasUnitsThere = (state: GameState, key: string, seat: Seat): boolean => {
  const sys = state.board.systems[key];
  if (!sys) return false;
  const any = (c: Partial<Record<UnitType, number>> | undefined) => Object.values(c ?? {}).some((n) => (n ?? 0) > 0);
  return any(sys.space[String(seat)]?.counts) || Object.values(sys.planets).some((p) => any(p.units[String(seat)]?.counts));
};

const othersUnitsThere = (state: GameState, key: string, seat: Seat): boolean =>
  state.players.some((p) => p.seat !== seat && hasUnitsThere(state, key, p.seat));

/** 11.1, 86.1, 59.1: a retreat is a move, so it cannot end in a supernova, an asteroid field (without Antimass
 *  Deflectors) or a nebula that is not the active system. */
function mayEnter(state: GameState, seat: Seat, key: string): boolean {
  const anomalies = anomaliesOf(state, key);
  if (anomalies.includes('supernova') || anomalies.includes('nebula')) return false;
  return !anomalies.includes('asteroid-field') || (state.players[seat]?.technologies.includes('amd') ?? false);
}

/**
 * 78.7b–c: adjacent systems with none of another player's ships that hold the player's units or a planet they
 * control; Dark Energy Tap also allows adjacent systems with no other player's units at all.
 */
export function retreatDestinations(state: GameState, seat: Seat, system: string): string[] {
  const det = state.players[seat]?.technologies.includes('det') ?? false;
  return adjacentSystems(state.board, system).filter((key) => {
    const sys = state.board.systems[key];
    if (!sys || !isSystem(state.board, key) || !mayEnter(state, seat, key)) return false;
    if (state.players.some((p) => p.seat !== seat && shipCount(state, key, p.seat) > 0)) return false;
    const own = hasUnitsThere(state, key, seat) || Object.values(sys.planets).some((p) => p.owner === seat);
    return own || (det && !othersUnitsThere(state, key, seat));
  });
}

/**
 * FAQ ("neither side has the potential to win"): a side cannot be destroyed when the hits the other can produce in
 * a round never exceed what it cancels every round without loss — a self-repairing flagship's sustain damage, plus
 * Duranium Armor alternating between two or more other units with sustain damage.
 */
function invulnerable(state: GameState, c: CombatRecord, seat: Seat): boolean {
  const enemy = opponentIn(c, seat);
  const maxHits = combatGroups(state, c, enemy).filter((g) => g.hitsOn - g.modifier <= 10).reduce((n, g) => n + g.dice, 0);
  const stack = combatStack(state, c, seat);
  let selfRepairing = 0;
  let sustaining = 0;
  for (const t of combatantTypes(c.combat)) {
    const n = stack?.counts[t] ?? 0;
    const stats = unitStats(state, seat, t);
    if (n === 0 || !stats.sustainDamage) continue;
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
  const stack = combatStack(ctx.state, c, c.attacker);
  const area = c.planet === null ? { system: c.system } : { system: c.system, planet: c.planet };
  for (const t of combatantTypes(c.combat)) {
    const n = stack?.counts[t] ?? 0;
    if (n > 0) destroyUnits(ctx, area, c.attacker, t, n, { cause: c.combat === 'space' ? 'space-combat' : 'ground-combat', by: null });
  }
}

function announce(ctx: FlowCtx, c: CombatRecord, seat: Seat, forced: boolean): void {
  c.retreat = seat;
  emit(ctx, { type: 'retreat-announced', seat, system: c.system, forced });
  pushStep(ctx.state, 'window/open', { window: 'after-retreat-announced', subject: { seat, system: c.system } });
}

/** 78.7b, 78.7d: ships with a move value go, with what they can carry; the rest is removed; a token is placed. */
export function executeRetreat(ctx: FlowCtx, seat: Seat, from: string, to: string): void {
  const space = ctx.state.board.systems[from]?.space[String(seat)];
  if (!space) return;
  const moved: Partial<Record<UnitType, number>> = {};
  let capacity = 0;
  for (const t of SHIP_TYPES) {
    const n = space.counts[t] ?? 0;
    const stats = unitStats(ctx.state, seat, t);
    if (n === 0 || !stats.move) continue;
    capacity += (stats.capacity ?? 0) * n;
    moved[t] = n;
    moveUnits(ctx.state, { system: from }, { system: to }, seat, t, n);
  }
  // Carried units, the most valuable first (16.3a leaves the choice to the player; this is the engine's pick).
  for (const t of ['mech', 'fighter', 'infantry'] as const) {
    const n = ctx.state.board.systems[from]?.space[String(seat)]?.counts[t] ?? 0;
    const carried = Math.min(n, capacity);
    capacity -= carried;
    if (carried > 0) {
      moved[t] = carried;
      moveUnits(ctx.state, { system: from }, { system: to }, seat, t, carried);
    }
    if (n - carried > 0) removeUnits(ctx, { system: from }, seat, t, n - carried, 'capacity');
  }
  const sys = ctx.state.board.systems[to]!;
  if (!sys.commandTokens.includes(seat)) {
    const player = ctx.state.players[seat]!;
    if (tokenReinforcements(ctx.state, seat) === 0) {
      // 78.7d: from the command sheet when reinforcements are empty (the engine takes tactic, then strategy, then fleet).
      const pool = (['tactic', 'strategy', 'fleet'] as const).find((p) => player.pools[p] > 0);
      if (pool) {
        player.pools[pool] -= 1;
        emit(ctx, { type: 'tokens-changed', seat, ...player.pools });
      }
    }
    sys.commandTokens.push(seat);
  }
  emit(ctx, { type: 'retreated', seat, from, to, units: moved as Record<string, number> });
  // 37: the ships now in that system may not outnumber the fleet pool (engine/tactical/fleet-pool.ts).
  pushStep(ctx.state, 'fleet-pool/check', { seat, system: to });
}

export const COMBAT_RETREAT_STEPS = {
  /** 78.4: the defender may announce first; the attacker only if the defender did not (78.4b). */
  'combat/announce-retreats': (ctx: FlowCtx) => {
    const c = currentCombat(ctx.state);
    if (!c || combatOver(ctx.state, c)) return;
    c.retreat = null;
    pushStep(ctx.state, 'combat/announce-retreats/attacker');
    pushStep(ctx.state, 'combat/announce-retreats/defender');
    pushStep(ctx.state, 'window/open', { window: 'announce-retreats', subject: { system: c.system, attacker: c.attacker, defender: c.defender } });
  },
  'combat/announce-retreats/defender': (ctx: FlowCtx) => {
    const c = currentCombat(ctx.state);
    if (!c || combatOver(ctx.state, c) || retreatDestinations(ctx.state, c.defender, c.system).length === 0) return;
    pushDecision(ctx, { kind: 'choice', choice: 'combat/announce-retreat', args: { seat: c.defender }, waitingOn: [c.defender] });
  },
  'combat/announce-retreats/attacker': (ctx: FlowCtx) => {
    const c = currentCombat(ctx.state);
    if (!c || c.retreat !== null || combatOver(ctx.state, c)) return;
    const canRetreat = retreatDestinations(ctx.state, c.attacker, c.system).length > 0;
    if (neitherCanWin(ctx.state, c)) {
      if (canRetreat) announce(ctx, c, c.attacker, true);
      else destroyAttackerInCombat(ctx, c);
      return;
    }
    if (canRetreat) pushDecision(ctx, { kind: 'choice', choice: 'combat/announce-retreat', args: { seat: c.attacker }, waitingOn: [c.attacker] });
  },
  /** 78.7: a player who announced a retreat must retreat if an eligible system remains (not if the opponent is gone). */
  'combat/retreat': (ctx: FlowCtx) => {
    const c = currentCombat(ctx.state);
    if (!c || c.retreat === null) return;
    const seat = c.retreat;
    if (shipCount(ctx.state, c.system, opponentIn(c, seat)) === 0 || shipCount(ctx.state, c.system, seat) === 0) return;
    const options = retreatDestinations(ctx.state, seat, c.system);
    if (options.length === 1) executeRetreat(ctx, seat, c.system, options[0]!);
    else if (options.length > 1) pushDecision(ctx, { kind: 'choice', choice: 'combat/retreat-to', args: { seat, system: c.system }, waitingOn: [seat] });
  },
} as const;

const seatOf = (d: ChoiceDecision): Seat => (d.args as { seat: Seat }).seat;

registerChoice('combat/announce-retreat', {
  options: () => [
    { option: 'retreat', label: 'Announce a retreat' },
    { option: 'stay', label: 'Stay and fight' },
  ],
  resolve(ctx, decision, option) {
    popDecision(ctx.state, decision);
    const c = currentCombat(ctx.state);
    if (c && option === 'retreat') announce(ctx, c, seatOf(decision), false);
    return ok(undefined);
  },
  defaultOption: () => 'stay',
});

registerChoice('combat/retreat-to', {
  options: (state, decision) => {
    const { seat, system } = decision.args as { seat: Seat; system: string };
    return retreatDestinations(state, seat, system).map((key) => ({ option: key, label: `Retreat to ${state.board.systems[key]?.tile ?? key} (${key})` }));
  },
  resolve(ctx, decision, option) {
    const { seat, system } = decision.args as { seat: Seat; system: string };
    popDecision(ctx.state, decision);
    executeRetreat(ctx, seat, system, option);
    return ok(undefined);
  },
  defaultOption: (state, decision) => {
    const { seat, system } = decision.args as { seat: Seat; system: string };
    return retreatDestinations(state, seat, system)[0];
  },
});
