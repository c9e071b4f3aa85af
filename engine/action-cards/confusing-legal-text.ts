// Confusing Legal Text (LRR 8.10a the elected player): when you are elected as an agenda's outcome, pick another
// player; they are the elected player instead. Predictions are judged against the outcome then resolved (8.22b).
import { fail, ok } from '../core/result';
import type { GameState } from '../core/state';
import { agendaDef, effectiveAgenda } from '../agenda/outcomes';
import type { AbilityDef } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { emit } from '../kernel/context';

/** The seat elected by the agenda under way, once its outcome is known and it elects a player. */
export function electedSeat(state: GameState): number | null {
  const current = state.agenda?.current;
  if (!current || current.cancelled || current.outcome === null) return null;
  if (agendaDef(effectiveAgenda(current))?.election !== 'player') return null;
  const seat = Number(current.outcome);
  return Number.isInteger(seat) && state.players[seat] ? seat : null;
}

export const CONFUSING_LEGAL_TEXT: AbilityDef = {
  id: 'confusing-legal-text',
  name: 'Confusing Legal Text',
  source: { kind: 'action-card', card: 'confusing-legal-text' },
  window: 'when-elected',
  costs: [],
  eligible: (state, seat) => electedSeat(state) === seat,
  targetOptions: (state, seat) =>
    state.players
      .filter((p) => p.seat !== seat && !p.eliminated)
      .map((p) => ({ label: `${p.name} is elected instead`, targets: { player: p.seat } })),
  check: (state, seat, targets) => {
    if (electedSeat(state) !== seat)
      return fail('ability/not-eligible', '8.10a', 'Confusing Legal Text is played when you are the elected player.');
    const target = state.players[Number(targets.player)];
    if (!target || target.eliminated || target.seat === seat)
      return fail('ability/bad-target', '8.10a', 'Choose another player in the game.');
    return ok(undefined);
  },
  resolve: (ctx, seat, targets) => {
    const current = ctx.state.agenda?.current;
    const target = ctx.state.players[Number(targets.player)];
    if (!current || !target || target.eliminated || electedSeat(ctx.state) !== seat) return;
    current.outcome = String(target.seat);
    emit(ctx, { type: 'note', text: `Confusing Legal Text: ${target.name} is the elected player instead.` });
  },
};

export const CONFUSING_LEGAL_TEXT_CARD = defineContent({ abilities: [CONFUSING_LEGAL_TEXT] });
