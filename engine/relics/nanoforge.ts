// Nanoforge (LRR 73 relics, 12 attach, 53 legendary planets, 22 component actions): Action — attach the card to a
// planet you control that is neither legendary nor a home planet: +2 resources, +2 influence, and the planet is
// legendary (the `nanoforge` attachment, read through planetFacts). Once attached the card is no longer in the play
// area, so its action cannot be used again; it stays with the planet when control changes (12.2).
import { planetLabel } from '../tactical/labels';
import { fail, ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { PLANETS } from '../data/planets';
import { controlledPlanets, planetFacts } from '../economy/planets';
import type { AbilityDef } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { emit } from '../kernel/context';
import { removeRelic } from './holding';

const RELIC = 'nanoforge';

const isHomePlanet = (planet: string): boolean =>
  ((PLANETS as Record<string, { homeOf: string | null } | undefined>)[planet]?.homeOf ?? null) !== null;

/** The planets the seat could attach the Nanoforge to now. */
const targets = (state: GameState, seat: Seat) =>
  controlledPlanets(state, seat).filter((c) => !isHomePlanet(c.id) && !planetFacts(state, c.id).legendary);

export const NANOFORGE: AbilityDef = {
  id: RELIC,
  name: 'Nanoforge',
  source: { kind: 'relic', relic: RELIC },
  window: 'action',
  costs: [],
  eligible: () => true,
  targetOptions: (state, seat) =>
    targets(state, seat).map((c) => ({
      label: `attach it to ${planetLabel(c.id)} (+2 resources, +2 influence, legendary)`,
      targets: { planet: c.id },
    })),
  check: (state, seat, t) =>
    targets(state, seat).some((c) => c.id === t.planet)
      ? ok(undefined)
      : fail(
          'ability/bad-target',
          '12',
          'The Nanoforge goes on one of your planets that is neither a home planet nor already legendary.',
        ),
  resolve: (ctx, seat, t) => {
    const c = targets(ctx.state, seat).find((x) => x.id === t.planet);
    if (!c) return;
    // 12.1: the card leaves the play area and lies with the planet (counted there by the relic invariant).
    removeRelic(ctx.state, seat, RELIC);
    c.planet.attachments.push(RELIC);
    emit(ctx, { type: 'attached', seat, planet: c.id, attachment: RELIC });
  },
};

export const NANOFORGE_CARD = defineContent({ abilities: [NANOFORGE] });
