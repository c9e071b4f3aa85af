// The Sardakk N'orr, what they change in the rules — LRR 56 modifiers, 96 faction units: Unrelenting (+1 to every
// combat roll of their units, in space and ground combat); their flagship (C'morran N'orr) adds 1 more to the combat
// rolls of their other ships in its system (space combat only: ships roll nowhere else); 42.1 ground combat: Valkyrie
// Particle Weave (in a ground combat round where the opponent's dice produced a hit, 1 hit more).
import type { GameState, Seat } from '../core/state';
import type { CombatRecord } from '../combat/combat-record';
import { COMBAT_ROLL_MODIFIER, EXTRA_COMBAT_HITS } from '../effects/hooks';
import { defineProvider } from '../kernel/effects';
import { flagshipIn } from './units';

/** Unrelenting: the Sardakk's units add 1 to each combat roll (not to unit abilities, 10.1c, 15.1c, 77.3d). */
export const unrelenting = (state: GameState, seat: Seat): number =>
  state.players[seat]?.faction === 'sardakk' ? 1 : 0;

/** Valkyrie Particle Weave: 1 hit more for the seat in this ground combat round, when the opponent's dice hit. */
export function valkyrieHits(state: GameState, seat: Seat): number {
  // Read from the tactical action's notes: a provider imports nothing that asks hooks (engine/kernel/effects.ts).
  const c = state.tactical?.notes.combat as CombatRecord | undefined;
  if (c?.combat !== 'ground' || !state.players[seat]?.technologies.includes('vpw')) return 0;
  if (seat !== c.attacker && seat !== c.defender) return 0;
  return (c.rolls[String(seat === c.attacker ? c.defender : c.attacker)] ?? []).some((d) => d.hit) ? 1 : 0;
}

export const SARDAKK_EFFECTS = defineProvider('faction:sardakk', [
  EXTRA_COMBAT_HITS.answer(({ state, seat, place }) =>
    place.combat === 'ground' ? [{ ability: 'vpw', hits: valkyrieHits(state, seat) }] : [],
  ),
  COMBAT_ROLL_MODIFIER.answer(
    ({ state, seat, place, unit }) =>
      unrelenting(state, seat) +
      (place.combat === 'space' && unit !== 'flagship' && flagshipIn(state, place.system, seat, 'sardakk_flagship')
        ? 1
        : 0),
  ),
]);
