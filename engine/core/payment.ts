// LRR 75 resources, 47 influence, 93 trade goods: how a command says what a player pays with (checked and paid by
// engine/economy/spending.ts).
import { z } from 'zod';

const planetList = z.array(z.string().min(1).max(64)).max(60);

/** What a player hands over: planets exhausted for their resources, planets exhausted for their influence, trade goods. */
export const paymentSchema = z.object({
  resources: planetList.default([]),
  influence: planetList.default([]),
  tradeGoods: z.number().int().min(0).max(999).default(0),
});
export type Payment = z.infer<typeof paymentSchema>;
