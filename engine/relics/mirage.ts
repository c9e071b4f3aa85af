// The Mirage, Mirage Flight Academy (LRR 53 legendary planets, 36 fighters, 16 capacity): when your turn ends,
// exhaust the card to put up to 2 fighters from your reinforcements into a system where you have a ship. Fighters
// beyond the system's capacity are then removed, as after any placement (engine/tactical/transport.ts).
import { z } from 'zod';
import { hexKeySchema, seatSchema } from '../core/schemas';
import type { GameState, Seat } from '../core/state';
import { MIRAGE } from '../data/tokens';
import { gainControl } from '../invasion/control';
import { defineContent } from '../kernel/content';
import { defineStep, pushStep } from '../kernel/steps';
import { placeUnits } from '../units/destroy';
import { checkReinforcements } from '../units/reinforcements';
import { countAt, isShip, spaceOf } from '../units/stacks';
import { UNIT_TYPES } from '../data/types';
import { legendaryAbility } from './legendary';
import { systemLabel } from '../tactical/labels';

/** Systems holding at least one of the seat's ships, in board order. */
function systemsWithShips(state: GameState, seat: Seat): string[] {
  return Object.keys(state.board.systems).filter((key) =>
    UNIT_TYPES.some((t) => isShip(t) && countAt(state, spaceOf(key), seat, t) > 0),
  );
}

const fits = (state: GameState, seat: Seat, system: string, count: number): boolean =>
  checkReinforcements(state, seat, [{ area: spaceOf(system), type: 'fighter', count }]).ok;

function options(state: GameState, seat: Seat): { label: string; targets: { system: string; fighters: number } }[] {
  return systemsWithShips(state, seat).flatMap((system) =>
    [2, 1]
      .filter((n) => fits(state, seat, system, n))
      .map((n) => ({
        label: `put ${n} fighter${n === 1 ? '' : 's'} into ${systemLabel(state, system)}`,
        targets: { system, fighters: n },
      })),
  );
}

export const MIRAGE_FLIGHT_ACADEMY = legendaryAbility({
  planet: 'mirage',
  targetOptions: options,
  resolve: (ctx, seat, targets) => {
    const system = String(targets.system);
    const n = Number(targets.fighters);
    // 1.9: the ship or the fighters may have gone since the choice was made.
    if (!systemsWithShips(ctx.state, seat).includes(system) || !fits(ctx.state, seat, system, n)) return;
    placeUnits(ctx, spaceOf(system), seat, 'fighter', n, 'mirage-flight-academy');
    pushStep(ctx.state, 'transport/capacity', { seat, system });
  },
});

const controlArgs = z.object({ seat: seatSchema, system: hexKeySchema });

declare module '../kernel/steps' {
  interface StepArgs {
    'exploration/mirage-control': z.infer<typeof controlArgs>;
  }
}

/** The Mirage card (engine/exploration/mirage.ts placed the planet): its explorer gains control, the card readied. */
export const MIRAGE_CONTROL = defineStep('exploration/mirage-control', controlArgs, (ctx, { seat, system }) => {
  const planet = ctx.state.board.systems[system]?.planets[MIRAGE.id];
  if (!planet) return;
  gainControl(ctx, seat, system, MIRAGE.id);
  // Gaining control otherwise exhausts a planet card (25.1); this one is taken readied.
  planet.exhausted = false;
});

export const MIRAGE_CARD = defineContent({ abilities: [MIRAGE_FLIGHT_ACADEMY], steps: [MIRAGE_CONTROL] });
