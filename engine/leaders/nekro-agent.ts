// The Nekro agent, Nekro Malleon (LRR 51.3–51.4, 2 action cards, 20 command tokens): during the action phase, the
// Nekro may exhaust it to pick a player, who may then discard 1 action card or spend 1 command token from their
// command sheet to gain 2 trade goods. Not an action (22.1): offered beside the Nekro's action. Whom it may pick is
// judged from public facts: how many action cards and command tokens a player holds.
import { z } from 'zod';
import { seatSchema } from '../core/schemas';
import { fail, ok } from '../core/result';
import type { CommandPools, GameState, Seat } from '../core/state';
import { discardActionCards } from '../agenda/effects/cards';
import { gainTradeGoods } from '../exploration/types';
import { ACTION_CARDS, isActionCardId } from '../data/action-cards';
import { actionCardOf, type AbilityDef, type Targets } from '../kernel/abilities';
import { defineChoice, pushChoice } from '../kernel/choices';
import { defineContent } from '../kernel/content';
import { emit } from '../kernel/context';
import { popDecision } from '../kernel/stack';

const pickSchema = z.object({ player: seatSchema });
const payArgs = z.object({ seat: seatSchema });
const DECLINE = 'decline';
const POOLS = ['tactic', 'fleet', 'strategy'] as const satisfies readonly (keyof CommandPools)[];
const TRADE_GOODS = 2;

declare module '../kernel/choices' {
  interface ChoiceArgs {
    'leaders/nekro-agent-pay': z.infer<typeof payArgs>;
  }
}

/** Whether the player has anything to pay with: an action card (their count is public) or a token on their sheet. */
function canPay(state: GameState, seat: Seat): boolean {
  const p = state.players[seat];
  if (!p || p.eliminated) return false;
  return p.actionCards.length > 0 || POOLS.some((pool) => p.pools[pool] > 0);
}

/** One copy of each action card in the hand (copies of one card discard alike), named as the card. */
function cardsToDiscard(hand: readonly string[]): { copy: string; name: string }[] {
  const seen = new Set<string>();
  const out: { copy: string; name: string }[] = [];
  for (const copy of hand) {
    const id = actionCardOf(copy);
    if (seen.has(id)) continue;
    seen.add(id);
    out.push({ copy, name: isActionCardId(id) ? ACTION_CARDS[id].name : id });
  }
  return out;
}

function pickTargets(state: GameState): { label: string; targets: Targets }[] {
  return state.players
    .filter((p) => canPay(state, p.seat))
    .map((p) => ({ label: `${p.name} may pay for 2 trade goods`, targets: { player: p.seat } }));
}

/** Nekro Malleon — during the action phase: a player may discard 1 action card or spend 1 token for 2 trade goods. */
export const NEKRO_AGENT: AbilityDef = {
  id: 'nekroagent',
  name: 'Nekro Malleon',
  source: { kind: 'leader', leader: 'nekroagent', role: 'agent' },
  window: 'during-action-phase',
  costs: [{ kind: 'exhaust-source' }],
  eligible: (state) => state.phase === 'action',
  targetOptions: (state) => pickTargets(state),
  check: (state, _seat, targets) => {
    const t = pickSchema.safeParse(targets);
    if (!t.success) return fail('input/bad-targets', 'input', 'Choose the player who may pay for the trade goods.');
    return canPay(state, t.data.player)
      ? ok(undefined)
      : fail('ability/bad-target', '51.4', 'That player holds no action card and no command token on their sheet.');
  },
  resolve: (ctx, _seat, targets) => {
    const { player } = pickSchema.parse(targets);
    if (canPay(ctx.state, player))
      pushChoice(ctx, 'leaders/nekro-agent-pay', { args: { seat: player }, waitingOn: [player] });
  },
};

export const NEKRO_AGENT_CHOICE = defineChoice('leaders/nekro-agent-pay', payArgs, {
  rule: '51.4',
  options(state, decision, seat) {
    const p = state.players[seat];
    if (!p || seat !== decision.args.seat) return [];
    return [
      { option: DECLINE, label: 'Nekro Malleon: pay nothing and gain no trade goods' },
      ...cardsToDiscard(p.actionCards).map((c) => ({
        option: c.copy,
        label: `Nekro Malleon: discard ${c.name} for 2 trade goods`,
      })),
      ...POOLS.filter((pool) => p.pools[pool] > 0).map((pool) => ({
        option: pool,
        label: `Nekro Malleon: spend 1 command token from your ${pool} pool for 2 trade goods`,
      })),
    ];
  },
  resolve(ctx, decision, option) {
    const { seat } = decision.args;
    const p = ctx.state.players[seat];
    if (!p) return fail('input/unknown-seat', 'input', 'Unknown seat.');
    if (option === DECLINE) {
      popDecision(ctx.state, decision);
      return ok(undefined);
    }
    const pool = POOLS.find((x) => x === option);
    if (pool !== undefined) {
      if (p.pools[pool] === 0)
        return fail('ability/bad-target', '20.2', `You have no command token in your ${pool} pool to spend.`);
      popDecision(ctx.state, decision);
      p.pools[pool] -= 1;
      emit(ctx, { type: 'tokens-changed', seat, ...p.pools });
    } else {
      if (!p.actionCards.includes(option))
        return fail('ability/bad-target', '51.4', 'Discard an action card from your hand, or spend a command token.');
      popDecision(ctx.state, decision);
      discardActionCards(ctx, seat, [option]);
    }
    gainTradeGoods(ctx, seat, TRADE_GOODS);
    return ok(undefined);
  },
  default: () => DECLINE,
  offersOnlyLegal: true,
});

export const NEKRO_AGENT_LEADERS = defineContent({ abilities: [NEKRO_AGENT], choices: [NEKRO_AGENT_CHOICE] });
