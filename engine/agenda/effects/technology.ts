// Agenda effects that give technology (90): researching with prerequisites (Ixthian Artifact, Wormhole Research)
// and gaining any technology outright (Research Grant Reallocation, 90.5). Anti-Intellectual Revolution applies to
// these researches as to any (engine/economy/research.ts asks for the ship).
import { z } from 'zod';
import { countSchema } from '../../core/schemas';
import { noArgs, type NoArgs } from '../../kernel/steps';
import { fail, ok } from '../../core/result';
import type { Seat } from '../../core/state';
import { TECHNOLOGIES, TECHNOLOGY_IDS, isTechnologyId } from '../../data/technologies';
import { TECH_COLORS } from '../../data/types';
import {
  checkResearch,
  checkResearchable,
  gainTechnology,
  research,
  researchChoices,
  technologyName,
} from '../../economy/research';
import { defineChoice, pushChoice } from '../../kernel/choices';
import { popDecision } from '../../kernel/stack';
import { type FlowCtx } from '../../kernel/context';
import { returnFromPool } from './tokens';

const researchArgs = z.object({ left: countSchema, reason: z.string() });

declare module '../../kernel/choices' {
  interface ChoiceArgs {
    'agenda/research': z.infer<typeof researchArgs>;
    'agenda/gain-technology': NoArgs;
  }
}

/** The seat may research up to `count` technologies, one at a time, or stop. */
export function offerResearch(ctx: FlowCtx, seat: Seat, count: number, reason: string): void {
  if (count <= 0 || researchChoices(ctx.state, seat).length === 0) return;
  pushChoice(ctx, 'agenda/research', { args: { left: count, reason }, waitingOn: [seat] });
}

export const RESEARCH_CHOICE = defineChoice('agenda/research', researchArgs, {
  rule: '8.18',
  options: (state, d, seat) => [
    ...researchChoices(state, seat).map((r) => ({
      option: r.technology,
      label: `Research ${technologyName(r.technology)}${r.specialties.length ? ` (using ${r.specialties.join(', ')})` : ''}`,
    })),
    { option: 'done', label: `Research nothing more (${d.args.reason})` },
  ],
  resolve: (ctx, decision, option) => {
    popDecision(ctx.state, decision);
    if (option === 'done') return ok(undefined);
    const r = researchChoices(ctx.state, ctx.seat).find((c) => c.technology === option);
    if (!r || !checkResearch(ctx.state, ctx.seat, r).ok)
      return fail('research/prerequisites', '90.12', 'You cannot research that technology now.');
    // The research's own follow-ups (Anti-Intellectual Revolution's ship, engine/economy/research.ts) are opened
    // after the offer of the next research, so that they come first: right after this research, before any other.
    const followUps: (() => void)[] = [];
    research(ctx, ctx.seat, r, (c, name, open) => void followUps.push(() => pushChoice(c, name, open)));
    offerResearch(ctx, ctx.seat, decision.args.left - 1, decision.args.reason);
    for (const open of followUps) open();
    return ok(undefined);
  },
  default: () => 'done',
});

/** Research Grant Reallocation: any technology the seat could ever own (90.11, 97.1), without prerequisites. */
export const grantableTechnologies = (state: Parameters<typeof checkResearchable>[0], seat: Seat): string[] =>
  TECHNOLOGY_IDS.filter((t) => checkResearchable(state, seat, t).ok);

export function prerequisiteTotal(tech: string): number {
  if (!isTechnologyId(tech)) return 0;
  const pre: Partial<Record<(typeof TECH_COLORS)[number], number>> = TECHNOLOGIES[tech].prerequisites;
  return TECH_COLORS.reduce((n, c) => n + (pre[c] ?? 0), 0);
}

export const GAIN_TECHNOLOGY_CHOICE = defineChoice('agenda/gain-technology', noArgs, {
  rule: '8.18',
  options: (state, _d, seat) =>
    grantableTechnologies(state, seat).map((t) => ({
      option: t,
      label: `Gain ${technologyName(t)} (lose ${prerequisiteTotal(t)} fleet token(s))`,
    })),
  resolve: (ctx, decision, option) => {
    popDecision(ctx.state, decision);
    gainTechnology(ctx, ctx.seat, option);
    returnFromPool(ctx, ctx.seat, 'fleet', prerequisiteTotal(option));
    return ok(undefined);
  },
  // Without an answer: the first technology without prerequisites, so no fleet token is lost.
  default: (state, _d, seat) => {
    const all = grantableTechnologies(state, seat);
    return all.find((t) => prerequisiteTotal(t) === 0) ?? all[0];
  },
  // resolve refuses none of the options listed (it has no refusal): offered without a try.
  offersOnlyLegal: true,
});

export function offerTechnologyGrant(ctx: FlowCtx, seat: Seat): void {
  if (grantableTechnologies(ctx.state, seat).length === 0) return;
  pushChoice(ctx, 'agenda/gain-technology', { args: {}, waitingOn: [seat] });
}

export const TECHNOLOGY_EFFECT_CHOICES = [RESEARCH_CHOICE, GAIN_TECHNOLOGY_CHOICE];
