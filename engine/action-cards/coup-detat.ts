// Coup d'Etat (LRR 2 action cards, 82 strategic action, 1.15 "when"): when another player would perform a strategic
// action, their turn ends at once: the primary and secondary abilities are not resolved and the strategy card stays
// readied (they can still use it on a later turn, 3.4).
import { fail, ok } from '../core/result';
import type { GameState } from '../core/state';
import type { AbilityDef, Subject } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { emit } from '../kernel/context';
import { stepOnStack } from '../kernel/steps';
import { STRATEGIC_PRIMARY } from '../phases/action';

/** The strategic action waiting in this window, if it is still to be resolved. */
function pending(state: GameState, subject: Subject) {
  const step = stepOnStack(state, STRATEGIC_PRIMARY);
  return step && step.args.seat === subject.seat && step.args.card === subject.card && !step.args.coup
    ? step
    : undefined;
}

export const COUP_DETAT: AbilityDef = {
  id: 'coup-detat',
  name: "Coup d'Etat",
  source: { kind: 'action-card', card: 'coup-detat' },
  window: 'when-strategic-action-performed',
  costs: [],
  eligible: (_state, seat, subject) => subject.seat !== seat,
  targetOptions: () => [{ label: 'end that player’s turn before their strategic action', targets: {} }],
  check: (state, _seat, _targets, subject) =>
    pending(state, subject)
      ? ok(undefined)
      : fail(
          'ability/wrong-window',
          '1.22',
          "Coup d'Etat answers someone else's strategic action, before its primary ability.",
        ),
  resolve: (ctx, _seat, _targets, subject) => {
    const step = pending(ctx.state, subject);
    if (!step) return;
    step.args.coup = true;
    const name = ctx.state.players[step.args.seat]?.name ?? 'That player';
    emit(ctx, { type: 'note', text: `Coup d'Etat: ${name}'s turn ends; their strategy card stays readied.` });
  },
};

export const COUP_DETAT_CARD = defineContent({ abilities: [COUP_DETAT] });
