// LRR 82–83: the primary and secondary abilities of the eight strategy cards, one module each in ./cards. A card's
// choices travel inside the 'strategic-action' / 'follow-secondary' command as a record; follow-up decisions (which
// token, how to arrange the agenda deck, which secret objective to return) are choice decisions.
import type { Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import type { CommandCtx } from '../flow/context';
import { CONSTRUCTION } from './cards/construction';
import { DIPLOMACY } from './cards/diplomacy';
import { IMPERIAL } from './cards/imperial';
import { LEADERSHIP } from './cards/leadership';
import { POLITICS } from './cards/politics';
import { TECHNOLOGY } from './cards/technology';
import { TRADE } from './cards/trade';
import { WARFARE } from './cards/warfare';
import type { StrategyCardId } from '../data/strategy-cards';
import type { Choices } from './cards/common';

export type { Choices };

export interface StrategyCardEffect {
  checkPrimary(state: GameState, seat: Seat, choices: Choices): Result<void>;
  resolvePrimary(ctx: CommandCtx, choices: Choices): void;
  /** Legal choice sets for options(); each becomes one button. */
  primaryChoices(state: GameState, seat: Seat): { label: string; choices: Choices }[];
  /** Includes the strategy-pool token the secondary costs (20.5), except for Leadership (20.5a). */
  checkSecondary(state: GameState, seat: Seat, choices: Choices): Result<void>;
  resolveSecondary(ctx: CommandCtx, choices: Choices): void;
  secondaryChoices(state: GameState, seat: Seat): { label: string; choices: Choices }[];
  /** Players the secondary decision need not ask because the primary settled it for them (92.4: Trade's chosen). */
  skipsSecondary?(state: GameState, seat: Seat): boolean;
}

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
