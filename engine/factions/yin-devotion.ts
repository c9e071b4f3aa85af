// The Yin Brotherhood in space — LRR 78 space combat, 31 destroyed, 87 sustain damage: Devotion (after each round of
// a space combat, destroy 1 of their cruisers or destroyers there to produce 1 hit on an opponent's ship of their
// choice) and Impulse Core (as a space combat starts, the same sacrifice produces 1 hit that the opponent assigns,
// to a non-fighter ship if they have one). The hit is produced, so the ship it goes to may sustain damage (87.1).
import { z } from 'zod';
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { SHIP_TYPES, type UnitType } from '../data/types';
import { combatStack, currentCombat, opponentIn, type CombatRecord } from '../combat/combat-record';
import { pushAssignHits } from '../combat/hits';
import { pushHitOnChosenShip } from '../combat/chosen-hit';
import type { AbilityDef, Targets } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { emit, type FlowCtx } from '../kernel/context';
import { systemLabel, unitLabel } from '../tactical/labels';
import { destroyUnits } from '../units/destroy';
import { countAt, spaceOf } from '../units/stacks';
import { unlockCommanderOnEvent } from '../leaders/event-unlocks.effects';

type Sacrifice = 'cruiser' | 'destroyer';
const sacrificeSchema = z.enum(['cruiser', 'destroyer']);
const SACRIFICES: readonly Sacrifice[] = ['cruiser', 'destroyer'];

const seatName = (state: GameState, seat: Seat): string => state.players[seat]?.name ?? `seat ${seat}`;

/** The space combat the seat fights in; `starting` = before its first round (Impulse Core), else between rounds. */
function spaceCombat(state: GameState, seat: Seat, starting: boolean): CombatRecord | null {
  const c = currentCombat(state);
  if (!c || c.combat !== 'space' || (seat !== c.attacker && seat !== c.defender)) return null;
  return (c.round === 0) === starting ? c : null;
}

/** The seat's cruisers and destroyers in the active system, by type. */
const sacrifices = (state: GameState, c: CombatRecord, seat: Seat): Sacrifice[] =>
  SACRIFICES.filter((t) => countAt(state, spaceOf(c.system), seat, t) > 0);

/** The opponent's ship types in the combat (ground forces fighting as ships count as the ships they fight as). */
function targetShips(state: GameState, c: CombatRecord, seat: Seat): UnitType[] {
  const stack = combatStack(state, c, opponentIn(c, seat));
  return SHIP_TYPES.filter((t) => (stack?.counts[t] ?? 0) > 0);
}

function checkSacrifice(state: GameState, c: CombatRecord, seat: Seat, targets: Targets): Result<Sacrifice> {
  const own = sacrificeSchema.safeParse(targets.own);
  if (!own.success || !sacrifices(state, c, seat).includes(own.data))
    return fail('ability/bad-target', '78', 'Name a cruiser or destroyer of yours in this combat to sacrifice.');
  return ok(own.data);
}

/** 31.1: the sacrifice is a destruction (the Yin agent may answer it). */
const sacrifice = (ctx: FlowCtx, c: CombatRecord, seat: Seat, own: Sacrifice): void =>
  destroyUnits(ctx, spaceOf(c.system), seat, own, 1, { cause: 'ability', by: seat });

// ---- Devotion ----------------------------------------------------------------------------------------------------

function checkDevotion(
  state: GameState,
  seat: Seat,
  targets: Targets,
): Result<{ c: CombatRecord; own: Sacrifice; ship: UnitType }> {
  const c = spaceCombat(state, seat, false);
  if (!c) return fail('ability/not-now', '78', 'Devotion is used after a round of a space combat you fight.');
  const own = checkSacrifice(state, c, seat, targets);
  if (!own.ok) return own;
  const ship = targets.ship;
  if (typeof ship !== 'string' || !targetShips(state, c, seat).some((t) => t === ship))
    return fail('ability/bad-target', '78', "Choose one of your opponent's ships in the combat for the hit.");
  return ok({ c, own: own.value, ship: ship as UnitType });
}

/** Devotion: after each space combat round, a cruiser or destroyer of the Yin's becomes 1 hit on a ship they choose. */
export const DEVOTION: AbilityDef = {
  id: 'devotion',
  name: 'Devotion',
  source: { kind: 'faction', faction: 'yin' },
  window: 'end-of-combat-round',
  costs: [],
  limit: { per: 'window', times: 1 },
  eligible: (state, seat) => {
    const c = spaceCombat(state, seat, false);
    return c !== null && sacrifices(state, c, seat).length > 0 && targetShips(state, c, seat).length > 0;
  },
  targetOptions: (state, seat) => {
    const c = spaceCombat(state, seat, false);
    if (!c) return [];
    const opponent = seatName(state, opponentIn(c, seat));
    return sacrifices(state, c, seat).flatMap((own) =>
      targetShips(state, c, seat).map((ship) => ({
        label: `destroy 1 of your ${unitLabel(own)}s in ${systemLabel(state, c.system)} for 1 hit on 1 of ${opponent}'s ${unitLabel(ship)}s`,
        targets: { own, ship },
      })),
    );
  },
  check: (state, seat, targets) => {
    const checked = checkDevotion(state, seat, targets);
    return checked.ok ? ok(undefined) : checked;
  },
  resolve: (ctx, seat, targets) => {
    const checked = checkDevotion(ctx.state, seat, targets);
    if (!checked.ok) return;
    const { c, own, ship } = checked.value;
    const target = opponentIn(c, seat);
    emit(ctx, {
      type: 'note',
      text: `Devotion: ${seatName(ctx.state, seat)} destroys 1 of their ${unitLabel(own)}s for 1 hit on ${seatName(ctx.state, target)}'s ${unitLabel(ship)}.`,
    });
    sacrifice(ctx, c, seat, own);
    // Brother Omar unlocks as the Yin use one of their faction abilities.
    unlockCommanderOnEvent(ctx, seat, 'yincommander');
    // The Yin choose the ship; its owner may still cancel the hit with Sustain Damage (87.1).
    pushHitOnChosenShip(ctx, c.system, seat, target, ship);
  },
};

// ---- Impulse Core ------------------------------------------------------------------------------------------------

function checkImpulseCore(state: GameState, seat: Seat, targets: Targets): Result<{ c: CombatRecord; own: Sacrifice }> {
  const c = spaceCombat(state, seat, true);
  if (!c) return fail('ability/not-now', '78', 'Impulse Core is used as a space combat you fight starts.');
  if (targetShips(state, c, seat).length === 0)
    return fail('ability/bad-target', '78', 'Your opponent has no ships in the combat.');
  const own = checkSacrifice(state, c, seat, targets);
  return own.ok ? ok({ c, own: own.value }) : own;
}

/** Impulse Core: as a space combat starts, a cruiser or destroyer becomes 1 hit, to a non-fighter ship if able. */
export const IMPULSE_CORE: AbilityDef = {
  id: 'impulse-core',
  name: 'Impulse Core',
  source: { kind: 'technology', technology: 'ic' },
  window: 'start-of-combat',
  costs: [],
  limit: { per: 'window', times: 1 },
  eligible: (state, seat) => {
    const c = spaceCombat(state, seat, true);
    return c !== null && sacrifices(state, c, seat).length > 0 && targetShips(state, c, seat).length > 0;
  },
  targetOptions: (state, seat) => {
    const c = spaceCombat(state, seat, true);
    if (!c || targetShips(state, c, seat).length === 0) return [];
    const opponent = seatName(state, opponentIn(c, seat));
    return sacrifices(state, c, seat).map((own) => ({
      label: `destroy 1 of your ${unitLabel(own)}s in ${systemLabel(state, c.system)} for 1 hit on ${opponent}'s ships`,
      targets: { own },
    }));
  },
  check: (state, seat, targets) => {
    const checked = checkImpulseCore(state, seat, targets);
    return checked.ok ? ok(undefined) : checked;
  },
  resolve: (ctx, seat, targets) => {
    const checked = checkImpulseCore(ctx.state, seat, targets);
    if (!checked.ok) return;
    const { c, own } = checked.value;
    const target = opponentIn(c, seat);
    emit(ctx, {
      type: 'note',
      text: `Impulse Core: ${seatName(ctx.state, seat)} destroys 1 of their ${unitLabel(own)}s for 1 hit on ${seatName(ctx.state, target)}'s ships.`,
    });
    sacrifice(ctx, c, seat, own);
    // The opponent assigns it, to a ship other than a fighter while they have one (as the Graviton Laser System).
    pushAssignHits(ctx, {
      cause: 'ability',
      system: c.system,
      planet: null,
      order: [target],
      hits: {
        [String(target)]: {
          count: 1,
          restricted: 1,
          eligible: targetShips(ctx.state, c, seat),
          sustain: true,
          by: seat,
        },
      },
    });
  },
};

export const YIN_DEVOTION = defineContent({ abilities: [DEVOTION, IMPULSE_CORE] });
