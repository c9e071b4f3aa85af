// Every player's public state: points, strategy cards, command tokens, trade goods, commodities, how many action
// cards, promissory notes and unscored secret objectives they hold (only the counts: the cards stay hidden, 2.5,
// 69.6), their planets, technologies and reinforcements (player-holdings.tsx), and their leader sheet (locked,
// ready, exhausted, purged, with unlock progress), relics, legendary cards, fragments, and a link to the faction sheet
// (what of it works yet; its texts are read on the factions page).
import {
  fragmentType,
  legendaryCardsOf,
  type GameView,
  type LeaderSheet as LeaderSheetInfo,
  type PlayerView,
} from '@/engine/index';
import { ColorSwatch } from '../../_components/color-swatch';
import { factionName, initiative, relic, strategyCard, victoryPoints } from '../../_lib/engine-display';
import { FactionSheetLink } from './faction-sheet';
import { LeaderSheet } from './leader-sheet';
import { PlayerHoldings, STAT_ROWS } from './player-holdings';

export function PlayersPanel({
  gameId,
  view,
  waitingOn,
  leaders = [],
}: {
  gameId: string;
  view: GameView;
  waitingOn: readonly number[];
  leaders?: readonly LeaderSheetInfo[];
}) {
  const goal = view.config.victoryPoints;
  return (
    <section className="card space-y-1" aria-label="Players">
      <h2 className="text-lg font-semibold">Players</h2>
      <ul className="divide-y divide-space-700">
        {view.players.map((p) => {
          const cards = [...p.strategyCards].sort((a, b) => initiative(a) - initiative(b));
          return (
            <li key={p.seat} className="space-y-1 py-3" data-testid={`player-${p.seat}`}>
              <div className="flex items-center gap-2">
                <ColorSwatch color={p.color} />
                <span className="min-w-0 flex-1 truncate font-medium">
                  {p.name}
                  {view.viewer === p.seat && <span className="text-slate-400"> (you)</span>}
                  {view.speaker === p.seat && (
                    <span className="text-gold-400" title="Speaker">
                      {' '}
                      · speaker
                    </span>
                  )}
                </span>
                {waitingOn.includes(p.seat) && (
                  <span
                    className="rounded bg-space-700 px-2 text-xs text-gold-400"
                    data-testid={`player-${p.seat}-waiting`}
                  >
                    deciding
                  </span>
                )}
                <span
                  className="text-lg font-bold tabular-nums"
                  data-testid={`player-${p.seat}-vp`}
                  aria-label="victory points"
                >
                  {victoryPoints(p)}
                  <span className="text-sm font-normal text-slate-400">/{goal}</span>
                </span>
              </div>
              <p className="text-sm text-slate-400">
                {factionName(p.faction)}
                {/* 8: everyone votes in the agenda phase; "passed" is about the action phase, so it is not shown then. */}
                {p.passed && view.phase !== 'agenda' ? ' · passed' : ''}
                {p.conceded ? ' · conceded' : p.eliminated ? ' · eliminated' : ''}
              </p>
              <p className="text-sm" data-testid={`player-${p.seat}-strategy-cards`}>
                {cards.length === 0 ? (
                  <span className="text-slate-400">No strategy card</span>
                ) : (
                  cards.map((c) => (
                    <span
                      key={c}
                      className={`mr-1 inline-block rounded border border-space-600 px-1.5 ${p.exhaustedStrategyCards.includes(c) ? 'text-slate-400 line-through' : ''}`}
                    >
                      {initiative(c)} {strategyCard(c).name}
                    </span>
                  ))
                )}
              </p>
              <dl
                className={`grid grid-cols-2 gap-x-4 text-sm text-slate-300 sm:grid-cols-3 lg:grid-cols-2 ${STAT_ROWS} [&_dd]:font-medium`}
              >
                <Stat label="Tactic" value={p.pools.tactic} />
                <Stat label="Fleet" value={p.pools.fleet} />
                <Stat label="Strategy" value={p.pools.strategy} />
                <Stat label="Trade goods" value={p.tradeGoods} testId={`player-${p.seat}-tg`} />
                <Stat label="Commodities" value={p.commodities} />
                <Stat label="Action cards" value={p.actionCardCount} testId={`player-${p.seat}-action-cards`} />
                <Stat label="Promissory notes" value={p.promissoryNoteCount} testId={`player-${p.seat}-notes`} />
                <Stat label="Unscored secrets" value={p.unscoredSecretCount} testId={`player-${p.seat}-secrets`} />
                <Stat label="Relic fragments" value={p.relicFragments.length} testId={`player-${p.seat}-fragments`} />
              </dl>
              {(p.fleetPoolTokens ?? []).length > 0 && (
                <p className="text-sm text-slate-300" data-testid={`player-${p.seat}-edict-tokens`}>
                  Command tokens of other players in the fleet pool (Edict):{' '}
                  {(p.fleetPoolTokens ?? []).map((s) => view.players[s]?.name ?? `Seat ${s}`).join(', ')}
                </p>
              )}
              <PlayerHoldings view={view} player={p} />
              <LeaderSheet seat={p.seat} leaders={leaders.find((l) => l.seat === p.seat)?.leaders ?? []} />
              <PlayArea player={p} view={view} />
              <FactionSheetLink gameId={gameId} faction={p.faction} seat={p.seat} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** 73.3, 53.2: relics, fragments by type and legendary planet ability cards lie faceup in the play area. */
function PlayArea({ player, view }: { player: PlayerView; view: GameView }) {
  const legendary = legendaryCardsOf(view.board, player.seat, player.planetCards);
  const exhausted = player.exhaustedRelics ?? [];
  const byType = new Map<string, number>();
  for (const f of player.relicFragments) {
    const type = fragmentType(f) ?? 'unknown';
    byType.set(type, (byType.get(type) ?? 0) + 1);
  }
  if (player.relics.length === 0 && legendary.length === 0 && byType.size === 0) return null;
  const chip = (done: boolean) =>
    `mr-1 inline-block rounded border border-space-600 px-1.5 ${done ? 'text-slate-400 line-through' : ''}`;
  return (
    <p className="text-sm" data-testid={`player-${player.seat}-play-area`}>
      {player.relics.map((r) => (
        <span key={r} className={chip(exhausted.includes(r))} title={relic(r).text}>
          {relic(r).name}
        </span>
      ))}
      {legendary.map((l) => (
        <span key={l.planet} className={chip(l.exhausted)}>
          {l.name}
        </span>
      ))}
      {[...byType].map(([type, n]) => (
        <span key={type} className="mr-1 inline-block text-slate-400">
          {n} {type} fragment{n === 1 ? '' : 's'}
        </span>
      ))}
    </p>
  );
}

function Stat({ label, value, testId }: { label: string; value: number; testId?: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}
