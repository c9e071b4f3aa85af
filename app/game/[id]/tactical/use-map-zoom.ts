'use client';
// Zooming and panning the galaxy map (issue 15: readable at 375 px without zooming the page). The map is drawn at
// the width of its box ("fit"); zoom levels widen it inside a scrolling box, which pans natively with one finger, a
// mouse wheel or the scroll bars. Two fingers (pinch) or Ctrl + wheel (a trackpad pinch) step the levels, as do the
// buttons. The last level offered is the one where the map's smallest text (the SVG's data-min-font, in its own
// units) renders at READABLE_PX or more on this screen — on a phone a 6-player map needs about 4x, on a desktop 2x.
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

export const ZOOMS = [1, 1.5, 2, 3, 4, 5, 6] as const;
export type Zoom = (typeof ZOOMS)[number];
/** Widths of the zoom levels as classes: the Content-Security-Policy allows no inline style attributes. */
export const ZOOM_WIDTHS: Readonly<Record<Zoom, string>> = {
  1: 'w-full max-w-[900px]',
  1.5: 'w-[150%]',
  2: 'w-[200%]',
  3: 'w-[300%]',
  4: 'w-[400%]',
  5: 'w-[500%]',
  6: 'w-[600%]',
};
/** The readable text size on a phone. */
export const READABLE_PX = 12;
/** The widest "fit" (the class above caps the map at 900 px). */
const FIT_MAX_PX = 900;
/** Two fingers spread (or pinched) by this factor since the last step zoom one level in (or out). */
const PINCH_STEP = 1.35;
/** Ctrl + wheel: this much scrolling (in pixels) is one level. */
const WHEEL_STEP = 60;

/** The map's width in px at zoom `z` in a box `boxPx` wide (see ZOOM_WIDTHS: fit is capped, the others are not). */
const widthAt = (z: Zoom, boxPx: number): number => (z === 1 ? Math.min(boxPx, FIT_MAX_PX) : boxPx * z);

/** How large text of `minFont` SVG units renders at zoom `z`. */
export const textPx = (minFont: number, viewBoxWidth: number, boxPx: number, z: Zoom): number =>
  viewBoxWidth > 0 ? (minFont * widthAt(z, boxPx)) / viewBoxWidth : 0;

/** The first level at which text of `minFont` units renders at READABLE_PX or more in a box `boxPx` wide. */
export function readableLevel(minFont: number, viewBoxWidth: number, boxPx: number): number {
  const i = ZOOMS.findIndex((z) => textPx(minFont, viewBoxWidth, boxPx, z) >= READABLE_PX - 0.01);
  return i === -1 ? ZOOMS.length - 1 : i;
}

export interface MapZoom {
  readonly level: number;
  readonly scale: Zoom;
  /** The level where every label reads (READABLE_PX); the + button stops one level after it. */
  readonly readLevel: number;
  readonly maxLevel: number;
  /** The smallest text's size on screen now, in px (0 before the first measure). */
  readonly minTextPx: number;
  zoomBy(step: number): void;
  zoomTo(level: number): void;
  /** Pointer handlers for the scrolling box (pinch). */
  readonly pointer: {
    onPointerDown(e: React.PointerEvent): void;
    onPointerMove(e: React.PointerEvent): void;
    onPointerUp(e: React.PointerEvent): void;
    onPointerCancel(e: React.PointerEvent): void;
  };
}

/** `scroller` is the box that scrolls; `holder` holds the <svg> (its width follows the zoom class). */
export function useMapZoom(
  scroller: RefObject<HTMLDivElement | null>,
  holder: RefObject<HTMLDivElement | null>,
  svg: string,
): MapZoom {
  const [level, setLevel] = useState(0);
  const [measure, setMeasure] = useState({ minFont: 0, viewBoxWidth: 0, boxPx: 0 });
  const readLevel =
    measure.viewBoxWidth > 0 ? readableLevel(measure.minFont, measure.viewBoxWidth, measure.boxPx) : ZOOMS.length - 1;
  const maxLevel = Math.min(readLevel + 1, ZOOMS.length - 1);
  const scale = ZOOMS[Math.min(level, maxLevel)] ?? 1;

  // What the map needs (its viewBox and smallest text) and what the screen gives (the box's width), again on resize.
  useEffect(() => {
    const box = scroller.current;
    const drawn = holder.current?.querySelector('svg');
    if (!box || !drawn) return;
    const read = () =>
      setMeasure({
        minFont: Number(drawn.getAttribute('data-min-font') ?? 10),
        viewBoxWidth: drawn.viewBox.baseVal?.width ?? 0,
        boxPx: box.clientWidth,
      });
    read();
    const observer = new ResizeObserver(read);
    observer.observe(box);
    return () => observer.disconnect();
  }, [scroller, holder, svg]);

  // Zooming keeps the point at the centre of the view where it was (else every step jumps to the top left corner).
  const lastScale = useRef(1);
  useLayoutEffect(() => {
    const box = scroller.current;
    const ratio = scale / lastScale.current;
    lastScale.current = scale;
    if (!box || ratio === 1) return;
    const cx = box.scrollLeft + box.clientWidth / 2;
    const cy = box.scrollTop + box.clientHeight / 2;
    box.scrollLeft = cx * ratio - box.clientWidth / 2;
    box.scrollTop = cy * ratio - box.clientHeight / 2;
  }, [scroller, scale]);

  const maxRef = useRef(maxLevel);
  maxRef.current = maxLevel;
  const zoomTo = (l: number) => setLevel(Math.max(0, Math.min(maxRef.current, l)));
  const zoomBy = (step: number) =>
    setLevel((l) => Math.max(0, Math.min(maxRef.current, Math.min(l, maxRef.current) + step)));

  // Ctrl + wheel (how a trackpad pinch arrives) zooms instead of zooming the whole page; a plain wheel still scrolls.
  // A native listener: React's wheel handlers are passive and cannot keep the browser from zooming the page.
  const wheel = useRef(0);
  const zoomByRef = useRef(zoomBy);
  zoomByRef.current = zoomBy;
  useEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const onWheel = (e: WheelEvent) => {
      if (!e.ctrlKey && !e.metaKey) return;
      e.preventDefault();
      wheel.current += e.deltaY;
      if (Math.abs(wheel.current) < WHEEL_STEP) return;
      zoomByRef.current(wheel.current < 0 ? 1 : -1);
      wheel.current = 0;
    };
    box.addEventListener('wheel', onWheel, { passive: false });
    return () => box.removeEventListener('wheel', onWheel);
  }, [scroller]);

  // Pinch on a phone: two fingers on the map step the levels; one finger still scrolls natively.
  const fingers = useRef(new Map<number, { x: number; y: number }>());
  const pinchFrom = useRef<number | null>(null);
  const spread = () => {
    const [a, b] = [...fingers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : null;
  };
  const release = (id: number) => {
    fingers.current.delete(id);
    pinchFrom.current = spread();
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

  const minTextPx = textPx(measure.minFont, measure.viewBoxWidth, measure.boxPx, scale);
  return { level: Math.min(level, maxLevel), scale, readLevel, maxLevel, minTextPx, zoomBy, zoomTo, pointer };
}
