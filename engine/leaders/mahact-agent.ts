// The Mahact agent, Jae Mir Kan (LRR 51.3–51.4 agents, 20.5 a secondary ability costs a strategy-pool token, 83
// strategic actions): when its user would spend a command token on the secondary ability of another player's
// strategic action, they may exhaust it and spend one of the active player's command tokens from the board instead.
// It is used with the follow-secondary command itself (`jaeMirKan: true`): the strategy-card module spends a token
// from elsewhere (engine/phases/cards/common.ts, boardTokenKey); once it did, the agent is exhausted and its user
// picks the system whose token of the active player is taken (after the secondary, as the card's own follow-ups are:
// nobody's answer meanwhile touches the active player's tokens); the token goes back to its owner's reinforcements.
import { z } from 'zod';
import type { StrategicSecondaryDecision } from '../core/frames';
import { fail, ok, type Result } from '../core/result';
import { seatSchema } from '../core/schemas';
import type { GameState, Seat } from '../core/state';
import { STRATEGY_CARDS } from '../data/strategy-cards';
import { defineChoice } from '../kernel/choices';
import { defineContent } from '../kernel/content';
import { emit, scratchCopy, type FlowCtx } from '../kernel/context';
import { mayUseLeader, payLeader } from '../kernel/leader-sheet';
import type { Option } from '../kernel/options';
import { popDecision } from '../kernel/stack';
import { boardTokenKey, pushFollowUpChoice, type CardChoice } from '../phases/cards/common';
import { STRATEGY_CARD_EFFECTS } from '../phases/strategy-card-effects';
import { systemLabel } from '../tactical/labels';

export const JAE_MIR_KAN = 'mahactagent';
const CHOICE = 'mahact/jae-mir-kan';

const tokenArgs = z.object({ seat: seatSchema, active: seatSchema });

declare module '../kernel/choices' {
  interface ChoiceArgs {
    [CHOICE]: z.infer<typeof tokenArgs>;
  }
}

const nameOf = (state: GameState, seat: Seat): string => state.players[seat]?.name ?? `Seat ${seat}`;

/** The systems holding one of the player's command tokens. */
const tokenSystems = (state: GameState, owner: Seat): string[] =>
  Object.entries(state.board.systems)
    .filter(([, sys]) => sys.commandTokens.includes(owner))
    .map(([key]) => key)
    .sort();

/** Before the secondary is checked: its token will be one of the active player's from the board. */
export function useJaeMirKan(state: GameState, seat: Seat, decision: StrategicSecondaryDecision): Result<void> {
  if (!mayUseLeader(state, seat, JAE_MIR_KAN, 'agent'))
    return fail('ability/not-held', '51.4', 'You have no ready Jae Mir Kan to exhaust.');
  // Leadership's secondary spends influence for tokens, never a token (83, 52.3).
  if (decision.card === 'leadership' || decision.activeSeat === seat)
    return fail('ability/not-now', '20.5', "Jae Mir Kan pays a token for another player's secondary ability.");
  if (tokenSystems(state, decision.activeSeat).length === 0)
    return fail('ability/bad-target', '51.4', 'The active player has no command token on the board.');
  state.abilityUses.push(boardTokenKey(seat));
  return ok(undefined);
}

/** Takes the active player's token from `system` back to their reinforcements. */
function takeToken(ctx: FlowCtx, seat: Seat, active: Seat, system: string): void {
  const sys = ctx.state.board.systems[system];
  const at = sys?.commandTokens.indexOf(active) ?? -1;
  if (!sys || at < 0) return;
  sys.commandTokens.splice(at, 1);
  emit(ctx, { type: 'command-tokens-returned', seat: active, systems: [system] });
  emit(ctx, {
    type: 'note',
    text: `Jae Mir Kan: ${nameOf(ctx.state, seat)} spends ${nameOf(ctx.state, active)}'s command token from ${systemLabel(ctx.state, system)}.`,
  });
}

/** After the secondary resolved: if the token was spent, the agent exhausts and the active player's token is taken. */
export function finishJaeMirKan(ctx: FlowCtx, seat: Seat, decision: StrategicSecondaryDecision): void {
  const left = ctx.state.abilityUses.indexOf(boardTokenKey(seat));
  if (left >= 0) {
    ctx.state.abilityUses.splice(left, 1); // nothing was spent: the agent stays ready
    return;
  }
  payLeader(ctx.state, seat, JAE_MIR_KAN, 'agent', 'exhausted');
  emit(ctx, { type: 'ability-used', seat, ability: JAE_MIR_KAN, window: 'when-spending-token-for-secondary' });
  const active = decision.activeSeat;
  const systems = tokenSystems(ctx.state, active);
  if (systems.length === 1) takeToken(ctx, seat, active, systems[0]!);
  else if (systems.length > 1) pushFollowUpChoice(ctx, CHOICE, { args: { seat, active }, waitingOn: [seat] });
}

/** The secondary's choices once more, each paid with one of the active player's tokens from the board. */
export function jaeMirKanOptions(
  state: GameState,
  decision: StrategicSecondaryDecision,
  seat: Seat,
  choices: readonly CardChoice[],
): Option[] {
  const effect = STRATEGY_CARD_EFFECTS[decision.card];
  const name = STRATEGY_CARDS[decision.card as keyof typeof STRATEGY_CARDS]?.name ?? decision.card;
  // Most seats hold no ready Jae Mir Kan: useJaeMirKan refuses them first, so no scratch copy is made for them.
  if (!mayUseLeader(state, seat, JAE_MIR_KAN, 'agent')) return [];
  // The same check answerSecondary makes, on a scratch copy that holds the mark.
  const marked = scratchCopy(state);
  if (!effect || !useJaeMirKan(marked, seat, decision).ok) return [];
  return choices
    .filter((c) => effect.checkSecondary(marked, seat, c.choices).ok)
    .map((c) => ({
      command: { type: 'follow-secondary', choices: c.choices, jaeMirKan: true },
      label: `${name} secondary: ${c.label}, exhausting Jae Mir Kan to spend a token of ${nameOf(state, decision.activeSeat)}'s from the board`,
      group: 'Secondary ability',
      checked: true,
    }));
}

export const JAE_MIR_KAN_CHOICE = defineChoice(CHOICE, tokenArgs, {
  rule: '51.4',
  options: (state, d) =>
    tokenSystems(state, d.args.active).map((system) => ({
      option: system,
      label: `Jae Mir Kan: take ${nameOf(state, d.args.active)}'s command token from ${systemLabel(state, system)}`,
    })),
  resolve: (ctx, decision, option) => {
    popDecision(ctx.state, decision);
    takeToken(ctx, decision.args.seat, decision.args.active, option);
    return ok(undefined);
  },
  default: (state, d) => tokenSystems(state, d.args.active)[0],
  offersOnlyLegal: true,
});

export const MAHACT_AGENT = defineContent({ choices: [JAE_MIR_KAN_CHOICE] });
