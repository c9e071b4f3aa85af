// Plays the engine's own combat flow many times (each run with its own seed, every decision answered with the
// engine's default), to check the exact odds against the real thing. Deterministic: same seeds, same figures.
import { passWindow } from '../abilities/window-flow';
import type { Decision } from '../core/frames';
import { seedRng } from '../core/rng';
import type { GameState, Seat } from '../core/state';
import { advance } from '../flow/apply';
import { choiceDefault, choose } from '../flow/choices';
import { flowCtx, type CommandCtx, type FlowCtx } from '../kernel/context';
import { pushStepCall, type StepCall } from '../kernel/steps';
import { answerAssignHits, defaultAssignHits } from '../combat/hits';
import { combatants, groundCombatResult, spaceCombatResult, type CombatKind } from '../combat/combat-record';

/** A step to start from (its name and arguments). */
export type FlowStep = StepCall;

function answerDefault(ctx: FlowCtx, d: Decision): void {
  const seat = d.waitingOn[0];
  if (seat === undefined) throw new Error('decision waits on nobody');
  const cctx: CommandCtx = { ...ctx, seat };
  let r;
  if (d.kind === 'assign-hits') {
    const a = defaultAssignHits(ctx.state, d, seat);
    if (!a) throw new Error('no default assignment');
    r = answerAssignHits(cctx, d, a);
  } else if (d.kind === 'choice') {
    const option = choiceDefault(ctx.state, d, seat);
    if (option === undefined) throw new Error(`no default for ${d.choice}`);
    r = choose(cctx, d, option);
  } else if (d.kind === 'window') {
    r = passWindow(cctx, d);
  } else {
    throw new Error(`unexpected decision ${d.kind}`);
  }
  if (!r.ok) throw new Error(r.error.message);
}

/** Runs the steps on `state` (mutated) until nothing waits, answering decisions with their defaults. */
export function playOut(state: GameState, steps: readonly FlowStep[]): void {
  const ctx = flowCtx(state, { at: 0 });
  for (const s of [...steps].reverse()) pushStepCall(state, s);
  advance(ctx);
  for (let guard = 0; guard < 100_000; guard++) {
    const top = state.stack.at(-1);
    if (!top || top.frame !== 'decision') return;
    answerDefault(ctx, top);
    advance(ctx);
  }
  throw new Error('playOut did not finish');
}

export interface MonteCarloResult {
  readonly runs: number;
  readonly attackerWins: number;
  readonly defenderWins: number;
  readonly draw: number;
}

/**
 * Who won: the combat's own result (78.10 / 42.4c, decided before 16.3c capacity removals), or — when no combat
 * took place (space cannon left one side without units) — who has units left in the area.
 */
export function outcomeOf(
  state: GameState,
  where: { combat: CombatKind; system: string; planet: string | null },
  attacker: Seat,
  defender: Seat,
): 'attacker' | 'defender' | 'draw' | 'both' {
  const result = where.combat === 'space' ? spaceCombatResult(state) : groundCombatResult(state, where.planet ?? '');
  if (result) return result.winner === attacker ? 'attacker' : result.winner === defender ? 'defender' : 'draw';
  const c = { ...where, attacker, defender, round: 0, retreat: null, sustained: {}, rolls: {}, hits: {} };
  const a = combatants(state, c, attacker) > 0;
  const d = combatants(state, c, defender) > 0;
  return a && d ? 'both' : a ? 'attacker' : d ? 'defender' : 'draw';
}

export function monteCarlo(
  base: GameState,
  steps: readonly FlowStep[],
  runs: number,
  where: { combat: CombatKind; system: string; planet: string | null },
  attacker: Seat,
  defender: Seat,
): MonteCarloResult {
  let a = 0;
  let d = 0;
  let draw = 0;
  for (let i = 0; i < runs; i++) {
    const state = structuredClone(base);
    state.rng = seedRng(`monte-carlo-${i}`);
    playOut(state, steps);
    const o = outcomeOf(state, where, attacker, defender);
    if (o === 'attacker') a++;
    else if (o === 'defender') d++;
    else if (o === 'draw') draw++;
    else throw new Error('combat left both sides standing');
  }
  return { runs, attackerWins: a / runs, defenderWins: d / runs, draw: draw / runs };
}
