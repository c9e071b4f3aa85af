// Lucky Shot (LRR 2 action cards, 22 component actions, 31 destroyed): a ship where you control a planet is destroyed.
import { systemLabel, unitLabel } from '../tactical/labels';
import { fail, ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import type { AbilityDef } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { destroyUnits } from '../units/destroy';
import { countAt, spaceOf } from '../units/stacks';

const TARGET_SHIPS = ['dreadnought', 'cruiser', 'destroyer'] as const;
type TargetShip = (typeof TARGET_SHIPS)[number];

interface Shot {
  readonly system: string;
  readonly owner: Seat;
  readonly unit: TargetShip;
}

/** Every other player's dreadnought, cruiser or destroyer in a system where the seat controls a planet. */
function shots(state: GameState, seat: Seat): Shot[] {
  const out: Shot[] = [];
  for (const [system, sys] of Object.entries(state.board.systems)) {
    if (!Object.values(sys.planets).some((p) => p.owner === seat)) continue;
    for (const p of state.players)
      for (const unit of TARGET_SHIPS)
        if (p.seat !== seat && countAt(state, spaceOf(system), p.seat, unit) > 0)
          out.push({ system, owner: p.seat, unit });
  }
  return out;
}

/** Action: destroy 1 of another player's dreadnoughts, cruisers or destroyers in a system with a planet you control. */
export const LUCKY_SHOT: AbilityDef = {
  id: 'lucky-shot',
  name: 'Lucky Shot',
  source: { kind: 'action-card', card: 'lucky-shot' },
  window: 'action',
  costs: [],
  eligible: () => true,
  targetOptions: (state, seat) =>
    shots(state, seat).map((s) => ({
      label: `destroy ${state.players[s.owner]!.name}'s ${unitLabel(s.unit)} in ${systemLabel(state, s.system)}`,
      targets: { ...s },
    })),
  check: (state, seat, targets) =>
    shots(state, seat).some((s) => s.system === targets.system && s.owner === targets.owner && s.unit === targets.unit)
      ? ok(undefined)
      : fail(
          'ability/bad-target',
          '2.6a',
          "Choose another player's dreadnought, cruiser or destroyer in a system where you control a planet.",
        ),
  resolve: (ctx, seat, targets) => {
    const hit = shots(ctx.state, seat).find(
      (s) => s.system === targets.system && s.owner === targets.owner && s.unit === targets.unit,
    );
    if (hit) destroyUnits(ctx, spaceOf(hit.system), hit.owner, hit.unit, 1, { cause: 'ability', by: seat });
  },
};

export const LUCKY_SHOT_CARD = defineContent({ abilities: [LUCKY_SHOT] });
