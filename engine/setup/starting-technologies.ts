// Complete Setup step 11 for factions whose sheet lets them choose starting technologies: the Winnu (one with no
// prerequisites), the Argent Flight (two of three) and the Council Keleres (two non-faction technologies that other
// players own, chosen after the others have set up). Each such player answers at once with the others.
import { defineStep, noArgs, type NoArgs } from '../kernel/steps';
import { fail, ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { FACTIONS, type FactionId } from '../data/factions';
import { labelName } from '../content/ledger';
import { TECHNOLOGIES } from '../data/technologies';
import { defineChoice, pushChoice } from '../kernel/choices';
import { popDecision } from '../kernel/stack';

declare module '../kernel/steps' {
  interface StepArgs {
    'setup/starting-technologies': NoArgs;
  }
}

declare module '../kernel/choices' {
  interface ChoiceArgs {
    'setup/starting-technologies': NoArgs;
  }
}

interface TechChoice {
  readonly count: number;
  readonly from: readonly string[];
  readonly ownedByOtherPlayers?: boolean;
}

const choiceOf = (state: GameState, seat: Seat): TechChoice | undefined =>
  (FACTIONS[state.players[seat]!.faction as FactionId] as { startingTechnologyChoice?: TechChoice })
    .startingTechnologyChoice;

/** The technologies this seat may pick from now. */
export function startingTechnologyPool(state: GameState, seat: Seat): string[] {
  const choice = choiceOf(state, seat);
  if (!choice) return [];
  const own = state.players[seat]!.technologies;
  const others = new Set(state.players.filter((p) => p.seat !== seat).flatMap((p) => p.technologies));
  return choice.from.filter((t) => !own.includes(t) && (!choice.ownedByOtherPlayers || others.has(t)));
}

function combinations(items: readonly string[], k: number): string[][] {
  if (k === 0) return [[]];
  const out: string[][] = [];
  items.forEach((item, i) => {
    for (const rest of combinations(items.slice(i + 1), k - 1)) out.push([item, ...rest]);
  });
  return out;
}

const techName = (id: string) =>
  labelName('technologies', id, (TECHNOLOGIES as Record<string, { name: string } | undefined>)[id]?.name ?? id);

export const STARTING_TECHNOLOGY_CHOICE = defineChoice('setup/starting-technologies', noArgs, {
  rule: '1.25',
  options: (state, _d, seat) => {
    const choice = choiceOf(state, seat);
    if (!choice) return [];
    const pool = startingTechnologyPool(state, seat);
    return combinations(pool, Math.min(choice.count, pool.length)).map((set) => ({
      option: set.join('+'),
      label: set.map(techName).join(' and '),
    }));
  },
  resolve: (ctx, decision, option) => {
    const picked = option.split('+').filter((t) => t !== '');
    const pool = startingTechnologyPool(ctx.state, ctx.seat);
    if (picked.some((t) => !pool.includes(t)))
      return fail(
        'setup/not-a-starting-technology',
        'setup 11',
        'Choose from the technologies your faction sheet allows.',
      );
    ctx.state.players[ctx.seat]!.technologies.push(...picked);
    decision.waitingOn = decision.waitingOn.filter((s) => s !== ctx.seat);
    if (decision.waitingOn.length === 0) popDecision(ctx.state, decision);
    return ok(undefined);
  },
  // Without an answer the first set offered is taken, so a silent player does not stall the setup.
  default: (state, _d, seat) => {
    const choice = choiceOf(state, seat);
    const pool = startingTechnologyPool(state, seat);
    return choice ? pool.slice(0, choice.count).join('+') : undefined;
  },
  // Every set listed is drawn from the pool resolve checks against, and resolve refuses nothing else.
  offersOnlyLegal: true,
});

export const STARTING_TECHNOLOGY_STEPS = [
  defineStep('setup/starting-technologies', noArgs, (ctx) => {
    const seats = ctx.state.players
      .filter((p) => choiceOf(ctx.state, p.seat) && startingTechnologyPool(ctx.state, p.seat).length > 0)
      .map((p) => p.seat);
    if (seats.length > 0) pushChoice(ctx, 'setup/starting-technologies', { args: {}, waitingOn: seats });
  }),
];

export const STARTING_TECHNOLOGY_CHOICES = [STARTING_TECHNOLOGY_CHOICE];
