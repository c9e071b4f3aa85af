'use client';
// The tappable galaxy map: the server draws the SVG (engine/render, data-system="q,r" on each system); here a tap on
// a system the viewer may activate (LRR 5, 89.1) opens a sheet with the space combat odds of moving everything
// that can reach, and an Activate button; a tap on any other system shows what is in it. Zoom buttons and native
// scrolling pan the map — nothing depends on hover.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Command } from '@/engine/index';
import { ErrorNote } from '../../../_components/error-note';
import { OddsView, useOdds } from './odds-view';
import { useCommand } from './use-command';

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

const ZOOMS = [1, 1.5, 2, 3, 4] as const;
/** Widths of the zoom levels as classes: the Content-Security-Policy allows no inline style attributes. */
const ZOOM_WIDTHS: Readonly<Record<(typeof ZOOMS)[number], string>> = {
  1: 'w-full max-w-[900px]',
  1.5: 'w-[150%]',
  2: 'w-[200%]',
  3: 'w-[300%]',
  4: 'w-[400%]',
};
/** Two fingers spread (or pinched) by this factor since the last step zoom one level in (or out). */
const PINCH_STEP = 1.35;

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
  const [zoom, setZoom] = useState(0);
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

  // Zooming keeps the point at the centre of the view where it was (else every step jumps to the top left corner).
  const scroller = useRef<HTMLDivElement>(null);
  const lastScale = useRef(1);
  const scale = ZOOMS[zoom] ?? 1;
  useLayoutEffect(() => {
    const box = scroller.current;
    const ratio = scale / lastScale.current;
    lastScale.current = scale;
    if (!box || ratio === 1) return;
    const cx = box.scrollLeft + box.clientWidth / 2;
    const cy = box.scrollTop + box.clientHeight / 2;
    box.scrollLeft = cx * ratio - box.clientWidth / 2;
    box.scrollTop = cy * ratio - box.clientHeight / 2;
  }, [scale]);
  const zoomBy = (step: number) => setZoom((z) => Math.max(0, Math.min(ZOOMS.length - 1, z + step)));

  // Pinch to zoom on a phone: two fingers on the map step the zoom levels; one finger still scrolls natively.
  const fingers = useRef(new Map<number, { x: number; y: number }>());
  const pinchFrom = useRef<number | null>(null);
  const spread = () => {
    const [a, b] = [...fingers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : null;
  };
  const pointer = {
    onPointerDown: (e: React.PointerEvent) => {
      if (e.pointerType !== 'touch') return;
      fingers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
      pinchFrom.current = spread();
    },
    onPointerMove: (e: React.PointerEvent) => {
      if (!fingers.current.has(e.pointerId)) return;
      fingers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
      const now = spread();
      const from = pinchFrom.current;
      if (now === null || from === null || from === 0) return;
      if (now / from >= PINCH_STEP) zoomBy(1);
      else if (from / now >= PINCH_STEP) zoomBy(-1);
      else return;
      pinchFrom.current = now;
    },
    onPointerUp: (e: React.PointerEvent) => release(e.pointerId),
    onPointerCancel: (e: React.PointerEvent) => release(e.pointerId),
  };
  function release(id: number) {
    fingers.current.delete(id);
    pinchFrom.current = spread();
  }
  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm text-slate-400" data-testid="map-hint">
          {seat !== null && activatable.length > 0
            ? 'Tap a blue-edged system to activate it. Pinch or + to zoom.'
            : 'Tap a system to see what is in it. Pinch or + to zoom.'}
        </p>
        <div className="flex shrink-0 gap-1">
          <button
            type="button"
            className="btn-secondary px-0"
            aria-label="Zoom out"
            disabled={zoom === 0}
            onClick={() => zoomBy(-1)}
            data-testid="map-zoom-out"
          >
            −
          </button>
          <button
            type="button"
            className="btn-secondary px-0"
            aria-label="Zoom in"
            disabled={zoom === ZOOMS.length - 1}
            onClick={() => zoomBy(1)}
            data-testid="map-zoom-in"
          >
            +
          </button>
          <button
            type="button"
            className="btn-secondary px-2 text-sm"
            aria-label="Fit the whole galaxy"
            disabled={zoom === 0}
            onClick={() => setZoom(0)}
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
        {...pointer}
      >
        <div
          ref={holder}
          className={`tap-map mx-auto [&>svg]:h-auto [&>svg]:w-full ${ZOOM_WIDTHS[scale]}`}
          data-testid="galaxy-map"
          data-zoom={scale}
          onClick={(e) => onTap(e.target)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter' && e.key !== ' ') return;
            e.preventDefault();
            onTap(e.target);
          }}
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
