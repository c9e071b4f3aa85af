// LRR 83 strategy cards and their sections (52 Leadership, 32 Diplomacy, 66 Politics, 24 Construction, 92 Trade,
// 99 Warfare, 91 Technology, 45 Imperial): initiative order and abilities as amended by LRR 2.0 (Prophecy of Kings).
import type { StrategyCardDef } from './types';

export const STRATEGY_CARDS = {
  leadership: {
    id: 'leadership',
    name: 'Leadership',
    initiative: 1,
    rule: '52',
    primary: 'Gain 3 command tokens. Then spend any amount of influence to gain 1 command token per 3 influence spent.',
    secondary:
      'Spend any amount of influence to gain 1 command token per 3 influence spent (no strategy token needed).',
    secondaryCostsStrategyToken: false,
  },
  diplomacy: {
    id: 'diplomacy',
    name: 'Diplomacy',
    initiative: 2,
    rule: '32',
    primary:
      'Choose a system, other than the Mecatol Rex system, that contains a planet you control; every other player places a command token from their reinforcements there. Then ready up to 2 of your exhausted planets.',
    secondary: 'Spend 1 strategy token to ready up to 2 of your exhausted planets.',
    secondaryCostsStrategyToken: true,
  },
  politics: {
    id: 'politics',
    name: 'Politics',
    initiative: 3,
    rule: '66',
    primary:
      'Give the speaker token to any player who does not have it (yourself included). Draw 2 action cards. Look at the top 2 agenda cards and put each on the top or bottom of the deck.',
    secondary: 'Spend 1 strategy token to draw 2 action cards.',
    secondaryCostsStrategyToken: true,
  },
  construction: {
    id: 'construction',
    name: 'Construction',
    initiative: 4,
    rule: '24',
    primary:
      'Place 1 PDS or 1 space dock on a planet you control. Then you may place 1 more PDS on a planet you control.',
    secondary:
      'Spend 1 strategy token and place it in any system; then place 1 PDS or 1 space dock on a planet you control in that system.',
    secondaryCostsStrategyToken: true,
  },
  trade: {
    id: 'trade',
    name: 'Trade',
    initiative: 5,
    rule: '92',
    primary:
      'Gain 3 trade goods. Replenish your commodities. Then choose any number of other players; they replenish their commodities without spending a strategy token.',
    secondary: 'Spend 1 strategy token to replenish your commodities.',
    secondaryCostsStrategyToken: true,
  },
  warfare: {
    id: 'warfare',
    name: 'Warfare',
    initiative: 6,
    rule: '99',
    primary:
      'Take 1 of your command tokens off the game board and add it to any pool on your command sheet. Then you may redistribute your command tokens.',
    secondary:
      'Spend 1 strategy token to use the PRODUCTION of 1 space dock in your home system (the token is not placed there).',
    secondaryCostsStrategyToken: true,
  },
  technology: {
    id: 'technology',
    name: 'Technology',
    initiative: 7,
    rule: '91',
    primary: 'Research 1 technology. Then you may research 1 more technology by spending 6 resources.',
    secondary: 'Spend 1 strategy token and 4 resources to research 1 technology.',
    secondaryCostsStrategyToken: true,
  },
  imperial: {
    id: 'imperial',
    name: 'Imperial',
    initiative: 8,
    rule: '45',
    primary:
      'Score 1 public objective whose requirements you meet. Then gain 1 victory point if you control Mecatol Rex; otherwise draw 1 secret objective.',
    secondary: 'Spend 1 strategy token to draw 1 secret objective.',
    secondaryCostsStrategyToken: true,
  },
} as const satisfies Record<string, StrategyCardDef>;

export type StrategyCardId = keyof typeof STRATEGY_CARDS;
/** In initiative order (LRR 48). */
export const STRATEGY_CARD_IDS = Object.keys(STRATEGY_CARDS) as StrategyCardId[];

export function isStrategyCardId(s: string): s is StrategyCardId {
  return Object.hasOwn(STRATEGY_CARDS, s);
}

export function strategyCard(id: string): StrategyCardDef | undefined {
  return isStrategyCardId(id) ? STRATEGY_CARDS[id] : undefined;
}
