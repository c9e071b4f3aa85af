// LRR 87 sustain damage (87.2 repair), 2.6 cancelling action cards, 6 adjacency, 96 faction units: the Empyrean's
// flagship (Dynamo) repairs a unit that just used Sustain Damage nearby for 2 influence; their mech (Watcher) is
// removed to cancel an action card played by a player whose units are in or next to the mech's system.

import { areaLabel as areaWords, unitLabel } from '../tactical/labels';
import { ask, MECH_ABILITIES_SUPPRESSED } from '../effects';
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { UNIT_TYPES, type UnitType } from '../data/types';
import { checkPayment, describePayment, findPayment, parsePayment, pay, type Cost } from '../economy/spending';
import { emit } from '../kernel/context';
import { areAdjacent } from '../galaxy/adjacency';
import { adjacencyInPlay } from '../tactical/adjacency-in-play';
import { removeUnits } from '../units/destroy';
import { areasOf, areasWith, stackAt, type Area } from '../units/stacks';
import type { AbilityDef, Subject } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { unitIs } from './deploy';

const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const adjacency = (state: GameState) => adjacencyInPlay(state);
const inOrNextTo = (state: GameState, a: string, b: string): boolean =>
  a === b || areAdjacent(state.board, a, b, adjacency(state));

/** Dynamo's price: 2 influence. */
const DYNAMO_COST: Cost = { resources: 0, influence: 2, tradeGoods: 0 };

interface Sustained {
  readonly owner: Seat;
  readonly area: Area;
  /** Units that used Sustain Damage in this event, by type. */
  readonly units: Partial<Record<UnitType, number>>;
}

function sustainedOf(subject: Subject): Sustained | null {
  const system = str(subject.system);
  const planet = str(subject.planet);
  if (
    typeof subject.seat !== 'number' ||
    system === null ||
    typeof subject.units !== 'object' ||
    subject.units === null
  )
    return null;
  const units: Partial<Record<UnitType, number>> = {};
  for (const [t, n] of Object.entries(subject.units as Record<string, unknown>)) {
    if ((UNIT_TYPES as readonly string[]).includes(t) && typeof n === 'number' && n > 0) units[t as UnitType] = n;
  }
  return { owner: subject.seat, area: planet === null ? { system } : { system, planet }, units };
}

const dynamoKey = (seat: Seat, subject: Subject) =>
  `empyrean-flagship|${seat}|window:${String(subject.instance ?? '')}`;

/** Types of the units that sustained here and are still damaged, less those Dynamo already repaired in this window. */
function repairable(state: GameState, seat: Seat, s: Sustained, subject: Subject): UnitType[] {
  const stack = stackAt(state, s.area, s.owner);
  const repaired = state.abilityUses.filter((k) => k === dynamoKey(seat, subject)).length;
  const total = Object.values(s.units).reduce((a, n) => a + (n ?? 0), 0);
  if (repaired >= total) return [];
  return (Object.keys(s.units) as UnitType[]).filter((t) => (stack?.damaged[t] ?? 0) > 0);
}

function dynamoPossible(
  state: GameState,
  seat: Seat,
  subject: Subject,
): Result<{ sustained: Sustained; types: UnitType[] }> {
  if (!unitIs(state, seat, 'flagship', 'empyrean_flagship'))
    return fail('ability/not-held', '87', 'Only the Dynamo repairs this way.');
  const sustained = sustainedOf(subject);
  if (!sustained) return fail('ability/not-eligible', '87', 'No unit just used Sustain Damage.');
  const near = areasWith(state, seat, 'flagship').some(
    (a) => a.planet === undefined && inOrNextTo(state, a.system, sustained.area.system),
  );
  if (!near)
    return fail(
      'ability/not-eligible',
      '87',
      'Your flagship must be in or adjacent to the system of the unit that used Sustain Damage.',
    );
  const types = repairable(state, seat, sustained, subject);
  if (types.length === 0)
    return fail('ability/not-eligible', '87.2', 'No unit that just used Sustain Damage is still damaged.');
  return ok({ sustained, types });
}

/** Dynamo (Empyrean flagship): after a unit in its system or an adjacent one uses Sustain Damage, 2 influence repairs it. */
export const DYNAMO: AbilityDef = {
  id: 'empyrean-flagship',
  name: 'Dynamo',
  source: { kind: 'faction', faction: 'empyrean' },
  window: 'after-sustain-damage',
  costs: [],
  // Once per unit that used Sustain Damage; repairable() holds the real count.
  limit: { per: 'window', times: 99 },
  eligible: (state, seat, subject) =>
    dynamoPossible(state, seat, subject).ok && findPayment(state, seat, DYNAMO_COST) !== null,
  targetOptions: (state, seat, subject) => {
    const possible = dynamoPossible(state, seat, subject);
    const payment = findPayment(state, seat, DYNAMO_COST);
    if (!possible.ok || !payment) return [];
    const { area } = possible.value.sustained;
    return possible.value.types.map((unit) => ({
      label: `repair 1 ${unitLabel(unit)} ${area.planet !== undefined ? 'on' : 'in'} ${areaWords(state, area)}, ${describePayment(payment)}`,
      targets: { unit, payment },
    }));
  },
  check: (state, seat, targets, subject) => {
    const possible = dynamoPossible(state, seat, subject);
    if (!possible.ok) return possible;
    const unit = str(targets.unit);
    if (unit === null || !possible.value.types.includes(unit as UnitType)) {
      return fail('ability/bad-target', '87.2', 'Choose a damaged unit that just used Sustain Damage.');
    }
    const payment = parsePayment(targets.payment);
    if (!payment.ok) return payment;
    return checkPayment(state, seat, payment.value, DYNAMO_COST);
  },
  resolve: (ctx, seat, targets, subject) => {
    const sustained = sustainedOf(subject);
    const payment = parsePayment(targets.payment);
    const unit = str(targets.unit) as UnitType | null;
    if (!sustained || !payment.ok || unit === null) return;
    const stack = stackAt(ctx.state, sustained.area, sustained.owner);
    if (!stack || (stack.damaged[unit] ?? 0) === 0) return; // 1.9: nothing left to repair
    pay(ctx.state, seat, payment.value);
    if (payment.value.tradeGoods > 0)
      emit(ctx, { type: 'trade-goods-changed', seat, delta: -payment.value.tradeGoods });
    stack.damaged[unit] = stack.damaged[unit]! - 1;
    if (stack.damaged[unit] === 0) delete stack.damaged[unit];
    const { system, planet } = sustained.area;
    emit(ctx, {
      type: 'units-repaired',
      seat: sustained.owner,
      system,
      planet: planet ?? null,
      unit,
      count: 1,
      cause: 'empyrean-flagship',
    });
  },
};

/** Systems where the seat has a unit, in space or on a planet. */
function systemsWithUnits(state: GameState, seat: Seat): string[] {
  return Object.entries(state.board.systems)
    .filter(([key, sys]) =>
      areasOf(sys, key).some((a) => Object.values(stackAt(state, a, seat)?.counts ?? {}).some((n) => (n ?? 0) > 0)),
    )
    .map(([key]) => key);
}

/** The seat's Watchers that may answer the card's player: in a system with, or adjacent to, that player's units. */
function watchers(state: GameState, seat: Seat, subject: Subject): Area[] {
  const player = subject.seat;
  if (typeof player !== 'number' || player === seat || subject.card === undefined) return [];
  if (!unitIs(state, seat, 'mech', 'empyrean_mech') || ask(MECH_ABILITIES_SUPPRESSED, { state })) return [];
  if (state.cancelledPlays.includes(Number(subject.playId))) return [];
  const theirs = systemsWithUnits(state, player);
  return areasWith(state, seat, 'mech').filter((a) => theirs.some((k) => inOrNextTo(state, a.system, k)));
}

const areaLabel = (state: GameState, a: Area): string => areaWords(state, a);

/** Watcher (Empyrean mech): remove it from a system in or next to the card player's units to cancel their action card. */
export const WATCHER: AbilityDef = {
  id: 'empyrean-mech',
  name: 'Watcher',
  source: { kind: 'faction', faction: 'empyrean' },
  window: 'when-action-card-played',
  costs: [],
  limit: { per: 'window', times: 1 },
  eligible: (state, seat, subject) => watchers(state, seat, subject).length > 0,
  targetOptions: (state, seat, subject) =>
    watchers(state, seat, subject).map((a) => ({
      label: `remove your mech from ${areaLabel(state, a)} to cancel that action card`,
      targets: { system: a.system, planet: a.planet ?? null },
    })),
  check: (state, seat, targets, subject) => {
    if (state.cancelledPlays.includes(Number(subject.playId)))
      return fail('ability/already-cancelled', '2.6b', 'That action card is already cancelled.');
    const system = str(targets.system);
    const planet = str(targets.planet);
    const found = watchers(state, seat, subject).some((a) => a.system === system && (a.planet ?? null) === planet);
    return found
      ? ok(undefined)
      : fail(
          'ability/bad-target',
          '2.8',
          "Choose one of your mechs in or adjacent to a system with that player's units.",
        );
  },
  resolve: (ctx, seat, targets, subject) => {
    const system = str(targets.system);
    const planet = str(targets.planet);
    if (system === null || typeof subject.playId !== 'number') return;
    const area: Area = planet === null ? { system } : { system, planet };
    if ((stackAt(ctx.state, area, seat)?.counts.mech ?? 0) === 0) return;
    removeUnits(ctx, area, seat, 'mech', 1, 'ability');
    ctx.state.cancelledPlays.push(subject.playId);
  },
};

export const EMPYREAN = defineContent({ abilities: [DYNAMO, WATCHER] });
