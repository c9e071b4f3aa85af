// The Clan of Saar — LRR 67–68 producing units, 90 technology: Chaos Mapping (as their turn in the action phase
// starts, they may produce 1 unit in a system holding one of their units with Production; its asteroid fields are in
// saar.effects.ts); 69 promissory notes, 49.2 committing ground forces: Ragh's Call (after its holder commits units to
// land on a planet, the Saar's ground forces there move to another planet the Saar control; the note goes back).
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import type { AbilityDef, Subject, Targets } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { pushStep } from '../kernel/steps';
import { CHAOS_MAPPING, producersIn, productionLimits } from '../production/producers';
import { planetLabel, systemLabel } from '../tactical/labels';
import { committedOf } from '../action-cards/parley';
import type { UnitType } from '../data/types';
import { emit } from '../kernel/context';
import { playableCopies, returnNote } from '../transactions/notes';
import { countAt, moveUnits, planetArea } from '../units/stacks';

/** Systems where the seat's units with Production could make 1 unit now. */
function chaosSystems(state: GameState, seat: Seat): string[] {
  return Object.keys(state.board.systems).filter((system) => {
    if (producersIn(state, seat, system).length === 0) return false;
    const limits = productionLimits(state, { seat, system, source: CHAOS_MAPPING, bonusUnits: 0 });
    return limits.units > 0;
  });
}

const ownTurnStarts = (state: GameState, seat: Seat, subject: Subject): boolean =>
  state.phase === 'action' && subject.seat === seat && state.activeSeat === seat;

function checkChaos(state: GameState, seat: Seat, targets: Targets, subject: Subject): Result<string> {
  if (!ownTurnStarts(state, seat, subject))
    return fail('ability/not-eligible', '90', 'Chaos Mapping produces as your own turn in the action phase starts.');
  const system = typeof targets.system === 'string' ? targets.system : '';
  if (!chaosSystems(state, seat).includes(system))
    return fail('ability/bad-target', '1.9', 'Choose a system holding one of your units with Production.');
  return ok(system);
}

export const CHAOS_MAPPING_ABILITY: AbilityDef = {
  id: CHAOS_MAPPING,
  name: 'Chaos Mapping',
  source: { kind: 'technology', technology: 'cm' },
  window: 'start-of-turn',
  costs: [],
  limit: { per: 'window', times: 1 },
  eligible: (state, seat, subject) => ownTurnStarts(state, seat, subject) && chaosSystems(state, seat).length > 0,
  targetOptions: (state, seat) =>
    chaosSystems(state, seat).map((system) => ({
      label: `produce 1 unit in ${systemLabel(state, system)}`,
      targets: { system },
    })),
  check: (state, seat, targets, subject) => {
    const checked = checkChaos(state, seat, targets, subject);
    return checked.ok ? ok(undefined) : checked;
  },
  resolve: (ctx, seat, targets, subject) => {
    const checked = checkChaos(ctx.state, seat, targets, subject);
    if (checked.ok) pushStep(ctx.state, 'production/offer', { seat, system: checked.value, source: CHAOS_MAPPING });
  },
};

// ---- Ragh's Call (Saar promissory note) -------------------------------------------------------------------------------

const GROUND_FORCES: readonly UnitType[] = ['infantry', 'mech'];

const saarSeat = (state: GameState, seat: Seat): Seat | null =>
  state.players.find((p) => p.seat !== seat && p.faction === 'saar' && !p.eliminated)?.seat ?? null;

const groundForcesOn = (state: GameState, system: string, planet: string, seat: Seat): boolean =>
  GROUND_FORCES.some((t) => countAt(state, planetArea(system, planet), seat, t) > 0);

interface RaghMove {
  readonly saar: Seat;
  readonly system: string;
  readonly from: string;
  readonly toSystem: string;
  readonly to: string;
}

/** Every move Ragh's Call offers now: a committed planet holding Saar ground forces, to another planet they control. */
function raghMoves(state: GameState, seat: Seat, subject: Subject): RaghMove[] {
  const c = committedOf(subject);
  const saar = saarSeat(state, seat);
  if (!c || c.seat !== seat || saar === null) return [];
  const owned = Object.entries(state.board.systems).flatMap(([system, sys]) =>
    Object.entries(sys.planets).flatMap(([planet, p]) => (p.owner === saar ? [{ system, planet }] : [])),
  );
  return c.landings
    .map((l) => l.planet)
    .filter((from) => groundForcesOn(state, c.system, from, saar))
    .flatMap((from) =>
      owned
        .filter((o) => o.planet !== from)
        .map((o) => ({ saar, system: c.system, from, toSystem: o.system, to: o.planet })),
    );
}

/** Public facts only: the seat committed the units, received notes in a transaction, and the Saar have forces there. */
function raghMoment(state: GameState, seat: Seat, subject: Subject): boolean {
  const c = committedOf(subject);
  const saar = saarSeat(state, seat);
  return (
    c !== null &&
    c.seat === seat &&
    saar !== null &&
    (state.transactions?.received.includes(seat) ?? false) &&
    c.landings.some((l) => groundForcesOn(state, c.system, l.planet, saar))
  );
}

function checkRagh(
  state: GameState,
  seat: Seat,
  targets: Targets,
  subject: Subject,
): Result<RaghMove & { owner: Seat }> {
  if (!raghMoment(state, seat, subject))
    return fail(
      'ability/not-eligible',
      '69.1',
      "Ragh's Call is played after you commit units to a planet with the Saar's ground forces.",
    );
  const copy = playableCopies(state, seat, 'ragh')[0];
  if (!copy) return fail('ability/not-held', '69.2', "You do not hold the Saar's Ragh's Call.");
  const move = raghMoves(state, seat, subject).find((m) => m.from === targets.from && m.to === targets.to);
  if (!move)
    return fail(
      'ability/bad-target',
      '1.9',
      "Move the Saar's ground forces from that planet to another planet they control.",
    );
  return ok({ ...move, owner: copy.owner });
}

export const RAGHS_CALL: AbilityDef = {
  id: 'raghs-call',
  name: "Ragh's Call",
  source: { kind: 'promissory-note', note: 'ragh' },
  window: 'after-ground-forces-committed',
  costs: [],
  limit: { per: 'window', times: 1 },
  eligible: raghMoment,
  targetOptions: (state, seat, subject) =>
    playableCopies(state, seat, 'ragh').length === 0
      ? []
      : raghMoves(state, seat, subject).map((m) => ({
          label: `move the Saar's ground forces on ${planetLabel(m.from)} to ${planetLabel(m.to)}`,
          targets: { from: m.from, to: m.to },
        })),
  check: (state, seat, targets, subject) => {
    const checked = checkRagh(state, seat, targets, subject);
    return checked.ok ? ok(undefined) : checked;
  },
  resolve: (ctx, seat, targets, subject) => {
    const checked = checkRagh(ctx.state, seat, targets, subject);
    if (!checked.ok) return;
    const { saar, system, from, toSystem, to, owner } = checked.value;
    for (const t of GROUND_FORCES) {
      const n = countAt(ctx.state, planetArea(system, from), saar, t);
      if (n > 0) moveUnits(ctx.state, planetArea(system, from), planetArea(toSystem, to), saar, t, n);
    }
    emit(ctx, {
      type: 'note',
      text: `Ragh's Call: the Saar's ground forces leave ${planetLabel(from)} for ${planetLabel(to)}.`,
    });
    returnNote(ctx, seat, { note: 'ragh', owner });
  },
};

export const SAAR = defineContent({ abilities: [CHAOS_MAPPING_ABILITY, RAGHS_CALL] });
