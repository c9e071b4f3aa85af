// Experimental Battlestation (LRR 2 action cards, 77 space cannon, 58 movement, 89.2): after another player moves
// ships into the active system, one of your space docks in or adjacent to it fires Space Cannon 5 (x3) at them.
import { planetLabel } from '../tactical/labels';
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { adjacentSystems } from '../galaxy/adjacency';
import { antimassModifier, registeredModifier, rollDice, withPlasmaScoring } from '../combat/dice';
import { ask, CANNOT_SPACE_CANNON_AGAINST } from '../effects';
import type { AbilityDef, Subject, Targets } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { defineStep, pushStep } from '../kernel/steps';
import { z } from 'zod';
import { seatSchema } from '../core/schemas';
import { adjacencyInPlay } from '../tactical/adjacency-in-play';
import { countAt, planetArea } from '../units/stacks';
import { activatedByAnother, activeSystemOf } from './activation-kit';
import { shipsIn } from './card-kit';

/** The card's printed cannon: hits on 5, three dice. */
const HITS_ON = 5;
const DICE = 3;

interface Dock {
  readonly system: string;
  readonly planet: string;
}

/** The seat's space docks in the active system or a system adjacent to it, one entry per planet holding one. */
function docksInRange(state: GameState, seat: Seat, active: string): Dock[] {
  const systems = [active, ...adjacentSystems(state.board, active, adjacencyInPlay(state, seat))];
  const out: Dock[] = [];
  for (const system of systems)
    for (const planet of Object.keys(state.board.systems[system]?.planets ?? {}))
      if (countAt(state, planetArea(system, planet), seat, 'space-dock') > 0) out.push({ system, planet });
  return out;
}

/** The active system and the mover, when the seat may fire at the mover's ships there now. */
function range(state: GameState, seat: Seat, subject: Subject): Result<{ active: string; target: Seat }> {
  const active = activeSystemOf(state, subject);
  const target = state.activeSeat;
  if (active === null || target === null || !activatedByAnother(subject, seat))
    return fail('ability/bad-target', '2.6a', "Experimental Battlestation answers another player's movement.");
  if (shipsIn(state, active, target) === 0)
    return fail('ability/bad-target', '2.6a', "The active player's ships are no longer in the active system.");
  // 77: effects that forbid space cannon against those ships (Solar Flare, the Argent flagship).
  if (ask(CANNOT_SPACE_CANNON_AGAINST, { state, system: active, firer: seat, target }))
    return fail('ability/bad-target', '77', 'Space cannon cannot be used against those ships now.');
  return ok({ active, target });
}

function checkDock(state: GameState, seat: Seat, targets: Targets, subject: Subject): Result<Dock & { target: Seat }> {
  const r = range(state, seat, subject);
  if (!r.ok) return r;
  const dock = docksInRange(state, seat, r.value.active).find(
    (d) => d.system === targets.system && d.planet === targets.planet,
  );
  if (!dock)
    return fail('ability/bad-target', '2.6a', 'Choose one of your space docks in or next to the active system.');
  return ok({ ...dock, target: r.value.target });
}

export const EXPERIMENTAL_BATTLESTATION: AbilityDef = {
  id: 'experimental-battlestation',
  name: 'Experimental Battlestation',
  source: { kind: 'action-card', card: 'experimental-battlestation' },
  window: 'after-ships-moved',
  costs: [],
  // Public facts: another player moved, and this seat has a space dock in range.
  eligible: (state, seat, subject) => {
    const active = activeSystemOf(state, subject);
    return active !== null && activatedByAnother(subject, seat) && docksInRange(state, seat, active).length > 0;
  },
  targetOptions: (state, seat, subject) => {
    const r = range(state, seat, subject);
    if (!r.ok) return [];
    return docksInRange(state, seat, r.value.active).map((d) => ({
      label: `the space dock on ${planetLabel(d.planet)} fires Space Cannon 5 (x3)`,
      targets: { system: d.system, planet: d.planet },
    }));
  },
  check: (state, seat, targets, subject) => {
    const dock = checkDock(state, seat, targets, subject);
    return dock.ok ? ok(undefined) : dock;
  },
  resolve: (ctx, seat, targets, subject) => {
    const dock = checkDock(ctx.state, seat, targets, subject);
    if (!dock.ok || !ctx.state.tactical) return;
    const system = ctx.state.tactical.system;
    const { target } = dock.value;
    // "When your units roll for a unit ability" (Strike Wing Ambuscade) comes before the roll.
    pushStep(ctx.state, ROLL_STEP, { seat, target });
    pushStep(ctx.state, 'window/open', {
      window: 'when-unit-ability-rolled',
      subject: { seat, target, system, planet: null, roll: 'space-cannon' },
    });
  },
};

const ROLL_STEP = 'action-cards/experimental-battlestation/roll';
const rollArgs = z.object({ seat: seatSchema, target: seatSchema });

declare module '../kernel/steps' {
  interface StepArgs {
    'action-cards/experimental-battlestation/roll': z.infer<typeof rollArgs>;
  }
}

const ROLL = defineStep(ROLL_STEP, rollArgs, (ctx, { seat, target }) => {
  if (!ctx.state.tactical) return;
  const system = ctx.state.tactical.system;
  // A space cannon roll like any other (77.3): Antimass Deflectors, registered modifiers, Plasma Scoring's die.
  const groups = withPlasmaScoring(ctx.state, seat, [
    {
      unit: 'space-dock',
      hitsOn: HITS_ON,
      dice: DICE,
      modifier: antimassModifier(ctx.state, target) + registeredModifier(ctx.state, seat, 'space-cannon', 'space-dock'),
    },
  ]);
  const dice = rollDice(ctx, { seat, roll: 'space-cannon', system, planet: null }, groups);
  // From here the roll resolves as space cannon offense's does (engine/combat/space-cannon.ts): the windows for
  // rerolls and for cancelling hits (Maneuvering Jets), then the target assigns the hits to ships (77.5).
  ctx.state.tactical.notes['space-cannon-roll'] = dice;
  const args = { seat, target, system, planet: null, graviton: false };
  pushStep(ctx.state, 'combat/space-cannon/hits', args);
  pushStep(ctx.state, 'window/open', {
    window: 'before-space-cannon-hits-assigned',
    subject: { seat, target, system, planet: null },
  });
  pushStep(ctx.state, 'window/open', {
    window: 'after-unit-ability-rolled',
    subject: { seat, target, system, planet: null, roll: 'space-cannon' },
  });
});

export const EXPERIMENTAL_BATTLESTATION_CARD = defineContent({
  abilities: [EXPERIMENTAL_BATTLESTATION],
  steps: [ROLL],
});
