// The record of a game for its end-of-game page (issue 16; LRR 98 victory points, 61 objectives): standings, where
// each player's points came from, points at the end of every round, and a few counts (combats, planets held, action
// cards played, technologies, units lost). Built by walking the game's log step by step (the server replays it) and
// reading only what every player could see: the spectator's `view` (scored objectives and points are public, 61.10)
// and events that name nothing hidden (no `privateTo`), so the record cannot reveal a hand or a secret objective.
import type { GameEvent } from '../core/events';
import type { Seat } from '../core/state';
import { ACTION_CARDS } from '../data/action-cards';
import { AGENDAS } from '../data/agendas';
import { OBJECTIVES } from '../data/objectives';
import { RELICS } from '../data/relics';
import { victoryPoints } from '../phases/victory';
import type { GameView } from '../view';
import { planetTotals } from './holdings';

export interface PointLine {
  readonly label: string;
  readonly points: number;
  readonly kind: 'public objective' | 'secret objective' | 'other';
}

export interface SeatRecord {
  readonly seat: Seat;
  readonly name: string;
  readonly faction: string;
  readonly color: string;
  readonly points: number;
  /** 1 for the winner, then by points; players with equal points share a place (the winner excepted, 98.7). */
  readonly place: number;
  readonly winner: boolean;
  readonly eliminated: boolean;
  /** The player conceded (engine/phases/concede.ts), under this house rule; null: they did not. */
  readonly conceded: 'remove' | 'neutral' | null;
  /** Where the points came from, largest first; sources whose gains and losses cancel out are left out. */
  readonly lines: readonly PointLine[];
  /** Points at the end of each round, round 1 first; the last entry is the points now. */
  readonly pointsByRound: readonly number[];
  readonly combatsFought: number;
  readonly combatsWon: number;
  readonly planetsHeld: number;
  readonly actionCardsPlayed: number;
  readonly technologies: number;
  readonly unitsLost: number;
}

export interface GameRecord {
  readonly ended: boolean;
  readonly round: number;
  readonly goal: number;
  readonly winner: Seat | null;
  /** In seat order. */
  readonly seats: readonly SeatRecord[];
}

interface Counts {
  combatsFought: number;
  combatsWon: number;
  actionCardsPlayed: number;
  unitsLost: number;
  /** Points at the end of each finished round. */
  pointsByRound: number[];
}

/** What the walk has gathered so far; start with `startRecord`, feed every step, then `finishRecord`. */
export interface RecordBuilder {
  round: number;
  readonly counts: Counts[];
}

const pointsOf = (v: GameView): number[] => v.players.map((p) => victoryPoints(p));

/** A record of a game of `players` seats, from its start: the chart begins with round 1 (setup is not a round). */
export function startRecord(players: number): RecordBuilder {
  return {
    round: 1,
    counts: Array.from({ length: players }, () => ({
      combatsFought: 0,
      combatsWon: 0,
      actionCardsPlayed: 0,
      unitsLost: 0,
      pointsByRound: [],
    })),
  };
}

const isPublic = (e: GameEvent): boolean => (e as { privateTo?: unknown }).privateTo === undefined;

/**
 * One step of the log: its events and the round the game is in after it. `viewNow` gives the spectator's view after
 * the step; it is asked for only when a round ended (the points then are the round's final points).
 */
export function recordStep(b: RecordBuilder, round: number, events: readonly GameEvent[], viewNow: () => GameView) {
  for (const e of events) {
    if (!isPublic(e)) continue;
    const c = (seat: Seat) => b.counts[seat];
    switch (e.type) {
      case 'combat-started':
        for (const s of [e.attacker, e.defender]) {
          const n = c(s);
          if (n) n.combatsFought++;
        }
        break;
      case 'combat-ended': {
        const n = e.winner === null ? undefined : c(e.winner);
        if (n) n.combatsWon++;
        break;
      }
      case 'ability-used': {
        const n = c(e.seat);
        if (n && e.ability in ACTION_CARDS) n.actionCardsPlayed++;
        break;
      }
      case 'units-destroyed': {
        const n = c(e.seat);
        if (n) n.unitsLost += e.count;
        break;
      }
      default:
        break;
    }
  }
  if (round > b.round) {
    const points = pointsOf(viewNow());
    // A round that ended: everyone's points as the next one begins (a step never spans two whole rounds, but the
    // loop keeps the chart whole if it did).
    for (let r = b.round; r < round; r++) b.counts.forEach((n, seat) => n.pointsByRound.push(points[seat] ?? 0));
    b.round = round;
  }
}

const nameIn = (table: Readonly<Record<string, { readonly name: string }>>, id: string): string | undefined =>
  Object.prototype.hasOwnProperty.call(table, id) ? table[id]?.name : undefined;

/** A readable name for where a point came from (the sources engine modules write into `otherPoints`). */
export function pointSourceLabel(source: string, players: readonly { readonly name: string }[]): string {
  if (source === 'imperial') return 'Imperial: holding Mecatol Rex';
  if (source === 'custodians') return 'Custodians token';
  const throne = /^promissory:sftt:(\d+)$/.exec(source);
  if (throne) return `Support for the Throne of ${players[Number(throne[1])]?.name ?? 'another player'}`;
  if (source.startsWith('agenda:')) {
    const id = source.slice('agenda:'.length);
    return `Agenda: ${nameIn(AGENDAS, id) ?? id}`;
  }
  if (source.startsWith('relic:')) {
    const id = source.slice('relic:'.length);
    return `Relic: ${nameIn(RELICS, id) ?? id}`;
  }
  return nameIn(ACTION_CARDS, source) ?? source;
}

function pointLines(p: GameView['players'][number], players: GameView['players']): PointLine[] {
  const lines: PointLine[] = [];
  const objective = (id: string) => nameIn(OBJECTIVES, id) ?? id;
  const objectivePoints = (id: string) => (OBJECTIVES as Record<string, { points: number } | undefined>)[id]?.points;
  for (const id of p.scoredPublic)
    lines.push({ label: objective(id), points: objectivePoints(id) ?? 0, kind: 'public objective' });
  for (const s of p.secretObjectives)
    if (s.scored) lines.push({ label: objective(s.id), points: objectivePoints(s.id) ?? 0, kind: 'secret objective' });
  const other = new Map<string, number>();
  for (const o of p.otherPoints) {
    const label = pointSourceLabel(o.source, players);
    other.set(label, (other.get(label) ?? 0) + o.points);
  }
  for (const [label, points] of other) if (points !== 0) lines.push({ label, points, kind: 'other' });
  return lines.sort((a, b) => b.points - a.points);
}

/** The record as of `last`, the spectator's view after the last step walked. */
export function finishRecord(b: RecordBuilder, last: GameView): GameRecord {
  const points = pointsOf(last);
  const winner = last.winner ?? null;
  const rank = (seat: Seat): number => {
    if (winner === seat) return 1;
    const mine = points[seat] ?? 0;
    const ahead = points.filter((n, s) => s !== seat && (s === winner || n > mine)).length;
    return ahead + 1;
  };
  const seats = last.players.map((p, seat): SeatRecord => {
    const n = b.counts[seat]!;
    return {
      seat,
      name: p.name,
      faction: p.faction,
      color: p.color,
      points: points[seat] ?? 0,
      place: rank(seat),
      winner: winner === seat,
      eliminated: p.eliminated,
      conceded: p.conceded ?? null,
      lines: pointLines(p, last.players),
      pointsByRound: [...n.pointsByRound, points[seat] ?? 0],
      combatsFought: n.combatsFought,
      combatsWon: n.combatsWon,
      planetsHeld: planetTotals(last.board, seat).count,
      actionCardsPlayed: n.actionCardsPlayed,
      technologies: p.technologies.length,
      unitsLost: n.unitsLost,
    };
  });
  return { ended: last.phase === 'ended', round: last.round, goal: last.config.victoryPoints, winner, seats };
}
