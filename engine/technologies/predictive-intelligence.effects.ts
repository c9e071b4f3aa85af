// Predictive Intelligence (LRR 8.15 additional votes, 34.4, 90 technology), what it changes in the rules: its owner
// may cast 3 additional votes for the outcome they vote for; the step that follows the agenda exhausts the card when
// that outcome is not resolved (predictive-intelligence-votes.ts).
import { fail, ok } from '../core/result';
import type { GameState } from '../core/state';
import { ADDITIONAL_VOTE_SOURCES, ONE_VOTE_PER_PLAYER } from '../effects/hooks';
import { emit } from '../kernel/context';
import { defineProvider } from '../kernel/effects';
import { stepFrame } from '../kernel/steps';

export const PREDICTIVE_INTELLIGENCE_TECH = 'pi';

/**
 * Runs the outcome step once the agenda under way has been resolved (its outcome, predictions and effects) and before
 * it is finished: the step goes right above the agenda's 'agenda/finish' frame, which is below everything else of it.
 */
function onceAgendaResolved(state: GameState, seat: number, outcome: string): void {
  const i = state.stack.findLastIndex((f) => f.frame === 'step' && f.step === 'agenda/finish');
  if (i < 0) return; // no agenda flow under way: nothing will be resolved, so nothing to wait for
  state.stack.splice(i + 1, 0, stepFrame('technology/predictive-intelligence-outcome', { seat, outcome }));
}

export const PREDICTIVE_INTELLIGENCE_EFFECTS = defineProvider('technology:pi', [
  ADDITIONAL_VOTE_SOURCES.answer((_a, ask) => [
    {
      id: 'predictive-intelligence',
      name: 'Predictive Intelligence',
      votes: 3,
      check: (state, seat) => {
        const p = state.players[seat];
        if (!p?.technologies.includes(PREDICTIVE_INTELLIGENCE_TECH))
          return fail('ability/not-held', '1.3', 'You do not have Predictive Intelligence.');
        if (p.exhaustedTechnologies.includes(PREDICTIVE_INTELLIGENCE_TECH))
          return fail('ability/exhausted', '34.4', 'Predictive Intelligence is exhausted.');
        if (ask(ONE_VOTE_PER_PLAYER, { state }))
          return fail('agenda/representative-government', '8.6', 'Representative Government forbids additional votes.');
        return ok(undefined);
      },
      afterCast: (ctx, seat, outcome) => {
        emit(ctx, { type: 'ability-used', seat, ability: 'predictive-intelligence', window: 'when-casting-votes' });
        onceAgendaResolved(ctx.state, seat, outcome);
      },
    },
  ]),
]);
