// LRR 31 destroyed (31.1), 87 sustain damage, and assigning hits (78.6, 42.2, 77.5, 77.8, 10.2, 15.2): each player
// chooses which of their own units take the hits produced against them. Players answer at once; assignments
// that leave no choice are made for them; all apply together once the last answer is in.
import { z } from 'zod';
import { seatSchema, idSchema, hexKeySchema, unitTypeSchema, countSchema } from '../core/schemas';
import type { CommandOf } from '../core/commands';
import type { AssignHitsDecision, HitAssignment, HitsToAssign } from '../core/frames';
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { UNIT_TYPES, type UnitType } from '../data/types';
import { emit, type CommandCtx, type FlowCtx } from '../kernel/context';
import { popDecision, pushDecision } from '../kernel/stack';
import { pushStep, defineStep, stepOnStack } from '../kernel/steps';
import type { Option } from '../kernel/options';
import { destroyUnits, type DestroyCause } from '../units/destroy';
import { stackAt, type Area } from '../units/stacks';
import { currentCombat, loseGroundForcesAsShips } from './combat-record';
import { bearerGoesLast, borrowedSustain } from './borrowed-ship';
import { noteUnitsDestroyed } from '../objectives/record';
import { casualtyRank } from './unit-stats';
import { areaUnitStats } from './as-ships';
import { ask, CANNOT_SUSTAIN_DAMAGE, WAR_SUNS_LOSE_SUSTAIN_DAMAGE } from '../effects';

declare module '../kernel/steps' {
  interface StepArgs {
    [APPLY_HITS_STEP]: z.infer<typeof applyHitsArgs>;
  }
}

export type { HitAssignment, HitsToAssign } from '../core/frames';

export interface HitRequest {
  readonly cause: DestroyCause;
  readonly system: string;
  readonly planet: string | null;
  readonly hits: Readonly<Record<string, HitsToAssign>>;
  /** Seats in the order assignments apply (attacker first). */
  readonly order: readonly Seat[];
}

/** 87: whether the unit type has lost its Sustain Damage (Publicize Weapon Schematics takes it from war suns). */
export const sustainDamageLost = (state: GameState, type: UnitType): boolean =>
  type === 'war-sun' && ask(WAR_SUNS_LOSE_SUSTAIN_DAMAGE, { state });

/** Units that repair at the start of every combat round; their sustain damage is the first to use. */
const SELF_REPAIRING = ['letnev_flagship'];

/** One eligible unit type in the area. */
interface Pool {
  readonly type: UnitType;
  readonly count: number;
  readonly damaged: number;
  readonly canSustain: boolean;
  /** 87.1: how many of them may still use sustain damage (undamaged, and able to). */
  readonly fresh: number;
  readonly rank: number;
  readonly nonFighterShip: boolean;
  readonly selfRepairing: boolean;
}

const areaOf = (system: string, planet: string | null): Area => (planet === null ? { system } : { system, planet });

/** 87.6: the Letnev's Non-Euclidean Shielding cancels 2 hits per sustain damage. */
export const sustainCancels = (state: GameState, seat: Seat): number =>
  state.players[seat]?.technologies.includes('nes') ? 2 : 1;

/**
 * 87.1: hits already assigned but held back for the 'when-sustain-damage' window. Hits produced inside that window
 * (Reflective Shielding) cannot go to a unit already taken as a loss, nor to one about to sustain damage.
 */
function pendingLosses(state: GameState, area: Area, seat: Seat): HitAssignment | undefined {
  const held = stepOnStack(state, APPLY_HITS_STEP);
  if (!held || held.args.system !== area.system || held.args.planet !== (area.planet ?? null)) return undefined;
  return held.args.answers[String(seat)];
}

function poolsFor(state: GameState, area: Area, seat: Seat, spec: HitsToAssign): Pool[] {
  const stack = stackAt(state, area, seat);
  const pending = pendingLosses(state, area, seat);
  const out: Pool[] = [];
  for (const type of spec.eligible) {
    const there = (stack?.counts[type] ?? 0) - (pending?.destroy[type] ?? 0);
    const count = Math.max(0, Math.min(there, spec.limit?.[type] ?? Infinity));
    if (count === 0) continue;
    const stats = areaUnitStats(state, area, seat, type); // a Z-Grav Eidolon has no sustain damage
    const damaged = Math.min(count, (stack?.damaged[type] ?? 0) + (pending?.sustain[type] ?? 0));
    // The Cavalry: one ship of a type without sustain damage has it this combat (its own damage is the type's).
    const borrowed = !stats.sustainDamage && borrowedSustain(state, area, seat, type);
    const canSustain =
      spec.sustain &&
      (stats.sustainDamage || borrowed) &&
      !sustainDamageLost(state, type) &&
      !ask(CANNOT_SUSTAIN_DAMAGE, { state, seat, area, type });
    out.push({
      type,
      count,
      damaged,
      canSustain,
      fresh: !canSustain ? 0 : borrowed ? Math.max(0, 1 - damaged) : count - damaged,
      rank: casualtyRank(stats),
      nonFighterShip: area.planet === undefined && type !== 'fighter',
      selfRepairing: SELF_REPAIRING.includes(stats.unit),
    });
  }
  return out.sort((a, b) => a.rank - b.rank);
}

const total = (r: Partial<Record<UnitType, number>>): number =>
  Object.values(r).reduce<number>((n, k) => n + (k ?? 0), 0);

/** Drops zero entries so that equal assignments compare equal. */
function normalise(a: HitAssignment): HitAssignment {
  const clean = (r: Partial<Record<UnitType, number>>) =>
    Object.fromEntries(UNIT_TYPES.filter((t) => (r[t] ?? 0) > 0).map((t) => [t, r[t]!])) as Partial<
      Record<UnitType, number>
    >;
  return { sustain: clean(a.sustain), destroy: clean(a.destroy) };
}

const keyOf = (a: HitAssignment): string => JSON.stringify(normalise(a));

/** 31.1, 87.1, 87.4a, 87.6, and effects whose hits go to non-fighter ships when able: is this assignment legal? */
export function checkAssignment(
  state: GameState,
  area: Area,
  seat: Seat,
  spec: HitsToAssign,
  a: HitAssignment,
): Result<void> {
  const pools = poolsFor(state, area, seat, spec);
  const pool = (t: string) => pools.find((p) => p.type === t);
  for (const [t, n] of Object.entries(a.sustain)) {
    if (!n) continue;
    const p = pool(t);
    if (p && !p.canSustain && spec.sustain && ask(CANNOT_SUSTAIN_DAMAGE, { state, seat, area, type: p.type })) {
      return fail(
        'combat/sustain-denied',
        '87',
        `Your ${t} cannot use sustain damage here: another player's Mentak flagship or mech forbids it.`,
      );
    }
    if (!p || !p.canSustain)
      return fail(
        'combat/cannot-sustain',
        spec.sustain ? '87.4a' : '87.5',
        `Your ${t} cannot use sustain damage against these hits.`,
      );
    if (n > p.fresh)
      return fail('combat/already-damaged', '87.3', `Only ${p.fresh} of your ${t} can still sustain damage.`);
  }
  for (const [t, n] of Object.entries(a.destroy)) {
    if (!n) continue;
    const p = pool(t);
    if (!p) return fail('combat/not-eligible', '31.1', `Your ${t} cannot take these hits.`);
    if (n > p.count) return fail('combat/too-many', '31.1', `You have only ${p.count} ${t} there.`);
  }
  const s = sustainCancels(state, seat);
  const sustains = total(a.sustain);
  if (sustains > spec.count)
    return fail(
      'combat/too-many-sustains',
      '87.1',
      'Each sustain damage cancels a hit; you used more than there are hits.',
    );
  const remaining = spec.count - Math.min(spec.count, s * sustains);
  const units = pools.reduce((n, p) => n + p.count, 0);
  const need = Math.min(remaining, units);
  if (total(a.destroy) !== need) {
    return fail(
      'combat/wrong-hit-count',
      '31.1',
      `Destroy exactly ${need} unit${need === 1 ? '' : 's'} for the hits you did not cancel.`,
    );
  }
  if (spec.restricted > 0) {
    const nf = pools.filter((p) => p.nonFighterShip);
    const onNf =
      Math.min(spec.count, s * nf.reduce((n, p) => n + (a.sustain[p.type] ?? 0), 0)) +
      nf.reduce((n, p) => n + (a.destroy[p.type] ?? 0), 0);
    const able = nf.reduce((n, p) => n + p.count + s * p.fresh, 0);
    if (onNf < Math.min(spec.restricted, able)) {
      return fail(
        'combat/non-fighter-first',
        '31.1',
        `${spec.restricted} of these hits must be assigned to non-fighter ships while you have them.`,
      );
    }
  }
  return ok(undefined);
}

/**
 * The default assignment: sustain damage first (self-repairing units first), then destroy the cheapest units;
 * hits that must go to non-fighter ships go there first. `first` puts one type at the front of the losses.
 */
export function defaultAssignment(
  state: GameState,
  area: Area,
  seat: Seat,
  spec: HitsToAssign,
  opts: { first?: UnitType; noSustain?: boolean } = {},
): HitAssignment {
  const pools = poolsFor(state, area, seat, spec);
  const s = sustainCancels(state, seat);
  const left = new Map(pools.map((p) => [p.type, p.count]));
  const fresh = new Map(pools.map((p) => [p.type, opts.noSustain ? 0 : p.fresh]));
  const sustain: Partial<Record<UnitType, number>> = {};
  const destroy: Partial<Record<UnitType, number>> = {};
  const sustainOrder = [...pools].sort((a, b) => Number(b.selfRepairing) - Number(a.selfRepairing) || b.rank - a.rank);
  const lossOrder = [...pools].sort(
    (a, b) => Number(b.type === opts.first) - Number(a.type === opts.first) || a.rank - b.rank,
  );
  const absorb = (hits: number, onlyNf: boolean): number => {
    while (hits > 0) {
      const sp = sustainOrder.find((p) => (!onlyNf || p.nonFighterShip) && (fresh.get(p.type) ?? 0) > 0);
      if (!sp) break;
      fresh.set(sp.type, fresh.get(sp.type)! - 1);
      sustain[sp.type] = (sustain[sp.type] ?? 0) + 1;
      hits -= Math.min(hits, s);
    }
    while (hits > 0) {
      const lp = lossOrder.find((p) => (!onlyNf || p.nonFighterShip) && (left.get(p.type) ?? 0) > 0);
      if (!lp) break;
      left.set(lp.type, left.get(lp.type)! - 1);
      destroy[lp.type] = (destroy[lp.type] ?? 0) + 1;
      hits -= 1;
    }
    return hits;
  };
  const restricted = Math.min(spec.restricted, spec.count);
  const overflow = absorb(restricted, true);
  absorb(spec.count - restricted + overflow, false);
  return normalise({ sustain, destroy });
}

export function describeAssignment(a: HitAssignment): string {
  const part = (r: Partial<Record<UnitType, number>>) =>
    Object.entries(r)
      .map(([t, n]) => `${n} ${t}`)
      .join(', ');
  const bits = [
    Object.keys(a.sustain).length > 0 ? `sustain ${part(a.sustain)}` : '',
    Object.keys(a.destroy).length > 0 ? `destroy ${part(a.destroy)}` : '',
  ];
  return bits.filter(Boolean).join('; ') || 'no effect';
}

/** Sensible assignments to offer: the default, each type lost first, and no sustain damage. */
export function sensibleAssignments(state: GameState, area: Area, seat: Seat, spec: HitsToAssign): HitAssignment[] {
  const pools = poolsFor(state, area, seat, spec);
  const seen = new Map<string, HitAssignment>();
  const add = (a: HitAssignment) => {
    if (!seen.has(keyOf(a)) && checkAssignment(state, area, seat, spec, a).ok) seen.set(keyOf(a), a);
  };
  add(defaultAssignment(state, area, seat, spec));
  for (const p of pools) add(defaultAssignment(state, area, seat, spec, { first: p.type }));
  add(defaultAssignment(state, area, seat, spec, { noSustain: true }));
  return [...seen.values()];
}

/** The assignment when there is nothing to choose (one unit type and no sustain damage, or everything dies). */
export function onlyAssignment(state: GameState, area: Area, seat: Seat, spec: HitsToAssign): HitAssignment | null {
  const pools = poolsFor(state, area, seat, spec);
  const units = pools.reduce((n, p) => n + p.count, 0);
  if (spec.count === 0 || units === 0) return { sustain: {}, destroy: {} };
  const s = sustainCancels(state, seat);
  const fresh = (p: Pool) => p.fresh;
  const sustainable = pools.reduce((n, p) => n + fresh(p), 0);
  if (spec.count >= units + s * sustainable) {
    return normalise({ sustain: {}, destroy: Object.fromEntries(pools.map((p) => [p.type, p.count])) });
  }
  // Every hit must go to non-fighter ships and they can take them all: only those ships are in question.
  const nf = pools.filter((p) => p.nonFighterShip);
  const nfAbsorb = nf.reduce((n, p) => n + p.count + s * fresh(p), 0);
  const candidates = spec.restricted >= spec.count && nfAbsorb >= spec.count ? nf : pools;
  if (candidates !== pools && spec.count === nfAbsorb) {
    return normalise({
      sustain: Object.fromEntries(nf.map((p) => [p.type, fresh(p)])),
      destroy: Object.fromEntries(nf.map((p) => [p.type, p.count])),
    });
  }
  const candidateSustains = candidates.reduce((n, p) => n + fresh(p), 0);
  if (candidateSustains === 0 && candidates.length === 1)
    return normalise({ sustain: {}, destroy: { [candidates[0]!.type]: Math.min(spec.count, candidates[0]!.count) } });
  return null;
}

/** Sustains and destroys, with events; records sustain damage used this combat round (Duranium Armor). */
export function applyAssignment(
  ctx: FlowCtx,
  area: Area,
  seat: Seat,
  spec: HitsToAssign,
  a: HitAssignment,
  cause: DestroyCause,
  deferred?: (() => void)[],
): void {
  const stack = stackAt(ctx.state, area, seat);
  const combat = currentCombat(ctx.state);
  for (const [t, n] of Object.entries(a.sustain) as [UnitType, number][]) {
    if (!stack || n <= 0) continue;
    stack.damaged[t] = (stack.damaged[t] ?? 0) + n;
    emit(ctx, {
      type: 'units-sustained-damage',
      seat,
      system: area.system,
      planet: area.planet ?? null,
      unit: t,
      count: n,
    });
    if (combat) {
      const alive = Math.max(0, n - (a.destroy[t] ?? 0));
      const mine = (combat.sustained[String(seat)] ??= {});
      if (alive > 0) mine[t] = (mine[t] ?? 0) + alive;
    }
  }
  for (const [t, n] of Object.entries(a.destroy) as [UnitType, number][]) {
    if (n <= 0) continue;
    // The Cavalry's ship is the last of its type destroyed: a damaged one of a type without sustain damage is it.
    const damaged = bearerGoesLast(ctx.state, area, seat, t, n);
    destroyUnits(ctx, area, seat, t, n, {
      cause,
      by: spec.by,
      ...(deferred ? { deferred } : {}),
      ...(damaged !== undefined ? { damaged } : {}),
    });
  }
  // destroyUnits has settled whether The Cavalry's ship was among them (engine/combat/borrowed-ship.ts).
  if (combat && area.planet === undefined && area.system === combat.system)
    loseGroundForcesAsShips(combat, seat, a.destroy);
  // 61.9: objectives that ask for units destroyed (the last of a kind in a step, a greatest ship).
  noteUnitsDestroyed(ctx.state, {
    system: area.system,
    planet: area.planet ?? null,
    seat,
    by: spec.by,
    cause,
    units: a.destroy,
  });
  if (total(a.sustain) > 0) {
    pushStep(ctx.state, 'window/open', {
      window: 'after-sustain-damage',
      subject: { seat, by: spec.by, system: area.system, planet: area.planet ?? null, units: a.sustain },
    });
  }
}

type Assigned = Pick<AssignHitsDecision, 'cause' | 'system' | 'planet' | 'hits' | 'order'>;

function applyNow(ctx: FlowCtx, req: Assigned, answers: Record<string, HitAssignment>): void {
  const area = areaOf(req.system, req.planet);
  // Every player's assignment is applied before what their losses trigger (the Yin flagship), as the hits are at once.
  const deferred: (() => void)[] = [];
  for (const seat of req.order) {
    const a = answers[String(seat)];
    const spec = req.hits[String(seat)];
    if (a && spec) applyAssignment(ctx, area, seat, spec, a, req.cause as DestroyCause, deferred);
  }
  for (const trigger of deferred) trigger();
}

/**
 * 87.1: a unit about to use Sustain Damage opens the 'when-sustain-damage' window first (its abilities act before
 * the damage is taken); the assignments then apply together, followed by 'after-sustain-damage'.
 */
function applyAll(ctx: FlowCtx, req: Assigned, answers: Record<string, HitAssignment>): void {
  const sustaining = req.order.filter((seat) => total(answers[String(seat)]?.sustain ?? {}) > 0);
  if (sustaining.length === 0) {
    applyNow(ctx, req, answers);
    return;
  }
  pushStep(ctx.state, APPLY_HITS_STEP, {
    cause: req.cause,
    system: req.system,
    planet: req.planet,
    hits: req.hits,
    order: [...req.order],
    answers,
  });
  for (const seat of [...sustaining].reverse()) {
    const spec = req.hits[String(seat)];
    const subject = {
      seat,
      by: spec?.by ?? null,
      system: req.system,
      planet: req.planet,
      units: answers[String(seat)]!.sustain,
    };
    pushStep(ctx.state, 'window/open', { window: 'when-sustain-damage', subject });
  }
}

const APPLY_HITS_STEP = 'combat/apply-hits' as const;

/**
 * The held-back assignments, less what the window already took: a unit destroyed in the 'when-sustain-damage'
 * window (hits from Reflective Shielding) is not destroyed twice, and one destroyed there no longer sustains.
 */
function stillThere(state: GameState, req: Assigned & { answers: Record<string, HitAssignment> }) {
  const area = areaOf(req.system, req.planet);
  const out: Record<string, HitAssignment> = {};
  for (const [key, a] of Object.entries(req.answers)) {
    const stack = stackAt(state, area, Number(key));
    const destroy: Partial<Record<UnitType, number>> = {};
    const sustain: Partial<Record<UnitType, number>> = {};
    for (const t of UNIT_TYPES) {
      const there = stack?.counts[t] ?? 0;
      const d = Math.min(a.destroy[t] ?? 0, there);
      const s = Math.min(a.sustain[t] ?? 0, there - Math.min(there, stack?.damaged[t] ?? 0));
      if (d > 0) destroy[t] = d;
      if (s > 0) sustain[t] = s;
    }
    out[key] = { sustain, destroy };
  }
  return out;
}

const unitCounts = z.partialRecord(unitTypeSchema, z.number().int().min(0).max(99));
/** A stored HitsToAssign (engine/core/frames.ts). */
export const hitsToAssignSchema = z.object({
  count: countSchema,
  restricted: countSchema,
  eligible: z.array(unitTypeSchema).readonly(),
  sustain: z.boolean(),
  by: seatSchema.nullable(),
  limit: unitCounts.optional(),
});
/** A stored HitAssignment (engine/core/frames.ts). */
export const hitAssignmentSchema = z.object({ sustain: unitCounts, destroy: unitCounts });
const applyHitsArgs = z.object({
  cause: z.string(),
  system: hexKeySchema,
  planet: idSchema.nullable(),
  hits: z.record(z.string(), hitsToAssignSchema),
  order: z.array(seatSchema).readonly(),
  answers: z.record(z.string(), hitAssignmentSchema),
});

export const COMBAT_HIT_STEPS = [
  /** Applies assignments held back for the 'when-sustain-damage' window. */
  defineStep(APPLY_HITS_STEP, applyHitsArgs, (ctx, args) => applyNow(ctx, args, stillThere(ctx.state, args))),
];

/** Asks the players who have a choice; the others' assignments are made for them. */
export function pushAssignHits(ctx: FlowCtx, req: HitRequest): void {
  const area = areaOf(req.system, req.planet);
  const answers: Record<string, HitAssignment> = {};
  const waitingOn: Seat[] = [];
  for (const seat of req.order) {
    const spec = req.hits[String(seat)];
    if (!spec || spec.count === 0) continue;
    const only = onlyAssignment(ctx.state, area, seat, spec);
    if (only) answers[String(seat)] = only;
    else waitingOn.push(seat);
  }
  if (waitingOn.length === 0) {
    applyAll(ctx, req, answers);
    return;
  }
  pushDecision(ctx, {
    kind: 'assign-hits',
    cause: req.cause,
    system: req.system,
    planet: req.planet,
    hits: req.hits,
    order: [...req.order],
    answers,
    waitingOn,
  });
}

const specOf = (d: AssignHitsDecision, seat: Seat): HitsToAssign | undefined => d.hits[String(seat)];

export function answerAssignHits(
  ctx: CommandCtx,
  decision: AssignHitsDecision,
  cmd: Pick<CommandOf<'assign-hits'>, 'sustain' | 'destroy'>,
): Result<void> {
  const spec = specOf(decision, ctx.seat);
  if (!spec) return fail('combat/no-hits', '31.1', 'You have no hits to assign.');
  const a = normalise({ sustain: cmd.sustain, destroy: cmd.destroy });
  const checked = checkAssignment(ctx.state, areaOf(decision.system, decision.planet), ctx.seat, spec, a);
  if (!checked.ok) return checked;
  decision.answers[String(ctx.seat)] = a;
  decision.waitingOn = decision.waitingOn.filter((s) => s !== ctx.seat);
  if (decision.waitingOn.length > 0) return ok(undefined);
  popDecision(ctx.state, decision);
  applyAll(ctx, decision, decision.answers);
  return ok(undefined);
}

export function defaultAssignHits(
  state: GameState,
  decision: AssignHitsDecision,
  seat: Seat,
): HitAssignment | undefined {
  const spec = specOf(decision, seat);
  return spec ? defaultAssignment(state, areaOf(decision.system, decision.planet), seat, spec) : undefined;
}

export function assignHitsOptions(state: GameState, decision: AssignHitsDecision, seat: Seat): Option[] {
  const spec = specOf(decision, seat);
  if (!spec) return [];
  const where = decision.planet ?? `space ${decision.system}`;
  return sensibleAssignments(state, areaOf(decision.system, decision.planet), seat, spec).map((a) => ({
    command: { type: 'assign-hits', sustain: a.sustain, destroy: a.destroy },
    label: `${spec.count} hit${spec.count === 1 ? '' : 's'} (${decision.cause}, ${where}): ${describeAssignment(a)}`,
    group: 'Assign hits',
    checked: true as const,
  }));
}
