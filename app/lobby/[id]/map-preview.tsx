// Setup 6: the lobby's preview of a community map string — the galaxy as the string draws it, each home position
// with the totals of the systems nearest to it, and the same totals as a table for screen readers and small screens.
// During the players' tile placement the open spaces are drawn too, and the player on the turn taps one to place.
import { renderMapPreview, sliceNumber, type SliceTotals } from '@/engine/index';
import { PlacementMap, type PlacementMapProps } from './placement-map';

/** Setup 6, the players' tile placement: the spaces still open, and the caller's legal placements to tap. */
export interface PlacingOnMap extends Omit<PlacementMapProps, 'svg'> {
  readonly openSpaces: readonly number[];
}

const COLOUR_NAMES = { blue: 'blue', green: 'green', red: 'red', yellow: 'yellow' } as const;

function counted(parts: Readonly<Partial<Record<string, number>>>, names: Readonly<Record<string, string>>): string {
  const list = Object.entries(parts)
    .filter(([, n]) => (n ?? 0) > 0)
    .map(([k, n]) => `${sliceNumber(n ?? 0)} ${names[k] ?? k}`);
  return list.length > 0 ? list.join(', ') : '—';
}

function Row({ slice, index }: { slice: SliceTotals; index: number }) {
  return (
    <tr className="border-t border-space-700" data-testid={`slice-${index + 1}`}>
      <th scope="row" className="py-1 pr-2 text-left font-medium">
        Home {index + 1}
      </th>
      <td className="px-2">{sliceNumber(slice.planets)}</td>
      <td className="px-2">
        {sliceNumber(slice.resources)} / {sliceNumber(slice.influence)}
      </td>
      <td className="px-2">
        {sliceNumber(slice.optimalResources)} / {sliceNumber(slice.optimalInfluence)}
      </td>
      <td className="px-2">{counted(slice.specialties, COLOUR_NAMES)}</td>
      <td className="px-2">{counted(slice.wormholes, {})}</td>
      <td className="pl-2">{sliceNumber(slice.legendary)}</td>
    </tr>
  );
}

export function MapPreview({ mapString, placing }: { mapString: string; placing?: PlacingOnMap }) {
  const legal = new Set(placing?.options.map((o) => o.position));
  const openSpaces = placing?.openSpaces.map((position) => ({ position, legal: legal.has(position) }));
  const preview = renderMapPreview(mapString, openSpaces ? { openSpaces } : {});
  if (!preview.ok) return null; // the lobby refused such strings when the game was created
  return (
    <section className="card space-y-2" aria-labelledby="map-preview-title" data-testid="map-preview">
      <h2 id="map-preview-title" className="text-lg font-semibold">
        The galaxy
      </h2>
      <p className="text-sm text-slate-400">
        Home 1 is the first seat (in a draft, the speaker&apos;s). Each home counts the systems nearest to it (shared
        ones split evenly; Mecatol Rex is nobody&apos;s). Optimal: each planet counts only its higher value, half of
        each when equal.
      </p>
      {placing && placing.options.length > 0 ? (
        <PlacementMap
          gameId={placing.gameId}
          svg={preview.value.svg}
          options={placing.options}
          version={placing.version}
        />
      ) : (
        <div
          className="overflow-hidden rounded-lg"
          role="img"
          aria-label="Preview of the galaxy"
          dangerouslySetInnerHTML={{ __html: preview.value.svg }}
        />
      )}
      <div className="overflow-x-auto">
        <table className="w-full text-sm" data-testid="slice-table">
          <thead>
            <tr className="text-left text-slate-400">
              <th scope="col" className="py-1 pr-2 font-medium">
                Slice
              </th>
              <th scope="col" className="px-2 font-medium">
                Planets
              </th>
              <th scope="col" className="px-2 font-medium">
                Res / Inf
              </th>
              <th scope="col" className="px-2 font-medium">
                Optimal
              </th>
              <th scope="col" className="px-2 font-medium">
                Specialties
              </th>
              <th scope="col" className="px-2 font-medium">
                Wormholes
              </th>
              <th scope="col" className="pl-2 font-medium">
                Legendary
              </th>
            </tr>
          </thead>
          <tbody>
            {preview.value.slices.map((slice, i) => (
              <Row key={slice.home} slice={slice} index={i} />
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
