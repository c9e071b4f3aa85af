// Invariants every reachable game state must keep: component limits (23), conservation of cards and command
// tokens, no negative counts, and no hidden information of other players in any view (2.5, 61.10, 69.2).
import { ask, SECRET_OBJECTIVES_FACE_UP } from '../effects';
import { promissoryNoteProblems } from '../transactions/invariants';
import type { GameState } from '../core/state';
import { dealtDecks, notDealtIn } from '../content/in-play';
import { SECRET_OBJECTIVES } from '../data/objectives';
import { EXPLORATION_DECKS } from '../data/exploration';
import { explorationCardsAccountedFor } from '../exploration/deck';
import { relicsAttached } from '../relics/holding';
import type { UnitType } from '../data/types';
import { COMMAND_TOKENS_PER_PLAYER, tokensOnBoard } from '../economy/command-tokens';
import { tokensHeldByOthers } from '../factions/mahact-tokens';
import type { Seat } from '../core/state';
import { loadGameState } from '../flow/load';
import { options } from '../flow/options';
import { view, waitingOnSeenBy } from '../view';
import { differences } from './differences';
import { redeal } from './redeal';
import { naaluSight } from '../leaders/naalu';
import { dueUnlocks } from '../leaders/unlock';

/** 23.4: plastic units per player; fighters and ground forces may be supplemented by tokens. */
export const UNIT_LIMITS: Partial<Record<UnitType, number>> = {
  'war-sun': 2,
  dreadnought: 5,
  cruiser: 8,
  carrier: 4,
  destroyer: 8,
  flagship: 1,
  mech: 4,
  pds: 6,
  'space-dock': 3,
};

function sameMultiset(name: string, actual: readonly string[], expected: readonly string[], problems: string[]): void {
  if (actual.length !== expected.length)
    problems.push(`${name}: ${actual.length} cards accounted for, expected ${expected.length}`);
  const seen = new Set<string>();
  for (const c of actual) {
    if (seen.has(c)) problems.push(`${name}: ${c} is in two places`);
    seen.add(c);
  }
  for (const c of expected) if (!seen.has(c)) problems.push(`${name}: ${c} went missing`);
}

/** `redeal: false` leaves out the checker's own re-deal comparison, for a caller that runs a fuller one itself. */
export interface InvariantOptions {
  readonly redeal?: boolean;
}

export function checkInvariants(state: GameState, opts: InvariantOptions = {}): string[] {
  const problems: string[] = [];
  // Every state the engine writes loads again: each frame of its stack checks against its definition.
  const loaded = loadGameState(JSON.parse(JSON.stringify(state)));
  if (!loaded.ok) problems.push(loaded.error.message);
  // Units: per player and type across the board, and no negative or fractional counts.
  const totals = state.players.map(() => ({}) as Partial<Record<UnitType, number>>);
  for (const [key, sys] of Object.entries(state.board.systems)) {
    const stacks = [
      ...Object.entries(sys.space),
      ...Object.values(sys.planets).flatMap((p) => Object.entries(p.units)),
    ];
    for (const [seat, stack] of stacks) {
      for (const [type, n] of Object.entries(stack.counts)) {
        if (!Number.isInteger(n) || n! < 0) problems.push(`${key}: seat ${seat} has ${n} ${type}`);
        const t = totals[Number(seat)];
        if (t) t[type as UnitType] = (t[type as UnitType] ?? 0) + (n ?? 0);
        if ((stack.damaged[type as UnitType] ?? 0) > (n ?? 0))
          problems.push(`${key}: more damaged ${type} than ${type}`);
      }
    }
  }
  totals.forEach((t, seat) => {
    for (const [type, limit] of Object.entries(UNIT_LIMITS)) {
      if ((t[type as UnitType] ?? 0) > limit!)
        problems.push(`23.4: seat ${seat} has ${t[type as UnitType]} ${type} (limit ${limit})`);
    }
  });
  // Command tokens (20): 16 per player between reinforcements, pools, the board and the Mahact's fleet pool (Edict).
  for (const p of state.players) {
    const { tactic, fleet, strategy } = p.pools;
    if ([tactic, fleet, strategy, p.tradeGoods, p.commodities].some((n) => !Number.isInteger(n) || n < 0))
      problems.push(`seat ${p.seat}: negative or fractional count`);
    const held = tokensHeldByOthers(state, p.seat);
    if (new Set(p.fleetPoolTokens ?? []).size !== (p.fleetPoolTokens ?? []).length)
      problems.push(`Edict: seat ${p.seat} holds two tokens of one player in its fleet pool`);
    if (tactic + fleet + strategy + tokensOnBoard(state, p.seat) + held > COMMAND_TOKENS_PER_PLAYER)
      problems.push(`20: seat ${p.seat} has more than 16 command tokens out`);
  }
  // Cards: every card setup dealt (only the ones that work, engine/content/in-play.ts) is in exactly one place.
  const dealt = dealtDecks(notDealtIn(state.config));
  const offered = state.stack.flatMap((f) =>
    f.frame === 'decision' && f.kind === 'choose-secret-objective' ? Object.values(f.offered).flat() : [],
  );
  sameMultiset(
    'action deck',
    [...state.decks.action.draw, ...state.decks.action.discard, ...state.players.flatMap((p) => p.actionCards)],
    dealt.action,
    problems,
  );
  sameMultiset(
    'secret objectives',
    [
      ...state.decks.secret.draw,
      ...state.decks.secret.discard,
      ...offered,
      ...state.players.flatMap((p) => p.secretObjectives.map((s) => s.id)),
    ],
    dealt.secret,
    problems,
  );
  const o = state.objectives;
  // Classified Document Leaks makes a scored secret objective public: it is counted with the secrets.
  const publicRevealed = o.revealed.filter((id) => !(SECRET_OBJECTIVES as readonly string[]).includes(id));
  sameMultiset(
    'public objectives',
    [...o.stage1.draw, ...o.stage2.draw, ...o.stage1.discard, ...o.stage2.discard, ...o.unrevealed, ...publicRevealed],
    [...dealt.stage1, ...dealt.stage2],
    problems,
  );
  // 7: every agenda card is in the deck, the discard pile, in play as a law, or held by the agenda being resolved.
  sameMultiset(
    'agenda deck',
    [
      ...state.decks.agenda.draw,
      ...state.decks.agenda.discard,
      ...state.laws.map((l) => l.id),
      ...(state.agenda?.current?.held ?? []),
    ],
    dealt.agenda,
    problems,
  );
  // 35: every exploration card dealt is in its deck, its discard pile, attached to a planet, a relic fragment in a
  // play area, or purged (engine/exploration/deck.ts).
  const explored = explorationCardsAccountedFor(state);
  for (const deck of EXPLORATION_DECKS)
    sameMultiset(`${deck} exploration deck`, explored[deck], dealt.exploration[deck], problems);
  // 73, 70: every relic is in the deck, in a play area, attached to a planet (Nanoforge), or purged (kept in the
  // relic deck's discard pile).
  sameMultiset(
    'relic deck',
    [
      ...state.decks.relic.draw,
      ...state.decks.relic.discard,
      ...state.players.flatMap((p) => p.relics),
      ...relicsAttached(state),
    ],
    dealt.relic,
    problems,
  );
  problems.push(...promissoryNoteProblems(state));
  // 51.6c, 51.10: the flow settled on a decision, so every leader whose condition holds has unlocked (apply skips the
  // check after a command that changed nothing a condition reads: this proves the skip lost no unlock).
  if (state.phase !== 'ended')
    for (const { seat, role } of dueUnlocks(state)) problems.push(`51.6: seat ${seat}'s ${role} is due but locked`);
  problems.push(...hiddenInformationLeaks(state, opts));
  return problems;
}

/**
 * The standard itself rather than a search for field names: the same game dealt again wherever `viewer` cannot see
 * (engine/testing/redeal.ts: others' hands and secrets, deck orders, the seed and generator, others' pending answers)
 * must look the same to them — their view, whom the game waits on, and their options with every label.
 */
let rotation = 0;
/**
 * The checker runs after every step of a bot game and a re-deal costs three views and two option lists: one call
 * in this many compares one seat (in turn) with a re-dealt game.
 */
const REDEAL_EVERY = 3;
let calls = 0;

/**
 * Starts the sampling over, as a freshly loaded module would: the engine's test files share one module graph per
 * worker (vitest.config.ts), and each file should check the same steps whichever files ran before it.
 */
export function restartRedealSampling(): void {
  calls = 0;
  rotation = 0;
}

export function redealLeaks(state: GameState, viewer: Seat | null, seed = `${state.seq}`): string[] {
  const other = redeal(state, viewer, { seed });
  const seen = (s: GameState) => ({
    view: view(s, viewer),
    waitingOn: waitingOnSeenBy(s, viewer),
    options: viewer === null ? [] : options(s, viewer),
  });
  return differences(seen(state), seen(other)).map((d) => `seat ${viewer} tells a re-dealt game apart: ${d}`);
}

/**
 * Every string in a view, keys included: what a search of its JSON text for `"id"` finds, looked up at once rather
 * than by scanning the whole text once per hidden card (the checker runs after every step, for every seat).
 */
function jsonStrings(value: unknown, out = new Set<string>()): Set<string> {
  if (typeof value === 'string') out.add(value);
  else if (Array.isArray(value)) for (const item of value) jsonStrings(item, out);
  else if (value !== null && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) {
      // JSON.stringify leaves out undefined members (and functions), keys and all.
      if (item === undefined || typeof item === 'function') continue;
      out.add(key);
      jsonStrings(item, out);
    }
  return out;
}

/**
 * What each seat must not see: others' hands, others' unscored secrets and offers, deck order, the generator.
 * Hand cards and promissory notes have unique copy ids ('card#n', 'note@seat'), so any occurrence in the view's
 * text is a leak; objective ids can coincide with other ids (a technology), so those are checked by place.
 */
export function hiddenInformationLeaks(state: GameState, opts: InvariantOptions = {}): string[] {
  const problems: string[] = [];
  for (const viewer of [null, ...state.players.map((p) => p.seat)]) {
    const v = view(state, viewer);
    const strings = jsonStrings(v);
    // M'aban (Naalu commander) lets its user see their neighbours' notes in hand: those are not a leak.
    const sight = naaluSight(state, viewer);
    for (const p of state.players) {
      if (p.seat === viewer) continue;
      for (const card of p.actionCards)
        if (strings.has(card)) problems.push(`view of ${viewer} shows action card ${card} held by seat ${p.seat}`);
      const seen = sight?.promissoryNotes[String(p.seat)] ?? [];
      for (const note of p.promissoryNotes)
        if (strings.has(note) && !seen.includes(note))
          problems.push(`view of ${viewer} shows promissory note ${note} held by seat ${p.seat}`);
      const pv = v.players[p.seat]!;
      if (pv.actionCards !== null || pv.promissoryNotes !== null)
        problems.push(`view of ${viewer} shows seat ${p.seat}'s hand`);
      // Search Warrant makes the elected player's secret objectives public.
      if (pv.secretObjectives.some((s) => !s.scored) && !ask(SECRET_OBJECTIVES_FACE_UP, { state, seat: p.seat }))
        problems.push(`view of ${viewer} shows seat ${p.seat}'s unscored secret objectives`);
    }
    for (const d of v.decisions) {
      if (d.kind === 'choose-secret-objective' && Object.keys(d.offered).some((k) => Number(k) !== viewer)) {
        problems.push(`view of ${viewer} shows another seat's offered secret objectives`);
      }
      if (d.kind === 'window' && d.intents.some((i) => i.seat !== viewer))
        problems.push(`view of ${viewer} shows another seat's answer in an open window`);
      if (
        d.kind === 'assign-hits' &&
        d.waitingOn.length > 0 &&
        Object.keys(d.answers).some((k) => Number(k) !== viewer)
      ) {
        problems.push(`view of ${viewer} shows another seat's hit assignment before everyone answered`);
      }
    }
    // Covert Legislation: only the speaker knows the hidden agenda before it is resolved.
    const hidden = state.agenda?.current?.hidden ?? null;
    const seen = v.agenda?.current;
    if (hidden !== null && viewer !== state.speaker && (seen?.hidden != null || seen?.held.includes(hidden)))
      problems.push(`view of ${viewer} shows the covert agenda`);
    if (state.decks.action.draw.slice(0, 3).some((c) => strings.has(c)))
      problems.push(`view of ${viewer} shows the action deck's order`);
  }
  // One seat every REDEAL_EVERY calls, in turn.
  if (opts.redeal !== false && calls++ % REDEAL_EVERY === 0) {
    const viewers = [null, ...state.players.map((p) => p.seat)];
    problems.push(...redealLeaks(state, viewers[rotation++ % viewers.length]!));
  }
  return problems;
}
