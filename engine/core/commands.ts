// Commands a seat can send, as one discriminated union with zod schemas the server uses to parse input.
// Each command answers the decision on top of the stack (engine/core/frames.ts).
import { z } from 'zod';

const id = z.string().min(1).max(64);

export const commandSchema = z.discriminatedUnion('type', [
  /** Setup 12: keep one of the two secret objectives drawn. */
  z.object({ type: z.literal('choose-secret-objective'), objective: id }),
  /** 84.2 */
  z.object({ type: z.literal('choose-strategy-card'), card: id }),
  /** 82: perform the primary ability of an unexhausted strategy card the player holds. */
  z.object({ type: z.literal('strategic-action'), card: id, choices: z.record(z.string().max(32), z.unknown()).optional() }),
  /** 83.5: resolve the secondary ability of the card another player used (spending a strategy-pool token). */
  z.object({ type: z.literal('follow-secondary'), choices: z.record(z.string().max(32), z.unknown()).optional() }),
  z.object({ type: z.literal('decline-secondary') }),
  /** 3.3: pass for the rest of the action phase. */
  z.object({ type: z.literal('pass') }),
  /** 89.1: activate a system (hands over to the tactical action). */
  z.object({ type: z.literal('tactical-action'), system: z.string().max(16) }),
  /** 22: a component action of a card, technology, leader or ability the player has. */
  z.object({ type: z.literal('component-action'), ability: id, targets: z.record(z.string().max(32), z.unknown()).optional() }),
  /** Resolve an ability in the open timing window. */
  z.object({ type: z.literal('use-ability'), ability: id, targets: z.record(z.string().max(32), z.unknown()).optional() }),
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
  /** Answer a choice decision with one of the options it offers. */
  z.object({ type: z.literal('choose'), option: z.string().max(64) }),
  /** The server, on a deadline, answers a waiting seat's decision with the default (pass). */
  z.object({ type: z.literal('timeout') }),
]);

export type Command = z.infer<typeof commandSchema>;
export type CommandType = Command['type'];
export type CommandOf<T extends CommandType> = Extract<Command, { type: T }>;

/** Everything the server adds around a command: the time it was accepted (the engine has no clock). */
export interface CommandMeta {
  readonly at: number;
}
