// The Mahact agent, Jae Mir Kan (LRR 51.3–51.4 agents, 20.5 a secondary ability costs a strategy-pool token, 83
// strategic actions): when its user would spend a command token on the secondary ability of another player's
// strategic action, they may exhaust it and spend one of the active player's command tokens from the board instead.
// It is used with the follow-secondary command itself (`jaeMirKan: <system>`): the strategy-card module spends the
// token it is told of (engine/phases/cards/common.ts, boardTokenKey); the token goes back to its owner's
// reinforcements, and the agent is exhausted once a token was spent that way.
import type { StrategicSecondaryDecision } from '../core/frames';
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { STRATEGY_CARDS } from '../data/strategy-cards';
import { emit, scratchCopy, type FlowCtx } from '../kernel/context';
import type { Option } from '../kernel/options';
import { mayUseLeader, payLeader } from '../kernel/leader-sheet';
import { boardTokenKey, type CardChoice } from '../phases/cards/common';
import { STRATEGY_CARD_EFFECTS } from '../phases/strategy-card-effects';
import { systemLabel } from '../tactical/labels';

export const JAE_MIR_KAN = 'mahactagent';

/** The systems holding one of the active player's command tokens, for the seat answering their secondary. */
export function jaeMirKanSystems(state: GameState, seat: Seat, decision: StrategicSecondaryDecision): string[] {
  const active = decision.activeSeat;
  // Leadership's secondary spends influence for tokens, never a token (83, 52.3).
  if (active === seat || decision.card === 'leadership' || !mayUseLeader(state, seat, JAE_MIR_KAN, 'agent')) return [];
  return Object.entries(state.board.systems)
    .filter(([, sys]) => sys.commandTokens.includes(active))
    .map(([key]) => key)
    .sort();
}

/** Before the secondary is checked: its token will be the active player's, from `system`. */
export function useJaeMirKan(
  state: GameState,
  seat: Seat,
  decision: StrategicSecondaryDecision,
  system: string,
): Result<void> {
  if (!mayUseLeader(state, seat, JAE_MIR_KAN, 'agent'))
    return fail('ability/not-held', '51.4', 'You have no ready Jae Mir Kan to exhaust.');
  if (decision.card === 'leadership')
    return fail('ability/not-now', '20.5', "Leadership's secondary ability spends no command token.");
  if (!jaeMirKanSystems(state, seat, decision).includes(system))
    return fail('ability/bad-target', '51.4', "That system holds none of the active player's command tokens.");
  state.abilityUses.push(boardTokenKey(seat, decision.activeSeat, system));
  return ok(undefined);
}

/** After the secondary resolved: the agent is exhausted if the token was spent; an unused mark is dropped. */
export function finishJaeMirKan(ctx: FlowCtx, seat: Seat, decision: StrategicSecondaryDecision, system: string): void {
  const key = boardTokenKey(seat, decision.activeSeat, system);
  const left = ctx.state.abilityUses.indexOf(key);
  if (left >= 0) {
    ctx.state.abilityUses.splice(left, 1);
    return;
  }
  payLeader(ctx.state, seat, JAE_MIR_KAN, 'agent', 'exhausted');
  emit(ctx, { type: 'ability-used', seat, ability: JAE_MIR_KAN, window: 'when-spending-token-for-secondary' });
  const name = (s: Seat) => ctx.state.players[s]?.name ?? `Seat ${s}`;
  emit(ctx, {
    type: 'note',
    text: `Jae Mir Kan: ${name(seat)} spends ${name(decision.activeSeat)}'s command token from ${systemLabel(ctx.state, system)} instead of one of their own.`,
  });
}

/** The secondary's choices once more, each paid with the active player's token from one of their systems. */
export function jaeMirKanOptions(
  state: GameState,
  decision: StrategicSecondaryDecision,
  seat: Seat,
  choices: readonly CardChoice[],
): Option[] {
  const effect = STRATEGY_CARD_EFFECTS[decision.card];
  const name = STRATEGY_CARDS[decision.card as keyof typeof STRATEGY_CARDS]?.name ?? decision.card;
  const out: Option[] = [];
  if (!effect) return out;
  for (const system of jaeMirKanSystems(state, seat, decision)) {
    // The same check answerSecondary makes, on a scratch copy that holds the mark.
    const marked = scratchCopy(state);
    if (!useJaeMirKan(marked, seat, decision, system).ok) continue;
    for (const c of choices)
      if (effect.checkSecondary(marked, seat, c.choices).ok)
        out.push({
          command: { type: 'follow-secondary', choices: c.choices, jaeMirKan: system },
          label: `${name} secondary: ${c.label}, exhausting Jae Mir Kan to spend the active player's token from ${systemLabel(state, system)}`,
          group: 'Secondary ability',
          checked: true,
        });
  }
  return out;
}
