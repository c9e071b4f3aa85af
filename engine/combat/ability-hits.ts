// LRR 78.6 assigning hits, 2 action cards: hits that an ability produces in a space combat (the Mentak's Ambush, the
// Creuss's Dimensional Splicer) are hits like those of combat rolls. Before they are assigned, the players may
// answer in the 'before-hits-assigned' window — the LRR FAQ lets Shields Holding cancel them — and then their owner
// assigns what is left (Sustain Damage, and Direct Hit after it, as for any hit). Outside a space combat the hits go
// straight to assignment.
import { z } from 'zod';
import { hexKeySchema, idSchema, seatSchema } from '../core/schemas';
import type { FlowCtx } from '../kernel/context';
import { defineStep, pushStep } from '../kernel/steps';
import type { DestroyCause } from '../units/destroy';
import { currentCombat } from './combat-record';
import { hitsToAssignSchema, pushAssignHits, type HitRequest } from './hits';

const ASSIGN_ABILITY_HITS = 'combat/assign-ability-hits' as const;

const requestArgs = z.object({
  cause: z.string(),
  system: hexKeySchema,
  planet: idSchema.nullable(),
  hits: z.record(z.string(), hitsToAssignSchema),
  order: z.array(seatSchema).readonly(),
});

declare module '../kernel/steps' {
  interface StepArgs {
    [ASSIGN_ABILITY_HITS]: z.infer<typeof requestArgs>;
  }
}

/** Hits of an ability: in the space combat under way, through the 'before-hits-assigned' window; else at once. */
export function pushCombatAbilityHits(ctx: FlowCtx, req: HitRequest): void {
  const c = currentCombat(ctx.state);
  if (!c || c.combat !== 'space' || c.system !== req.system || req.planet !== null) {
    pushAssignHits(ctx, req);
    return;
  }
  // The combat record holds the hits the window's abilities may cancel (Shields Holding reads and lowers them).
  c.hits = Object.fromEntries(
    Object.entries(req.hits).map(([seat, h]) => [seat, { count: h.count, restricted: h.restricted }]),
  );
  pushStep(ctx.state, ASSIGN_ABILITY_HITS, { ...req, hits: { ...req.hits }, order: [...req.order] });
  pushStep(ctx.state, 'window/open', {
    window: 'before-hits-assigned',
    subject: { system: c.system, planet: null, attacker: c.attacker, defender: c.defender },
  });
}

export const ABILITY_HIT_STEPS = [
  /** After the window: the hits not cancelled go to their owner to assign. */
  defineStep(ASSIGN_ABILITY_HITS, requestArgs, (ctx, args) => {
    const c = currentCombat(ctx.state);
    const hits = Object.fromEntries(
      Object.entries(args.hits).map(([seat, h]) => {
        const left = c?.hits[seat];
        if (!left) return [seat, h];
        return [
          seat,
          { ...h, count: Math.min(h.count, left.count), restricted: Math.min(h.restricted, left.restricted) },
        ];
      }),
    );
    if (c) c.hits = {}; // the combat's own rounds count their hits afresh (78.5d)
    pushAssignHits(ctx, { ...args, cause: args.cause as DestroyCause, hits });
  }),
];
