// The Xxcha Kingdoms — LRR 8.2 revealing agendas: Quash (their faction ability: 1 strategy token discards the revealed
// agenda for the next one) and Political Favor (their promissory note: its holder takes 1 token from the Xxcha strategy
// pool back to their reinforcements to do the same); 2.8 cancelling action cards: Instinct Training (exhausted with 1
// strategy token when another player plays an action card, that card is cancelled); 89 tactical action: Nullification
// Field (exhausted with 1 strategy token after another player activates a system holding Xxcha ships, that player's
// turn ends at once); 32 Diplomacy, 25 planet control: Peace Accords (after resolving Diplomacy's primary or secondary,
// they may gain control of a planet other than Mecatol Rex without units in or next to a system where they control a
// planet; FAQ: a planet is adjacent to its own system).
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { replaceRevealedAgenda } from '../agenda/phase';
import type { AbilityDef, Subject } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { emit, type FlowCtx } from '../kernel/context';
import { playableCopies, returnNote } from '../transactions/notes';
import { TACTICAL_STEPS_IN_ORDER } from '../tactical/activation';
import { SHIP_TYPES } from '../data/types';
import { countAt, spaceOf } from '../units/stacks';
import { controlledPlanets } from '../economy/planets';
import { adjacentSystems } from '../galaxy/adjacency';
import { adjacencyInPlay } from '../tactical/adjacency-in-play';
import { gainControl } from '../invasion/control';
import { planetName } from '../agenda/outcomes';
import { MECATOL_REX_TILE } from '../objectives/board-queries';

const tokensChanged = (ctx: FlowCtx, seat: Seat): void => {
  const p = ctx.state.players[seat]!;
  emit(ctx, { type: 'tokens-changed', seat, tactic: p.pools.tactic, fleet: p.pools.fleet, strategy: p.pools.strategy });
};

/** 8.2: an agenda just revealed, not voted on yet, not a law voted again (Miscount Disclosed). */
function checkRevealed(state: GameState, name: string): Result<void> {
  const current = state.agenda?.current;
  if (!current || current.cancelled || current.votingStarted || current.revote)
    return fail('agenda/no-agenda', '8.2', `${name} is used when an agenda is revealed.`);
  return ok(undefined);
}

// ---- Quash -------------------------------------------------------------------------------------------------------

export const QUASH: AbilityDef = {
  id: 'quash',
  name: 'Quash',
  source: { kind: 'faction', faction: 'xxcha' },
  window: 'when-agenda-revealed',
  costs: [{ kind: 'strategy-token' }],
  eligible: (state, seat) => state.players[seat]!.pools.strategy > 0 && checkRevealed(state, 'Quash').ok,
  targetOptions: () => [{ label: 'spend 1 strategy token: discard this agenda and reveal the next one', targets: {} }],
  check: (state) => checkRevealed(state, 'Quash'),
  resolve: (ctx, seat) => {
    tokensChanged(ctx, seat);
    replaceRevealedAgenda(ctx);
  },
};

// ---- Political Favor (promissory note) ---------------------------------------------------------------------------

/** Windows for notes ask only seats known to have been given a note (public: TransactionsState.received). */
const mayHaveBeenGivenNotes = (state: GameState, seat: Seat): boolean =>
  state.transactions?.received.includes(seat) ?? false;

/** The Xxcha whose Political Favor the seat holds and who still has a strategy token to give up. */
function favorOwner(state: GameState, seat: Seat): Seat | null {
  const copy = playableCopies(state, seat, 'favor').find((r) => (state.players[r.owner]?.pools.strategy ?? 0) > 0);
  return copy?.owner ?? null;
}

export const POLITICAL_FAVOR: AbilityDef = {
  id: 'political-favor',
  name: 'Political Favor',
  source: { kind: 'promissory-note', note: 'favor' },
  window: 'when-agenda-revealed',
  costs: [],
  eligible: (state, seat) => mayHaveBeenGivenNotes(state, seat) && checkRevealed(state, 'Political Favor').ok,
  targetOptions: () => [
    {
      label:
        "return 1 of the Xxcha's strategy tokens to their reinforcements: discard this agenda and reveal the next one",
      targets: {},
    },
  ],
  check: (state, seat) => {
    const revealed = checkRevealed(state, 'Political Favor');
    if (!revealed.ok) return revealed;
    return favorOwner(state, seat) === null
      ? fail('ability/cost', '69.1', "Political Favor needs a token in the Xxcha player's strategy pool.")
      : ok(undefined);
  },
  resolve: (ctx, seat) => {
    const owner = favorOwner(ctx.state, seat);
    if (owner === null) return;
    ctx.state.players[owner]!.pools.strategy -= 1;
    tokensChanged(ctx, owner);
    replaceRevealedAgenda(ctx);
    returnNote(ctx, seat, { note: 'favor', owner });
  },
};

// ---- Instinct Training -------------------------------------------------------------------------------------------

const cancelled = (state: GameState, subject: Subject): boolean =>
  state.cancelledPlays.includes(Number(subject.playId));

export const INSTINCT_TRAINING: AbilityDef = {
  id: 'instinct-training',
  name: 'Instinct Training',
  source: { kind: 'technology', technology: 'it' },
  window: 'when-action-card-played',
  costs: [{ kind: 'exhaust-source' }, { kind: 'strategy-token' }],
  eligible: (state, seat, subject) =>
    subject.seat !== seat &&
    !cancelled(state, subject) &&
    !state.players[seat]!.exhaustedTechnologies.includes('it') &&
    state.players[seat]!.pools.strategy > 0,
  targetOptions: () => [{ label: 'exhaust it and spend 1 strategy token: cancel that action card', targets: {} }],
  check: (state, seat, _targets, subject) => {
    if (subject.seat === seat)
      return fail('ability/not-eligible', '2.8', 'Instinct Training cancels action cards other players play.');
    return cancelled(state, subject)
      ? fail('ability/already-cancelled', '2.6b', 'That action card is already cancelled.')
      : ok(undefined);
  },
  resolve: (ctx, seat, _targets, subject) => {
    tokensChanged(ctx, seat);
    if (typeof subject.playId === 'number') ctx.state.cancelledPlays.push(subject.playId);
  },
};

// ---- Nullification Field -----------------------------------------------------------------------------------------

/** The steps of a tactical action that an ended turn no longer reaches (its end still comes). */
const SKIPPED: readonly string[] = TACTICAL_STEPS_IN_ORDER.filter((s) => s !== 'tactical/end');

/** Another player's activation of a system holding the seat's ships, still in progress. */
function activationWithShips(state: GameState, seat: Seat, subject: Subject): string | null {
  const system = subject.system;
  if (subject.seat === seat || typeof system !== 'string' || state.tactical?.system !== system) return null;
  return SHIP_TYPES.some((t) => countAt(state, spaceOf(system), seat, t) > 0) ? system : null;
}

export const NULLIFICATION_FIELD: AbilityDef = {
  id: 'nullification-field',
  name: 'Nullification Field',
  source: { kind: 'technology', technology: 'nf' },
  window: 'after-system-activated',
  costs: [{ kind: 'exhaust-source' }, { kind: 'strategy-token' }],
  eligible: (state, seat, subject) =>
    activationWithShips(state, seat, subject) !== null &&
    !state.players[seat]!.exhaustedTechnologies.includes('nf') &&
    state.players[seat]!.pools.strategy > 0,
  targetOptions: () => [{ label: "exhaust it and spend 1 strategy token: end that player's turn", targets: {} }],
  check: (state, seat, _targets, subject) =>
    activationWithShips(state, seat, subject) !== null
      ? ok(undefined)
      : fail(
          'ability/not-eligible',
          '89',
          'Nullification Field follows another player activating a system that holds your ships.',
        ),
  resolve: (ctx, seat) => {
    tokensChanged(ctx, seat);
    // The turn ends: movement, combat, invasion and production of this tactical action are not reached. The system
    // stays activated (its command token remains) and the tactical action's end still comes.
    ctx.state.stack = ctx.state.stack.filter((f) => !(f.frame === 'step' && SKIPPED.includes(f.step)));
  },
};

// ---- Peace Accords -----------------------------------------------------------------------------------------------

interface AccordPlanet {
  readonly system: string;
  readonly planet: string;
}

/** Planets the seat may take: no units on them, not theirs, not Mecatol Rex, in or next to a system with their planet. */
export function accordPlanets(state: GameState, seat: Seat): AccordPlanet[] {
  const adjacency = adjacencyInPlay(state, seat);
  const near = new Set<string>();
  for (const c of controlledPlanets(state, seat)) {
    near.add(c.system);
    for (const k of adjacentSystems(state.board, c.system, adjacency)) near.add(k);
  }
  return [...near].sort().flatMap((system) => {
    const sys = state.board.systems[system];
    if (!sys || sys.tile === MECATOL_REX_TILE) return [];
    return Object.entries(sys.planets)
      .filter(([, p]) => p.owner !== seat && Object.values(p.units).every((u) => !hasAny(u?.counts)))
      .map(([planet]) => ({ system, planet }));
  });
}

const hasAny = (counts: Readonly<Record<string, number | undefined>> | undefined): boolean =>
  Object.values(counts ?? {}).some((n) => (n ?? 0) > 0);

/** The seat's own Diplomacy primary or secondary just resolved. */
const afterOwnDiplomacy = (seat: Seat, subject: Subject): boolean =>
  subject.seat === seat && subject.card === 'diplomacy';

export const PEACE_ACCORDS: AbilityDef = {
  id: 'peace-accords',
  name: 'Peace Accords',
  source: { kind: 'faction', faction: 'xxcha' },
  window: 'after-strategy-card-ability-resolved',
  costs: [],
  // 1.18: one planet for each resolution of Diplomacy, however many are in reach.
  limit: { per: 'window', times: 1 },
  eligible: (state, seat, subject) => afterOwnDiplomacy(seat, subject) && accordPlanets(state, seat).length > 0,
  targetOptions: (state, seat) =>
    accordPlanets(state, seat).map((a) => ({
      label: `gain control of ${planetName(a.planet)}`,
      targets: { system: a.system, planet: a.planet },
    })),
  check: (state, seat, targets, subject) => {
    if (!afterOwnDiplomacy(seat, subject))
      return fail('ability/not-eligible', '32', 'Peace Accords follows your own use of Diplomacy.');
    return accordPlanets(state, seat).some((a) => a.system === targets.system && a.planet === targets.planet)
      ? ok(undefined)
      : fail(
          'ability/bad-target',
          '25',
          'Choose a planet other than Mecatol Rex without units, in or next to a system where you control a planet.',
        );
  },
  resolve: (ctx, seat, targets) => {
    const found = accordPlanets(ctx.state, seat).find(
      (a) => a.system === targets.system && a.planet === targets.planet,
    );
    if (found) gainControl(ctx, seat, found.system, found.planet);
  },
};

export const XXCHA = defineContent({
  abilities: [QUASH, POLITICAL_FAVOR, INSTINCT_TRAINING, NULLIFICATION_FIELD, PEACE_ACCORDS],
});
