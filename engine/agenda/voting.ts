// LRR 8.5–8.16 voting: in order from the speaker's left with the speaker last (8.2 ii, 80.2), a player exhausts
// planets for their full influence (8.6, 8.6a) and casts every vote for one outcome (8.7), or abstains (8.14).
// Trade goods never count (8.13); players an effect forbids to vote are skipped (8.16).
import {
  ADDITIONAL_VOTE_SOURCES,
  ask,
  CANNOT_VOTE,
  EXTRA_VOTES_PER_PLANET,
  EXTRA_VOTES_WHEN_CASTING,
  ONE_VOTE_PER_PLAYER,
  VOTES_CAST,
  VOTES_FIRST,
  VOTING_NOT_PREVENTED,
} from '../effects';
import type { CommandOf } from '../core/commands';
import type { VoteDecision } from '../core/frames';
import { clockwiseFrom } from '../core/order';
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { checkCanExhaust, exhaustPlanets, influenceOf, readyPlanets } from '../economy/planets';
import { emit, type CommandCtx } from '../kernel/context';
import { popDecision } from '../kernel/stack';
import type { Option } from '../kernel/options';

import { agendaDef, currentOutcomes, isOutcome, outcomeLabel, type Outcome } from './outcomes';
import type { CastVotes, CurrentAgenda } from '../core/agenda-state';

export const currentAgenda = (state: GameState): CurrentAgenda | null => state.agenda?.current ?? null;

// ---- 8.15 additional votes (their sources answer ADDITIONAL_VOTE_SOURCES: Predictive Intelligence...) -----------

const voteSources = (state: GameState, seat: Seat) => ask(ADDITIONAL_VOTE_SOURCES, { state, seat });

/** The additional votes the named sources give the seat now, or why one of them cannot be used. */
export function checkAdditionalVotes(state: GameState, seat: Seat, sources: readonly string[]): Result<number> {
  if (new Set(sources).size !== sources.length)
    return fail('agenda/additional-votes-twice', '8.15', 'Each source of additional votes is used once per agenda.');
  const known = voteSources(state, seat);
  let votes = 0;
  let tradeGoods = 0;
  for (const id of sources) {
    const source = known.find((s) => s.id === id);
    if (!source) return fail('agenda/no-such-additional-votes', '8.15', `"${id}" gives no additional votes.`);
    const checked = source.check(state, seat);
    if (!checked.ok) return checked;
    votes += source.votes;
    tradeGoods += source.tradeGoods ?? 0;
  }
  if (tradeGoods > (state.players[seat]?.tradeGoods ?? 0))
    return fail('economy/not-enough-trade-goods', '8.15', 'Those votes cost more trade goods than you have.');
  return ok(votes);
}

/** Called once the votes, additional ones included, were cast for `outcome`. */
function additionalVotesCast(ctx: CommandCtx, seat: Seat, sources: readonly string[], outcome: string): void {
  for (const s of voteSources(ctx.state, seat)) if (sources.includes(s.id)) s.afterCast(ctx, seat, outcome);
}

/** Sources of additional votes the seat could add now (for the vote options and the vote form). */
export const usableAdditionalVotes = (state: GameState, seat: Seat): { id: string; name: string; votes: number }[] =>
  voteSources(state, seat)
    .filter((s) => s.check(state, seat).ok)
    .map((s) => ({ id: s.id, name: s.name, votes: s.votes }));

/** 8.2 ii / 80.2: from the speaker's left, clockwise, the speaker last (Hack Election: counterclockwise). */
export function votingOrder(state: GameState): Seat[] {
  const order = clockwiseFrom(state, (state.speaker + 1) % state.players.length);
  const reversed = (() => {
    if (!state.agenda?.current?.votingReversed) return order;
    const speaker = order.pop();
    return speaker === undefined ? order.reverse() : [...order.reverse(), speaker];
  })();
  // Zeal: the Argent always vote first.
  const first = reversed.filter((seat) => ask(VOTES_FIRST, { state, seat }));
  return first.length === 0 ? reversed : [...first, ...reversed.filter((seat) => !first.includes(seat))];
}

/** 8.16: whether an effect keeps this seat from voting on the agenda under way. */
export function barredFromVoting(state: GameState, seat: Seat): boolean {
  const a = state.agenda;
  if (!a?.current) return true;
  if (!state.players[seat]?.eliminated && ask(VOTING_NOT_PREVENTED, { state, seat })) return false;
  return (
    a.barred.includes(seat) ||
    a.current.cannotVote.includes(seat) ||
    !!state.players[seat]?.eliminated ||
    ask(CANNOT_VOTE, { state, seat })
  );
}

/** Votes the seat's planets would give (8.6; the Xxcha commander: 1 more each), or Representative Government's 1. */
export function votesFrom(state: GameState, planets: readonly string[], seat?: Seat): number {
  if (ask(ONE_VOTE_PER_PLAYER, { state })) return 1;
  const extra = seat === undefined ? 0 : ask(EXTRA_VOTES_PER_PLANET, { state, seat });
  return influenceOf(state, planets) + extra * planets.length;
}

/** `additional`: sources of additional votes cast along (8.15), e.g. Predictive Intelligence's 3. */
export function checkVote(
  state: GameState,
  seat: Seat,
  outcome: string,
  planets: readonly string[],
  additional: readonly string[] = [],
): Result<number> {
  const current = currentAgenda(state);
  if (!current) return fail('agenda/no-agenda', '8.2', 'No agenda is being voted on.');
  if (barredFromVoting(state, seat)) return fail('agenda/cannot-vote', '8.16', 'You cannot vote on this agenda.');
  if (current.votes.some((v) => v.seat === seat) || current.abstained.includes(seat))
    return fail('agenda/already-voted', '8.7', 'You already voted on this agenda.');
  const bound = boundOutcome(state, seat);
  if (bound !== null && outcome !== bound)
    return fail(
      'agenda/bound-vote',
      '1.7',
      `Genetic Recombination: you chose to cast your votes for ${outcomeLabel(state, current, bound)}.`,
    );
  if (!isOutcome(state, current, outcome)) {
    // 8.8: "For" or "Against" only; 8.9: an eligible player or planet (a hidden agenda tells the voter neither).
    const rule = agendaDef(current.agenda)?.election === 'for-against' ? '8.8' : '8.9';
    return fail('agenda/not-an-outcome', rule, `"${outcome}" is not an outcome you can vote for on this agenda.`);
  }
  if (ask(ONE_VOTE_PER_PLAYER, { state }) && planets.length > 0) {
    return fail(
      'agenda/representative-government',
      '8.6',
      'Representative Government is in play: you cast 1 vote without exhausting planets.',
    );
  }
  const exhausting = checkCanExhaust(state, seat, planets);
  if (!exhausting.ok) return exhausting;
  const extra = checkAdditionalVotes(state, seat, additional);
  if (!extra.ok) return extra;
  const votes = votesFrom(state, planets, seat) + extra.value;
  // FAQ: zero votes are the same as abstaining.
  if (votes <= 0) return fail('agenda/no-votes', '8.14', 'Those planets give no votes; abstain instead.');
  // Representative Government allows no additional votes (8.6); Zeal's come with any vote cast otherwise.
  return ok(ask(ONE_VOTE_PER_PLAYER, { state }) ? votes : votes + ask(EXTRA_VOTES_WHEN_CASTING, { state, seat }));
}

export function castVotes(ctx: CommandCtx, decision: VoteDecision, cmd: CommandOf<'cast-votes'>): Result<void> {
  const additional = cmd.additionalVotes ?? [];
  const checked = checkVote(ctx.state, ctx.seat, cmd.outcome, cmd.planets, additional);
  if (!checked.ok) return checked;
  const current = currentAgenda(ctx.state)!;
  exhaustPlanets(ctx.state, ctx.seat, cmd.planets);
  current.votes.push({ seat: ctx.seat, outcome: cmd.outcome, planets: [...cmd.planets], votes: checked.value });
  popDecision(ctx.state, decision);
  emit(ctx, { type: 'votes-cast', seat: ctx.seat, outcome: cmd.outcome, votes: checked.value });
  additionalVotesCast(ctx, ctx.seat, additional, cmd.outcome);
  // Effects of votes cast alongside another player's (Blood Pact).
  ask(VOTES_CAST, { ctx, seat: ctx.seat, outcome: cmd.outcome });
  return ok(undefined);
}

/** Genetic Recombination: the outcome the seat chose to vote for on the agenda under way, or null. */
export const boundOutcome = (state: GameState, seat: Seat): string | null =>
  currentAgenda(state)?.bound?.find((b) => b.seat === seat)?.outcome ?? null;

/** 8.14: a player may abstain — unless they chose to cast a vote for an outcome (Genetic Recombination). */
export function checkAbstain(state: GameState, seat: Seat): Result<void> {
  const bound = boundOutcome(state, seat);
  const current = currentAgenda(state);
  if (bound === null || !current) return ok(undefined);
  return fail(
    'agenda/bound-vote',
    '1.7',
    `Genetic Recombination: you chose to cast at least 1 vote for ${outcomeLabel(state, current, bound)}.`,
  );
}

/**
 * A deadline passed on a vote: the player abstains (8.14), or — having chosen to vote for an outcome (Genetic
 * Recombination) — casts the first vote offered for it.
 */
export function timeoutVote(ctx: CommandCtx, decision: VoteDecision): Result<void> {
  const cast = voteOptions(ctx.state, ctx.seat).find((o) => o.command.type === 'cast-votes')?.command;
  if (boundOutcome(ctx.state, ctx.seat) !== null && cast?.type === 'cast-votes') return castVotes(ctx, decision, cast);
  return abstain(ctx, decision);
}

/** 8.14: abstaining casts no votes (also what a deadline does). */
export function abstain(ctx: CommandCtx, decision: VoteDecision): Result<void> {
  const current = currentAgenda(ctx.state);
  if (!current) return fail('agenda/no-agenda', '8.2', 'No agenda is being voted on.');
  current.abstained.push(ctx.seat);
  popDecision(ctx.state, decision);
  emit(ctx, { type: 'abstained', seat: ctx.seat });
  return ok(undefined);
}

/**
 * 8.15: an effect adds votes to the outcome the seat already voted for (never to another one); refused when the
 * seat has not voted, or under Representative Government.
 */
export function addVotes(state: GameState, seat: Seat, votes: number): Result<void> {
  const cast = currentAgenda(state)?.votes.find((v) => v.seat === seat);
  if (!cast)
    return fail(
      'agenda/no-votes-cast',
      '8.15',
      'Additional votes go to the outcome you voted for; you have not voted.',
    );
  if (ask(ONE_VOTE_PER_PLAYER, { state }))
    return fail('agenda/representative-government', '8.6', 'Representative Government forbids additional votes.');
  cast.votes += votes;
  return ok(undefined);
}

/** Votes per outcome (8.2 iii). */
export function tally(current: CurrentAgenda): Record<string, number> {
  const out: Record<string, number> = {};
  for (const v of current.votes) out[v.outcome] = (out[v.outcome] ?? 0) + v.votes;
  return out;
}

/** 8.19: the outcomes that received the most votes; every outcome when nobody voted. */
export function leadingOutcomes(state: GameState, current: CurrentAgenda): string[] {
  const outcomes = currentOutcomes(state, current).map((o) => o.id);
  const t = tally(current);
  const best = Math.max(0, ...outcomes.map((o) => t[o] ?? 0));
  return best === 0 ? outcomes : outcomes.filter((o) => (t[o] ?? 0) === best);
}

/** Seats that cast at least one vote for the outcome (FAQ: zero votes are no vote). */
export const votersFor = (current: CurrentAgenda, outcome: string): Seat[] =>
  current.votes.filter((v: CastVotes) => v.outcome === outcome && v.votes > 0).map((v) => v.seat);

/**
 * For each outcome: vote with every ready planet, also with each source of additional votes the seat has (8.15);
 * and abstain. The UI may offer finer planet sets.
 */
export function voteOptions(state: GameState, seat: Seat): Option[] {
  const current = currentAgenda(state);
  if (!current) return [];
  const out: Option[] = [];
  const planets = ask(ONE_VOTE_PER_PLAYER, { state })
    ? []
    : readyPlanets(state, seat)
        .map((p) => p.id)
        .filter((id) => votesFrom(state, [id], seat) > 0);
  const base = votesFrom(state, planets, seat);
  const ways = [{ additional: [] as string[], votes: base, note: '' }];
  for (const a of usableAdditionalVotes(state, seat))
    ways.push({ additional: [a.id], votes: base + a.votes, note: ` (${a.votes} from ${a.name})` });
  for (const way of ways) {
    if (way.votes <= 0) continue;
    for (const o of currentOutcomes(state, current) as Outcome[]) {
      if (!checkVote(state, seat, o.id, planets, way.additional).ok) continue;
      const extra = way.additional.length > 0 ? { additionalVotes: way.additional } : {};
      out.push({
        command: { type: 'cast-votes', outcome: o.id, planets, ...extra },
        label: `${way.votes} vote${way.votes === 1 ? '' : 's'} for ${o.label}${way.note}`,
        group: 'Vote',
        checked: true,
      });
    }
  }
  if (checkAbstain(state, seat).ok)
    out.push({ command: { type: 'abstain' }, label: 'Abstain', group: 'Vote', checked: true });
  return out;
}
