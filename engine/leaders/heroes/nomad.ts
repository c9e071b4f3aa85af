// The Nomad hero, Ahk-Syl Siven — Probability Matrix: Time Warp (LRR 51.10–51.12, 58.4c, 95.3): ACTION: for the rest
// of the game round, their flagship, and the units it transports, may move out of systems that hold their command
// tokens. Purged when used rather than at the end of the round: it cannot be used again either way, and the round's
// use record keeps the effect until the round ends (engine/leaders/nomad.effects.ts answers the movement hook).
import { fail, ok } from '../../core/result';
import type { GameState, Seat } from '../../core/state';
import { usedThisRound, type AbilityDef } from '../../kernel/abilities';
import { defineContent } from '../../kernel/content';

export const NOMAD_HERO_ID = 'nomadhero';

const alreadyWarped = (state: GameState, seat: Seat): boolean => usedThisRound(state, NOMAD_HERO_ID, seat);

/** Ahk-Syl Siven — your flagship leaves systems with your command tokens this round, its load with it. */
export const NOMAD_HERO: AbilityDef = {
  id: NOMAD_HERO_ID,
  name: 'Ahk-Syl Siven',
  source: { kind: 'leader', leader: NOMAD_HERO_ID, role: 'hero' },
  window: 'action',
  costs: [{ kind: 'purge-source' }],
  limit: { per: 'round', times: 1 },
  eligible: (state, seat) => !alreadyWarped(state, seat),
  targetOptions: () => [
    {
      label: 'this round your flagship and the units it carries may move out of systems holding your command tokens',
      targets: {},
    },
  ],
  check: (state, seat) =>
    alreadyWarped(state, seat)
      ? fail('ability/limit', '51.12', 'Ahk-Syl Siven was already used this round.')
      : ok(undefined),
  resolve: () => undefined,
};

export const NOMAD_HERO_LEADERS = defineContent({ abilities: [NOMAD_HERO] });
