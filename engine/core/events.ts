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
  | { readonly type: 'technology-researched'; readonly seat: Seat; readonly technology: string }
  | { readonly type: 'commodities-replenished'; readonly seat: Seat; readonly commodities: number }
  | { readonly type: 'planets-readied'; readonly seat: Seat; readonly planets: readonly string[] }
  | { readonly type: 'command-token-placed'; readonly seat: Seat; readonly system: string }
  | { readonly type: 'structure-placed'; readonly seat: Seat; readonly unit: string; readonly planet: string }
  | { readonly type: 'units-produced'; readonly seat: Seat; readonly system: string; readonly units: Readonly<Record<string, number>> }
  /** 66.2 iii: the agenda cards seen stay hidden; only the fact that the deck was arranged is public. */
  | { readonly type: 'agenda-deck-arranged'; readonly seat: Seat }
  | { readonly type: 'secret-objective-returned'; readonly seat: Seat }
  | { readonly type: 'victory-point-gained'; readonly seat: Seat; readonly source: string; readonly points: number }
  | { readonly type: 'timed-out'; readonly seat: Seat; readonly decision: string }
  | { readonly type: 'game-won'; readonly seat: Seat }
  | { readonly type: 'note'; readonly text: string };

export type GameEventType = GameEvent['type'];
