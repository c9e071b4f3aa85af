// The Hacan agent, Carth of the Golden Sands (LRR 51.3–51.4, 21 commodities): during the action phase, the Hacan may
// exhaust it to gain 2 commodities themselves or to have another player replenish their commodities. Not an action
// (22.1): offered beside the Hacan's action, as 'during-action-phase' abilities are (engine/abilities/component-actions.ts).
import { z } from 'zod';
import { fail, ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { commodityValue, gainCommodities } from '../exploration/types';
import type { AbilityDef, Targets } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { replenishCommodities } from '../phases/cards/common';

const targetsSchema = z.object({ replenish: z.number().int().nullable() });

/** Other players still in the game: each may be made to replenish. */
const others = (state: GameState, seat: Seat): Seat[] =>
  state.players.filter((p) => !p.eliminated && p.seat !== seat).map((p) => p.seat);

function carthTargets(state: GameState, seat: Seat): { label: string; targets: Targets }[] {
  const me = state.players[seat];
  const out: { label: string; targets: Targets }[] = [];
  // 21.2: gaining stops at the commodity value, so the option shows only when it gains something.
  if (me && me.commodities < commodityValue(me.faction))
    out.push({ label: 'gain 2 commodities', targets: { replenish: null } });
  for (const o of others(state, seat))
    out.push({ label: `${state.players[o]!.name} replenishes commodities`, targets: { replenish: o } });
  return out;
}

/** Carth of the Golden Sands — during the action phase: gain 2 commodities, or another player replenishes. */
export const HACAN_AGENT: AbilityDef = {
  id: 'hacanagent',
  name: 'Carth of the Golden Sands',
  source: { kind: 'leader', leader: 'hacanagent', role: 'agent' },
  window: 'during-action-phase',
  costs: [{ kind: 'exhaust-source' }],
  eligible: (state) => state.phase === 'action',
  targetOptions: carthTargets,
  check: (state, seat, targets) => {
    const t = targetsSchema.safeParse(targets);
    if (!t.success)
      return fail('input/bad-targets', 'input', 'Choose: gain 2 commodities, or which player replenishes.');
    if (t.data.replenish === null) {
      const me = state.players[seat];
      return me && me.commodities < commodityValue(me.faction)
        ? ok(undefined)
        : fail('ability/bad-target', '21.2', 'You already hold as many commodities as your faction sheet allows.');
    }
    return others(state, seat).includes(t.data.replenish)
      ? ok(undefined)
      : fail('ability/bad-target', '51.4', 'Carth has another player in the game replenish their commodities.');
  },
  resolve: (ctx, seat, targets) => {
    const t = targetsSchema.parse(targets);
    if (t.replenish === null) gainCommodities(ctx, seat, 2);
    else replenishCommodities(ctx, t.replenish);
  },
};

export const HACAN_AGENT_LEADERS = defineContent({ abilities: [HACAN_AGENT] });
