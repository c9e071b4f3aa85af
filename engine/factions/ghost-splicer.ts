// The Ghosts of Creuss — LRR 78 space combat, 87 sustain damage, 101 wormholes: Dimensional Splicer (as a space
// combat starts in a system that contains a wormhole and their ships, the owner may produce 1 hit and choose which of
// their opponent's ships it goes to; that ship may still use Sustain Damage).
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { SHIP_TYPES, type UnitType } from '../data/types';
import { combatStack, currentCombat, opponentIn, type CombatRecord } from '../combat/combat-record';
import { pushCombatAbilityHits } from '../combat/ability-hits';
import { wormholesIn } from '../galaxy/adjacency';
import type { AbilityDef, Targets } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { emit } from '../kernel/context';
import { adjacencyInPlay } from '../tactical/adjacency-in-play';
import { systemLabel, unitLabel } from '../tactical/labels';

/** The space combat that is starting, when the seat fights in it in a system that contains a wormhole. */
function splicerCombat(state: GameState, seat: Seat): CombatRecord | null {
  const c = currentCombat(state);
  if (!c || c.combat !== 'space' || c.round !== 0 || (seat !== c.attacker && seat !== c.defender)) return null;
  if (!SHIP_TYPES.some((t) => (combatStack(state, c, seat)?.counts[t] ?? 0) > 0)) return null;
  // 101: printed wormholes, wormhole tokens, and the Hil Colish's delta wormhole all count.
  return wormholesIn(state.board, c.system, adjacencyInPlay(state)).length > 0 ? c : null;
}

/** The opponent's ship types in the combat, each a place the hit may go. */
function targetTypes(state: GameState, c: CombatRecord, seat: Seat): UnitType[] {
  const stack = combatStack(state, c, opponentIn(c, seat));
  return SHIP_TYPES.filter((t) => (stack?.counts[t] ?? 0) > 0);
}

function checkSplicer(state: GameState, seat: Seat, targets: Targets): Result<{ c: CombatRecord; ship: UnitType }> {
  const c = splicerCombat(state, seat);
  if (!c)
    return fail(
      'ability/not-now',
      '78',
      'Dimensional Splicer is used as a space combat you fight starts, in a system that contains a wormhole.',
    );
  const ship = targets.ship;
  const types = targetTypes(state, c, seat);
  if (typeof ship !== 'string' || !types.some((t) => t === ship))
    return fail('ability/bad-target', '78', "Choose one of your opponent's ships in the combat.");
  return ok({ c, ship: ship as UnitType });
}

/** Dimensional Splicer — start of a space combat in a wormhole system: 1 hit on an opponent's ship of your choice. */
export const DIMENSIONAL_SPLICER: AbilityDef = {
  id: 'dimensional-splicer',
  name: 'Dimensional Splicer',
  source: { kind: 'technology', technology: 'ds' },
  window: 'start-of-combat',
  costs: [],
  limit: { per: 'window', times: 1 },
  eligible: (state, seat) => {
    const c = splicerCombat(state, seat);
    return c !== null && targetTypes(state, c, seat).length > 0;
  },
  targetOptions: (state, seat) => {
    const c = splicerCombat(state, seat);
    return c
      ? targetTypes(state, c, seat).map((ship) => ({
          label: `produce 1 hit on 1 of your opponent's ${unitLabel(ship)}s in ${systemLabel(state, c.system)}`,
          targets: { ship },
        }))
      : [];
  },
  check: (state, seat, targets) => {
    const checked = checkSplicer(state, seat, targets);
    return checked.ok ? ok(undefined) : checked;
  },
  resolve: (ctx, seat, targets) => {
    const checked = checkSplicer(ctx.state, seat, targets);
    if (!checked.ok) return;
    const { c, ship } = checked.value;
    const target = opponentIn(c, seat);
    emit(ctx, {
      type: 'note',
      text: `Dimensional Splicer: 1 hit on ${ctx.state.players[target]?.name ?? 'the opponent'}'s ${unitLabel(ship)}.`,
    });
    // The Creuss choose the ship; its owner may still cancel the hit with Sustain Damage (87.1).
    pushCombatAbilityHits(ctx, {
      cause: 'ability',
      system: c.system,
      planet: null,
      order: [target],
      hits: {
        [String(target)]: { count: 1, restricted: 0, eligible: [ship], sustain: true, by: seat, limit: { [ship]: 1 } },
      },
    });
  },
};

export const GHOST_SPLICER = defineContent({ abilities: [DIMENSIONAL_SPLICER] });
