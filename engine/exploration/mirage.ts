// Mirage (LRR 35.5 frontier exploration, 53 legendary planets, 25 control, 70 purge): the frontier card puts the
// Mirage planet into the explored system — a planet like any other from then on (engine/economy/planets.ts reads its
// card, engine/relics/mirage.ts its legendary ability) — and its explorer gains control of it with the card readied.
// Gaining control goes through gainControl (the step in engine/relics/mirage.ts), so every rule that watches it applies (35.1: a planet nobody controlled is
// explored, here from the cultural deck). Then the card is purged.
import type { GameState } from '../core/state';
import { MIRAGE } from '../data/tokens';
import { emit, type FlowCtx } from '../kernel/context';
import { systemOfPlanet } from '../kernel/planet-index';
import { pushStep } from '../kernel/steps';
import { purgeExplorationCards } from './deck';
import type { Exploring } from './types';
import { systemLabel } from '../tactical/labels';

export const MIRAGE_PLANET = MIRAGE.id;

/** Whether the Mirage is on the board (its card is purged once it is, so it is placed at most once). */
export const miragePlaced = (state: GameState): boolean => systemOfPlanet(state, MIRAGE_PLANET) !== undefined;

export function placeMirage(ctx: FlowCtx, x: Exploring): void {
  purgeExplorationCards(ctx.state, [x.copy]);
  const sys = ctx.state.board.systems[x.system];
  if (!sys || miragePlaced(ctx.state)) return;
  sys.planets[MIRAGE_PLANET] = { owner: null, exhausted: false, units: {}, attachments: [] };
  emit(ctx, { type: 'note', text: `The Mirage appeared in ${systemLabel(ctx.state, x.system)}.` });
  // Control is gained by a step (engine/relics/mirage.ts), since gaining control itself explores (an import cycle).
  pushStep(ctx.state, 'exploration/mirage-control', { seat: x.seat, system: x.system });
}
