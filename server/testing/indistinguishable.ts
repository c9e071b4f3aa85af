// The hidden-information standard as a test: a seat (or a spectator) receives the same from two games that differ
// only in what it may not see (engine/testing/redeal.ts), whatever path the server sends it by — the game page's
// view, options, waiting list and round panels, the tactical forms (unit facts, movement routes, production offer),
// odds and production quotes, its notices (the batched turn email with its headline, push and reminder), and the feed
// lines the next command adds as that seat reads them. Used by server/game/hidden-information.test.ts and `npm run fuzz`.
import { apply, boardNames, oddsFor, options, productionInfo, productionQuote, waitingOn } from '@/engine/index';
import type { Command, GameEvent, GameState, Option, Seat } from '@/engine/index';
import { isAnyTimeUse } from '@/engine/abilities/any-time';
import { everythingThatReaches } from '@/engine/queries/movement';
import type { OddsQuery } from '@/engine/queries/odds';
import { differences } from '@/engine/testing/differences';
import { hiddenCards, redeal } from '@/engine/testing/redeal';
import { describeEvent } from '@/app/game/[id]/tactical/describe-event';
import { decisionHeadlines, decisionLabels } from '@/server/api/notify-hooks';
import { eventNames } from '@/server/game/event-names';
import { feedFor } from '@/server/game/feed';
import { decisionFor, seatView, tacticalView, type SeatView } from '@/server/game/seat-view';
import type { GameDoc } from '@/server/lobby/doc';
import { summariesOf } from '@/server/lobby/summary';
import { batchPushPayload } from '@/server/notify/batch';
import { pushPayloadFor } from '@/server/notify/deliver';
import { renderBatchEmail, renderTurnEmail } from '@/server/notify/templates';

/** The odds queries the page would make for this seat now (a few: exact odds are not free). */
function oddsQueries(state: GameState, seat: Seat, options: readonly { command: Command }[]): OddsQuery[] {
  const queries: OddsQuery[] = [{ kind: 'combat' }];
  const activations = options.flatMap((o) => (o.command.type === 'tactical-action' ? [o.command.system] : []));
  for (const system of [activations[0], activations.at(-1)].filter((s, i, all) => s && all.indexOf(s) === i))
    queries.push({ kind: 'activate', system: system! });
  const decision = decisionFor(state, seat);
  if (decision?.kind === 'move-ships') queries.push({ kind: 'move', moves: everythingThatReaches(state, seat) });
  if (decision?.kind === 'commit-ground-forces')
    for (const planet of Object.keys(state.board.systems[decision.system]?.planets ?? {}))
      queries.push({ kind: 'ground', planet, units: { infantry: 1, mech: 1 } });
  return queries;
}

/** The notices the seat would get if the game waits on it now: its batched turn email and push, and a reminder. */
function notice(state: GameState, seat: Seat) {
  if (state.phase === 'ended' || !waitingOn(state).includes(seat)) return null;
  const decisionLabel = decisionLabels(state, [seat])[seat] ?? '';
  const headline = decisionHeadlines(state, [seat])[seat];
  const wait = { userId: 'u', since: 0, decisionLabel, ...(headline === undefined ? {} : { headline }) };
  const batch = renderBatchEmail({
    items: [
      { gameName: 'G', decisionLabel, ...(headline === undefined ? {} : { headline }), url: 'g' },
      { gameName: 'H', decisionLabel: 'Vote', url: 'h' },
    ],
    unsubscribeUrl: 'u',
    settingsUrl: 's',
  });
  const reminder = renderTurnEmail({
    kind: 'reminder',
    gameName: 'G',
    decisionLabel,
    gameUrl: 'g',
    unsubscribeUrl: 'u',
    settingsUrl: 's',
    waitedHours: 30,
  });
  return {
    headline,
    batch: [batch.subject, batch.text],
    reminder: [reminder.subject, reminder.text],
    push: batchPushPayload([{ gameId: 'g', gameName: 'G', wait }]),
    reminderPush: pushPayloadFor({ gameId: 'g', gameName: 'G', interval: 1, wait }),
  };
}

/** The seat's entry in its list of games (lobby.mine reads these summaries). */
function summary(state: GameState, seat: Seat) {
  const doc: GameDoc = {
    lobby: {
      name: 'G',
      hostUserId: 'u0',
      settings: {
        players: state.players.length,
        victoryPoints: 10,
        layout: '3p',
        reminderIntervalHours: 24,
        allowSpectators: false,
      },
      seats: state.players.map((p) => ({ userId: `u${p.seat}`, name: p.name, faction: p.faction, color: p.color })),
      inviteToken: null,
      status: 'started',
      createdAt: 0,
    },
    engine: state,
  };
  return summariesOf(doc, 0)[`u${seat}`];
}

/** Everything the server would send `seat` about this state (null: a spectator), apart from the feed. */
export function received(state: GameState, seat: Seat | null): { game: SeatView } & Record<string, unknown> {
  const game = seatView(state, seat);
  if (seat === null) return { game };
  const decision = decisionFor(state, seat);
  const quotes =
    decision?.kind === 'production' && decision.seat === seat
      ? productionInfo(state, decision)
          .units.slice(0, 3)
          .map((u) => {
            const place = u.places[0];
            const order = [{ unit: u.type, count: 1, ...(place ? { planet: place } : {}) }];
            return productionQuote(state, decision, order, false);
          })
      : [];
  return {
    game,
    tactical: tacticalView(state, seat),
    odds: oddsQueries(state, seat, game.options).map((q) => oddsFor(state, seat, q)),
    quotes,
    notice: notice(state, seat),
    summary: summary(state, seat),
  };
}

/** The events of one command as `seat` reads them in the feed: the entries it may see, and their lines. */
export function feedLines(state: GameState, seat: Seat | null, actor: Seat, events: readonly GameEvent[]) {
  const entries = feedFor(
    events.map((event) => ({ version: 2, at: 0, seat: actor, event })),
    seat,
    1,
  );
  const names = boardNames(state);
  const labels = {
    seats: state.players.map((p) => p.name),
    systems: names.systems,
    planets: names.planets,
    names: eventNames(state),
  };
  return entries.map((e) => ({ event: e.event, line: describeEvent(e.event, labels) }));
}

/**
 * What the server answers the seat's own commands with: each of a few of its options applied (accepted, or the rule
 * and message of the refusal). A command offered from public facts must not be refused for hidden ones.
 */
function answers(state: GameState, seat: Seat | null, offered: readonly Option[]) {
  if (seat === null) return [];
  const picked = [offered[0], offered[Math.floor(offered.length / 2)], offered.at(-1)].filter(
    (o, i, all): o is NonNullable<typeof o> => o !== undefined && all.indexOf(o) === i,
  );
  return picked.map((o) => {
    const r = apply(state, seat, o.command, { at: 0 });
    return { label: o.label, accepted: r.ok, refusal: r.ok ? null : r.error };
  });
}

export interface NextCommand {
  readonly seat: Seat;
  readonly command: Command;
  readonly at: number;
}

export interface Comparison {
  /** What told the two games apart, as paths with both values; empty when nothing did. */
  readonly problems: string[];
  /** Whether the next command could be compared (it is legal in the re-dealt game too). */
  readonly nextCompared: boolean;
  /** Other answers the next command's seat could have given instead, compared with the one it gave. */
  readonly alternatives: number;
}

/** Answers given at once whose content stays private until everyone has answered, by decision kind. */
const PRIVATE_ANSWERS: Readonly<Record<string, readonly Command['type'][]>> = {
  window: ['pass-window', 'use-ability', 'standing-pass'],
  'assign-hits': ['assign-hits'],
  'score-objectives': ['score-objectives'],
  'choose-secret-objective': ['choose-secret-objective'],
};

/**
 * When the next command is another seat's private answer to a decision that stays open after it, every answer that
 * seat could have given must look the same to the viewer: what is public is only what resolves once all answered.
 * An ability used "at any time" (1.13: the Keleres agent) answers no decision — it resolves at once, in the open,
 * like a transaction — so it is neither such an answer nor one of the alternatives.
 */
function alternativeAnswers(
  state: GameState,
  viewer: Seat | null,
  next: NextCommand,
): { problems: string[]; count: number } {
  const top = state.stack.at(-1);
  const kinds = top?.frame === 'decision' ? PRIVATE_ANSWERS[top.kind] : undefined;
  if (!top || top.frame !== 'decision' || !kinds || next.seat === viewer || !kinds.includes(next.command.type))
    return { problems: [], count: 0 };
  if (isAnyTimeUse(next.command)) return { problems: [], count: 0 };
  // The last answer settles the decision, and what resolves then is public (a window asks again under the same id).
  if (!top.waitingOn.some((s) => s !== next.seat)) return { problems: [], count: 0 };
  const stillOpen = (s: GameState) => {
    const t = s.stack.at(-1);
    return t?.frame === 'decision' && t.id === top.id;
  };
  const given = apply(state, next.seat, next.command, { at: next.at });
  if (!given.ok || !stillOpen(given.state)) return { problems: [], count: 0 };
  const seen = (s: GameState, events: readonly GameEvent[]) => ({
    received: received(s, viewer),
    feed: feedLines(s, viewer, next.seat, events),
  });
  // In a window even having answered is private (a standing pass answers at once): it must look as if nobody had.
  const expected = top.kind === 'window' ? seen(state, []) : seen(given.state, given.events);
  const problems =
    top.kind === 'window'
      ? differences(expected, seen(given.state, given.events)).map(
          (d) => `seat ${viewer} tells seat ${next.seat}'s ${next.command.type} from no answer yet: ${d}`,
        )
      : [];
  let count = 0;
  const others = options(state, next.seat).filter((o) => kinds.includes(o.command.type) && !isAnyTimeUse(o.command));
  for (const o of others.slice(0, 4)) {
    const alt = apply(state, next.seat, o.command, { at: next.at });
    if (!alt.ok || !stillOpen(alt.state)) continue;
    count += 1;
    problems.push(
      ...differences(expected, seen(alt.state, alt.events)).map(
        (d) => `seat ${viewer} tells seat ${next.seat}'s "${o.label}" from its ${next.command.type}: ${d}`,
      ),
    );
  }
  return { problems, count };
}

/**
 * Compares what `viewer` receives from `state` and from a re-deal of it; then, when `next` is given, applies it to
 * both and compares again, with the feed lines it adds. For that second part the re-deal keeps the generator and
 * others' answers (so dice and resolutions match) and the cards the command reveals to the viewer (so a card drawn
 * into the viewer's hand is the same card): anything else that differs after it was learnt from hidden information.
 */
export function compareRedealt(state: GameState, viewer: Seat | null, seed: string, next?: NextCommand): Comparison {
  const where = (part: string) => (d: string) => `${part} for seat ${viewer}: ${d}`;
  const other = redeal(state, viewer, { seed });
  const mine = received(state, viewer);
  const theirs = received(other, viewer);
  const problems = differences(mine, theirs).map(where('re-dealt game'));
  // The answers try the options the seat received (listing them again would give the same list).
  const tried = [answers(state, viewer, mine.game.options), answers(other, viewer, theirs.game.options)] as const;
  problems.push(...differences(tried[0], tried[1]).map(where('answers in re-dealt game')));
  if (!next) return { problems, nextCompared: false, alternatives: 0 };
  const alternatives = alternativeAnswers(state, viewer, next);
  problems.push(...alternatives.problems);
  const after = apply(state, next.seat, next.command, { at: next.at });
  if (!after.ok) throw new Error(`the next command is not legal: ${after.error.message}`);
  const before = hiddenCards(state, viewer);
  const still = hiddenCards(after.state, viewer);
  // Cards shown to everyone on the way (Harka Leeds) went back out of sight: every hidden copy of them stays put. An
  // agenda the command resolves is known to all (8.2: Covert Legislation's hidden one), though the state still holds
  // it as hidden until the agenda is discarded.
  const shown = new Set(after.events.flatMap((e) => (e.type === 'cards-drawn' ? (e.revealed ?? []) : [])));
  const resolved = new Set(after.events.flatMap((e) => (e.type === 'agenda-resolved' ? [e.agenda] : [])));
  const revealed = new Set([...before].filter((c) => !still.has(c) || shown.has(c.split('#')[0]!) || resolved.has(c)));
  const twin = redeal(state, viewer, { seed, keep: revealed, generator: false, answers: false });
  const twinAfter = apply(twin, next.seat, next.command, { at: next.at });
  if (!twinAfter.ok) {
    // Another seat may have given away a card the viewer cannot see, which the re-deal put elsewhere; but whether the
    // viewer's own command is accepted can never depend on what the viewer cannot see.
    if (next.seat === viewer) problems.push(where('own command refused in the re-dealt game')(twinAfter.error.message));
    return { problems, nextCompared: false, alternatives: alternatives.count };
  }
  const seen = (s: GameState, events: readonly GameEvent[]) => ({
    received: received(s, viewer),
    feed: feedLines(s, viewer, next.seat, events),
  });
  problems.push(
    ...differences(seen(after.state, after.events), seen(twinAfter.state, twinAfter.events)).map(
      where(`after seat ${next.seat}'s ${next.command.type}`),
    ),
  );
  return { problems, nextCompared: true, alternatives: alternatives.count };
}
