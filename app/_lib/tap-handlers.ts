// The handlers of a tappable SVG map (the game's galaxy, the lobby's tile placement): a tap, or Enter / Space on a
// focused element, both hand the event's target to `onTap`, so the keyboard does exactly what a tap does.
import type { KeyboardEvent, MouseEvent } from 'react';

export function tapHandlers(onTap: (target: EventTarget | null) => void) {
  return {
    onClick: (e: MouseEvent) => onTap(e.target),
    onKeyDown: (e: KeyboardEvent) => {
      if (e.key !== 'Enter' && e.key !== ' ') return;
      e.preventDefault();
      onTap(e.target);
    },
  };
}
