'use client';
// Under the map: the tactical action under way (who activated what, then every roll and loss as it happens, from
// the event feed), the odds of the combat as it stands for its two players (LRR 78.4: what to weigh before
// announcing a retreat), and the game's recent events.
import { describeEvent, type Labels } from './describe-event';
import { CombatLog } from './combat-log';
import { tacticalSlice, useFeed } from './feed-data';
import { OddsView, useOdds } from './odds-view';

export interface CombatUnderWay {
  readonly combat: 'space' | 'ground';
  readonly attacker: number;
  readonly defender: number;
  readonly round: number;
  readonly planet: string | null;
}

interface Props {
  readonly gameId: string;
  readonly version: number;
  readonly activeSystem: string | null;
  readonly activeSeat: number | null;
  readonly combat: CombatUnderWay | null;
  readonly seat: number | null;
  /** Seat, system and planet names; the names of cards and other ids come with the feed (useFeed). */
  readonly labels: Omit<Labels, 'names'>;
}

/** How many recent events the list shows (the server keeps the last 200). */
const RECENT = 40;

function CombatOdds({
  gameId,
  version,
  seat,
  names,
}: {
  gameId: string;
  version: number;
  seat: number;
  names: readonly string[];
}) {
  const odds = useOdds(gameId, { kind: 'combat' }, version);
  return (
    <OddsView
      answer={odds.data}
      loading={odds.isFetching}
      viewer={seat}
      names={names}
      title="Odds if the combat is fought out"
    />
  );
}

export function TacticalPanel({ gameId, version, activeSystem, activeSeat, combat, seat, labels: board }: Props) {
  const { items, names, loading } = useFeed(gameId, version);
  const labels: Labels = { ...board, names };
  const slice = tacticalSlice(items, activeSystem);
  const fighting = combat !== null && seat !== null && (combat.attacker === seat || combat.defender === seat);
  return (
    <div className="space-y-3">
      {activeSystem !== null && (
        <section
          className="space-y-2 rounded-lg border border-space-600 p-3"
          data-testid="tactical-panel"
          aria-label="Tactical action"
        >
          <h3 className="font-semibold text-gold-400">
            {activeSeat !== null
              ? `${labels.seats[activeSeat] ?? `Seat ${activeSeat + 1}`}'s tactical action`
              : 'Tactical action'}{' '}
            · {labels.systems[activeSystem] ?? activeSystem}
          </h3>
          {combat && (
            <p className="text-sm" data-testid="combat-status">
              {combat.combat === 'space' ? 'Space' : 'Ground'} combat
              {combat.planet ? ` on ${labels.planets[combat.planet] ?? combat.planet}` : ''}, round {combat.round}:{' '}
              {labels.seats[combat.attacker]} attacks {labels.seats[combat.defender]}.
            </p>
          )}
          {fighting && seat !== null && (
            <CombatOdds gameId={gameId} version={version} seat={seat} names={labels.seats} />
          )}
          <CombatLog items={slice} labels={labels} />
        </section>
      )}
      <details className="rounded-lg border border-space-700 px-3" data-testid="event-feed">
        <summary className="flex min-h-11 cursor-pointer items-center font-medium">Recent events</summary>
        {loading && <p className="pb-3 text-sm text-slate-400">Loading…</p>}
        <ol className="space-y-1 pb-3 text-sm">
          {items
            .slice(-RECENT)
            .reverse()
            .map((item, i) => (
              <li
                key={`${item.version}-${i}`}
                className="text-slate-300"
                data-testid="event"
                data-type={item.event.type}
              >
                {describeEvent(item.event, labels)}
              </li>
            ))}
        </ol>
      </details>
    </div>
  );
}
