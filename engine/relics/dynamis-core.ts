// Dynamis Core (LRR 73 relics, 70 purge, 22 component actions): Action — purge the card to gain trade goods equal to
// the printed commodity value of your faction plus 2. Its commodity bonus is in dynamis-core.effects.ts.
import { ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { FACTIONS } from '../data/factions';
import type { AbilityDef } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { gainTradeGoods } from '../phases/cards/common';

/** The commodity value printed on the seat's faction sheet (without the card's own +2). */
const printedCommodities = (state: GameState, seat: Seat): number =>
  (FACTIONS as Record<string, { commodities: number } | undefined>)[state.players[seat]?.faction ?? '']?.commodities ??
  0;

export const DYNAMIS_CORE: AbilityDef = {
  id: 'dynamis-core',
  name: 'Dynamis Core',
  source: { kind: 'relic', relic: 'dynamis-core' },
  window: 'action',
  costs: [{ kind: 'purge-source' }],
  eligible: () => true,
  targetOptions: (state, seat) => [
    { label: `purge it for ${printedCommodities(state, seat) + 2} trade goods`, targets: {} },
  ],
  check: () => ok(undefined),
  resolve: (ctx, seat) => gainTradeGoods(ctx, seat, printedCommodities(ctx.state, seat) + 2),
};

export const DYNAMIS_CORE_CARD = defineContent({ abilities: [DYNAMIS_CORE] });
