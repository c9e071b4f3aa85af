// Rise of a Messiah (LRR 2 action cards, 22 component actions, 72 reinforcements): 1 infantry on each planet you control.
import { ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import type { AbilityDef } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { inReinforcements } from '../units/reinforcements';
import { placeUnits } from '../units/destroy';
import { countAt, planetArea } from '../units/stacks';
import { planetsOnBoard } from './card-kit';

const ownPlanets = (state: GameState, seat: Seat) => planetsOnBoard(state).filter((p) => p.planet.owner === seat);

/**
 * Action: each planet you control gets 1 infantry. Infantry may be tokens (23.4b) but a planet without infantry needs
 * a plastic piece: when reinforcements run short, planets are served in board order until pieces run out (1.9).
 */
export const RISE_OF_A_MESSIAH: AbilityDef = {
  id: 'rise-of-a-messiah',
  name: 'Rise of a Messiah',
  source: { kind: 'action-card', card: 'rise-of-a-messiah' },
  window: 'action',
  costs: [],
  eligible: () => true,
  targetOptions: () => [{ label: '1 infantry on each planet you control', targets: {} }],
  check: () => ok(undefined),
  resolve: (ctx, seat) => {
    let pieces = inReinforcements(ctx.state, seat, 'infantry');
    for (const p of ownPlanets(ctx.state, seat)) {
      const area = planetArea(p.system, p.id);
      const needsPiece = countAt(ctx.state, area, seat, 'infantry') === 0;
      if (needsPiece && pieces < 1) continue;
      if (needsPiece) pieces -= 1;
      placeUnits(ctx, area, seat, 'infantry', 1, 'rise-of-a-messiah');
    }
  },
};

export const RISE_OF_A_MESSIAH_CARD = defineContent({ abilities: [RISE_OF_A_MESSIAH] });
