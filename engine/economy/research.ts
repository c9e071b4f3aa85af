// LRR 90 technology: researching (90.9–90.12 prerequisites by colour, 90.11 faction technologies, 90.13–90.15
// technology specialties) and 97.1 unit upgrades. Gaining a technology without research (90.5) is `gainTechnology`.
// Laws consulted: Publicize Weapon Schematics (war sun prerequisites), Anti-Intellectual Revolution (a ship lost).
// Abilities used when researching (prerequisites ignored, Propagation) are in ./research-abilities.ts.
import { pushStep } from '../kernel/steps';
import { z } from 'zod';
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { FACTIONS } from '../data/factions';
import { labelName } from '../content/ledger';
import { TECHNOLOGIES, TECHNOLOGY_IDS, isTechnologyId, type TechnologyId } from '../data/technologies';
import { TECH_COLORS, type TechColor, type TechnologyDef } from '../data/types';
import {
  ask,
  DESTROY_SHIP_AFTER_RESEARCH,
  EXTRA_PREREQUISITES,
  PREREQUISITES_IGNORED,
  TECHNOLOGY_GAINED,
} from '../effects';
import { pushChoice, type ChoiceOpener } from '../kernel/choices';
import { emit, type FlowCtx } from '../kernel/context';
import { memoOn } from '../kernel/query-memo';
import { controlledPlanets, exhaustPlanets, planetFacts, planetValues } from './planets';
import {
  PROPAGATION,
  RESEARCH_SKIPS,
  applySkips,
  cannotResearch,
  checkInheritancePayment,
  checkSkipAvailable,
  payForSkips,
  propagate,
  prophetsTearsReady,
  suggestInheritancePayment,
  type ResearchSkip,
} from './research-abilities';
import { paymentSchema, type Payment } from './spending';
import { DESTROY_SHIP_CHOICE, shipsToLose } from './research-ship-loss';

/** Psychoarchaeology: specialties are used without exhausting their planets, even exhausted ones. */
const PSYCHOARCHAEOLOGY = 'pa';

/**
 * One research: the technology, the planets exhausted to skip prerequisites with their specialties (90.14), the
 * abilities used to ignore prerequisites (`skips`), and what Inheritance Systems costs (`inheritance`, 2 resources).
 * The Nekro Virus "research" PROPAGATION instead of a technology.
 */
export const researchSchema = z.object({
  technology: z.string().min(1).max(32),
  specialties: z.array(z.string().min(1).max(64)).max(8).default([]),
  skips: z.array(z.enum(RESEARCH_SKIPS)).max(RESEARCH_SKIPS.length).optional(),
  inheritance: paymentSchema.optional(),
});
export type Research = z.infer<typeof researchSchema>;

const def = (id: TechnologyId): TechnologyDef => TECHNOLOGIES[id];
/** 12: a research facility attached gives the planet a specialty (planetFacts). */
const specialtyOf = (state: GameState, planet: string): TechColor | null =>
  planetFacts(state, planet).specialties[0] ?? null;

/** 90.7a/90.12b: owned technologies by colour; unit upgrades have none. */
export function ownedColours(technologies: readonly string[]): Record<TechColor, number> {
  const out: Record<TechColor, number> = { blue: 0, green: 0, red: 0, yellow: 0 };
  for (const t of technologies) {
    const colour = isTechnologyId(t) ? def(t).color : null;
    if (colour) out[colour] += 1;
  }
  return out;
}

/** Prerequisite symbols the owned technologies do not satisfy, by colour. */
export function missingPrerequisites(
  tech: TechnologyId,
  owned: readonly string[],
  state?: GameState,
  seat?: Seat,
): Record<TechColor, number> {
  const have = ownedColours(owned);
  const prereq: TechnologyDef['prerequisites'] = def(tech).prerequisites;
  const out: Record<TechColor, number> = { blue: 0, green: 0, red: 0, yellow: 0 };
  if (state && prerequisitesIgnored(state, tech)) return out;
  // Symbols the seat has from elsewhere than its technologies (the Yin commander: 1 green).
  if (state && seat !== undefined) for (const c of extraPrerequisites(state, seat)) have[c] += 1;
  for (const c of TECH_COLORS) out[c] = Math.max(0, (prereq[c] ?? 0) - have[c]);
  return out;
}

// Asked for each technology, several times, whenever a research is listed: remembered (kernel/query-memo.ts says
// for how long). Callers only read the answers.
const prerequisitesIgnored = (state: GameState, technology: TechnologyId): boolean =>
  memoOn(state, `prerequisites ignored ${technology}`, (s) => ask(PREREQUISITES_IGNORED, { state: s, technology }));
const extraPrerequisites = (state: GameState, seat: Seat): readonly TechColor[] =>
  memoOn(state, `extra prerequisites ${seat}`, (s) => ask(EXTRA_PREREQUISITES, { state: s, seat }));

/** 97.1: a faction unit upgrade stands in for the generic one, which then upgrades nothing of that faction's. */
function replacedByOwnUpgrade(faction: string, tech: TechnologyId): boolean {
  const f = (FACTIONS as Record<string, { factionTechnologies: readonly string[] } | undefined>)[faction];
  return (f?.factionTechnologies ?? []).some(
    (t) => isTechnologyId(t) && (def(t) as { replaces?: string }).replaces === tech,
  );
}

/** Whether the technology is in the seat's technology deck at all (90.2, 90.11, 97.1). */
export function checkResearchable(
  state: GameState,
  seat: Seat,
  technology: string,
  alsoOwned: readonly string[] = [],
): Result<TechnologyId> {
  const player = state.players[seat];
  if (!player) return fail('input/unknown-seat', 'input', 'Unknown seat.');
  if (!isTechnologyId(technology))
    return fail('research/unknown-technology', '90.3', `There is no technology "${technology}".`);
  const t = def(technology);
  if (player.technologies.includes(technology) || alsoOwned.includes(technology))
    return fail('research/already-owned', '90.2', `You already own ${t.name}.`);
  if (t.faction !== null && t.faction !== player.faction)
    return fail('research/other-faction', '90.11', `${t.name} is another faction's technology.`);
  if (replacedByOwnUpgrade(player.faction, technology))
    return fail('research/replaced-by-faction-upgrade', '97.1', `Your faction's own unit upgrade replaces ${t.name}.`);
  return ok(technology);
}

/** Planets whose specialties the seat can use now: controlled, and readied unless they own Psychoarchaeology (90.15). */
function usableSpecialtyPlanets(
  state: GameState,
  seat: Seat,
  owned: readonly string[],
  reserved: readonly string[],
): readonly { readonly id: string; readonly colour: TechColor }[] {
  const psycho = owned.includes(PSYCHOARCHAEOLOGY);
  // Checked for every research listed: remembered while options() looks at one stored state, like the hooks above.
  return memoOn(state, `usable specialties ${seat} ${psycho} ${reserved.join('|')}`, (s) =>
    controlledPlanets(s, seat)
      .filter((p) => (psycho || !p.planet.exhausted) && !reserved.includes(p.id))
      .flatMap((p) => {
        const colour = specialtyOf(s, p.id);
        return colour ? [{ id: p.id, colour }] : [];
      }),
  );
}

/**
 * Checks one research. `alsoOwned` are technologies gained earlier in the same command (Technology's second
 * research builds on the first); `reserved` planets are already exhausted for something else in it.
 */
export function checkResearch(
  state: GameState,
  seat: Seat,
  r: Research & { readonly payment?: Payment },
  alsoOwned: readonly string[] = [],
  reserved: readonly string[] = [],
): Result<void> {
  // Propagation: the Nekro Virus cannot research; whenever they would, they gain command tokens instead.
  if (cannotResearch(state, seat)) {
    return r.technology === PROPAGATION && r.specialties.length === 0 && (r.skips ?? []).length === 0
      ? ok(undefined)
      : fail(
          'research/propagation',
          '90',
          'The Nekro Virus cannot research technology (Propagation): they gain 3 command tokens instead.',
        );
  }
  const found = checkResearchable(state, seat, r.technology, alsoOwned);
  if (!found.ok) return found;
  const tech = found.value;
  const player = state.players[seat]!;
  const owned = [...player.technologies, ...alsoOwned];
  const missing = missingPrerequisites(tech, owned, state, seat);
  if (new Set(r.specialties).size !== r.specialties.length)
    return fail('research/duplicate-specialty', '90.14', 'Each planet can skip only one prerequisite.');
  const psycho = owned.includes(PSYCHOARCHAEOLOGY);
  const usable = usableSpecialtyPlanets(state, seat, owned, reserved);
  for (const planet of r.specialties) {
    const p = usable.find((u) => u.id === planet);
    if (!p) {
      const exhausted = controlledPlanets(state, seat).some((c) => c.id === planet && c.planet.exhausted);
      return exhausted && !psycho
        ? fail(
            'research/specialty-exhausted',
            '90.15',
            `${planet} is exhausted: its technology specialty cannot be used.`,
          )
        : fail(
            'research/no-specialty',
            '90.14',
            `You do not control a readied planet ${planet} with a technology specialty.`,
          );
    }
    if (missing[p.colour] === 0)
      return fail(
        'research/specialty-not-needed',
        '90.14',
        `${planet}'s ${p.colour} specialty would skip no prerequisite of ${def(tech).name}.`,
      );
    missing[p.colour] -= 1;
  }
  // With Psychoarchaeology every specialty applies without being named or exhausted.
  if (psycho)
    for (const u of usable) if (!r.specialties.includes(u.id) && missing[u.colour] > 0) missing[u.colour] -= 1;
  const skips = r.skips ?? [];
  for (const skip of skips) {
    const available = checkSkipAvailable(state, seat, tech, skip, reserved);
    if (!available.ok) return available;
  }
  if (skips.includes('inheritance-systems')) {
    const paid = checkInheritancePayment(state, seat, r.inheritance, [...reserved, ...r.specialties], r.payment);
    if (!paid.ok) return paid;
  } else if (r.inheritance) {
    return fail('economy/nothing-to-pay', '75.2', 'Only Inheritance Systems costs resources here.');
  }
  const skipped = applySkips(missing, skips);
  if (!skipped.ok) return skipped;
  const short = TECH_COLORS.filter((c) => missing[c] > 0);
  if (short.length > 0) {
    return fail(
      'research/prerequisites',
      '90.12',
      `${def(tech).name} needs ${short.map((c) => `${missing[c]} more ${c}`).join(' and ')} technology.`,
    );
  }
  return ok(undefined);
}

/**
 * Applies a research that `checkResearch` accepted. `followUp` places a decision the research causes (a strategy
 * card's secondary places it after everyone answered; see engine/phases/cards/common.ts).
 */
export function research(
  ctx: FlowCtx,
  seat: Seat,
  r: Research,
  followUp: ChoiceOpener = (c, name, open) => void pushChoice(c, name, open),
): void {
  if (r.technology === PROPAGATION) {
    propagate(ctx, seat, followUp);
    return;
  }
  const player = ctx.state.players[seat]!;
  if (!player.technologies.includes(PSYCHOARCHAEOLOGY)) exhaustPlanets(ctx.state, seat, r.specialties);
  if (isTechnologyId(r.technology)) payForSkips(ctx, seat, r.technology, r.skips ?? [], r.inheritance);
  gainTechnology(ctx, seat, r.technology, true);
  // Brother Omar's cost: the researcher chooses which of their infantry goes back to reinforcements.
  if ((r.skips ?? []).includes('brother-omar')) followUp(ctx, 'yin/omar-return', { args: { seat }, waitingOn: [seat] });
  // The Prophet's Tears not used to ignore a prerequisite: its holder may exhaust it to draw 1 action card instead.
  if (prophetsTearsReady(ctx.state, seat)) followUp(ctx, 'relics/prophets-tears-draw', { args: {}, waitingOn: [seat] });
  // Anti-Intellectual Revolution: after researching, the player destroys one of their non-fighter ships.
  if (ask(DESTROY_SHIP_AFTER_RESEARCH, { state: ctx.state, seat }) && shipsToLose(ctx.state, seat).length > 0) {
    followUp(ctx, 'research/destroy-ship', { args: {}, waitingOn: [seat] });
  }
}

/**
 * 90.5/90.10: the technology goes to the seat's play area (unit upgrades cover the unit, 97.2). `researched`: gained by
 * researching it (Research Agreement answers only that), not by another effect.
 */
export function gainTechnology(ctx: FlowCtx, seat: Seat, technology: string, researched = false): void {
  const player = ctx.state.players[seat]!;
  if (player.technologies.includes(technology)) return;
  player.technologies.push(technology);
  emit(ctx, { type: 'technology-researched', seat, technology });
  ask(TECHNOLOGY_GAINED, { ctx, seat, technology });
  // "After you gain a technology" (the Nekro commander); quiet: opens only when someone can answer.
  pushStep(ctx.state, 'window/open', {
    window: 'after-technology-gained',
    subject: { seat, technology, ...(researched ? { researched } : {}) },
    quiet: true,
  });
}

/**
 * Every technology the seat could research now, each with the least valuable specialty planets that cover what
 * its owned technologies leave missing. For options(): one entry per technology.
 */
export function researchChoices(
  state: GameState,
  seat: Seat,
  alsoOwned: readonly string[] = [],
  reserved: readonly string[] = [],
): Research[] {
  const player = state.players[seat];
  if (!player) return [];
  if (cannotResearch(state, seat)) return [{ technology: PROPAGATION, specialties: [] }];
  const owned = [...player.technologies, ...alsoOwned];
  const psycho = owned.includes(PSYCHOARCHAEOLOGY);
  const usable = [...usableSpecialtyPlanets(state, seat, owned, reserved)].sort(
    (a, b) => worth(state, a.id) - worth(state, b.id) || a.id.localeCompare(b.id),
  );
  const out: Research[] = [];
  for (const tech of TECHNOLOGY_IDS) {
    if (!checkResearchable(state, seat, tech, alsoOwned).ok) continue;
    const found = planResearch(state, seat, tech, { owned, usable, psycho, alsoOwned, reserved });
    if (found) out.push(found);
  }
  return out;
}

/** Without abilities first, then free Analytical, then the abilities that cost something, cheapest first. */
const SKIP_PREFERENCE: readonly (readonly ResearchSkip[])[] = [
  [],
  ['analytical'],
  ['aida'],
  ['riftmeld'],
  ['inheritance-systems'],
  ['prophets-tears'],
  ['brother-omar'],
];

interface Plan {
  readonly owned: readonly string[];
  readonly usable: readonly { id: string; colour: TechColor }[];
  readonly psycho: boolean;
  readonly alsoOwned: readonly string[];
  readonly reserved: readonly string[];
}

/**
 * One way to research the technology now, or null: abilities only when the prerequisites cannot be met without them
 * (a Jol-Nar research that Analytical could spare a specialty planet is offered with the planet; the command may say
 * otherwise).
 */
function planResearch(state: GameState, seat: Seat, tech: TechnologyId, plan: Plan): Research | null {
  for (const skips of SKIP_PREFERENCE) {
    const r = planWith(state, seat, tech, plan, skips);
    if (r) return r;
  }
  return null;
}

/** One way to research the technology with these abilities: the specialties it then needs, or null. */
function planWith(
  state: GameState,
  seat: Seat,
  tech: TechnologyId,
  plan: Plan,
  skips: readonly ResearchSkip[],
): Research | null {
  if (skips.some((s) => !checkSkipAvailable(state, seat, tech, s, plan.reserved).ok)) return null;
  const missing = missingPrerequisites(tech, plan.owned, state, seat);
  const specialties: string[] = [];
  if (skips.includes('inheritance-systems') || skips.includes('riftmeld') || skips.includes('brother-omar')) {
    for (const c of TECH_COLORS) missing[c] = 0;
  } else {
    if (skips.length > 0) {
      // Ignore a prerequisite of a colour the specialties cannot cover, so no planet is exhausted for nothing.
      const cover = (c: TechColor) => plan.usable.filter((u) => u.colour === c).length;
      const colour = TECH_COLORS.find((c) => missing[c] > cover(c)) ?? TECH_COLORS.find((c) => missing[c] > 0);
      if (colour === undefined) return null;
      missing[colour] -= 1;
    }
    for (const u of plan.usable) {
      if (missing[u.colour] > 0) {
        missing[u.colour] -= 1;
        if (!plan.psycho) specialties.push(u.id);
      }
    }
  }
  if (!TECH_COLORS.every((c) => missing[c] === 0)) return null;
  const r: Research =
    skips.length > 0 ? { technology: tech, specialties, skips: [...skips] } : { technology: tech, specialties };
  if (skips.includes('inheritance-systems')) {
    const payment = suggestInheritancePayment(state, seat, [...plan.reserved, ...specialties]);
    if (!payment) return null;
    r.inheritance = payment;
  }
  return checkResearch(state, seat, r, plan.alsoOwned, plan.reserved).ok ? r : null;
}

const worth = (state: GameState, planet: string): number => {
  const v = planetValues(state, planet);
  return v.resources + v.influence;
};

/** A technology's name in option labels, marked "(not working yet)" when the content ledger says so. */
export const technologyName = (id: string): string =>
  id === PROPAGATION
    ? 'Propagation (3 command tokens instead)'
    : isTechnologyId(id)
      ? labelName('technologies', id, def(id).name)
      : id;

export const RESEARCH_CHOICES = [DESTROY_SHIP_CHOICE];
