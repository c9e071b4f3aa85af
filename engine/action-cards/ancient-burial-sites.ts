// Ancient Burial Sites (LRR 8.1 the agenda phase, 34 exhausted planets): at the start of the agenda phase, pick a
// player; every cultural planet they control is exhausted. Needs no exploration attachment: planet traits are printed.
import { fail, ok } from '../core/result';
import { exhaustOwnPlanets } from '../agenda/effects/economy';
import { PLANETS, isPlanetId } from '../data/planets';
import type { AbilityDef } from '../kernel/abilities';
import { defineContent } from '../kernel/content';

const isCultural = (id: string): boolean =>
  isPlanetId(id) && (PLANETS[id].traits as readonly string[]).includes('cultural');

export const ANCIENT_BURIAL_SITES: AbilityDef = {
  id: 'ancient-burial-sites',
  name: 'Ancient Burial Sites',
  source: { kind: 'action-card', card: 'ancient-burial-sites' },
  window: 'start-of-agenda-phase',
  costs: [],
  eligible: () => true,
  targetOptions: (state) =>
    state.players
      .filter((p) => !p.eliminated)
      .map((p) => ({ label: `exhaust ${p.name}'s cultural planets`, targets: { player: p.seat } })),
  check: (state, _seat, targets) => {
    const target = state.players[Number(targets.player)];
    if (!target || target.eliminated) return fail('ability/bad-target', 'input', 'Choose a player in the game.');
    return ok(undefined);
  },
  resolve: (ctx, _seat, targets) => {
    const target = ctx.state.players[Number(targets.player)];
    if (target && !target.eliminated) exhaustOwnPlanets(ctx, target.seat, isCultural);
  },
};

export const ANCIENT_BURIAL_SITES_CARD = defineContent({ abilities: [ANCIENT_BURIAL_SITES] });
