// Skilled Retreat (LRR 2 action cards, 78 space combat, 20.3b command tokens): at the start of a space combat round,
// the player moves their ships out of the active system into an adjacent system with no other player's ships; the
// combat ends there without a winner (78.10) and a command token goes into that system. It is not a retreat (FAQ):
// Intercept cannot stop it and the system need not hold the player's units; the ships may take ground forces aboard
// from the system's planets (FAQ: any effect that moves a ship lets it transport).
import { z } from 'zod';
import { systemLabel } from '../tactical/labels';
import { offerBoarding } from '../tactical/boarding';
import { hexKeySchema, seatSchema } from '../core/schemas';
import { defineStep, pushStep } from '../kernel/steps';
import { fail, ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { currentCombat } from '../combat/combat-record';
import { mayEnter } from '../combat/retreat';
import { executeRetreat, roomAfterCarrying } from '../combat/retreat-execute';
import { adjacentSystems, isSystem } from '../galaxy/adjacency';
import type { AbilityDef, Subject } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { movementAdjacency } from '../tactical/paths';
import { othersWithShips, shipsIn } from './card-kit';
import { fightsIn } from './morale-boost';

/** The space combat under way in the window's system, when the seat fights in it. */
function combatOf(state: GameState, seat: Seat, subject: Subject) {
  const c = currentCombat(state);
  // The Mahact hero's combat: no ability may move the ships out (c.shipsStay).
  return c && c.combat === 'space' && !c.shipsStay && c.system === subject.system && fightsIn(subject, seat)
    ? c
    : undefined;
}

/** Adjacent systems (by movement's adjacency, 6.1) the ships may enter that hold no other player's ships. */
export function skilledRetreatDestinations(state: GameState, seat: Seat, system: string): string[] {
  return adjacentSystems(state.board, system, movementAdjacency(state, seat)).filter(
    (key) =>
      isSystem(state.board, key) &&
      state.board.systems[key] !== undefined &&
      mayEnter(state, seat, key) &&
      othersWithShips(state, key, seat).length === 0,
  );
}

function destinations(state: GameState, seat: Seat, subject: Subject): string[] {
  const c = combatOf(state, seat, subject);
  return c && shipsIn(state, c.system, seat) > 0 ? skilledRetreatDestinations(state, seat, c.system) : [];
}

export const SKILLED_RETREAT: AbilityDef = {
  id: 'skilled-retreat',
  name: 'Skilled Retreat',
  source: { kind: 'action-card', card: 'skilled-retreat' },
  window: 'start-of-combat-round',
  costs: [],
  eligible: (state, seat, subject) => combatOf(state, seat, subject) !== undefined,
  targetOptions: (state, seat, subject) =>
    destinations(state, seat, subject).map((system) => ({
      label: `move your ships to ${systemLabel(state, system)}; the combat ends`,
      targets: { system },
    })),
  check: (state, seat, targets, subject) =>
    typeof targets.system === 'string' && destinations(state, seat, subject).includes(targets.system)
      ? ok(undefined)
      : fail(
          'ability/bad-target',
          '2.6a',
          "Choose an adjacent system your ships may enter that holds no other player's ships.",
        ),
  resolve: (ctx, seat, targets, subject) => {
    const c = combatOf(ctx.state, seat, subject);
    const to = String(targets.system);
    // The system may no longer qualify when the card resolves (other abilities resolved first): then nothing happens.
    if (!c || !destinations(ctx.state, seat, subject).includes(to)) return;
    // The combat ends now, without a winner (78.10): the round's remaining steps are skipped.
    c.drawn = true;
    // FAQ: moved ships may transport units in their system, so ground forces may first board from its planets.
    pushStep(ctx.state, 'skilled-retreat/move', { seat, from: c.system, to });
    offerBoarding(ctx, seat, c.system, roomAfterCarrying(ctx.state, seat, c.system), 'Skilled Retreat');
  },
};

const moveArgs = z.object({ seat: seatSchema, from: hexKeySchema, to: hexKeySchema });

declare module '../kernel/steps' {
  interface StepArgs {
    'skilled-retreat/move': z.infer<typeof moveArgs>;
  }
}

const SKILLED_RETREAT_STEPS = [
  // The same move as a retreat's (78.7b, 78.7d, 20.3b): ships with a move value go, carrying fighters and ground
  // forces from the space area up to their capacity; the token is placed.
  defineStep('skilled-retreat/move', moveArgs, (ctx, { seat, from, to }) => executeRetreat(ctx, seat, from, to)),
];

export const SKILLED_RETREAT_CARD = defineContent({ abilities: [SKILLED_RETREAT], steps: SKILLED_RETREAT_STEPS });
