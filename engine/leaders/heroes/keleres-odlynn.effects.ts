// What Odlynn Myrr changes once used (engine/leaders/heroes/keleres-odlynn.ts): 6 more votes for the Keleres on the
// agenda they predicted (8.15), and once everyone voted, the step that pays them for each other player voting
// otherwise. Kept apart from the ability so that engine/effects/providers.ts imports no ability module.
import { fail, ok } from '../../core/result';
import type { GameState, Seat } from '../../core/state';
import { ADDITIONAL_VOTE_SOURCES, AFTER_VOTING, ONE_VOTE_PER_PLAYER, type AdditionalVotes } from '../../effects/hooks';
import { defineProvider } from '../../kernel/effects';

export const ODLYNN = 'keleresheroodlynn';
export const NAME = 'Odlynn Myrr';
export const EXTRA_VOTES = 6;

/** The outcome the seat predicted with Odlynn Myrr on the agenda under way, if it did. */
export const predicted = (state: GameState, seat: Seat): string | undefined =>
  state.agenda?.current?.predictions.find((p) => p.seat === seat && p.source === ODLYNN)?.outcome;

export const KELERES_ODLYNN_EFFECTS = defineProvider('leaders:keleres-odlynn', [
  ADDITIONAL_VOTE_SOURCES.answer(({ state, seat }, ask): AdditionalVotes[] =>
    predicted(state, seat) === undefined
      ? []
      : [
          {
            id: ODLYNN,
            name: NAME,
            votes: EXTRA_VOTES,
            check: (s, who) => {
              if (predicted(s, who) === undefined)
                return fail('ability/not-held', '8.15', `${NAME} gives votes only on the agenda you predicted.`);
              if (ask(ONE_VOTE_PER_PLAYER, { state: s }))
                return fail(
                  'agenda/representative-government',
                  '8.6',
                  'Representative Government forbids additional votes.',
                );
              return ok(undefined);
            },
            afterCast: () => undefined,
          },
        ],
  ),
  AFTER_VOTING.answer(({ state }) =>
    state.players
      .filter((p) => predicted(state, p.seat) !== undefined)
      .map((p) => ({ step: 'leaders/odlynn-reward' as const, args: { seat: p.seat } })),
  ),
]);
