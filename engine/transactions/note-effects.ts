// LRR 69 promissory notes: the rules the generic notes change while they are in force, as answers to effects hooks
// (engine/effects/hooks.ts) — Ceasefire (no units moved into the active system) and Political Secret (no action cards
// or chosen faction abilities until the agenda is resolved). Playing the notes: generic-notes.ts.
import { fail } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { CANNOT_MOVE_INTO_ACTIVE_SYSTEM, CANNOT_USE_ABILITY } from '../effects/hooks';
import { defineProvider, type EffectProvider } from '../kernel/effects';

/** What Ceasefire leaves in the tactical action's notes: the owner (the active player) cannot move units in. */
export interface CeasefireNote {
  readonly owner: Seat;
  readonly by: Seat;
}

/** Ceasefire: whether the seat is barred from moving units into the active system during this tactical action. */
export function ceasefireForbidsMovement(state: GameState, seat: Seat): boolean {
  const note = state.tactical?.notes.ceasefire as CeasefireNote | undefined;
  return note?.owner === seat;
}

/** The agenda under way, as Political Secret's silence is scoped to it (the same key as 94.6's transactions). */
export const agendaScopeKey = (state: GameState): string | null =>
  state.phase === 'agenda' && state.agenda?.current ? `agenda:${state.round}:${state.agenda.number}` : null;

/** Political Secret: whether the seat may not play action cards or choose to use faction abilities right now. */
export function silencedByPoliticalSecret(state: GameState, seat: Seat): boolean {
  const scope = agendaScopeKey(state);
  return scope !== null && (state.transactions?.silenced ?? []).some((s) => s.owner === seat && s.scope === scope);
}

export const NOTE_EFFECTS: readonly EffectProvider[] = [
  defineProvider('note:cf', [
    CANNOT_MOVE_INTO_ACTIVE_SYSTEM.answer(({ state, seat }) =>
      ceasefireForbidsMovement(state, seat)
        ? fail(
            'movement/ceasefire',
            '69',
            'A Ceasefire was played on you: you cannot move units into the active system during this action.',
          ).error
        : null,
    ),
  ]),
  defineProvider('note:ps', [
    CANNOT_USE_ABILITY.answer(({ state, seat, source }) =>
      (source.kind === 'action-card' || source.kind === 'faction') && silencedByPoliticalSecret(state, seat)
        ? fail(
            'ability/political-secret',
            '69',
            'A Political Secret was played on you: no action cards or faction abilities until this agenda is resolved.',
          ).error
        : null,
    ),
  ]),
];
