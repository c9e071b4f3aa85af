// The Argent Flight, what they change in the rules — LRR 77 space cannon, 10 anti-fighter barrage, 16 and 95
// capacity, 96 faction units: other players cannot use Space Cannon against their ships in their flagship's system
// (Quetzecoatl); each of Strike Wing Alpha II's barrage dice showing 9 or 10 (the die's own result) also destroys an
// infantry of the opponent in the space area; their mech (Aerie Sentinel) uses no capacity while transported.
// LRR 8 agendas: Zeal (their faction ability) — they always vote first, and whenever they cast 1 or more votes they cast
// 1 more for each player in the game, themselves included (engine/agenda/voting.ts asks both).
// LRR 10: Raid Formation (their faction ability) — barrage hits beyond the opponent's fighters damage ships that have
// Sustain Damage (engine/factions/argent.ts). Aerie Hololattice (their faction technology): other players' ships
// cannot move through systems holding their structures (engine/tactical/paths.ts), and each planet holding one has
// Production 1 as if it were a unit (engine/production/producers.ts).
import type { GameState, Seat } from '../core/state';
import { STRUCTURE_TYPES } from '../data/types';
import {
  AFTER_BARRAGE_EXCESS_HITS,
  CANNOT_MOVE_THROUGH,
  PLANET_PRODUCTION,
  BARRAGE_ALSO_DESTROYS,
  CANNOT_SPACE_CANNON_AGAINST,
  EXTRA_VOTES_WHEN_CASTING,
  TRANSPORTED_WITHOUT_CAPACITY,
  VOTES_FIRST,
} from '../effects/hooks';
import { defineProvider } from '../kernel/effects';
import { flagshipIn, hasUnit, mechAbilityOf } from './units';
import { readOnly } from '../kernel/draft';

const zeal = (state: GameState, seat: Seat): boolean =>
  state.players[seat]?.faction === 'argent' && !state.players[seat]?.eliminated;

/** Zeal: "each player in the game" — those not eliminated (33). */
export const zealVotes = (state: GameState): number => state.players.filter((p) => !p.eliminated).length;

const aerie = (state: GameState, seat: Seat): boolean => {
  const p = readOnly(state).players[seat]; // asked by every production count: read without copying the players
  return !p?.eliminated && (p?.technologies.includes('ah') ?? false);
};

/** Whether the seat has a structure (PDS, space dock) on the planet, or anywhere in the system. */
function structuresIn(state: GameState, seat: Seat, system: string, planet?: string): boolean {
  const planets = state.board.systems[system]?.planets ?? {};
  return Object.entries(planets).some(
    ([id, p]) =>
      (planet === undefined || id === planet) &&
      STRUCTURE_TYPES.some((t) => (p.units[String(seat)]?.counts[t] ?? 0) > 0),
  );
}

export const ARGENT_EFFECTS = defineProvider('faction:argent', [
  VOTES_FIRST.answer(({ state, seat }) => zeal(state, seat)),
  EXTRA_VOTES_WHEN_CASTING.answer(({ state, seat }) => (zeal(state, seat) ? zealVotes(state) : 0)),
  CANNOT_SPACE_CANNON_AGAINST.answer(
    ({ state, system, firer, target }) => firer !== target && flagshipIn(state, system, target, 'argent_flagship'),
  ),
  BARRAGE_ALSO_DESTROYS.answer(({ state, seat, dice }) =>
    hasUnit(state, seat, 'destroyer', 'argent_destroyer2')
      ? [
          {
            ability: 'argent_destroyer2',
            unit: 'infantry',
            count: dice.filter((d) => d.unit === 'destroyer' && d.result >= 9).length,
          },
        ]
      : [],
  ),
  AFTER_BARRAGE_EXCESS_HITS.answer(({ state, seat, system, opponent, excess }) =>
    zeal(state, seat) ? [{ step: 'argent/raid-formation', args: { seat, opponent, system, count: excess } }] : [],
  ),
  PLANET_PRODUCTION.answer(({ state, seat, system, planet }) =>
    aerie(state, seat) && structuresIn(state, seat, system, planet) ? 1 : 0,
  ),
  CANNOT_MOVE_THROUGH.answer(({ state, seat, system }) =>
    state.players.some((p) => p.seat !== seat && aerie(state, p.seat) && structuresIn(state, p.seat, system)),
  ),
  TRANSPORTED_WITHOUT_CAPACITY.answer(
    ({ state, seat, unit }, ask) => unit === 'mech' && mechAbilityOf(state, seat, 'argent_mech', ask),
  ),
]);
