// LRR 94.2–94.3, 28: the commands of transactions and deals (the shared command union spreads these in).
// An offer that names anything other than trade goods, commodities, a promissory note, relic fragments or planets
// (94.3: no other cards or tokens; action cards only with the Hacan's Arbiters) parses, so that the engine refuses it
// citing 94.3 (transactions/checks.ts).
import { z } from 'zod';
import { UNIT_TYPES } from '../data/types';

const count = z.number().int().min(0).max(999);

/** One side of a transaction; a promissory note is named as in hands, 'note@owner seat'. */
export const offerSchema = z.looseObject({
  tradeGoods: count.optional(),
  commodities: count.optional(),
  promissoryNote: z
    .string()
    .min(3)
    .max(64)
    .regex(/^[a-z0-9_]+@\d$/)
    .nullable()
    .optional(),
  relicFragments: z.array(z.string().min(1).max(64)).max(12).optional(),
  /**
   * Arbiters (Hacan): action cards from the hand, by card ('sabotage'; twice for two copies). Never a copy's name:
   * which copy a hand holds is nobody else's business, and the receiver learns the card, not the copy.
   */
  actionCards: z
    .array(
      z
        .string()
        .min(1)
        .max(64)
        .regex(/^[a-z0-9-]+$/),
    )
    .max(12)
    .optional(),
  /** Pride of Kenara (Hacan mech): planet cards, and the planet the giver's units on each move to. */
  planets: z
    .array(z.strictObject({ planet: z.string().min(1).max(64), moveTo: z.string().min(1).max(64) }))
    .max(6)
    .optional(),
  /** 17.2a: captured ships and mechs returned to their owner (seat), by type. */
  capturedUnits: z
    .array(z.strictObject({ owner: z.number().int().min(0).max(7), type: z.enum(UNIT_TYPES), count: count.min(1) }))
    .max(12)
    .optional(),
});
export type OfferInput = z.infer<typeof offerSchema>;

export const TRANSACTION_COMMAND_TYPES = ['propose-transaction', 'answer-transaction', 'withdraw-transaction'] as const;

export const transactionCommandSchemas = [
  /**
   * 94 / 28: propose a transaction (`gives` to `to`, `asks` in return) and/or a deal (`terms`). The other player
   * accepts or declines; nothing moves before they accept.
   */
  z.object({
    type: z.literal('propose-transaction'),
    to: z.number().int().min(0).max(7),
    gives: offerSchema,
    asks: offerSchema,
    terms: z.string().max(500).optional(),
  }),
  /** Accept or decline a proposal made to you. */
  z.object({ type: z.literal('answer-transaction'), proposal: z.number().int().min(0), accept: z.boolean() }),
  /** Take back a proposal you made that is still open. */
  z.object({ type: z.literal('withdraw-transaction'), proposal: z.number().int().min(0) }),
] as const;
