// LRR 24 Construction: place a PDS or a space dock on a planet you control, then you may place one more PDS on a
// planet you control (24.2). Secondary (24.3): spend a strategy token, put it in a system (20.6: to reinforcements
// if one is already there) and place a PDS or a space dock on a planet you control in that system. Limits: 85.4 one
// space dock and 85.5 two PDS per planet; 24.4 structures come from reinforcements, and 24.4a a structure missing
// there may be taken back from a system without the player's command token. 85.1a: the Clan of Saar's Floating
// Factory goes into the space area of the planet's system. Laws consulted: Homeland Defense Act (no PDS limit per
// planet) and Minister of Industry (its owner's units may produce where they placed a space dock). 30 deploy: the
// Titans of Ul's mech (Hecatoncheires) — when they would place a PDS, 1 mech and 1 infantry may go there instead.
import { ask, MECH_ABILITIES_SUPPRESSED, PDS_PER_PLANET, PRODUCE_AFTER_SPACE_DOCK } from '../../effects';
import { z } from 'zod';
import { fail, ok, type Result } from '../../core/result';
import type { GameState, Seat } from '../../core/state';
import { controlledPlanets } from '../../economy/planets';
import { planetName } from '../../agenda/outcomes';

import { pushStep } from '../../kernel/steps';
import { type CommandCtx, type FlowCtx } from '../../kernel/context';
import { unitDefFor } from '../../tactical/unit-attributes';
import { placeUnits, removeUnits } from '../../units/destroy';
import { checkReinforcements, inReinforcements, reclaimableAreas } from '../../units/reinforcements';
import { countAt, planetArea, spaceOf, type Area } from '../../units/stacks';
import type { StrategyCardEffect } from './common';
import {
  checkStrategyToken,
  parseChoices,
  placeCommandToken,
  pushFollowUpStep,
  spendStrategyToken,
  type CardChoice,
} from './common';

const STRUCTURES = ['pds', 'space-dock'] as const;
type Structure = (typeof STRUCTURES)[number];

/** 85.4–85.5 */
const perPlanet = (state: GameState, unit: Structure): number => (unit === 'pds' ? ask(PDS_PER_PLANET, { state }) : 1);

const id = z.string().min(1).max(64);
/**
 * `reclaim` names where a structure missing from reinforcements is taken back from (24.4a). `deploy` (a PDS only):
 * the Titans place 1 mech and 1 infantry there instead (their mech's Deploy).
 */
const placement = z.object({
  unit: z.enum(STRUCTURES),
  planet: id,
  reclaim: z.object({ system: z.string().min(1).max(16), planet: id.optional() }).optional(),
  deploy: z.literal(true).optional(),
});
const primarySchema = z.object({ first: placement.nullable().default(null), pds: placement.nullable().default(null) });
const secondarySchema = placement;
type Placement = z.infer<typeof placement>;

/** 30.1–30.3: whether the Titans' mech may be deployed instead of this PDS (one deploy per timing window). */
function checkDeploy(state: GameState, seat: Seat, p: Placement, earlier: number): Result<void> {
  if (p.unit !== 'pds')
    return fail('construction/deploy-pds', '30.1', 'Hecatoncheires replaces a PDS, not a space dock.');
  if (unitDefFor(state, seat, 'mech')?.id !== 'titans_mech' || ask(MECH_ABILITIES_SUPPRESSED, { state }))
    return fail('construction/no-deploy', '30.1', 'You have no mech that deploys instead of a PDS.');
  if (p.reclaim) return fail('construction/deploy-reclaim', '30.1', 'No PDS is placed, so none is taken back.');
  if (earlier > 0)
    return fail('construction/deploy-once', '30.3', 'A deploy ability is resolved only once per timing window.');
  if (inReinforcements(state, seat, 'mech') < 1)
    return fail('construction/no-mech', '30.2', 'You have no mech in your reinforcements.');
  return ok(undefined);
}

const floats = (state: GameState, seat: Seat) => unitDefFor(state, seat, 'space-dock')?.id.startsWith('saar_') ?? false;

const systemOfPlanet = (state: GameState, seat: Seat, planet: string): string | undefined =>
  controlledPlanets(state, seat).find((p) => p.id === planet)?.system;

function areaFor(state: GameState, seat: Seat, p: Placement): Area {
  const system = systemOfPlanet(state, seat, p.planet)!;
  return p.unit === 'space-dock' && floats(state, seat) ? spaceOf(system) : planetArea(system, p.planet);
}

/**
 * Checks placements made one after the other (the second sees the first). `tokenIn` is a system that will hold the
 * player's command token by then (the secondary's), so nothing can be taken back from it.
 */
function checkPlacements(
  state: GameState,
  seat: Seat,
  list: readonly Placement[],
  rule: string,
  tokenIn?: string,
): Result<void> {
  const placed = new Map<string, number>();
  const needed = new Map<Structure, number>();
  /** 24.4a: structures already named to be taken back, by area. */
  const reclaimed = new Map<string, number>();
  let deploys = 0;
  for (const p of list) {
    if (systemOfPlanet(state, seat, p.planet) === undefined)
      return fail('construction/not-your-planet', rule, `You do not control ${p.planet}.`);
    const area = areaFor(state, seat, p);
    const key = `${area.planet ?? area.system}|${p.unit}`;
    // The mech replaces a PDS that could have been placed (85.5 still applies), but none is placed or needed.
    if (
      area.planet !== undefined &&
      countAt(state, area, seat, p.unit) + (placed.get(key) ?? 0) + 1 > perPlanet(state, p.unit)
    ) {
      return fail(
        'construction/planet-full',
        p.unit === 'pds' ? '85.5' : '85.4',
        `${p.planet} cannot hold another ${p.unit === 'pds' ? 'PDS' : 'space dock'}.`,
      );
    }
    if (p.deploy) {
      const deploy = checkDeploy(state, seat, p, deploys++);
      if (!deploy.ok) return deploy;
      continue;
    }
    placed.set(key, (placed.get(key) ?? 0) + 1);
    needed.set(p.unit, (needed.get(p.unit) ?? 0) + 1);
    const lacking = needed.get(p.unit)! > inReinforcements(state, seat, p.unit);
    if (!lacking && p.reclaim)
      return fail(
        'construction/reclaim-unneeded',
        '24.4a',
        'Take a structure back from the board only when your reinforcements have none.',
      );
    if (lacking) {
      if (!p.reclaim)
        return fail(
          'construction/no-reinforcements',
          '24.4a',
          `You have no ${p.unit} in your reinforcements: name one on the board to take back.`,
        );
      const from = reclaimable(state, seat, p.unit, tokenIn).find(
        (a) => a.system === p.reclaim!.system && a.planet === p.reclaim!.planet,
      );
      if (!from)
        return fail(
          'construction/cannot-reclaim',
          '24.4a',
          'Take the structure back from a system that holds none of your command tokens.',
        );
      // Two placements may not take back the same single structure.
      const at = `${from.system}|${from.planet ?? ''}`;
      if ((reclaimed.get(at) ?? 0) >= countAt(state, from, seat, p.unit))
        return fail('construction/cannot-reclaim', '24.4a', `No further ${p.unit} of yours is there to take back.`);
      reclaimed.set(at, (reclaimed.get(at) ?? 0) + 1);
    }
  }
  return ok(undefined);
}

const reclaimable = (state: GameState, seat: Seat, unit: Structure, tokenIn?: string): Area[] =>
  reclaimableAreas(state, seat, unit)
    .map((r) => r.area)
    .filter((a) => a.system !== tokenIn);

/** Places one structure; returns the system where Minister of Industry lets its owner produce, if any. */
function placeStructure(ctx: FlowCtx, seat: Seat, p: Placement): string | null {
  if (p.deploy) {
    const area = planetArea(systemOfPlanet(ctx.state, seat, p.planet)!, p.planet);
    placeUnits(ctx, area, seat, 'mech', 1, 'deploy');
    // 1.9: as much as possible — the infantry only if one is left in reinforcements.
    if (checkReinforcements(ctx.state, seat, [{ area, type: 'infantry', count: 1 }]).ok)
      placeUnits(ctx, area, seat, 'infantry', 1, 'deploy');
    return null;
  }
  if (p.reclaim) {
    const from: Area =
      p.reclaim.planet === undefined ? spaceOf(p.reclaim.system) : planetArea(p.reclaim.system, p.reclaim.planet);
    removeUnits(ctx, from, seat, p.unit, 1, 'reclaimed');
  }
  const area = areaFor(ctx.state, seat, p);
  placeUnits(ctx, area, seat, p.unit, 1, 'construction');
  return p.unit === 'space-dock' && ask(PRODUCE_AFTER_SPACE_DOCK, { state: ctx.state, seat }) ? area.system : null;
}

const offerProduction = (seat: Seat, system: string) => ({ seat, system, source: 'minister-of-industry' });

const primaryList = (c: z.infer<typeof primarySchema>): Placement[] => [
  ...(c.first ? [c.first] : []),
  ...(c.pds ? [c.pds] : []),
];

const name = (u: Structure) => (u === 'pds' ? 'a PDS' : 'a space dock');

/** A placement as options offer it: from reinforcements, or else taken back from the first place allowed. */
function suggest(
  state: GameState,
  seat: Seat,
  unit: Structure,
  planet: string,
  alreadyNeeded: number,
  tokenIn?: string,
): Placement {
  if (inReinforcements(state, seat, unit) > alreadyNeeded) return { unit, planet };
  const from = reclaimable(state, seat, unit, tokenIn).find((a) => a.planet !== planet);
  return from
    ? {
        unit,
        planet,
        reclaim: from.planet === undefined ? { system: from.system } : { system: from.system, planet: from.planet },
      }
    : { unit, planet };
}

export const CONSTRUCTION: StrategyCardEffect = {
  checkPrimary: (state, seat, choices) => {
    const parsed = parseChoices(primarySchema, choices, 'which structures to place on which planets');
    if (!parsed.ok) return parsed;
    if (parsed.value.pds && parsed.value.pds.unit !== 'pds')
      return fail('construction/second-is-pds', '24.2', 'The second structure is a PDS.');
    return checkPlacements(state, seat, primaryList(parsed.value), '24.2');
  },
  resolvePrimary: (ctx: CommandCtx, choices) => {
    for (const p of primaryList(primarySchema.parse(choices))) {
      const produceIn = placeStructure(ctx, ctx.seat, p);
      if (produceIn !== null) pushStep(ctx.state, 'production/offer', offerProduction(ctx.seat, produceIn));
    }
  },
  // For each planet: a space dock, a PDS, two PDS, or a space dock and a PDS there; other mixes the UI builds.
  // Placing nothing (24.2 "may") is offered when nothing can be placed, so the card can still be used.
  primaryChoices: (state, seat) => {
    // 24.2: a PDS or a space dock on a planet the player controls, then optionally one PDS on any planet they control
    // (the same one or another): every legal pair is offered.
    const out: CardChoice[] = [];
    const planets = controlledPlanets(state, seat).map((p) => p.id);
    for (const planet of planets) {
      for (const unit of STRUCTURES) {
        const first = suggest(state, seat, unit, planet, 0);
        if (!checkPlacements(state, seat, [first], '24.2').ok) continue;
        out.push({ label: `place ${name(unit)} on ${planetName(planet)}`, choices: { first, pds: null } });
        for (const second of planets) {
          const pds = suggest(state, seat, 'pds', second, unit === 'pds' ? 1 : 0);
          if (!checkPlacements(state, seat, [first, pds], '24.2').ok) continue;
          const label =
            second === planet
              ? `place ${name(unit)} and a PDS on ${planetName(planet)}`
              : `place ${name(unit)} on ${planetName(planet)} and a PDS on ${planetName(second)}`;
          out.push({ label, choices: { first, pds } });
        }
      }
      const deploy: Placement = { unit: 'pds', planet, deploy: true };
      if (checkPlacements(state, seat, [deploy], '24.2').ok)
        out.push({
          label: `place a mech and an infantry on ${planetName(planet)} instead of a PDS (Hecatoncheires)`,
          choices: { first: deploy, pds: null },
        });
    }
    return out.length > 0
      ? out
      : [{ label: 'place nothing (no structure can be placed)', choices: { first: null, pds: null } }];
  },
  checkSecondary: (state, seat, choices) => {
    const token = checkStrategyToken(state, seat);
    if (!token.ok) return token;
    const parsed = parseChoices(secondarySchema, choices, 'which structure to place on which planet');
    if (!parsed.ok) return parsed;
    return checkPlacements(state, seat, [parsed.value], '24.3', systemOfPlanet(state, seat, parsed.value.planet));
  },
  resolveSecondary: (ctx, choices) => {
    const p = secondarySchema.parse(choices);
    // 24.3: the spent token goes to the planet's system, or back to reinforcements if one is there already; with
    // Acquiescence none is spent, so none is placed.
    if (spendStrategyToken(ctx, ctx.seat))
      placeCommandToken(ctx, ctx.seat, systemOfPlanet(ctx.state, ctx.seat, p.planet)!);
    const produceIn = placeStructure(ctx, ctx.seat, p);
    if (produceIn !== null) pushFollowUpStep(ctx.state, 'production/offer', offerProduction(ctx.seat, produceIn));
  },
  secondaryChoices: (state, seat) =>
    controlledPlanets(state, seat).flatMap(({ id: planet, system }) => [
      ...STRUCTURES.map((unit) => ({
        label: `place ${name(unit)} on ${planetName(planet)}`,
        choices: { ...suggest(state, seat, unit, planet, 0, system) },
      })),
      ...(checkPlacements(state, seat, [{ unit: 'pds', planet, deploy: true }], '24.3', system).ok
        ? [
            {
              label: `place a mech and an infantry on ${planetName(planet)} instead of a PDS (Hecatoncheires)`,
              choices: { unit: 'pds', planet, deploy: true },
            },
          ]
        : []),
    ]),
};
