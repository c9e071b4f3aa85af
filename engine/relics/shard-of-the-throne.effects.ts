// Shard of the Throne (LRR 73 relics, 98 victory points): its holder has 1 point while holding it (engine/relics/
// holding.ts puts the point with the card); when another player gains control of a legendary planet the holder
// controlled, or of a planet in the holder's home system, that player takes the card and its point.
import type { GameState, Seat } from '../core/state';
import { PLANETS } from '../data/planets';
import { MIRAGE } from '../data/tokens';
import { PLANET_CONTROL_GAINED } from '../effects/hooks';
import { defineProvider } from '../kernel/effects';
import { emit } from '../kernel/context';
import { system } from '../data/systems';
import { checkVictory } from '../phases/victory';
import { placeRelic, removeRelic } from './holding';

const SHARD = 'shard-of-the-throne';

/** 53.1: printed legendary planets, and a planet the Nanoforge made legendary. */
export function isLegendaryPlanet(state: GameState, planet: string): boolean {
  const def = (PLANETS as Record<string, { legendary: unknown } | undefined>)[planet];
  if (def?.legendary || planet === MIRAGE.id) return true;
  return Object.values(state.board.systems).some((s) => s.planets[planet]?.attachments.includes('nanoforge'));
}

/** The planet lies in the seat's home system (its faction's tile with planets; not objectives/board-queries, whose
 *  imports reach the effects registry). */
function inHomeSystemOf(state: GameState, seat: Seat, planet: string): boolean {
  const faction = state.players[seat]?.faction;
  return Object.values(state.board.systems).some((sys) => {
    const def = system(sys.tile);
    return (
      !!def &&
      faction !== undefined &&
      def.homeOf === faction &&
      def.planets.length > 0 &&
      Object.hasOwn(sys.planets, planet)
    );
  });
}

export const SHARD_OF_THE_THRONE_EFFECTS = defineProvider('relic:shard-of-the-throne', [
  PLANET_CONTROL_GAINED.answer(({ ctx, seat, planet, from }) => {
    if (from === null || from === seat || !ctx.state.players[from]?.relics.includes(SHARD)) return;
    if (!isLegendaryPlanet(ctx.state, planet) && !inHomeSystemOf(ctx.state, from, planet)) return;
    removeRelic(ctx.state, from, SHARD);
    placeRelic(ctx.state, seat, SHARD);
    emit(ctx, { type: 'relic-gained', seat, relic: SHARD });
    checkVictory(ctx);
  }),
]);
