// Commands a seat can send, as one discriminated union with zod schemas the server uses to parse input.
// Each command answers the decision on top of the stack (engine/core/frames.ts).
import { z } from 'zod';
import { SHIP_TYPES, UNIT_TYPES } from '../data/types';
import { paymentSchema } from './payment';
import { hexKeySchema, idSchema, seatSchema, unitCountSchema } from './schemas';
import { transactionCommandSchemas } from './transaction-commands';

const id = idSchema;
const hexKey = hexKeySchema;
const unitCount = unitCountSchema;

/** One group of ships moving into the active system (a `move-ships` command holds several; odds queries use it too). */
export const groupMoveSchema = z.object({
  from: hexKey,
  ships: z.partialRecord(z.enum(SHIP_TYPES), unitCount),
  damaged: z.partialRecord(z.enum(SHIP_TYPES), z.number().int().min(0).max(99)).optional(),
  path: z.array(hexKey).min(1).max(12).optional(),
  transport: z
    .array(
      z.object({
        system: hexKey,
        planet: id.optional(),
        units: z.partialRecord(z.enum(['fighter', 'infantry', 'mech']), unitCount),
      }),
    )
    .max(24)
    .optional(),
});

export const commandSchema = z.discriminatedUnion('type', [
  /** Setup 12: keep one of the two secret objectives drawn. */
  z.object({ type: z.literal('choose-secret-objective'), objective: id }),
  /** 84.2 */
  z.object({ type: z.literal('choose-strategy-card'), card: id }),
  /** 82: perform the primary ability of an unexhausted strategy card the player holds. */
  z.object({
    type: z.literal('strategic-action'),
    card: id,
    choices: z.record(z.string().max(32), z.unknown()).optional(),
  }),
  /** 83.5: resolve the secondary ability of the card another player used (spending a strategy-pool token). */
  z.object({
    type: z.literal('follow-secondary'),
    choices: z.record(z.string().max(32), z.unknown()).optional(),
    /** Play the Winnu's Acquiescence with it: no command token is spent (or placed) for this secondary. */
    acquiescence: z.boolean().optional(),
    /** Exhaust the Mahact agent Jae Mir Kan: the token spent is one of the active player's, taken from the board. */
    jaeMirKan: z.boolean().optional(),
  }),
  z.object({ type: z.literal('decline-secondary') }),
  /** Fleet Logistics: end the turn instead of taking the second action. */
  z.object({ type: z.literal('end-turn') }),
  /**
   * 3.3: pass for the rest of the action phase. `scores`: objectives scored right after passing, the action phase
   * still under way (61.5b) — how the last player to pass scores Prove Endurance.
   */
  z.object({
    type: z.literal('pass'),
    scores: z
      .array(z.object({ objective: id, payment: z.record(z.string().max(32), z.unknown()).optional() }))
      .max(4)
      .optional(),
  }),
  /**
   * 89.1: activate a system (hands over to the tactical action). `payment`: 2 influence when another player's Keleres
   * flagship is there (when absent, the engine pays the least wasteful way).
   */
  z.object({ type: z.literal('tactical-action'), system: z.string().max(16), payment: paymentSchema.optional() }),
  /** 22: a component action of a card, technology, leader or ability the player has. */
  z.object({
    type: z.literal('component-action'),
    ability: id,
    targets: z.record(z.string().max(32), z.unknown()).optional(),
  }),
  /** Resolve an ability in the open timing window. */
  z.object({
    type: z.literal('use-ability'),
    ability: id,
    targets: z.record(z.string().max(32), z.unknown()).optional(),
  }),
  /** Pass in the open timing window. */
  z.object({ type: z.literal('pass-window') }),
  /** Answer ahead of time: pass every window of this kind until the scope ends ("no Sabotage this turn"). */
  z.object({ type: z.literal('standing-pass'), window: id, on: z.boolean() }),
  /**
   * 61: score objectives — answering the status phase's scoring step (81.1), or at any time during the action or
   * agenda phase for objectives of that phase (61.5b–c). `payment` is for objectives that cost something (61.10).
   */
  z.object({
    type: z.literal('score-objectives'),
    scores: z.array(z.object({ objective: id, payment: z.record(z.string().max(32), z.unknown()).optional() })).max(4),
  }),
  /**
   * 89.2, 58.4: the active player's ship movement into the active system, declared at once (58.6); `moves: []`
   * moves nothing (89.2b). Each group of ships leaves `from` along `path` (systems entered, ending in the active
   * system; when absent the engine picks the path with the fewest gravity rifts, then the shortest). `damaged`
   * says how many of the moving ships are damaged ones (default: undamaged first). `transport` lists the fighters
   * and ground forces the group carries and where each is picked up (95.1: start, active system, systems passed).
   */
  z.object({
    type: z.literal('move-ships'),
    moves: z.array(groupMoveSchema).max(64),
  }),
  /** 15.1: which planet each bombarding unit bombards, by unit type and count; `targets: []` bombards nothing. */
  z.object({
    type: z.literal('bombard'),
    targets: z.array(z.object({ planet: id, unit: z.enum(UNIT_TYPES), count: unitCount })).max(24),
  }),
  /**
   * 49.2: ground forces landing from the active system's space area, planet by planet; `landings: []` commits none.
   * 27.2: `custodians` pays 6 influence to remove the custodians token from Mecatol Rex before landing there.
   * A landing's `payment` pays the 1 influence another player's Keleres mech (Omniopiares) on that planet demands.
   */
  z.object({
    type: z.literal('commit-ground-forces'),
    landings: z
      .array(
        z.object({
          planet: id,
          units: z.partialRecord(z.enum(UNIT_TYPES), unitCount),
          payment: paymentSchema.optional(),
        }),
      )
      .max(12),
    custodians: paymentSchema.optional(),
  }),
  /**
   * 67/68: the units ordered (ships in the space area; ground forces on `planet`, or in space when allowed, 68.4),
   * the payment, whether AI Development Algorithm is exhausted to lower the cost, and (67.5a) units taken back
   * from systems without the player's command token because their reinforcements ran out.
   */
  z.object({
    type: z.literal('produce'),
    units: z.array(z.object({ unit: z.enum(UNIT_TYPES), count: unitCount, planet: id.optional() })).max(24),
    payment: paymentSchema,
    aiDevelopment: z.boolean().optional(),
    reclaim: z
      .array(z.object({ system: hexKey, planet: id.optional(), unit: z.enum(UNIT_TYPES), count: unitCount }))
      .max(24)
      .optional(),
    /** The Vuil'raith's Amalgamation: captured units returned (owner null: a token) to produce as many free. */
    amalgamation: z
      .array(z.object({ owner: seatSchema.nullable(), unit: z.enum(UNIT_TYPES), count: unitCount }))
      .max(12)
      .optional(),
  }),
  /**
   * 8.6–8.7: cast votes for one outcome by exhausting planets for their full influence. `additionalVotes`: sources
   * of additional votes cast along for the same outcome (8.15), e.g. 'predictive-intelligence'.
   */
  z.object({
    type: z.literal('cast-votes'),
    outcome: id,
    planets: z.array(id).max(60),
    additionalVotes: z.array(id).max(8).optional(),
  }),
  /** 8.14: cast no votes on this agenda. */
  z.object({ type: z.literal('abstain') }),
  /**
   * 78.6, 42.2, 77.5, 87.1: assign the hits produced against your units: units that sustain damage to cancel hits,
   * and units destroyed, by type (damaged units of a type are destroyed first).
   */
  z.object({
    type: z.literal('assign-hits'),
    sustain: z.partialRecord(z.enum(UNIT_TYPES), z.number().int().min(0).max(99)),
    destroy: z.partialRecord(z.enum(UNIT_TYPES), z.number().int().min(0).max(99)),
  }),
  /** Answer a choice decision with one of the options it offers. */
  z.object({ type: z.literal('choose'), option: z.string().max(64) }),
  /** The server, on a deadline, answers a waiting seat's decision with the default (pass). */
  z.object({ type: z.literal('timeout') }),
  /** Concede the game for one's own seat, at any time (engine/phases/concede.ts); never offered by options(). */
  z.object({ type: z.literal('concede') }),
  /** 94, 28: propose, answer or withdraw a transaction or deal (engine/transactions; handled beside the stack). */
  ...transactionCommandSchemas,
]);

export type Command = z.infer<typeof commandSchema>;
export type CommandType = Command['type'];
export type CommandOf<T extends CommandType> = Extract<Command, { type: T }>;

/** Everything the server adds around a command: the time it was accepted (the engine has no clock). */
export interface CommandMeta {
  readonly at: number;
  /**
   * The id of the decision the sender answers, as their view showed it (null: none waited on them). When given, a
   * command that would answer another decision now is refused (flow/decision-changed) rather than applied to a
   * prompt the sender never saw; commands beside the stack (transactions, standing passes, scoring at any time)
   * answer no decision and are judged as they are. The server sends it when the game moved on meanwhile.
   */
  readonly decision?: number | null;
}
