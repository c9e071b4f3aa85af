// The Clan of Saar, what they change in the rules — LRR 61.16 scoring objectives: Nomadic (they score public
// objectives even while they do not control every planet of their home system); 5 activation, 11 asteroid fields:
// Chaos Mapping (other players cannot activate an asteroid field holding their ships).
import type { GameState, Seat } from '../core/state';
import { SYSTEMS, isTileId } from '../data/systems';
import { SHIP_TYPES } from '../data/types';
import { CANNOT_ACTIVATE_SYSTEM, SCORES_WITHOUT_HOME_PLANETS } from '../effects/hooks';
import { defineProvider } from '../kernel/effects';
import { systemLabel } from '../tactical/labels';

/** Another player owning Chaos Mapping with ships in the system, when it is an asteroid field (printed on its tile). */
function chaosMapper(state: GameState, seat: Seat, system: string): Seat | null {
  const sys = state.board.systems[system];
  if (!sys || !isTileId(sys.tile) || !(SYSTEMS[sys.tile].anomalies as readonly string[]).includes('asteroid-field'))
    return null;
  const owner = state.players.find(
    (p) =>
      p.seat !== seat &&
      p.technologies.includes('cm') &&
      SHIP_TYPES.some((t) => (sys.space[String(p.seat)]?.counts[t] ?? 0) > 0),
  );
  return owner?.seat ?? null;
}

export const SAAR_EFFECTS = defineProvider('faction:saar', [
  SCORES_WITHOUT_HOME_PLANETS.answer(({ state, seat }) => state.players[seat]?.faction === 'saar'),
  CANNOT_ACTIVATE_SYSTEM.answer(({ state, seat, system }) =>
    chaosMapper(state, seat, system) === null
      ? null
      : {
          code: 'tactical/chaos-mapping',
          rule: '11',
          message: `Chaos Mapping: ${systemLabel(state, system)} is an asteroid field holding another player's ships; you cannot activate it.`,
        },
  ),
]);
