'use client';
// Setup 6, the players' tile placement by tapping the map: the server draws the preview (engine renderMapPreview,
// each open space a <g data-space="N">, the ones the player may fill now with data-legal); a tap (or Enter / Space on
// a focused space) selects one and opens a sheet naming the tiles that may go there, each a button that places it —
// the confirm step, as the game's activation sheet does. The numbered buttons in the panel stay as the other way.
import { useEffect, useRef, useState } from 'react';
import { tapHandlers } from '../../_lib/tap-handlers';
import { PlaceTileButton } from './placement-controls';

export interface PlacementMapProps {
  readonly gameId: string;
  readonly svg: string;
  /** The player's legal placements now (server/lobby/placement-view.ts options). */
  readonly options: readonly { readonly tile: string; readonly name: string; readonly position: number }[];
  /** The lobby's version shown: a new one clears the selection (the options may have changed). */
  readonly version: number;
}

export function PlacementMap({ gameId, svg, options, version }: PlacementMapProps) {
  const holder = useRef<HTMLDivElement>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const legal = new Set(options.map((o) => o.position));
  const legalKey = [...legal].join(' ');

  useEffect(() => setSelected(null), [version]);

  // Keyboard and screen readers: each space one may fill is a focusable button named by its <title>.
  useEffect(() => {
    const root = holder.current;
    if (!root) return;
    const can = new Set(legalKey.split(' ').filter(Boolean).map(Number));
    for (const g of root.querySelectorAll<SVGGElement>('[data-space]')) {
      const position = Number(g.dataset.space);
      if (can.has(position)) {
        g.setAttribute('tabindex', '0');
        g.setAttribute('role', 'button');
      } else {
        g.removeAttribute('tabindex');
        g.removeAttribute('role');
      }
      if (position === selected) g.setAttribute('data-selected', 'true');
      else g.removeAttribute('data-selected');
    }
  }, [svg, legalKey, selected]);

  const onTap = (target: EventTarget | null) => {
    const g = target instanceof Element ? target.closest<SVGGElement>('[data-space]') : null;
    const position = Number(g?.dataset.space);
    if (!g || !legal.has(position)) return;
    setSelected((s) => (s === position ? null : position));
  };
  const here = selected === null ? [] : options.filter((o) => o.position === selected);

  return (
    <div className="space-y-2">
      <p className="text-sm text-gold-400" data-testid="placement-map-hint">
        Tap a gold-edged space to place a tile there, or use the numbered buttons under your tiles.
      </p>
      <div
        ref={holder}
        className="tap-map overflow-hidden rounded-lg [&>svg]:h-auto [&>svg]:w-full"
        data-testid="placement-map"
        {...tapHandlers(onTap)}
        dangerouslySetInnerHTML={{ __html: svg }}
      />
      {selected !== null && here.length > 0 && (
        <div
          className="space-y-3 rounded-lg border border-gold-500 bg-space-800 p-3"
          data-testid="placement-sheet"
          data-space={selected}
        >
          <p className="font-semibold">Place a tile in space {selected}?</p>
          <p className="text-sm text-slate-300">Choose which of your tiles goes there; a placed tile stays.</p>
          <div className="flex flex-wrap gap-2">
            {here.map((o) => (
              <PlaceTileButton
                key={o.tile}
                gameId={gameId}
                tile={o.tile}
                position={o.position}
                label={`Place ${o.name}`}
                testId={`map-place-${o.tile}`}
                primary
              />
            ))}
          </div>
          <button
            type="button"
            className="btn-secondary w-full"
            onClick={() => setSelected(null)}
            data-testid="placement-sheet-cancel"
          >
            Cancel
          </button>
        </div>
      )}
    </div>
  );
}
