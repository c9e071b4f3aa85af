// LRR 51.6 (commanders) and 51.10 (heroes): unlock conditions, their progress as everyone may read it, and the check
// that flips a locked leader once its condition holds. The check runs whenever the flow settles on a decision
// (engine/flow/steps.ts), so no pending ability is part-way through (51.6c); once unlocked it stays so (51.6d, 51.10d).
import type { GameState, Seat, UnitStack } from '../core/state';
import { LEADERS, type LeaderId, type UnlockCondition } from '../data/leaders';
import type { UnitType } from '../data/types';
import { SHIP_TYPES, UNIT_TYPES } from '../data/types';
import { controlledPlanets, planetValues } from '../economy/planets';
import { wormholesIn } from '../galaxy/adjacency';
import { emit, type FlowCtx } from '../kernel/context';
import { homeSystemKey } from '../objectives/board-queries';
import { isGravityRift } from '../tactical/anomalies';
import { neighboursInPlay } from '../tactical/adjacency-in-play';
import { unitsOfTypesOnBoard } from '../units/stacks';
import { statsOf } from '../units/stats';
import { leaderSlots } from '../kernel/leader-sheet';
import { FLOW_BOOKKEEPING, withSettledDraft } from '../kernel/query-memo';
import { storedCounterpart } from '../kernel/draft';
import { CUSTOM_UNLOCKS } from './unlock-custom';
import { edictTokens } from '../factions/mahact-tokens';

/** How far a seat is toward an unlock condition: "2 of 3". `need` 1 and `have` 0/1 for yes-or-no conditions. */
export interface UnlockProgress {
  readonly have: number;
  readonly need: number;
}

/** 51.10a–b: scored objectives of any kind count; victory points from elsewhere do not. */
export function scoredObjectives(state: GameState, seat: Seat): number {
  const p = state.players[seat];
  return p ? p.scoredPublic.length + p.secretObjectives.filter((s) => s.scored).length : 0;
}

const groundForcesOn = (state: GameState, seat: Seat): number =>
  controlledPlanets(state, seat).reduce(
    (n, c) =>
      n + (c.planet.units[String(seat)]?.counts.infantry ?? 0) + (c.planet.units[String(seat)]?.counts.mech ?? 0),
    0,
  );

/** Whether a stack holds a unit of the type (any type when none is named). */
const holds = (stack: UnitStack | undefined, unit: UnitType | undefined): boolean =>
  stack !== undefined && (unit ? (stack.counts[unit] ?? 0) > 0 : UNIT_TYPES.some((t) => (stack.counts[t] ?? 0) > 0));

/**
 * Scanned for every seat after every command: the stacks are read straight from the board, and the system's own
 * test (a gravity rift, a wormhole) is asked only where the seat has units.
 */
function systemsWithUnits(state: GameState, seat: Seat, unit: UnitType | undefined, pick: (key: string) => boolean) {
  const owner = String(seat);
  const systems = state.board.systems;
  let n = 0;
  for (const key in systems) {
    const sys = systems[key]!;
    const has = holds(sys.space[owner], unit) || Object.values(sys.planets).some((p) => holds(p.units[owner], unit));
    if (has && pick(key)) n += 1;
  }
  return n;
}

const NON_FIGHTER_SHIPS = SHIP_TYPES.filter((t) => t !== 'fighter');

/** Scanned for every seat after every command: plain loops, no intermediate arrays. */
function mostNonFighterShipsInOneSystem(state: GameState, seat: Seat): number {
  const owner = String(seat);
  const systems = state.board.systems;
  let most = 0;
  for (const key in systems) {
    const counts = systems[key]!.space[owner]?.counts;
    if (!counts) continue;
    let n = 0;
    for (const t of NON_FIGHTER_SHIPS) n += counts[t] ?? 0;
    if (n > most) most = n;
  }
  return most;
}

/** Progress toward a condition from public facts; null for conditions that are events the engine does not count. */
export function conditionProgress(state: GameState, seat: Seat, c: UnlockCondition): UnlockProgress | null {
  const p = state.players[seat];
  if (!p) return null;
  switch (c.kind) {
    case 'scored-objectives':
      return { have: scoredObjectives(state, seat), need: c.count };
    case 'scored-secret-objectives':
      return { have: p.secretObjectives.filter((s) => s.scored).length, need: c.count };
    case 'control-planets': {
      const home = homeSystemKey(state, seat);
      const planets = controlledPlanets(state, seat).filter((cp) => !c.nonHome || cp.system !== home);
      if (c.trait) return null;
      return { have: planets.length, need: c.count };
    }
    case 'planet-values': {
      const total = controlledPlanets(state, seat).reduce((n, cp) => n + planetValues(state, cp.id)[c.value], 0);
      return { have: total, need: c.total };
    }
    case 'ground-forces-on-controlled-planets':
      return { have: groundForcesOn(state, seat), need: c.count };
    case 'units-on-board':
      return { have: unitsOfTypesOnBoard(state, seat, c.units), need: c.count };
    case 'units-with-unit-abilities': {
      const has = (t: UnitType): boolean => {
        const s = statsOf(state, seat, t);
        if (!s) return false;
        return c.abilities.some((a) =>
          a === 'anti-fighter-barrage'
            ? !!s.antiFighterBarrage
            : a === 'space-cannon'
              ? !!s.spaceCannon
              : !!s.bombardment,
        );
      };
      return { have: unitsOfTypesOnBoard(state, seat, UNIT_TYPES.filter(has)), need: c.count };
    }
    case 'units-in-systems': {
      const pick =
        c.systemHas === 'gravity-rift'
          ? (key: string) => isGravityRift(state, key)
          : c.systemHas === 'alpha-or-beta-wormhole'
            ? (key: string) => wormholesIn(state.board, key).some((w) => w === 'alpha' || w === 'beta')
            : () => true;
      return { have: systemsWithUnits(state, seat, c.unit, pick), need: c.count };
    }
    case 'non-fighter-ships-in-one-system':
      return { have: mostNonFighterShipsInOneSystem(state, seat), need: c.count };
    case 'technologies':
      // A Valefar Assimilator never counts as itself: the technology its token copies joins the Nekro's list under
      // its own id (engine/factions/nekro-valefar.ts), so it counts exactly while the token sits on one.
      return { have: p.technologies.filter((t) => t !== 'vax' && t !== 'vay').length, need: c.count };
    case 'trade-goods':
      return { have: p.tradeGoods, need: c.count };
    case 'action-cards-in-hand':
      return { have: p.actionCards.length, need: c.count };
    case 'neighbors-with-all-players': {
      const others = state.players.filter((o) => o.seat !== seat && !o.eliminated);
      return { have: others.filter((o) => neighboursInPlay(state, seat, o.seat)).length, need: others.length };
    }
    case 'other-factions-tokens-in-fleet-pool':
      return { have: edictTokens(state, seat).length, need: c.count };
    case 'produce-unit':
    case 'custom':
      return null;
  }
}

/** A leader's progress toward its unlock, or null when it has none the engine counts. */
export function unlockProgress(state: GameState, seat: Seat, leader: LeaderId): UnlockProgress | null {
  const custom = CUSTOM_UNLOCKS[leader];
  if (custom) return custom(state, seat);
  const unlock = LEADERS[leader].unlock;
  return unlock ? conditionProgress(state, seat, unlock.condition) : null;
}

/** Leaders whose unlock conditions the engine checks by itself (custom and event conditions need their own code). */
export const unlockCounted = (leader: LeaderId): boolean => {
  if (CUSTOM_UNLOCKS[leader]) return true;
  const unlock = LEADERS[leader].unlock;
  if (!unlock) return false;
  const k = unlock.condition.kind;
  return k !== 'custom' && k !== 'produce-unit';
};

/** Flips the seat's leader in that role to unlocked and says so (51.6b, 51.10c). */
export function unlockLeader(ctx: FlowCtx, seat: Seat, role: 'commander' | 'hero'): void {
  const p = ctx.state.players[seat];
  const slots = leaderSlots(ctx.state, seat);
  if (!p || !slots || p.leaders[role] !== 'locked') return;
  p.leaders[role] = 'unlocked';
  emit(ctx, { type: 'leader-unlocked', seat, leader: slots[role], role });
}

/**
 * Besides the flow's bookkeeping, no condition reads the open transaction proposals and deals (a note played lands
 * in a play area, among the players) or the record objectives keep of the round's events: a proposal, a refusal or
 * a withdrawal needs no new look.
 */
const UNREAD_BY_CONDITIONS: ReadonlySet<string> = new Set([...FLOW_BOOKKEEPING, 'transactions', 'record']);

/**
 * Whether the conditions cannot have changed since the state the command started from was checked: every state
 * `apply` returned was, when its flow settled (engine/testing/invariants.ts proves it after every step of the
 * whole-game tests), and conditions are pure functions of the state (engine/leaders/unlock-custom.ts). A command
 * that only passes a window, records a standing pass or proposes a transaction changes nothing they read: more than
 * half of all commands.
 */
const unchangedSinceChecked = (draft: GameState): boolean =>
  storedCounterpart(draft, UNREAD_BY_CONDITIONS) !== undefined;

/** 51.6, 51.10: unlocks every locked commander and hero whose condition now holds. */
export function checkLeaderUnlocks(ctx: FlowCtx): void {
  if (unchangedSinceChecked(ctx.state)) return;
  // The conditions are all read before anything unlocks (so their shared queries can be remembered); in case an
  // unlock changes what another condition reads, they are read again after each round of unlocks, until none is
  // due. Each round unlocks at least one leader and none locks again, so this ends.
  for (let due = dueUnlocks(ctx.read); due.length > 0; due = dueUnlocks(ctx.read))
    for (const { seat, role } of due) unlockLeader(ctx, seat, role);
}

/**
 * The locked leaders whose conditions hold. It reads without copying (ctx.read: after most commands nothing unlocks,
 * and the draft need not copy the board), and changes nothing, so the board queries every condition shares (who
 * is where, what is adjacent) are worked out once for all of them (kernel/query-memo.ts).
 */
export function dueUnlocks(read: GameState): { seat: Seat; role: 'commander' | 'hero' }[] {
  return withSettledDraft(() => {
    const due: { seat: Seat; role: 'commander' | 'hero' }[] = [];
    for (const p of read.players) {
      if (p.eliminated) continue;
      if (p.leaders.commander !== 'locked' && p.leaders.hero !== 'locked') continue;
      const slots = leaderSlots(read, p.seat);
      if (!slots) continue;
      for (const role of ['commander', 'hero'] as const) {
        if (p.leaders[role] !== 'locked') continue;
        const progress = unlockProgress(read, p.seat, slots[role]);
        if (progress && progress.have >= progress.need) due.push({ seat: p.seat, role });
      }
    }
    return due;
  });
}
