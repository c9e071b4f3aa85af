// Manipulate Investments (LRR 2 action cards, 82.3 trade goods on strategy cards): at the start of the strategy phase.
import { fail, ok, type Result } from '../core/result';
import type { GameState } from '../core/state';
import { STRATEGY_CARD_IDS } from '../data/strategy-cards';
import type { AbilityDef } from '../kernel/abilities';
import { defineContent } from '../kernel/content';

const TOTAL = 5;
const AT_LEAST_CARDS = 3;

function checkSpread(state: GameState, targets: Readonly<Record<string, unknown>>): Result<Record<string, number>> {
  const spread: Record<string, number> = {};
  for (const [card, n] of Object.entries(targets)) {
    if (!state.strategyCards[card] || typeof n !== 'number' || !Number.isInteger(n) || n < 0)
      return fail('ability/bad-target', '2.6a', 'Put whole trade goods on strategy cards only.');
    if (n > 0) spread[card] = n;
  }
  const total = Object.values(spread).reduce((a, b) => a + b, 0);
  if (total !== TOTAL) return fail('ability/bad-target', '2.6a', `Put exactly ${TOTAL} trade goods.`);
  if (Object.keys(spread).length < AT_LEAST_CARDS)
    return fail('ability/bad-target', '2.6a', `Use at least ${AT_LEAST_CARDS} different strategy cards.`);
  return ok(spread);
}

/** Every way to put 1 trade good on each of 5 strategy cards (the bot's choices; any legal spread is accepted). */
function oneEach(state: GameState): Record<string, number>[] {
  const cards = STRATEGY_CARD_IDS.filter((id) => state.strategyCards[id]);
  const out: Record<string, number>[] = [];
  const walk = (from: number, picked: string[]) => {
    if (picked.length === TOTAL) {
      out.push(Object.fromEntries(picked.map((c) => [c, 1])));
      return;
    }
    for (let i = from; i < cards.length; i++) walk(i + 1, [...picked, cards[i]!]);
  };
  walk(0, []);
  return out;
}

/** Start of the strategy phase: spread 5 trade goods from the supply over at least 3 strategy cards. */
export const MANIPULATE_INVESTMENTS: AbilityDef = {
  id: 'manipulate-investments',
  name: 'Manipulate Investments',
  source: { kind: 'action-card', card: 'manipulate-investments' },
  window: 'start-of-strategy-phase',
  costs: [],
  eligible: () => true,
  targetOptions: (state) =>
    oneEach(state).map((t) => ({ label: `1 trade good each on ${Object.keys(t).join(', ')}`, targets: t })),
  check: (state, _seat, targets) => {
    const r = checkSpread(state, targets);
    return r.ok ? ok(undefined) : r;
  },
  resolve: (ctx, _seat, targets) => {
    const r = checkSpread(ctx.state, targets);
    if (!r.ok) return;
    for (const [card, n] of Object.entries(r.value)) ctx.state.strategyCards[card]!.tradeGoods += n;
  },
};

export const MANIPULATE_INVESTMENTS_CARD = defineContent({ abilities: [MANIPULATE_INVESTMENTS] });
