// The galaxy map section of the game page, with the tactical action under way and the event feed under it.
//
// Usage (a server component; the page renders it):
//   <MapPanel view={view} options={options} gameId={gameId} version={version} />
// Props:
//   view     — the viewer's GameView (engine/view.ts), as game.view returns it.
//   options  — the viewer's options from game.view (serialisable { command, label, group }); the 'tactical-action'
//              ones make their systems tappable (LRR 89.1: tap, see the odds, Activate). Pass [] for spectators.
//   gameId   — the game's id.
//   version  — the game version shown (commands are sent against it; the feed refreshes when it changes).
// The SVG is drawn here on the server (engine/render), so the engine's tables never ship to the browser.
import { renderMapSvg } from '@/engine/index';
import type { Command, GameView } from '@/engine/index';
import { boardNames } from '@/engine/index';
import { MapView } from './tactical/map-view';
import { TacticalPanel, type CombatUnderWay } from './tactical/tactical-panel';

export interface MapPanelProps {
  readonly view: GameView;
  readonly options: readonly { readonly command: Command; readonly label: string; readonly group: string }[];
  readonly gameId: string;
  readonly version: number;
}

const SHIPS = ['war-sun', 'dreadnought', 'cruiser', 'carrier', 'destroyer', 'fighter', 'flagship'];

/** The combat record the engine keeps in the tactical action's notes (engine/combat/combat-record.ts), if any. */
function combatOf(view: GameView): CombatUnderWay | null {
  const c = view.tactical?.notes.combat as Partial<CombatUnderWay> | undefined;
  if (
    !c ||
    typeof c.attacker !== 'number' ||
    typeof c.defender !== 'number' ||
    (c.combat !== 'space' && c.combat !== 'ground')
  )
    return null;
  return {
    combat: c.combat,
    attacker: c.attacker,
    defender: c.defender,
    round: c.round ?? 0,
    planet: c.planet ?? null,
  };
}

export function MapPanel({ view, options, gameId, version }: MapPanelProps) {
  const activatable = options.flatMap((o) => (o.command.type === 'tactical-action' ? [o.command.system] : []));
  const active = view.tactical?.system ?? null;
  const svg = renderMapSvg(view, { title: 'The galaxy', highlight: active ? [active] : [] });
  const names = boardNames(view);
  const seats = view.players.map((p) => p.name);
  const viewer = view.viewer;
  const top = view.decisions.at(-1);
  const decisionId = top && viewer !== null && top.waitingOn.includes(viewer) ? top.id : null;
  const enemyShipsAt = Object.entries(view.board.systems)
    .filter(([, sys]) =>
      Object.entries(sys.space).some(
        ([owner, stack]) =>
          Number(owner) !== viewer && SHIPS.some((t) => (stack.counts[t as keyof typeof stack.counts] ?? 0) > 0),
      ),
    )
    .map(([key]) => key);
  return (
    <section className="card space-y-3 p-2" aria-label="Galaxy map" data-testid="map-panel">
      <MapView
        gameId={gameId}
        version={version}
        decisionId={decisionId}
        svg={svg}
        activatable={activatable}
        enemyShipsAt={enemyShipsAt}
        systemNames={names.systems}
        seat={viewer}
        names={seats}
      />
      <TacticalPanel
        gameId={gameId}
        version={version}
        activeSystem={active}
        activeSeat={view.activeSeat}
        combat={combatOf(view)}
        seat={viewer}
        labels={{ seats, systems: names.systems, planets: names.planets }}
      />
    </section>
  );
}
