// The Council Keleres' agent, Xander Alexin Victori III (LRR 51.1–51.4 agents, 21.7 commodities, 93 trade goods):
// at any time, exhaust it to let any one player, its owner included, spend their commodities as if they were trade
// goods. Used beside whatever the game waits on (engine/abilities/any-time.ts).
//
// What we decided, and why:
// - The card gives no duration; one use covers that player's next spending of trade goods — any payment, or a cost
//   of trade goods (Bribery, the Hacan flagship and commander, the Saar mech) — which spends their commodities first
//   (engine/economy/trade-goods.ts). Unused, it lapses as the
//   next round begins (the marks in `abilityUses` are cleared then).
// - Only spending counts: commodities still cannot be given as trade goods in a transaction (they are given as
//   commodities, 21.5), nor do they count where a rule asks how many trade goods a player has.
// - A player already allowed is not offered again (the second use would add nothing).
import { fail, ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { commoditiesAsTradeGoodsMark, spendsCommoditiesAsTradeGoods } from '../economy/trade-goods';
import type { AbilityDef } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { emit } from '../kernel/context';

export const XANDER = 'keleresagent';

const targetsOf = (state: GameState): Seat[] =>
  state.players.filter((p) => !p.eliminated && !spendsCommoditiesAsTradeGoods(state, p.seat)).map((p) => p.seat);

/** Xander Alexin Victori III — at any time: exhaust; a player spends commodities as trade goods. */
export const XANDER_ABILITY: AbilityDef = {
  id: XANDER,
  name: 'Xander Alexin Victori III',
  source: { kind: 'leader', leader: XANDER, role: 'agent' },
  window: 'any-time',
  costs: [{ kind: 'exhaust-source' }],
  eligible: () => true,
  targetOptions: (state, seat) =>
    targetsOf(state).map((target) => ({
      label:
        target === seat
          ? 'you may spend your commodities as trade goods in your next spending'
          : `${state.players[target]!.name} may spend their commodities as trade goods in their next spending`,
      targets: { seat: target },
    })),
  check: (state, _seat, targets) =>
    typeof targets.seat === 'number' && targetsOf(state).includes(targets.seat)
      ? ok(undefined)
      : fail('ability/bad-target', '51.4', 'Choose a player in the game not already allowed to spend commodities.'),
  resolve: (ctx, _seat, targets) => {
    const target = Number(targets.seat);
    if (!targetsOf(ctx.state).includes(target)) return;
    ctx.state.abilityUses.push(commoditiesAsTradeGoodsMark(target));
    emit(ctx, {
      type: 'note',
      text: `Xander Alexin Victori III: ${ctx.state.players[target]!.name} may spend commodities as trade goods in their next spending.`,
    });
  },
};

export const KELERES_AGENT_LEADERS = defineContent({ abilities: [XANDER_ABILITY] });
