import { expect, test } from 'vitest';
import type { HitsToAssign } from '../core/frames';
import { SHIP_TYPES } from '../data/types';
import { ACTIVE, combatGame, give, put } from '../testing/combat-scenario';
import type { AssignHitsDecision } from '../core/frames';
import { flowCtx } from '../kernel/context';
import { runStepFrame } from '../flow/steps';
import { apply } from '../flow/apply';
import {
  answerAssignHits,
  checkAssignment,
  defaultAssignment,
  onlyAssignment,
  pushAssignHits,
  sensibleAssignments,
} from './hits';

const space = { system: ACTIVE };
const hits = (count: number, more: Partial<HitsToAssign> = {}): HitsToAssign => ({
  count,
  restricted: 0,
  eligible: SHIP_TYPES,
  sustain: true,
  by: 1,
  ...more,
});
const ruleOf = (r: { ok: boolean; error?: { rule: string } }) => (r.ok ? 'ok' : r.error!.rule);

test('31.1 the default assignment uses sustain damage first, then destroys the cheapest units', () => {
  const s = put(
    combatGame(),
    0,
    { dreadnought: 2, carrier: 1, fighter: 2, destroyer: 1 },
    { damaged: { dreadnought: 1 } },
  );
  expect(defaultAssignment(s, space, 0, hits(4))).toEqual({
    sustain: { dreadnought: 1 },
    destroy: { destroyer: 1, fighter: 2 },
  });
  expect(defaultAssignment(s, space, 0, hits(7))).toEqual({
    sustain: { dreadnought: 1 },
    destroy: { dreadnought: 2, carrier: 1, destroyer: 1, fighter: 2 },
  });
});

test('31.1 each hit that is not cancelled destroys exactly one unit', () => {
  const s = put(combatGame(), 0, { cruiser: 2, fighter: 2 });
  expect(ruleOf(checkAssignment(s, space, 0, hits(2), { sustain: {}, destroy: { fighter: 1 } }))).toBe('31.1');
  expect(ruleOf(checkAssignment(s, space, 0, hits(2), { sustain: {}, destroy: { fighter: 1, cruiser: 1 } }))).toBe(
    'ok',
  );
  // More hits than units: every unit is destroyed and the rest have no effect.
  expect(ruleOf(checkAssignment(s, space, 0, hits(9), { sustain: {}, destroy: { fighter: 2, cruiser: 2 } }))).toBe(
    'ok',
  );
});

test('87.1 sustain damage cancels one hit; 87.3 a damaged unit cannot use it again', () => {
  const s = put(combatGame(), 0, { dreadnought: 2 }, { damaged: { dreadnought: 1 } });
  expect(
    ruleOf(checkAssignment(s, space, 0, hits(2), { sustain: { dreadnought: 1 }, destroy: { dreadnought: 1 } })),
  ).toBe('ok');
  expect(ruleOf(checkAssignment(s, space, 0, hits(2), { sustain: { dreadnought: 2 }, destroy: {} }))).toBe('87.3');
});

test('87.4a sustain damage only cancels hits the unit is eligible for; 87.5 not effects that destroy directly', () => {
  const s = put(combatGame(), 0, { dreadnought: 1, fighter: 1 });
  expect(
    ruleOf(
      checkAssignment(s, space, 0, hits(1, { eligible: ['fighter'], sustain: false }), {
        sustain: { dreadnought: 1 },
        destroy: {},
      }),
    ),
  ).toBe('87.5');
  expect(
    ruleOf(
      checkAssignment(s, space, 0, hits(1, { eligible: ['fighter'] }), { sustain: { dreadnought: 1 }, destroy: {} }),
    ),
  ).toBe('87.4a');
});

test('87.6 Non-Euclidean Shielding: each sustain damage cancels 2 hits', () => {
  const s = give(put(combatGame(), 0, { dreadnought: 1, cruiser: 1 }), 0, 'nes');
  expect(defaultAssignment(s, space, 0, hits(3))).toEqual({ sustain: { dreadnought: 1 }, destroy: { cruiser: 1 } });
  expect(ruleOf(checkAssignment(s, space, 0, hits(2), { sustain: { dreadnought: 1 }, destroy: {} }))).toBe('ok');
});

test('31.1 hits that must go to non-fighter ships go there while any remain (Graviton Laser System, [0.0.1])', () => {
  const s = put(combatGame(), 0, { dreadnought: 1, fighter: 3 });
  const spec = hits(3, { restricted: 3 });
  expect(ruleOf(checkAssignment(s, space, 0, spec, { sustain: { dreadnought: 1 }, destroy: { fighter: 2 } }))).toBe(
    '31.1',
  );
  expect(defaultAssignment(s, space, 0, spec)).toEqual({
    sustain: { dreadnought: 1 },
    destroy: { dreadnought: 1, fighter: 1 },
  });
});

test('31.1 the offered assignments are all legal and include each unit type lost first; none is asked when nothing can differ', () => {
  const s = put(combatGame(), 0, { dreadnought: 1, cruiser: 1, fighter: 2 });
  const offered = sensibleAssignments(s, space, 0, hits(2));
  for (const a of offered) expect(checkAssignment(s, space, 0, hits(2), a).ok).toBe(true);
  expect(offered).toContainEqual({ sustain: { dreadnought: 1 }, destroy: { fighter: 1 } });
  expect(offered).toContainEqual({ sustain: { dreadnought: 1 }, destroy: { cruiser: 1 } });
  expect(offered).toContainEqual({ sustain: {}, destroy: { fighter: 2 } });
  expect(onlyAssignment(s, space, 0, hits(2))).toBeNull();
  expect(onlyAssignment(s, space, 0, hits(9))).toEqual({
    sustain: {},
    destroy: { dreadnought: 1, cruiser: 1, fighter: 2 },
  });
  expect(onlyAssignment(s, space, 0, hits(1, { eligible: ['fighter'], sustain: false }))).toEqual({
    sustain: {},
    destroy: { fighter: 1 },
  });
});

test('87.1 a unit about to use sustain damage opens the when-sustain-damage window before the damage is taken, then after-sustain-damage', () => {
  const s = put(combatGame(), 0, { dreadnought: 1, cruiser: 1 });
  const ctx = flowCtx(s, { at: 0 });
  pushAssignHits(ctx, { cause: 'space-cannon', system: ACTIVE, planet: null, order: [0], hits: { 0: hits(1) } });
  const decision = s.stack.at(-1) as AssignHitsDecision;
  expect(answerAssignHits({ ...ctx, seat: 0 }, decision, { sustain: { dreadnought: 1 }, destroy: {} }).ok).toBe(true);
  // Nothing is damaged yet: the assignment waits below the window.
  expect(s.board.systems[ACTIVE]!.space['0']!.damaged).toEqual({});
  const ran: string[] = [];
  for (let top = s.stack.at(-1); top?.frame === 'step'; top = s.stack.at(-1)) {
    s.stack.pop();
    const args = (top.args ?? {}) as { window?: string; subject?: Record<string, unknown> };
    ran.push(args.window ? `${top.step} ${args.window}` : top.step);
    if (args.window === 'when-sustain-damage')
      expect(args.subject).toEqual({ seat: 0, by: 1, system: ACTIVE, planet: null, units: { dreadnought: 1 } });
    runStepFrame(ctx, top);
  }
  expect(ran).toEqual(['window/open when-sustain-damage', 'combat/apply-hits', 'window/open after-sustain-damage']);
  expect(s.board.systems[ACTIVE]!.space['0']!.damaged).toEqual({ dreadnought: 1 });
});

test('87.1 hits that no unit sustains open no sustain damage window and apply at once', () => {
  const s = put(combatGame(), 0, { cruiser: 2 });
  const ctx = flowCtx(s, { at: 0 });
  pushAssignHits(ctx, { cause: 'space-cannon', system: ACTIVE, planet: null, order: [0], hits: { 0: hits(1) } });
  expect(s.stack).toEqual([]);
  expect(s.board.systems[ACTIVE]!.space['0']!.counts).toEqual({ cruiser: 1 });
});

test('31.1 an answer naming more units than are there is refused, not thrown (fuzz seed c3-0)', () => {
  const s = put(put(combatGame(), 0, { cruiser: 1, fighter: 2 }), 1, { dreadnought: 1, cruiser: 1, fighter: 2 });
  const ctx = flowCtx(s, { at: 0 });
  pushAssignHits(ctx, {
    cause: 'space-combat',
    system: ACTIVE,
    planet: null,
    order: [0, 1],
    hits: { 0: hits(2), 1: hits(1, { by: 0 }) },
  });
  const tooMany = apply(s, 0, { type: 'assign-hits', sustain: {}, destroy: { fighter: 99 } }, { at: 0 });
  expect(tooMany.ok ? null : tooMany.error).toMatchObject({ code: 'combat/too-many', rule: '31.1' });
  // The seat's real units are untouched, and an answer naming what is there is taken.
  expect(s.board.systems[ACTIVE]!.space['0']!.counts).toEqual({ cruiser: 1, fighter: 2 });
  expect(apply(s, 0, { type: 'assign-hits', sustain: {}, destroy: { fighter: 2 } }, { at: 0 }).ok).toBe(true);
});
