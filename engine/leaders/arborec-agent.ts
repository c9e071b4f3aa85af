// The Arborec agent, Letani Ospha (LRR 51.3–51.4, 22 component actions): as an action, the Arborec exhausts it and
// names any player's non-fighter ship on the board; that ship's owner may replace it with a ship from their
// reinforcements costing at most 2 more. The old ship is removed, not destroyed (31.2); a damaged one goes first,
// and the new ship arrives undamaged. Capacity is checked after the swap (16.3).
import { z } from 'zod';
import { hexKeySchema, seatSchema, unitTypeSchema } from '../core/schemas';
import { fail, ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { SHIP_TYPES, type UnitType } from '../data/types';
import type { AbilityDef, Targets } from '../kernel/abilities';
import { defineChoice, pushChoice } from '../kernel/choices';
import { defineContent } from '../kernel/content';
import { popDecision } from '../kernel/stack';
import { pushStep } from '../kernel/steps';
import { systemLabel } from '../tactical/labels';
import { placeUnits, removeUnits } from '../units/destroy';
import { inReinforcements } from '../units/reinforcements';
import { countAt, spaceOf } from '../units/stacks';
import { statsOf } from '../units/stats';

const shipSchema = z.object({ system: hexKeySchema, owner: seatSchema, ship: unitTypeSchema });
type Ship = z.infer<typeof shipSchema>;
const DECLINE = 'decline';
const MORE = 2;

declare module '../kernel/choices' {
  interface ChoiceArgs {
    'leaders/arborec-agent-replace': Ship;
  }
}

const NON_FIGHTER_SHIPS: readonly UnitType[] = SHIP_TYPES.filter((t) => t !== 'fighter');
const costOf = (state: GameState, seat: Seat, type: UnitType): number | null =>
  statsOf(state, seat, type)?.cost ?? null;

/** Ships of the owner's reinforcements that may take the named ship's place: another type costing at most 2 more. */
function replacements(state: GameState, s: Ship): UnitType[] {
  if (countAt(state, spaceOf(s.system), s.owner, s.ship) === 0) return [];
  const cost = costOf(state, s.owner, s.ship);
  if (cost === null) return [];
  return NON_FIGHTER_SHIPS.filter((t) => {
    const c = costOf(state, s.owner, t);
    return t !== s.ship && c !== null && c <= cost + MORE && inReinforcements(state, s.owner, t) > 0;
  });
}

/** Every non-fighter ship on the board that could be replaced. */
function ships(state: GameState): Ship[] {
  const out: Ship[] = [];
  for (const system of Object.keys(state.board.systems))
    for (const p of state.players)
      for (const ship of NON_FIGHTER_SHIPS) {
        const s = { system, owner: p.seat, ship };
        if (replacements(state, s).length > 0) out.push(s);
      }
  return out;
}

function shipTargets(state: GameState): { label: string; targets: Targets }[] {
  return ships(state).map((s) => ({
    label: `${state.players[s.owner]?.name ?? `seat ${s.owner}`}'s ${s.ship} in ${systemLabel(state, s.system)} may be replaced`,
    targets: { ...s },
  }));
}

/** Letani Ospha — ACTION: any player's non-fighter ship may be replaced by one costing up to 2 more. */
export const ARBOREC_AGENT: AbilityDef = {
  id: 'arborecagent',
  name: 'Letani Ospha',
  source: { kind: 'leader', leader: 'arborecagent', role: 'agent' },
  window: 'action',
  costs: [{ kind: 'exhaust-source' }],
  eligible: (state) => ships(state).length > 0,
  targetOptions: shipTargets,
  check: (state, _seat, targets) => {
    const t = shipSchema.safeParse(targets);
    if (!t.success) return fail('input/bad-targets', 'input', 'Name a system, a player and one of their ships there.');
    if (!(NON_FIGHTER_SHIPS as readonly string[]).includes(t.data.ship) || replacements(state, t.data).length === 0)
      return fail(
        'ability/bad-target',
        '51.4',
        'Letani Ospha needs a non-fighter ship there whose owner has a ship costing at most 2 more in reinforcements.',
      );
    return ok(undefined);
  },
  resolve: (ctx, _seat, targets) => {
    const s = shipSchema.parse(targets);
    pushChoice(ctx, 'leaders/arborec-agent-replace', { args: s, waitingOn: [s.owner] });
  },
};

export const ARBOREC_AGENT_CHOICE = defineChoice('leaders/arborec-agent-replace', shipSchema, {
  rule: '1.3',
  options(state, decision, seat) {
    const s = decision.args;
    if (seat !== s.owner) return [];
    return [
      { option: DECLINE, label: `Letani Ospha: keep your ${s.ship}` },
      ...replacements(state, s).map((t) => ({ option: t, label: `Letani Ospha: replace your ${s.ship} with a ${t}` })),
    ];
  },
  resolve(ctx, decision, option) {
    const s = decision.args;
    if (option === DECLINE) {
      popDecision(ctx.state, decision);
      return ok(undefined);
    }
    const into = replacements(ctx.state, s).find((t) => t === option);
    if (!into)
      return fail('ability/bad-target', '51.4', 'Pick a ship from your reinforcements costing at most 2 more.');
    popDecision(ctx.state, decision);
    const area = spaceOf(s.system);
    removeUnits(ctx, area, s.owner, s.ship, 1, 'ability');
    placeUnits(ctx, area, s.owner, into, 1, 'arborecagent');
    pushStep(ctx.state, 'transport/capacity', { seat: s.owner, system: s.system });
    return ok(undefined);
  },
  default: () => DECLINE,
  offersOnlyLegal: true,
});

export const ARBOREC_AGENT_LEADERS = defineContent({ abilities: [ARBOREC_AGENT], choices: [ARBOREC_AGENT_CHOICE] });
