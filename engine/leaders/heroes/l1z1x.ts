// The L1Z1X hero, The Helmsman (LRR 51.10–51.12): as a component action, choose 1 system without other players'
// ships; the flagship and any number of dreadnoughts move into it from other systems, carrying what they can
// (hero-moves.ts); then purged.
import { z } from 'zod';
import { fail, ok, type Result } from '../../core/result';
import type { GameState, Seat } from '../../core/state';
import type { AbilityDef, Targets } from '../../kernel/abilities';
import { defineContent } from '../../kernel/content';
import { systemLabel } from '../../tactical/labels';
import { areasWith, otherShipOwners } from '../../units/stacks';
import { carryOutHeroMoves, checkHeroMoves, heroMoveSchema, type HeroMove, type HeroMoveRules } from './hero-moves';

const targetsSchema = z.object({ system: z.string(), moves: z.array(heroMoveSchema) });

const RULES: HeroMoveRules = {
  name: 'The Helmsman',
  shipTypes: ['flagship', 'dreadnought'],
  destination: (state, seat, to) =>
    otherShipOwners(state, to, seat).length > 0 ? "The chosen system must hold no other player's ships." : null,
};

function checkTargets(state: GameState, seat: Seat, targets: Targets): Result<HeroMove[]> {
  const t = targetsSchema.safeParse(targets);
  if (!t.success) return fail('input/bad-targets', 'input', 'Choose a system and the ships that move into it.');
  if (t.data.moves.some((m) => m.to !== t.data.system))
    return fail('ability/bad-target', '51.10', 'Every ship moves into the one chosen system.');
  const checked = checkHeroMoves(state, seat, t.data.moves, RULES);
  return checked.ok ? ok(t.data.moves) : checked;
}

/** Every move of the seat's flagship and dreadnoughts from elsewhere into `to`, carrying nothing. */
function allInto(state: GameState, seat: Seat, to: string): HeroMove[] {
  const bySystem = new Map<string, HeroMove['ships']>();
  for (const type of RULES.shipTypes)
    for (const area of areasWith(state, seat, type)) {
      if (area.planet !== undefined || area.system === to) continue;
      const ships = bySystem.get(area.system) ?? {};
      const n = state.board.systems[area.system]!.space[String(seat)]?.counts[type] ?? 0;
      bySystem.set(area.system, { ...ships, [type]: n });
    }
  return [...bySystem].sort(([a], [b]) => a.localeCompare(b)).map(([from, ships]) => ({ from, to, ships }));
}

/** The Helmsman — ACTION: your flagship and dreadnoughts move into 1 system without other players' ships; purge. */
export const L1Z1X_HERO: AbilityDef = {
  id: 'l1z1xhero',
  name: 'The Helmsman',
  source: { kind: 'leader', leader: 'l1z1xhero', role: 'hero' },
  window: 'action',
  costs: [{ kind: 'purge-source' }],
  eligible: () => true,
  // One button per system: everything that can come, comes (the command may name fewer ships and add cargo).
  targetOptions: (state, seat) =>
    Object.keys(state.board.systems)
      .sort()
      .flatMap((to) => {
        const moves = allInto(state, seat, to);
        if (moves.length === 0 || !checkHeroMoves(state, seat, moves, RULES).ok) return [];
        return [{ label: `flagship and dreadnoughts to ${systemLabel(state, to)}`, targets: { system: to, moves } }];
      }),
  check: (state, seat, targets) => {
    const t = checkTargets(state, seat, targets);
    return t.ok ? ok(undefined) : t;
  },
  resolve: (ctx, seat, targets) => {
    const t = checkTargets(ctx.state, seat, targets);
    if (t.ok) carryOutHeroMoves(ctx, seat, t.value);
  },
};

export const L1Z1X_HERO_LEADERS = defineContent({ abilities: [L1Z1X_HERO] });
