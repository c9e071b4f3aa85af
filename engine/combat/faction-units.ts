// LRR 96 faction units in combat (with 18 combat rolls, 56 modifiers, 87 sustain damage, 77 space cannon, 10
// anti-fighter barrage, 31 destroyed): the flagship and mech abilities that change how a combat is fought —
// Sardakk (+1 to the other ships), Jol-Nar (extra hits on 9–10), Winnu (dice per enemy non-fighter ship), Mentak
// (no sustain damage beside the flagship or the mech), Argent
// (no space cannon at their ships; Strike Wing Alpha II kills infantry) and Hacan (trade goods raise a die).
import { ask, MECH_ABILITIES_SUPPRESSED } from '../effects';
import { z } from 'zod';
import { seatSchema } from '../core/schemas';
import { defineStep, noArgs, type NoArgs } from '../kernel/steps';
import { ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { SHIP_TYPES, type UnitType } from '../data/types';

import { defineChoice, pushChoice } from '../kernel/choices';
import { emit, type FlowCtx } from '../kernel/context';
import { popDecision } from '../kernel/stack';
import { destroyUnits } from '../units/destroy';
import { countAt, planetArea, spaceOf, type Area } from '../units/stacks';
import { combatStack, currentCombat, groundForcesAsShips, groundForceTypes, type CombatRecord } from './combat-record';
import type { Die } from './dice';
import { unitStats } from './unit-stats';

const seatArgs = z.object({ seat: seatSchema });

declare module '../kernel/steps' {
  interface StepArgs {
    'combat/hacan-flagship': NoArgs;
  }
}

declare module '../kernel/choices' {
  interface ChoiceArgs {
    [HACAN_CHOICE]: z.infer<typeof seatArgs>;
  }
}

/** Whether `seat` has its flagship in the system's space area and that flagship is the faction unit `id`. */
export function flagshipIn(state: GameState, system: string, seat: Seat, id: string): boolean {
  return countAt(state, spaceOf(system), seat, 'flagship') > 0 && unitStats(state, seat, 'flagship').unit === id;
}

/** Seats other than `seat` whose flagship `id` is in the system. */
function othersWithFlagship(state: GameState, system: string, seat: Seat, id: string): boolean {
  const space = state.board.systems[system]?.space ?? {};
  return Object.keys(space).some((k) => Number(k) !== seat && flagshipIn(state, system, Number(k), id));
}

/** A mech's printed ability works unless a law takes it away (Articles of War). */
const mechHere = (state: GameState, area: Area, seat: Seat, id: string): boolean =>
  countAt(state, area, seat, 'mech') > 0 &&
  unitStats(state, seat, 'mech').unit === id &&
  !ask(MECH_ABILITIES_SUPPRESSED, { state });

const NON_FIGHTER_SHIPS: readonly UnitType[] = SHIP_TYPES.filter((t) => t !== 'fighter');

/**
 * The Sardakk flagship: +1 to the combat rolls of the owner's other ships in its system (56). Space combat only:
 * ships roll combat dice nowhere else.
 */
export function sardakkBonus(
  state: GameState,
  c: Pick<CombatRecord, 'combat' | 'system'>,
  seat: Seat,
  type: UnitType,
): number {
  return c.combat === 'space' && type !== 'flagship' && flagshipIn(state, c.system, seat, 'sardakk_flagship') ? 1 : 0;
}

/**
 * The Winnu flagship rolls one die per non-fighter ship the opponent has in the combat's system (its value stays);
 * FAQ: a die for each ground force the Alastor has made a ship too.
 */
export function winnuDice(state: GameState, c: CombatRecord, seat: Seat, opponent: Seat): number | null {
  if (c.combat !== 'space' || unitStats(state, seat, 'flagship').unit !== 'winnu_flagship') return null;
  const stack = combatStack(state, c, opponent);
  const asShips = Object.values(groundForcesAsShips(state, c, opponent)).reduce<number>((n, k) => n + (k ?? 0), 0);
  return NON_FIGHTER_SHIPS.reduce((n, t) => n + (stack?.counts[t] ?? 0), asShips);
}

/** The Jol-Nar flagship: each of its combat dice showing 9 or 10 before modifiers produces 2 hits more. */
export function jolnarExtraHits(state: GameState, c: CombatRecord, seat: Seat, dice: readonly Die[]): number {
  if (c.combat !== 'space' || unitStats(state, seat, 'flagship').unit !== 'jolnar_flagship') return 0;
  return 2 * dice.filter((d) => d.unit === 'flagship' && d.result >= 9).length;
}

/**
 * 87 with the Mentak flagship and mech: another player's ships in the flagship's system, and another player's ground
 * forces on the mech's planet, cannot use sustain damage (for any hits, in or out of combat).
 */
export function sustainDenied(state: GameState, area: Area, seat: Seat, type: UnitType): boolean {
  const sys = state.board.systems[area.system];
  if (!sys) return false;
  if (area.planet === undefined) {
    return (
      (SHIP_TYPES as readonly UnitType[]).includes(type) &&
      othersWithFlagship(state, area.system, seat, 'mentak_flagship')
    );
  }
  if (!groundForceTypes(state, seat).includes(type)) return false; // a Hel-Titan too
  const units = sys.planets[area.planet]?.units ?? {};
  return Object.keys(units).some(
    (k) => Number(k) !== seat && mechHere(state, planetArea(area.system, area.planet!), Number(k), 'mentak_mech'),
  );
}

/** The Argent flagship: other players cannot use space cannon against the Argent's ships in its system. */
export function spaceCannonShielded(state: GameState, system: string, target: Seat, firer: Seat): boolean {
  return firer !== target && flagshipIn(state, system, target, 'argent_flagship');
}

/**
 * Strike Wing Alpha II: each of its anti-fighter barrage dice showing 9 or 10 also destroys 1 of the opponent's
 * infantry in the active system's space area. The die's own result counts (modifiers aside, as for the Jol-Nar).
 */
export function strikeWingInfantryKills(
  ctx: FlowCtx,
  c: CombatRecord,
  seat: Seat,
  opponent: Seat,
  dice: readonly Die[],
): void {
  if (unitStats(ctx.state, seat, 'destroyer').unit !== 'argent_destroyer2') return;
  const kills = Math.min(
    dice.filter((d) => d.unit === 'destroyer' && d.result >= 9).length,
    countAt(ctx.state, spaceOf(c.system), opponent, 'infantry'),
  );
  if (kills === 0) return;
  emit(ctx, { type: 'ability-used', seat, ability: 'argent_destroyer2', window: null });
  destroyUnits(ctx, spaceOf(c.system), opponent, 'infantry', kills, { cause: 'anti-fighter-barrage', by: seat });
}

// The Hacan flagship: after rolling a die in a space combat in its system, the Hacan may spend 1 trade good to add 1
// to that result. Offered right after the roll, for the dice that missed by exactly 1 (a +1 changes nothing else).

const HACAN_CHOICE = 'combat/hacan-flagship' as const;

/** Indexes of the seat's dice this round that 1 trade good would turn into hits. */
function hacanCandidates(state: GameState, seat: Seat): number[] {
  const c = currentCombat(state);
  if (!c || c.combat !== 'space' || !flagshipIn(state, c.system, seat, 'hacan_flagship')) return [];
  if ((state.players[seat]?.tradeGoods ?? 0) < 1) return [];
  const dice = c.rolls[String(seat)] ?? [];
  return dice.flatMap((d, i) => (!d.hit && d.result + d.modifier + 1 >= d.hitsOn ? [i] : []));
}

export const FACTION_UNIT_COMBAT_STEPS = [
  /** After the combat rolls: the Hacan player (attacker or defender) is asked while a trade good can make a hit. */
  defineStep('combat/hacan-flagship', noArgs, (ctx) => {
    const c = currentCombat(ctx.state);
    if (!c) return;
    for (const seat of [c.defender, c.attacker]) {
      if (hacanCandidates(ctx.state, seat).length > 0)
        pushChoice(ctx, HACAN_CHOICE, { args: { seat }, waitingOn: [seat] });
    }
  }),
];

export const HACAN_FLAGSHIP_CHOICE = defineChoice(HACAN_CHOICE, seatArgs, {
  options(state, decision) {
    const seat = decision.args.seat;
    const dice = currentCombat(state)?.rolls[String(seat)] ?? [];
    return [
      ...hacanCandidates(state, seat).map((i) => {
        const d = dice[i]!;
        return {
          option: `die:${i}`,
          label: `Wrath of Kenara: spend 1 trade good to add 1 to the ${d.unit}'s ${d.result} (needs ${d.hitsOn - d.modifier}) — a hit`,
        };
      }),
      { option: 'done', label: 'Spend no (more) trade goods on these dice' },
    ];
  },
  resolve(ctx, decision, option) {
    popDecision(ctx.state, decision);
    const seat = decision.args.seat;
    if (option === 'done') return ok(undefined);
    const c = currentCombat(ctx.state)!;
    const dice = c.rolls[String(seat)]!;
    const i = Number(option.slice('die:'.length));
    const d = dice[i]!;
    const raised: Die = {
      ...d,
      modifier: d.modifier + 1,
      resultBonus: (d.resultBonus ?? 0) + 1,
      hit: d.result + d.modifier + 1 >= d.hitsOn,
      rerolledBy: [...d.rerolledBy],
    };
    dice[i] = raised;
    ctx.state.players[seat]!.tradeGoods -= 1;
    emit(ctx, { type: 'trade-goods-changed', seat, delta: -1 });
    emit(ctx, {
      type: 'die-modified',
      seat,
      owner: seat,
      ability: 'hacan_flagship',
      unit: d.unit,
      hitsOn: d.hitsOn,
      modifier: raised.modifier,
      result: d.result,
      hit: raised.hit,
    });
    if (hacanCandidates(ctx.state, seat).length > 0)
      pushChoice(ctx, HACAN_CHOICE, { args: { seat }, waitingOn: [seat] });
    return ok(undefined);
  },
  // Spending is the player's call: a player who does not answer keeps their trade goods.
  default: () => 'done',
});

export const FACTION_UNIT_COMBAT_CHOICES = [HACAN_FLAGSHIP_CHOICE];
