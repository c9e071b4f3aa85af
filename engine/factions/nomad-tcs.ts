// The Nomad's Temporal Command Suite (LRR 1.11 costs, 51.4 agents, 94 transactions): after any agent is exhausted,
// its holder may exhaust the technology to ready that agent; when the agent is another player's, the two may then make
// one transaction — at that moment, whatever the phase, and without being neighbours, since the card grants it.
// The moment comes from the 'ability-used' event naming the agent card its cost exhausted (engine/abilities/play.ts),
// answered in nomad.effects.ts; the transaction is allowed while the 'nomad/tcs-transaction' choice stays on the stack
// (engine/transactions/scope.ts, `transactionGrant`) and that choice ends once the transaction resolves.
import { z } from 'zod';
import { idSchema, seatSchema } from '../core/schemas';
import { fail, ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import type { AbilityDef, Subject } from '../kernel/abilities';
import { defineChoice, pushChoice } from '../kernel/choices';
import { defineContent } from '../kernel/content';
import { emit } from '../kernel/context';
import { leaderStatus, readyAgent } from '../kernel/leader-sheet';
import { nextSeq, popDecision } from '../kernel/stack';
import { LEADERS } from '../data/leaders';

export const TCS = 'tcs';
const DONE = 'done';

const grantArgs = z.object({
  nomad: seatSchema,
  other: seatSchema,
  transactionGrant: z.object({ seats: z.tuple([seatSchema, seatSchema]), key: idSchema }),
});

declare module '../kernel/choices' {
  interface ChoiceArgs {
    'nomad/tcs-transaction': z.infer<typeof grantArgs>;
  }
}

const nameOf = (state: GameState, seat: Seat): string => state.players[seat]?.name ?? `seat ${seat}`;
const agentName = (agent: string): string =>
  (LEADERS as Record<string, { name: string } | undefined>)[agent]?.name ?? 'the agent';

/** The exhausted agent the window speaks of and its owner, while it is still exhausted. */
function exhaustedAgent(state: GameState, subject: Subject): { owner: Seat; agent: string } | null {
  const { seat: owner, agent } = subject;
  if (typeof owner !== 'number' || typeof agent !== 'string') return null;
  return leaderStatus(state, owner, agent) === 'exhausted' ? { owner, agent } : null;
}

/** Temporal Command Suite — ready the agent just exhausted; another player's, and you may transact with them. */
export const TEMPORAL_COMMAND_SUITE: AbilityDef = {
  id: TCS,
  name: 'Temporal Command Suite',
  source: { kind: 'technology', technology: TCS },
  window: 'after-agent-exhausted',
  costs: [{ kind: 'exhaust-source' }],
  // The technology's state is public: an exhausted card is not asked (checkUse refuses it anyway, 1.11).
  eligible: (state, seat, subject) =>
    !state.players[seat]?.exhaustedTechnologies.includes(TCS) && exhaustedAgent(state, subject) !== null,
  targetOptions: (state, seat, subject) => {
    const a = exhaustedAgent(state, subject);
    if (!a) return [];
    const whose = a.owner === seat ? 'your' : `${nameOf(state, a.owner)}'s`;
    const then = a.owner === seat ? '' : `, then you may make a transaction with ${nameOf(state, a.owner)}`;
    return [{ label: `ready ${whose} agent ${agentName(a.agent)}${then}`, targets: {} }];
  },
  check: (state, _seat, _targets, subject) =>
    exhaustedAgent(state, subject)
      ? ok(undefined)
      : fail('ability/not-now', '51.4', 'Temporal Command Suite readies an agent that was just exhausted.'),
  resolve: (ctx, seat, _targets, subject) => {
    const a = exhaustedAgent(ctx.state, subject);
    if (!a) return;
    readyAgent(ctx, a.owner, a.agent);
    emit(ctx, {
      type: 'note',
      text: `Temporal Command Suite readies ${nameOf(ctx.state, a.owner)}'s ${agentName(a.agent)}.`,
    });
    if (a.owner === seat || ctx.state.players[a.owner]?.eliminated) return;
    pushChoice(ctx, 'nomad/tcs-transaction', {
      args: {
        nomad: seat,
        other: a.owner,
        transactionGrant: { seats: [seat, a.owner], key: `tcs:${nextSeq(ctx.state)}` },
      },
      waitingOn: [seat],
    });
  },
};

/**
 * While this waits on the Nomad, the two may propose and accept one transaction (94.2–94.4); accepting it ends the
 * choice (engine/transactions/proposals.ts). The Nomad's only option here is to make none, or no more waiting.
 */
export const TCS_TRANSACTION = defineChoice('nomad/tcs-transaction', grantArgs, {
  rule: '94',
  options(state, decision, seat) {
    if (seat !== decision.args.nomad) return [];
    return [
      {
        option: DONE,
        label: `Temporal Command Suite: make no transaction with ${nameOf(state, decision.args.other)}`,
      },
    ];
  },
  resolve(ctx, decision, option) {
    if (option !== DONE) return fail('ability/bad-target', '94', 'Propose a transaction, or make none.');
    popDecision(ctx.state, decision);
    return ok(undefined);
  },
  default: () => DONE,
  offersOnlyLegal: true,
});

export const NOMAD_TCS = defineContent({ abilities: [TEMPORAL_COMMAND_SUITE], choices: [TCS_TRANSACTION] });
