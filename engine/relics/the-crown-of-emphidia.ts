// The Crown of Emphidia (LRR 73 relics, 35.3 exploring by an effect, 70 purge, 81 status phase): after its holder's
// tactical action, exhaust it to explore a planet they control; as the status phase ends, a holder who controls the
// planet carrying the Tomb of Emphidia may purge it for 1 victory point. The windows it uses are opened by
// engine/tactical/activation.ts (end of the tactical action) and the-crown-of-emphidia.effects.ts (status end).
import { planetLabel } from '../tactical/labels';
import { fail, ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { controlledPlanets, planetFacts } from '../economy/planets';
import { explorePlanet } from '../exploration/explore';
import type { AbilityDef } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { emit } from '../kernel/context';
import { checkVictory } from '../phases/victory';

export const CROWN = 'the-crown-of-emphidia';
/** The point the Crown gives, in the player's other points (98); it stays once gained (the card is purged). */
export const CROWN_POINT_SOURCE = 'relic:the-crown-of-emphidia';
const TOMB = 'tombofemphidia';

/** 35.2b: only a planet with a trait can be explored. */
const explorable = (state: GameState, seat: Seat) =>
  controlledPlanets(state, seat).filter((c) => planetFacts(state, c.id).traits.length > 0);

/** Whether the seat controls the planet the Tomb of Emphidia is attached to. */
export const controlsTomb = (state: GameState, seat: Seat): boolean =>
  controlledPlanets(state, seat).some((c) => c.planet.attachments.includes(TOMB));

export const CROWN_EXPLORE: AbilityDef = {
  id: 'the-crown-of-emphidia',
  name: 'The Crown of Emphidia',
  source: { kind: 'relic', relic: CROWN },
  window: 'end-of-tactical-action',
  costs: [{ kind: 'exhaust-source' }],
  // "After YOU perform a tactical action": only the active player, and only with a planet to explore.
  eligible: (state, seat, subject) => subject.seat === seat && explorable(state, seat).length > 0,
  targetOptions: (state, seat) =>
    explorable(state, seat).map((c) => ({
      label: `exhaust it to explore ${planetLabel(c.id)}`,
      targets: { planet: c.id },
    })),
  check: (state, seat, targets) =>
    explorable(state, seat).some((c) => c.id === targets.planet)
      ? ok(undefined)
      : fail('ability/bad-target', '35.2b', 'Choose a planet you control that has a trait to explore.'),
  resolve: (ctx, seat, targets) => {
    const c = explorable(ctx.state, seat).find((x) => x.id === targets.planet);
    if (c) explorePlanet(ctx.state, seat, c.system, c.id); // 1.9: lost meanwhile, nothing explored
  },
};

export const CROWN_POINT: AbilityDef = {
  id: 'the-crown-of-emphidia-point',
  name: 'The Crown of Emphidia',
  source: { kind: 'relic', relic: CROWN },
  window: 'end-of-status-phase',
  costs: [{ kind: 'purge-source' }],
  eligible: (state, seat) => controlsTomb(state, seat),
  targetOptions: () => [{ label: 'purge it for 1 victory point (you control the Tomb of Emphidia)', targets: {} }],
  check: (state, seat) =>
    controlsTomb(state, seat)
      ? ok(undefined)
      : fail('ability/not-eligible', '73', 'You must control the planet with the Tomb of Emphidia.'),
  resolve: (ctx, seat) => {
    const p = ctx.state.players[seat]!;
    p.otherPoints.push({ source: CROWN_POINT_SOURCE, points: 1 });
    emit(ctx, { type: 'note', text: `${p.name} gains 1 victory point with The Crown of Emphidia.` });
    checkVictory(ctx);
  },
};

export const THE_CROWN_OF_EMPHIDIA_CARD = defineContent({ abilities: [CROWN_EXPLORE, CROWN_POINT] });
