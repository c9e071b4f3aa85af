// LRR 45 Imperial: score one public objective whose requirement you fulfil (45.2), then gain 1 victory point if you
// control Mecatol Rex, or else draw 1 secret objective. Secondary (45.3): spend a strategy token to draw 1 secret
// objective. 45.4/61.21: a player with more than three secret objectives, scored ones included, returns an unscored
// one to the deck, which is then shuffled. 98.7: victory is checked as soon as points are gained.
import { z } from 'zod';
import { ok, type Result } from '../../core/result';
import type { GameState, Seat } from '../../core/state';
import { emit, type CommandCtx, type FlowCtx } from '../../kernel/context';
import { MECATOL_REX_PLANET } from '../../objectives/board-queries';
import { NOTHING_PAID, parseObjectivePayment } from '../../objectives/costs';
import {
  RETURN_SECRET_CHOICE,
  checkScore,
  drawSecretObjective,
  scorableObjectives,
  scoreObjective,
} from '../../objectives/scoring';
import { checkVictory } from '../victory';
import type { StrategyCardEffect } from './common';
import {
  checkStrategyToken,
  parseChoices,
  pushFollowUpChoice,
  spendStrategyToken,
  type CardChoice,
  type Choices,
} from './common';

const primarySchema = z.object({
  objective: z.string().min(1).max(64).nullable().default(null),
  payment: z.record(z.string().max(32), z.unknown()).optional(),
});

function checkPrimary(
  state: GameState,
  seat: Seat,
  choices: Choices,
): Result<{ objective: string | null; payment: typeof NOTHING_PAID }> {
  const parsed = parseChoices(primarySchema, choices, 'which public objective to score, if any');
  if (!parsed.ok) return parsed;
  const payment = parseObjectivePayment(parsed.value.payment);
  if (!payment.ok) return payment;
  if (parsed.value.objective !== null) {
    const checked = checkScore(state, seat, parsed.value.objective, payment.value, 'imperial');
    if (!checked.ok) return checked;
  }
  return ok({ objective: parsed.value.objective, payment: payment.value });
}

export const controlsMecatolRex = (state: GameState, seat: Seat): boolean =>
  Object.values(state.board.systems).some((s) => s.planets[MECATOL_REX_PLANET]?.owner === seat);

/** The follow-up for 45.4 goes after the secondary decision when a secondary drew the card. */
const drawSecret = (ctx: FlowCtx, seat: Seat) =>
  drawSecretObjective(ctx, seat, (c, s) => pushFollowUpChoice(c, RETURN_SECRET_CHOICE, { args: {}, waitingOn: [s] }));

export const IMPERIAL: StrategyCardEffect = {
  checkPrimary: (state, seat, choices) => {
    const r = checkPrimary(state, seat, choices);
    return r.ok ? ok(undefined) : r;
  },
  resolvePrimary: (ctx: CommandCtx, choices) => {
    const checked = checkPrimary(ctx.state, ctx.seat, choices);
    if (!checked.ok) throw new Error('Imperial resolved without a successful check');
    const { objective, payment } = checked.value;
    if (objective !== null) {
      scoreObjective(ctx, ctx.seat, { objective, payment });
      if (checkVictory(ctx)) return;
    }
    if (controlsMecatolRex(ctx.state, ctx.seat)) {
      ctx.state.players[ctx.seat]!.otherPoints.push({ source: 'imperial', points: 1 });
      emit(ctx, { type: 'victory-point-gained', seat: ctx.seat, source: 'imperial', points: 1 });
      checkVictory(ctx);
    } else {
      drawSecret(ctx, ctx.seat);
    }
  },
  primaryChoices: (state, seat) => {
    const then = controlsMecatolRex(state, seat) ? 'gain 1 victory point for Mecatol Rex' : 'draw a secret objective';
    const out: CardChoice[] = scorableObjectives(state, seat, 'imperial', 'public').map((s) => ({
      label: `score ${s.label}, then ${then}`,
      choices: { objective: s.objective, payment: { ...s.payment } },
    }));
    out.push({ label: `score no objective; ${then}`, choices: { objective: null } });
    return out;
  },
  checkSecondary: (state, seat) => checkStrategyToken(state, seat),
  resolveSecondary: (ctx) => {
    spendStrategyToken(ctx, ctx.seat);
    drawSecret(ctx, ctx.seat);
  },
  secondaryChoices: () => [{ label: 'draw a secret objective', choices: {} }],
};
