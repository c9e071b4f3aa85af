// The Naaz-Rokha hero, Hesh and Prit, while its secondaries resolve (LRR 20.5): the token a secondary costs comes from
// its user's reinforcements. The hero's own choice on the stack marks the moment (engine/leaders/heroes/naaz.ts).
import type { GameState, Seat } from '../../core/state';
import { STRATEGY_TOKEN_FROM_REINFORCEMENTS } from '../../effects/hooks';
import { defineProvider } from '../../kernel/effects';

/** The choice Hesh and Prit put on the stack while its user picks and resolves secondaries. */
export const NAAZ_HERO_CHOICE = 'leaders/naaz-hero-secondary';

export const heshAndPritResolving = (state: GameState, seat: Seat): boolean =>
  state.stack.some(
    (f) => f.frame === 'decision' && f.kind === 'choice' && f.choice === NAAZ_HERO_CHOICE && f.args.seat === seat,
  );

export const NAAZ_HERO_EFFECTS = defineProvider('leader:naazhero', [
  STRATEGY_TOKEN_FROM_REINFORCEMENTS.answer(({ state, seat }) => heshAndPritResolving(state, seat)),
]);
