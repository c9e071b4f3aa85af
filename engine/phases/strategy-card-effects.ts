// LRR 82–83: the primary and secondary abilities of the eight strategy cards, one module each in ./cards. A card's
// choices travel inside the 'strategic-action' / 'follow-secondary' command as a record; follow-up decisions (which
// token, how to arrange the agenda deck, which secret objective to return) are choice decisions.
import { CONSTRUCTION } from './cards/construction';
import { DIPLOMACY } from './cards/diplomacy';
import { IMPERIAL } from './cards/imperial';
import { LEADERSHIP } from './cards/leadership';
import { POLITICS } from './cards/politics';
import { TECHNOLOGY } from './cards/technology';
import { TRADE } from './cards/trade';
import { WARFARE } from './cards/warfare';
import type { StrategyCardId } from '../data/strategy-cards';
import type { Choices, StrategyCardEffect } from './cards/common';

export type { Choices, StrategyCardEffect };

export const STRATEGY_CARD_EFFECTS: Record<string, StrategyCardEffect | undefined> = {
  leadership: LEADERSHIP,
  diplomacy: DIPLOMACY,
  politics: POLITICS,
  construction: CONSTRUCTION,
  trade: TRADE,
  warfare: WARFARE,
  technology: TECHNOLOGY,
  imperial: IMPERIAL,
} satisfies Record<StrategyCardId, StrategyCardEffect>;
