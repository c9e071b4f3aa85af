// Economic Initiative (LRR 2 action cards, 22 component actions, 34 readying): ready every cultural planet you control.
import { ok } from '../core/result';
import type { AbilityDef } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { emit } from '../kernel/context';
import { hasTrait, planetsOnBoard } from './card-kit';

/** Action: ready each cultural planet you control; with none exhausted it is still a legal play (its text says so). */
export const ECONOMIC_INITIATIVE: AbilityDef = {
  id: 'economic-initiative',
  name: 'Economic Initiative',
  source: { kind: 'action-card', card: 'economic-initiative' },
  window: 'action',
  costs: [],
  eligible: () => true,
  targetOptions: () => [{ label: 'ready your cultural planets', targets: {} }],
  check: () => ok(undefined),
  resolve: (ctx, seat) => {
    const readied: string[] = [];
    for (const p of planetsOnBoard(ctx.state)) {
      if (p.planet.owner !== seat || !p.planet.exhausted || !hasTrait(p.id, 'cultural')) continue;
      p.planet.exhausted = false;
      readied.push(p.id);
    }
    if (readied.length > 0) emit(ctx, { type: 'planets-readied', seat, planets: readied });
  },
};

export const ECONOMIC_INITIATIVE_CARD = defineContent({ abilities: [ECONOMIC_INITIATIVE] });
