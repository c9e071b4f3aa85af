// Test kit for the hidden-information standard (LRR 2.2 action cards, 69.2 promissory notes, 61.10 secret
// objectives, shuffled decks): the same game dealt differently as far as one seat can tell. Every card whose place the
// seat may not see is dealt again among the places it may not see (same counts, same public facts), and optionally
// the seed, the generator and other seats' pending private answers too. Whatever the server sends that seat must be
// the same for both games (server/testing/indistinguishable.ts).
import { AGENDAS } from '../data/agendas';
import { onlyAssignment, sensibleAssignments } from '../combat/hits';
import { ask, SECRET_OBJECTIVES_FACE_UP } from '../effects';
import type { AssignHitsDecision, Decision, Frame, WindowDecision } from '../core/frames';
import { Rng, generatorOf, seedRng } from '../core/rng';
import type { Deck, GameState, Seat } from '../core/state';
import { copyJson } from '../kernel/draft';
import { PUBLIC_STAGE1 } from '../data/objectives';
import { WINDOWS } from '../core/windows';
import { PLACED_WHEN_RECEIVED, parseCopy } from '../transactions/notes';
import { liveProposals } from '../transactions/proposals';
import { allAbilities } from '../abilities/catalog';
import { FACTIONS } from '../data/factions';
import { FACTION_ABILITIES } from '../data/faction-abilities';
import { LEADERS } from '../data/leaders';
import { naaluSight } from '../leaders/naalu';
import { politicsChooser } from '../view';
import { PLANETS } from '../data/planets';
import { STRATEGY_CARDS } from '../data/strategy-cards';
import { SYSTEMS } from '../data/systems';
import { TECHNOLOGIES } from '../data/technologies';
import { UNITS } from '../data/units';

/** Ids of components other than cards: a card id equal to one of them ('sar') is not renamed inside decisions. */
let otherIds: Set<string> | null = null;
function dataIdsOtherThanCards(): Set<string> {
  otherIds ??= new Set([
    ...[TECHNOLOGIES, PLANETS, LEADERS, UNITS, STRATEGY_CARDS, SYSTEMS, FACTION_ABILITIES, FACTIONS].flatMap((t) =>
      Object.keys(t),
    ),
    ...allAbilities().map((a) => a.id),
  ]);
  return otherIds;
}

export interface RedealOptions {
  /** Seeds the re-deal's own shuffles (and the new game seed when `generator` is set). */
  readonly seed: string;
  /** Cards that stay where they are: those a command about to be compared reveals, for example. */
  readonly keep?: ReadonlySet<string>;
  /** Deal a new seed and generator state (default true). Keep them to compare what a next command rolls. */
  readonly generator?: boolean;
  /**
   * Deal other seats' pending private answers again (default true): their passes and intents in open windows, their
   * standing passes, their hit assignments given before everyone answered, proposals and deals between others.
   */
  readonly answers?: boolean;
}

/** One place a hidden card lies: read and write it, and the class of cards that may take its place. */
interface Slot {
  readonly cls: string;
  readonly get: () => string;
  readonly set: (id: string) => void;
}

const arraySlots = (cls: string | ((id: string) => string | null), list: string[]): Slot[] =>
  list.flatMap((id, i) => {
    const c = typeof cls === 'string' ? cls : cls(id);
    return c === null ? [] : [{ cls: c, get: () => list[i]!, set: (v: string) => (list[i] = v) }];
  });

const deckSlots = (cls: string, deck: Deck): Slot[] => arraySlots(cls, deck.draw);

const isStage1 = (id: string) => (PUBLIC_STAGE1 as readonly string[]).includes(id);

/** Covert Legislation shows everyone the kind of election of the hidden agenda (8.2): agendas trade places within it. */
const agendaClass = (id: string): string =>
  `agenda:${(AGENDAS as Record<string, { election: string } | undefined>)[id]?.election ?? 'unknown'}`;

/** Notes trade places only with notes of the same owner, and never the ones placed face up when received. */
const noteClass = (copy: string): string | null => {
  const ref = parseCopy(copy);
  return ref === null || PLACED_WHEN_RECEIVED.includes(ref.note) ? null : `note@${ref.owner}`;
};

/** Every place a card lies that `viewer` may not see (null: a spectator, who sees no hand). */
function hiddenSlots(state: GameState, viewer: Seat | null): Slot[] {
  const slots: Slot[] = [];
  const d = state.decks;
  // So Ata (Yssaril commander): while the viewer looks at one kind of another player's cards, those stay put.
  const looked = yssarilLook(state, viewer);
  // M'aban (Naalu commander): its user sees their neighbours' notes and both ends of the agenda deck.
  const sight = naaluSight(state, viewer);
  for (const p of state.players) {
    if (p.seat === viewer) continue;
    const sees = (kind: string) => looked?.target === p.seat && looked.look === kind;
    if (!sees('action-cards')) slots.push(...arraySlots('action', p.actionCards));
    if (!sees('promissory-notes') && !sight?.promissoryNotes[String(p.seat)])
      slots.push(...arraySlots(noteClass, p.promissoryNotes));
    if (!sees('secret-objectives') && !ask(SECRET_OBJECTIVES_FACE_UP, { state, seat: p.seat }))
      for (const s of p.secretObjectives)
        if (!s.scored) slots.push({ cls: 'secret', get: () => s.id, set: (v) => (s.id = v) });
  }
  slots.push(...deckSlots('action', d.action), ...deckSlots('secret', d.secret), ...deckSlots('relic', d.relic));
  for (const name of ['cultural', 'hazardous', 'industrial', 'frontier'] as const)
    slots.push(...deckSlots(name, d[name]));
  // 66.2: the Politics player looks at the top two agenda cards while arranging them.
  const seen = politicsChooser(state) === viewer && viewer !== null ? d.agenda.draw.slice(0, 2) : [];
  // Insider Information: the card the viewer looked at stays where it is for them.
  for (const peek of state.agenda?.current?.peeks ?? []) if (peek.seat === viewer) seen.push(peek.card);
  for (const end of [sight?.agendaTop, sight?.agendaBottom]) if (end) seen.push(end);
  slots.push(...arraySlots((id) => (seen.includes(id) ? null : agendaClass(id)), d.agenda.draw));
  const current = state.agenda?.current;
  if (current && current.hidden !== null && viewer !== state.speaker) {
    const hiddenAt = current.held.indexOf(current.hidden);
    slots.push({
      cls: agendaClass(current.hidden),
      get: () => current.hidden!,
      set: (v) => {
        current.hidden = v;
        if (hiddenAt >= 0) current.held[hiddenAt] = v;
      },
    });
  }
  const o = state.objectives;
  slots.push(...deckSlots('stage1', o.stage1), ...deckSlots('stage2', o.stage2));
  slots.push(...arraySlots((id) => (isStage1(id) ? 'stage1' : 'stage2'), o.unrevealed));
  for (const f of state.stack)
    if (f.frame === 'decision' && f.kind === 'choose-secret-objective')
      for (const [seat, offered] of Object.entries(f.offered))
        if (Number(seat) !== viewer) slots.push(...arraySlots('secret', offered));
  return slots;
}

function yssarilLook(state: GameState, viewer: Seat | null): { target: number; look: string } | null {
  const top = state.stack.at(-1);
  if (top?.frame !== 'decision' || top.kind !== 'choice') return null;
  // Mageon Implants, Spy Net, Kyver: the looker sees the other hand while taking a card from it.
  if (top.choice === 'yssaril/take-action-card') {
    const args = top.args as { seat: number; target: number };
    return args.seat === viewer ? { target: args.target, look: 'action-cards' } : null;
  }
  if (top.choice !== 'leaders/yssaril-look') return null;
  const args = top.args as { seat: number; target: number; look: string };
  return args.seat === viewer ? args : null;
}

/** The ids of the cards `viewer` may not see the places of. */
export function hiddenCards(state: GameState, viewer: Seat | null): Set<string> {
  return new Set(hiddenSlots(state, viewer).map((s) => s.get()));
}

/** Walks every string in a JSON value, replacing it where `change` returns a different one. */
function mapStrings(value: unknown, change: (s: string) => string): unknown {
  if (typeof value === 'string') return change(value);
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, change));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, change)]));
  return value;
}

function stringsIn(value: unknown, out: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') out.add(value);
  else if (Array.isArray(value)) for (const v of value) stringsIn(v, out);
  else if (value !== null && typeof value === 'object') for (const v of Object.values(value)) stringsIn(v, out);
  return out;
}

/**
 * Cards that must keep their place for the re-dealt game to stay consistent: those named where the re-deal does not
 * rename (steps, which carry what a resolution is about to do), ids that are also the ids of other components (a
 * decision naming technology 'sar' must not become another objective), the notes in proposals the viewer is party
 * to; and, when others' answers are kept as they are, the notes other seats proposed to give and the cards behind
 * their pending intents (so the same commands stay legal).
 */
function pinned(state: GameState, hidden: Set<string>, viewer: Seat | null, answersKept: boolean): Set<string> {
  const out = new Set<string>();
  const add = (s: string) => hidden.has(s) && out.add(s);
  for (const f of state.stack) {
    if (f.frame === 'step') stringsIn(f.args).forEach(add);
    else for (const s of stringsIn(f)) if (dataIdsOtherThanCards().has(s)) add(s);
  }
  for (const p of liveProposals(state))
    if (answersKept || (viewer !== null && [p.from, p.to].includes(viewer))) {
      for (const ref of [p.gives.promissoryNote, p.asks.promissoryNote]) if (ref) add(`${ref.note}@${ref.owner}`);
      // Arbiters (Hacan): every hidden copy of the action cards named in a proposal (as for intents, below).
      const named = [...(p.gives.actionCards ?? []), ...(p.asks.actionCards ?? [])];
      for (const card of hidden) if (named.includes(card.split('#')[0]!)) add(card);
    }
  if (!answersKept) return out;
  for (const f of state.stack) {
    if (f.frame !== 'decision' || f.kind !== 'window') continue;
    for (const intent of f.intents) {
      if (intent.seat === viewer) continue;
      // Every hidden copy of the card, wherever it lies: were another copy dealt into that hand ahead of the pinned
      // one, playing it would discard that copy instead (the first copy in hand is played).
      // A promissory note's ability is played from its card (`ps@1`), named by the note, not the ability id.
      const source = allAbilities().find((a) => a.id === intent.ability)?.source;
      const cardId = source?.kind === 'promissory-note' ? source.note : intent.ability;
      for (const card of hidden) if (card.split(/[#@]/)[0] === cardId) add(card);
    }
  }
  return out;
}

/** A copy of `state` dealt again as far as `viewer` can tell (see the module header). */
export function redeal(state: GameState, viewer: Seat | null, opts: RedealOptions): GameState {
  const next = copyJson(state);
  const rng = new Rng({ rng: seedRng(`redeal:${opts.seed}`) });
  const slots = hiddenSlots(next, viewer);
  const hidden = new Set(slots.map((s) => s.get()));
  const answers = opts.answers ?? true;
  // A card kept in place keeps every hidden copy of it in place too: a hand plays its first copy of a card, so a copy
  // dealt into that hand ahead of the kept one would be played instead (`flank-speed#3` for `#1`), a difference no
  // seat can see in the game but the comparison would.
  const keptBases = new Set([...(opts.keep ?? [])].map((c) => c.split(/[#@]/)[0]));
  const copies = [...hidden].filter((c) => keptBases.has(c.split(/[#@]/)[0]));
  const keep = new Set([...pinned(next, hidden, viewer, !answers), ...(opts.keep ?? []), ...copies]);
  const moving = slots.filter((s) => !keep.has(s.get()));
  const renamed = new Map<string, string>();
  const byClass = new Map<string, Slot[]>();
  for (const s of moving) byClass.set(s.cls, [...(byClass.get(s.cls) ?? []), s]);
  for (const group of byClass.values()) {
    const ids = group.map((s) => s.get());
    const dealt = rng.shuffle([...ids]);
    group.forEach((s, i) => {
      renamed.set(ids[i]!, dealt[i]!);
      s.set(dealt[i]!);
    });
  }
  // Decisions name cards too (a choice among the cards in a hand, the offers above): they follow their cards.
  next.stack = next.stack.map((f) =>
    f.frame === 'decision' && f.kind !== 'choose-secret-objective'
      ? (mapStrings(f, (s) => renamed.get(s) ?? s) as Frame)
      : f,
  );
  if (opts.generator ?? true) {
    const seed = `${state.config.seed}/redealt/${opts.seed}`;
    next.config = { ...next.config, seed };
    next.rng = seedRng(seed, generatorOf(state.rng));
  }
  if (answers) redealAnswers(next, viewer, rng);
  return next;
}

const isDecision = (f: Frame): f is Decision => f.frame === 'decision';

/** Other seats' private answers, dealt again: still consistent with everything the viewer may see. */
function redealAnswers(state: GameState, viewer: Seat | null, rng: Rng): void {
  const windows = state.stack.filter(isDecision).filter((d): d is WindowDecision => d.kind === 'window');
  for (const w of windows) {
    const asked = w.responders.filter(
      (s) => w.waitingOn.includes(s) || w.passed.includes(s) || w.intents.some((i) => i.seat === s),
    );
    const waiting = new Set(w.waitingOn.filter((s) => s === viewer));
    const passed = new Set(w.passed.filter((s) => s === viewer));
    for (const s of asked) if (s !== viewer) (rng.int(2) === 0 ? waiting : passed).add(s);
    const others = asked.filter((s) => s !== viewer);
    // A window with nobody left to answer would have settled: someone still waits.
    if (waiting.size === 0 && w.waitingOn.length > 0 && others.length > 0) {
      const s = rng.pick(others);
      passed.delete(s);
      waiting.add(s);
    }
    w.waitingOn = asked.filter((s) => waiting.has(s));
    w.passed = asked.filter((s) => passed.has(s));
    w.intents = w.intents.filter((i) => i.seat === viewer);
  }
  // Standing passes: any windows, except one that waits on the seat now (a standing pass would have answered it).
  for (const p of state.players) {
    if (p.seat === viewer) continue;
    const open = windows.filter((w) => w.waitingOn.includes(p.seat)).map((w) => w.window);
    const list = WINDOWS.filter(() => rng.int(8) === 0).filter((w) => !open.includes(w));
    if (list.length > 0) state.standingPasses[String(p.seat)] = list;
    else delete state.standingPasses[String(p.seat)];
  }
  for (const d of state.stack.filter(isDecision))
    if (d.kind === 'assign-hits' && d.waitingOn.length > 0) redealHitAnswers(state, d, viewer, rng);
  const t = state.transactions;
  if (t) {
    const party = (seats: readonly Seat[]) => viewer !== null && seats.includes(viewer);
    t.proposals = t.proposals.map((p) =>
      party([p.from, p.to])
        ? p
        : { ...p, gives: { ...p.gives, tradeGoods: p.gives.tradeGoods + 1 }, terms: `${p.terms ?? ''} (dealt again)` },
    );
    t.deals = t.deals.map((d) => (party(d.between) ? d : { ...d, terms: `${d.terms} (dealt again)` }));
  }
}

/**
 * 78.6, 42.2: the hits other players assigned before everyone answered, dealt again as other assignments they could
 * have given (the sensible ones the options offer, another than the given one where there is another). Legal ones:
 * the decision applies every answer once the last is in, so an impossible one would break the game rather than show
 * a leak. Assignments the engine made for a seat without a choice are public and stay.
 */
function redealHitAnswers(state: GameState, d: AssignHitsDecision, viewer: Seat | null, rng: Rng): void {
  const area = d.planet === null ? { system: d.system } : { system: d.system, planet: d.planet };
  for (const [key, given] of Object.entries(d.answers)) {
    const seat = Number(key);
    const spec = d.hits[key];
    if (seat === viewer || !spec || onlyAssignment(state, area, seat, spec) !== null) continue;
    const offered = sensibleAssignments(state, area, seat, spec);
    const others = offered.filter((a) => JSON.stringify(a) !== JSON.stringify(given));
    const pool = others.length > 0 ? others : offered;
    if (pool.length > 0) d.answers[key] = rng.pick(pool);
  }
}
