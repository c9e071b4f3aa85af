// A stored game is checked when it is loaded: the state's schema version and the stack of frames — every step a
// known step whose arguments its definition accepts, every decision of a known kind with its fields, every choice a
// known choice whose arguments its definition accepts. A frame that does not check is a corrupted record or a game
// written by an engine whose steps have since changed (a schema change, SCHEMA_VERSION): refused, never run.
import { z } from 'zod';
import type { Decision } from '../core/frames';
import { fail, ok, type Result } from '../core/result';
import { hexKeySchema, idSchema, recordSchema, seatSchema, unitTypeSchema } from '../core/schemas';
import { SCHEMA_VERSION, type GameState } from '../core/state';
import { WINDOWS } from '../core/windows';
import { hitAssignmentSchema, hitsToAssignSchema } from '../combat/hits';
import { choiceArgsSchema } from './choices';
import { stepArgsSchema } from './steps';

const base = {
  frame: z.literal('decision'),
  id: z.number().int(),
  waitingOn: z.array(seatSchema),
  openedAt: z.number().nullable(),
};

/** Each decision kind's fields (engine/core/frames.ts). */
const decisionSchema = z.discriminatedUnion('kind', [
  z.object({ ...base, kind: z.literal('choose-secret-objective'), offered: z.record(z.string(), z.array(idSchema)) }),
  z.object({ ...base, kind: z.literal('choose-strategy-card') }),
  z.object({ ...base, kind: z.literal('action-turn'), extra: z.boolean().optional() }),
  z.object({
    ...base,
    kind: z.literal('strategic-secondary'),
    card: idSchema,
    activeSeat: seatSchema,
    answered: z.array(seatSchema),
  }),
  z.object({
    ...base,
    kind: z.literal('window'),
    window: z.enum(WINDOWS),
    instance: z.number().int(),
    responders: z.array(seatSchema),
    passed: z.array(seatSchema),
    intents: z.array(z.object({ seat: seatSchema, ability: idSchema, targets: recordSchema })),
    lastResolved: seatSchema.optional(),
    subject: recordSchema,
  }),
  z.object({ ...base, kind: z.literal('choice'), choice: z.string(), args: recordSchema }),
  z.object({ ...base, kind: z.literal('score-objectives') }),
  z.object({ ...base, kind: z.literal('move-ships'), system: hexKeySchema }),
  z.object({ ...base, kind: z.literal('bombardment'), system: hexKeySchema }),
  z.object({ ...base, kind: z.literal('commit-ground-forces'), system: hexKeySchema }),
  z.object({
    ...base,
    kind: z.literal('production'),
    seat: seatSchema,
    system: hexKeySchema,
    source: idSchema,
    planet: idSchema.nullable(),
    maxCost: z.number().int().nullable(),
    shipLimit: z.number().int().optional(),
    shipTypes: z.array(unitTypeSchema).optional(),
    bonusUnits: z.number().int(),
    costReduction: z.number().int(),
    nearby: z.record(idSchema, hexKeySchema).optional(),
  }),
  z.object({ ...base, kind: z.literal('vote'), agenda: idSchema }),
  z.object({
    ...base,
    kind: z.literal('assign-hits'),
    cause: z.string(),
    system: hexKeySchema,
    planet: idSchema.nullable(),
    hits: z.record(z.string(), hitsToAssignSchema),
    order: z.array(seatSchema),
    answers: z.record(z.string(), hitAssignmentSchema),
  }),
]);

const stepSchema = z.object({ frame: z.literal('step'), step: z.string(), args: recordSchema.optional() });

const bad = (message: string) => fail('engine/stored-state', 'input', `Stored game refused: ${message}`);

function checkFrame(frame: unknown, at: number): Result<void> {
  const step = stepSchema.safeParse(frame);
  if (step.success) {
    const args = stepArgsSchema(step.data.step);
    if (!args) return bad(`frame ${at} is an unknown step "${step.data.step}"`);
    const parsed = args.safeParse(step.data.args ?? {});
    if (!parsed.success)
      return bad(`frame ${at}, step "${step.data.step}": ${parsed.error.issues[0]?.message ?? 'bad arguments'}`);
    return ok(undefined);
  }
  const decision = decisionSchema.safeParse(frame);
  if (!decision.success)
    return bad(`frame ${at} is neither a step nor a decision (${decision.error.issues[0]?.message ?? 'malformed'})`);
  const d: Decision = decision.data as Decision;
  if (d.kind === 'choice') {
    const args = choiceArgsSchema(d.choice);
    if (!args) return bad(`frame ${at} is an unknown choice "${d.choice}"`);
    const parsed = args.safeParse(d.args);
    if (!parsed.success)
      return bad(`frame ${at}, choice "${d.choice}": ${parsed.error.issues[0]?.message ?? 'bad arguments'}`);
  }
  return ok(undefined);
}

/**
 * Checks a game state read from storage before the engine runs anything on it. Returns the same object (not a
 * parsed copy): the engine's own output is stored as is, and replays compare it exactly.
 */
export function loadGameState(raw: unknown): Result<GameState> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return bad('not an object');
  const state = raw as { schema?: unknown; stack?: unknown };
  if (state.schema !== SCHEMA_VERSION)
    return bad(`schema version ${String(state.schema)}, this engine reads ${SCHEMA_VERSION}`);
  if (!Array.isArray(state.stack)) return bad('no stack of frames');
  for (const [i, frame] of (state.stack as unknown[]).entries()) {
    const checked = checkFrame(frame, i);
    if (!checked.ok) return checked;
  }
  return ok(raw as GameState);
}
