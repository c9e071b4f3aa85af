'use client';
// The tappable galaxy map: the server draws the SVG (engine/render, data-system="q,r" on each system); here a tap on
// a system the viewer may activate (LRR 5, 89.1) opens a sheet with the space combat odds of moving everything
// that can reach, and an Activate button; a tap on any other system shows what is in it. Zoom (buttons, pinch,
// Ctrl + wheel, up to the level where every label reads at 12 px: use-map-zoom.ts) and native scrolling pan the
// map — nothing depends on hover.
import { useEffect, useRef, useState } from 'react';
import { tapHandlers } from '../../../_lib/tap-handlers';
import type { Command } from '@/engine/index';
import { ErrorNote } from '../../../_components/error-note';
import { OddsView, useOdds } from './odds-view';
import { useCommand } from './use-command';
import { ZOOM_WIDTHS, useMapZoom } from './use-map-zoom';

export interface MapViewProps {
  readonly gameId: string;
  readonly version: number;
  /** The decision waiting on the viewer (its id), which an activation answers; null when none does. */
  readonly decisionId: number | null;
  readonly svg: string;
  /** Systems the viewer may activate now (their 'tactical-action' options), by hex key. */
  readonly activatable: readonly string[];
  /** Systems holding other players' ships (odds are worth asking for there). */
  readonly enemyShipsAt: readonly string[];
  /** "Vefut II (2,0)" by hex key. */
  readonly systemNames: Readonly<Record<string, string>>;
  readonly seat: number | null;
  readonly names: readonly string[];
}

/** The SVG's own description of a system names seats by number; the players' names are shown instead. */
function describe(
  g: SVGGElement,
  key: string,
  systemNames: Readonly<Record<string, string>>,
  names: readonly string[],
): string {
  const title = g.querySelector('title')?.textContent ?? systemNames[key] ?? key;
  return title.replace(/\bseat (\d+)\b/g, (whole, n: string) => names[Number(n)] ?? whole);
}

function ActivateSheet({
  gameId,
  version,
  decisionId,
  system,
  name,
  fight,
  seat,
  names,
  onClose,
}: {
  gameId: string;
  version: number;
  decisionId: number | null;
  system: string;
  name: string;
  fight: boolean;
  seat: number;
  names: readonly string[];
  onClose: () => void;
}) {
  const odds = useOdds(gameId, fight ? { kind: 'activate', system } : null, version);
  const command = useCommand(gameId, version, decisionId, onClose);
  const activate: Command = { type: 'tactical-action', system };
  return (
    <div
      className="space-y-3 rounded-lg border border-gold-500 bg-space-800 p-3"
      data-testid="map-activate"
      data-system={system}
    >
      <p className="font-semibold">Activate {name}?</p>
      <p className="text-sm text-slate-300">Uses a command token from your tactic pool; then you move ships in.</p>
      {fight && (
        <OddsView answer={odds.data} loading={odds.isFetching} viewer={seat} names={names} title="Space combat odds" />
      )}
      <ErrorNote error={command.error} testId="map-activate-error" />
      {command.stale && <p className="text-sm text-amber-200">The game moved on; the map is fresh again.</p>}
      <div className="flex gap-2">
        <button type="button" className="btn-secondary flex-1" onClick={onClose} disabled={command.pending}>
          Cancel
        </button>
        <button
          type="button"
          className="btn-primary flex-1"
          disabled={command.pending}
          onClick={() => command.send(activate)}
          data-testid="map-activate-confirm"
        >
          {command.pending ? 'Sending…' : 'Activate'}
        </button>
      </div>
    </div>
  );
}

export function MapView({
  gameId,
  version,
  decisionId,
  svg,
  activatable,
  enemyShipsAt,
  systemNames,
  seat,
  names,
}: MapViewProps) {
  const holder = useRef<HTMLDivElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const zoom = useMapZoom(scroller, holder, svg);
  const [selected, setSelected] = useState<string | null>(null);
  const [info, setInfo] = useState<{ key: string; text: string } | null>(null);
  const activatableKey = activatable.join(' ');

  // A new version: the old selection may no longer be possible.
  useEffect(() => {
    setSelected(null);
    setInfo(null);
  }, [version]);

  // Mark systems the viewer may activate, and the selected one, for the styles below.
  useEffect(() => {
    const root = holder.current;
    if (!root) return;
    const can = new Set(activatableKey.split(' ').filter(Boolean));
    for (const g of root.querySelectorAll<SVGGElement>('[data-system]')) {
      const key = g.dataset.system ?? '';
      // Keyboard and screen reader: every system is a focusable button named by what is in it. Its name is its SVG
      // title (with players' names for seat numbers), not an aria-label: a label would have to repeat every visible
      // number on the tile (axe: label-content-name-mismatch). Enter or Space does what a tap does.
      g.setAttribute('tabindex', '0');
      g.setAttribute('role', 'button');
      const title = g.querySelector('title');
      if (title) title.textContent = describe(g, key, systemNames, names);
      if (can.has(key)) g.setAttribute('data-activatable', 'true');
      else g.removeAttribute('data-activatable');
      if (key === selected || key === info?.key) g.setAttribute('data-selected', 'true');
      else g.removeAttribute('data-selected');
    }
  }, [svg, activatableKey, selected, info, systemNames, names]);

  const onTap = (target: EventTarget | null) => {
    const g = target instanceof Element ? target.closest<SVGGElement>('[data-system]') : null;
    const key = g?.dataset.system;
    if (!g || !key) return;
    if (seat !== null && activatable.includes(key)) {
      setInfo(null);
      setSelected((s) => (s === key ? null : key));
      return;
    }
    setSelected(null);
    const text = describe(g, key, systemNames, names);
    setInfo((i) => (i?.key === key ? null : { key, text }));
  };

  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm text-slate-400" data-testid="map-hint">
          {seat !== null && activatable.length > 0
            ? 'Tap a blue-edged system to activate it. Pinch or + to zoom; Read shows every label.'
            : 'Tap a system to see what is in it. Pinch or + to zoom; Read shows every label.'}
        </p>
        <div className="flex shrink-0 gap-1">
          <button
            type="button"
            className="btn-secondary px-0"
            aria-label="Zoom out"
            disabled={zoom.level === 0}
            onClick={() => zoom.zoomBy(-1)}
            data-testid="map-zoom-out"
          >
            −
          </button>
          <button
            type="button"
            className="btn-secondary px-0"
            aria-label="Zoom in"
            disabled={zoom.level >= zoom.maxLevel}
            onClick={() => zoom.zoomBy(1)}
            data-testid="map-zoom-in"
          >
            +
          </button>
          <button
            type="button"
            className="btn-secondary px-2 text-sm"
            aria-label="Read every label: zoom until the smallest is 12 px"
            disabled={zoom.level === zoom.readLevel}
            onClick={() => zoom.zoomTo(zoom.readLevel)}
            data-testid="map-zoom-read"
          >
            Read
          </button>
          <button
            type="button"
            className="btn-secondary px-2 text-sm"
            aria-label="Fit the whole galaxy"
            disabled={zoom.level === 0}
            onClick={() => zoom.zoomTo(0)}
            data-testid="map-zoom-fit"
          >
            Fit
          </button>
        </div>
      </div>
      <div
        ref={scroller}
        className="max-h-[80vh] touch-pan-x touch-pan-y overflow-auto overscroll-contain rounded-lg"
        data-testid="map-scroller"
        {...zoom.pointer}
      >
        <div
          ref={holder}
          className={`tap-map mx-auto [&>svg]:h-auto [&>svg]:w-full ${ZOOM_WIDTHS[zoom.scale]}`}
          data-testid="galaxy-map"
          data-zoom={zoom.scale}
          data-min-text-px={zoom.minTextPx.toFixed(1)}
          data-readable={zoom.level >= zoom.readLevel ? 'true' : 'false'}
          {...tapHandlers(onTap)}
          dangerouslySetInnerHTML={{ __html: svg }}
        />
      </div>
      {selected !== null && seat !== null && (
        <ActivateSheet
          key={selected}
          gameId={gameId}
          version={version}
          decisionId={decisionId}
          system={selected}
          name={systemNames[selected] ?? selected}
          fight={enemyShipsAt.includes(selected)}
          seat={seat}
          names={names}
          onClose={() => setSelected(null)}
        />
      )}
      {info && (
        <div
          className="rounded-lg border border-space-600 bg-space-800 p-3 text-sm"
          data-testid="map-system-info"
          data-system={info.key}
        >
          <p className="font-semibold">{systemNames[info.key] ?? info.key}</p>
          <ul className="list-inside list-disc text-slate-300">
            {info.text
              .split('; ')
              .slice(1)
              .map((line, i) => (
                <li key={i}>{line}</li>
              ))}
          </ul>
          {info.text.split('; ').length <= 1 && <p className="text-slate-400">Nothing here.</p>}
        </div>
      )}
    </div>
  );
}
