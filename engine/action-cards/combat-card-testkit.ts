// Test kit for the space combat action cards (LRR 2, 78): the combat kit's three players holding strategy cards, and
// helpers that pass windows and prove a refusal changes nothing.
import { expect } from 'vitest';
import type { Command } from '../core/commands';
import type { GameState, Seat } from '../core/state';
import { apply } from '../flow/apply';
import { answer, combatGame, decisionOf, type Run } from '../testing/combat-scenario';

/** The engine's refusal of a command, and proof that the state is unchanged. */
export function refused(run: Run, seat: Seat, command: Command) {
  const before = structuredClone(run.state);
  const r = apply(run.state, seat, command, { at: 0 });
  if (r.ok) throw new Error(`expected ${command.type} by ${seat} to be refused`);
  expect(run.state).toEqual(before);
  return r.error;
}

/** Passes every open timing window but `stop` until another kind of decision waits (or nothing does). */
export function passWindows(run: Run, stop?: string): Run {
  let r = run;
  for (let d = decisionOf(r.state); d?.kind === 'window' && d.window !== stop; d = decisionOf(r.state))
    r = answer(r, d.waitingOn[0]!, { type: 'pass-window' });
  return r;
}

/** The combat kit's three players, each holding a strategy card so windows have an order to ask in (1.19). */
export function cardGame(): GameState {
  const s = combatGame();
  s.players.forEach((p, i) => (p.strategyCards = [['leadership', 'diplomacy', 'politics'][i]!]));
  return s;
}

export const use = (ability: string, targets: Record<string, unknown> = {}): Command => ({
  type: 'use-ability',
  ability,
  targets,
});
