// Shared facts for the action cards played after a system is activated or ships moved (LRR 5 active system, 89
// tactical action, 58 movement): whose activation it was, which system, and what a card leaves in the tactical
// action's notes for the effects that last until the action ends (engine/action-cards/tactical-effects.ts).
import { z } from 'zod';
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import type { Subject } from '../kernel/abilities';

const activationSchema = z.object({ seat: z.number().int(), system: z.string() });

/** The window's subject as the activation windows give it: the active player and the active system. */
export function activation(subject: Subject): { readonly seat: Seat; readonly system: string } | null {
  const s = activationSchema.safeParse(subject);
  return s.success ? s.data : null;
}

/** "After you activate a system": the seat is the active player of this window's activation. */
export const activatedByYou = (subject: Subject, seat: Seat): boolean => activation(subject)?.seat === seat;

/** "After another player activates a system". */
export const activatedByAnother = (subject: Subject, seat: Seat): boolean => {
  const a = activation(subject);
  return a !== null && a.seat !== seat;
};

/**
 * The active system of the window's activation while that tactical action is still under way (a card whose effect
 * lasts "during this tactical action" is pointless, and refused, once the action is over).
 */
export function activeSystemOf(state: GameState, subject: Subject): string | null {
  const a = activation(subject);
  return a && state.tactical?.system === a.system && state.activeSeat === a.seat ? a.system : null;
}

/** What the cards of this group leave in `state.tactical.notes` until the tactical action ends (5.4). */
export interface CardEffectsNote {
  /** In the Silence of Space: the seat's ships starting in these systems may move through other players' ships. */
  silence?: { seat: Seat; system: string }[];
  /** Lost Star Chart: alpha and beta wormholes are adjacent to each other. */
  lostStarChart?: boolean;
  /** Nav Suite: the seat's movement step ignores anomalies. */
  navSuite?: Seat[];
  /** Solar Flare: other players cannot use Space Cannon against the seat's ships during this movement. */
  solarFlare?: Seat[];
}

const NOTE = 'activation-cards';

export const cardEffects = (state: GameState): CardEffectsNote =>
  (state.tactical?.notes[NOTE] as CardEffectsNote | undefined) ?? {};

/** Records a lasting effect on the tactical action under way (no action, nothing recorded). */
export function addCardEffect(state: GameState, change: (note: CardEffectsNote) => void): void {
  if (!state.tactical) return;
  const note: CardEffectsNote = { ...cardEffects(state) };
  change(note);
  state.tactical.notes[NOTE] = note;
}

/** "After you activate a system" while that tactical action is under way: the card's own window check. */
export const checkActivatedByYou = (state: GameState, seat: Seat, subject: Subject, name: string): Result<string> => {
  const system = activeSystemOf(state, subject);
  return system !== null && activatedByYou(subject, seat)
    ? ok(system)
    : fail('ability/bad-target', '2.6a', `${name} is played after you activate a system.`);
};
