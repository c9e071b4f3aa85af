// Events: what happened in one `apply`, for logs, the UI's feed and notifications. Never hidden information
// of other players: an event that concerns a hidden card names it only in `privateTo`'s copy (see view.ts).
import type { Seat } from './state';

export type GameEvent =
  | { readonly type: 'game-created'; readonly speaker: Seat }
  | { readonly type: 'secret-objective-kept'; readonly seat: Seat; readonly privateTo: Seat; readonly objective?: string }
  | { readonly type: 'phase-started'; readonly phase: string; readonly round: number }
  | { readonly type: 'strategy-card-chosen'; readonly seat: Seat; readonly card: string; readonly tradeGoods: number }
  | { readonly type: 'turn-started'; readonly seat: Seat }
  | { readonly type: 'passed'; readonly seat: Seat }
  | { readonly type: 'system-activated'; readonly seat: Seat; readonly system: string }
  | { readonly type: 'strategic-action'; readonly seat: Seat; readonly card: string }
  | { readonly type: 'secondary'; readonly seat: Seat; readonly card: string; readonly followed: boolean }
  | { readonly type: 'ability-used'; readonly seat: Seat; readonly ability: string; readonly window: string | null }
  | { readonly type: 'ability-cancelled'; readonly ability: string; readonly by: string }
  | { readonly type: 'window-passed'; readonly seat: Seat; readonly window: string }
  | { readonly type: 'tokens-changed'; readonly seat: Seat; readonly tactic: number; readonly fleet: number; readonly strategy: number }
  | { readonly type: 'trade-goods-changed'; readonly seat: Seat; readonly delta: number }
  | { readonly type: 'cards-drawn'; readonly seat: Seat; readonly deck: string; readonly count: number }
  | { readonly type: 'objective-revealed'; readonly objective: string }
  | { readonly type: 'objective-scored'; readonly seat: Seat; readonly objective: string; readonly secret: boolean }
  | { readonly type: 'speaker-changed'; readonly seat: Seat }
  | { readonly type: 'timed-out'; readonly seat: Seat; readonly decision: string }
  | { readonly type: 'game-won'; readonly seat: Seat }
  | { readonly type: 'note'; readonly text: string };

export type GameEventType = GameEvent['type'];
