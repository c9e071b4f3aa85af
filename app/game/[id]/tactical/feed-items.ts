// Feed entries as the page gets them (server/game/feed.ts), and the slice of them that belongs to the tactical
// action under way. Pure, so it is tested without a browser.
import type { GameEvent } from '@/engine/index';

export interface FeedItem {
  readonly version: number;
  readonly at: number;
  readonly seat: number | null;
  readonly event: GameEvent;
}

/** The events since the last system was activated, while that tactical action is still the current one. */
export function tacticalSlice(items: readonly FeedItem[], activeSystem: string | null): FeedItem[] {
  if (activeSystem === null) return [];
  let start = -1;
  for (let i = items.length - 1; i >= 0; i--) {
    const e = items[i]!.event;
    if (e.type === 'system-activated') {
      if (e.system === activeSystem) start = i;
      break;
    }
  }
  return start < 0 ? [] : items.slice(start);
}
