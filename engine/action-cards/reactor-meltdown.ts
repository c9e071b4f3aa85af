// Reactor Meltdown (LRR 2 action cards, 22 component actions, 31 destroyed, 79 space dock, 6 home systems).
import { planetLabel } from '../tactical/labels';
import { fail, ok } from '../core/result';
import type { GameState } from '../core/state';
import type { AbilityDef } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { destroyUnits } from '../units/destroy';
import { countAt, planetArea } from '../units/stacks';
import { findPlanet, isHomeSystem, planetsOnBoard } from './card-kit';

/** Space docks outside home systems, as (planet, owner) targets. */
function docks(state: GameState): { planet: string; owner: number }[] {
  const out: { planet: string; owner: number }[] = [];
  for (const p of planetsOnBoard(state)) {
    if (isHomeSystem(state, p.system)) continue;
    for (const pl of state.players)
      if (countAt(state, planetArea(p.system, p.id), pl.seat, 'space-dock') > 0)
        out.push({ planet: p.id, owner: pl.seat });
  }
  return out;
}

/** Action: destroy one space dock that is not in a home system (any player's, the player's own included). */
export const REACTOR_MELTDOWN: AbilityDef = {
  id: 'reactor-meltdown',
  name: 'Reactor Meltdown',
  source: { kind: 'action-card', card: 'reactor-meltdown' },
  window: 'action',
  costs: [],
  eligible: () => true,
  targetOptions: (state) =>
    docks(state).map((d) => ({
      label: `destroy ${state.players[d.owner]!.name}'s space dock on ${planetLabel(d.planet)}`,
      targets: { ...d },
    })),
  check: (state, _seat, targets) =>
    docks(state).some((d) => d.planet === targets.planet && d.owner === targets.owner)
      ? ok(undefined)
      : fail('ability/bad-target', '2.6a', 'Choose a space dock outside every home system.'),
  resolve: (ctx, seat, targets) => {
    const p = findPlanet(ctx.state, targets.planet);
    const owner = Number(targets.owner);
    if (!p || isHomeSystem(ctx.state, p.system)) return;
    const area = planetArea(p.system, p.id);
    if (countAt(ctx.state, area, owner, 'space-dock') > 0)
      destroyUnits(ctx, area, owner, 'space-dock', 1, { cause: 'ability', by: seat });
  },
};

export const REACTOR_MELTDOWN_CARD = defineContent({ abilities: [REACTOR_MELTDOWN] });
