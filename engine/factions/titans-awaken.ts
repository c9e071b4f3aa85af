// The Titans of Ul's Awaken and Coalescence — LRR 5 activation, 85 structures (85.6 at most 2 PDS on a planet), 25
// control, 49.4 ground combat. After the Titans activate a system holding any of their sleeper tokens, they may swap
// any of them (each is a "may") for 1 PDS from reinforcements; with none left there, they may take a PDS back from a
// system holding none of their command tokens (23.4a: never forced, so fewer tokens may be picked instead; the
// planets to take back from are theirs to choose). A planet another player controls
// without ground forces there passes to the Titans (that player's structures are destroyed, 49.5a); where another
// player's ground forces stand, Coalescence makes the Titans' PDS (a Hel-Titan, also a ground force) fight them in
// the invasion step's ground combat although nothing was committed. Ouranos (engine/factions/titans.ts) is the other
// half of Coalescence: a flagship put among other ships fights in the space combat step as any ships there do.
import { z } from 'zod';
import { ask, PDS_PER_PLANET } from '../effects';
import { fail, ok } from '../core/result';
import { hexKeySchema, idSchema } from '../core/schemas';
import type { GameState, Seat } from '../core/state';
import { othersWithGroundForces } from '../combat/combat-record';
import { gainControl } from '../invasion/control';
import { invasionNotes } from '../invasion/notes';
import type { AbilityDef, Subject } from '../kernel/abilities';
import { planetsLabel } from '../tactical/labels';
import { placeUnits, removeUnits } from '../units/destroy';
import { inReinforcements, reclaimableAreas } from '../units/reinforcements';
import { countAt, planetArea } from '../units/stacks';
import { str } from './deploy';
import { removeSleeper, sleeperPlanets } from './titans-sleepers';

const areaSchema = z.object({ system: hexKeySchema, planet: idSchema });
const targetsSchema = z.object({ planets: z.array(z.string()).min(1), reclaim: z.array(areaSchema).optional() });
type Reclaim = z.infer<typeof areaSchema>;

/** 23.4a: the seat's PDS it may take back, one entry per PDS, from systems holding none of its command tokens. */
function reclaimablePds(state: GameState, seat: Seat): Reclaim[] {
  return reclaimableAreas(state, seat, 'pds').flatMap((r) =>
    r.area.planet === undefined
      ? []
      : Array.from({ length: r.count }, () => ({ system: r.area.system, planet: r.area.planet! })),
  );
}

/** PDS the seat can place now: its reinforcements, then those it may take back. */
const pdsAvailable = (state: GameState, seat: Seat): number =>
  inReinforcements(state, seat, 'pds') + reclaimablePds(state, seat).length;

/** The activated system's planets with a sleeper token that can take 1 more PDS of the seat (85.6). */
function awakenable(state: GameState, seat: Seat, subject: Subject): { system: string; planets: string[] } | null {
  const system = str(subject.system);
  if (subject.seat !== seat || system === null) return null;
  const planets = sleeperPlanets(state)
    .filter((o) => o.system === system)
    .filter((o) => countAt(state, planetArea(system, o.planet), seat, 'pds') < ask(PDS_PER_PLANET, { state }))
    .map((o) => o.planet);
  return planets.length > 0 && pdsAvailable(state, seat) > 0 ? { system, planets } : null;
}

/** Every choice of k planets among the list, in list order. */
function choose(list: readonly string[], k: number): string[][] {
  if (k === 0) return [[]];
  return list.flatMap((first, i) => choose(list.slice(i + 1), k - 1).map((rest) => [first, ...rest]));
}

/** "May replace each": any tokens of the system the player picks, as many as their PDS (placed or not) allow. */
function swaps(state: GameState, seat: Seat, subject: Subject): string[][] {
  const at = awakenable(state, seat, subject);
  if (!at) return [];
  const most = Math.min(at.planets.length, pdsAvailable(state, seat));
  return Array.from({ length: most }, (_, i) => most - i).flatMap((k) => choose(at.planets, k));
}

/** Most ways to take PDS back offered for one pick of tokens (any other may still be named in the command). */
const RECLAIM_OPTIONS = 6;

/**
 * 23.4a: the PDS taken back for a pick, when reinforcements lack: each different set of planets to take them from
 * (the player chooses; taking none means picking fewer tokens). One entry of the list is one PDS.
 */
function reclaimChoices(state: GameState, seat: Seat, count: number): Reclaim[][] {
  if (count <= 0) return [[]];
  const all = reclaimablePds(state, seat);
  const keys = all.map((r) => `${r.system}/${r.planet}`);
  const seen = new Set<string>();
  const out: Reclaim[][] = [];
  for (const pick of choose(
    all.map((_, i) => String(i)),
    count,
  )) {
    const key = pick
      .map((i) => keys[Number(i)]!)
      .sort()
      .join(' ');
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(pick.map((i) => all[Number(i)]!));
    if (out.length === RECLAIM_OPTIONS) break;
  }
  return out;
}

const sameSet = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((x) => b.includes(x));

/** Awaken — after activating a system with your sleeper tokens: swap each for 1 PDS from your reinforcements. */
export const AWAKEN: AbilityDef = {
  id: 'awaken',
  name: 'Awaken',
  source: { kind: 'faction', faction: 'titans' },
  window: 'after-system-activated',
  costs: [],
  limit: { per: 'window', times: 1 },
  eligible: (state, seat, subject) => awakenable(state, seat, subject) !== null,
  targetOptions: (state, seat, subject) =>
    swaps(state, seat, subject).flatMap((planets) =>
      reclaimChoices(state, seat, planets.length - inReinforcements(state, seat, 'pds')).map((reclaim) => {
        const from =
          reclaim.length > 0 ? ` (taking back the PDS on ${planetsLabel(reclaim.map((r) => r.planet))})` : '';
        return {
          label: `replace the sleeper token${planets.length > 1 ? 's' : ''} on ${planetsLabel(planets)} with PDS${from}`,
          targets: reclaim.length > 0 ? { planets, reclaim } : { planets },
        };
      }),
    ),
  check: (state, seat, targets, subject) => {
    const parsed = targetsSchema.safeParse(targets);
    if (!parsed.success) return fail('input/bad-targets', 'input', 'Name the planets whose sleeper tokens awaken.');
    if (!awakenable(state, seat, subject))
      return fail(
        'ability/not-now',
        '5',
        'Awaken answers your activating a system with your sleeper token where a PDS from your reinforcements fits.',
      );
    if (!swaps(state, seat, subject).some((s) => sameSet(s, parsed.data.planets)))
      return fail(
        'ability/bad-target',
        '85.6',
        'Swap sleeper tokens of the system that can take a PDS, no more than your PDS allow.',
      );
    const reclaim = parsed.data.reclaim ?? [];
    if (reclaim.length !== Math.max(0, parsed.data.planets.length - inReinforcements(state, seat, 'pds')))
      return fail(
        'ability/bad-target',
        '23.4a',
        'Take back a PDS from the board only for each one your reinforcements lack.',
      );
    const left = reclaimablePds(state, seat);
    for (const r of reclaim) {
      const i = left.findIndex((a) => a.system === r.system && a.planet === r.planet);
      if (i < 0)
        return fail(
          'ability/bad-target',
          '23.4a',
          'Take back your PDS from a system that holds none of your command tokens.',
        );
      left.splice(i, 1);
    }
    return ok(undefined);
  },
  resolve: (ctx, seat, targets, subject) => {
    const system = String(subject.system);
    const { planets, reclaim = [] } = targetsSchema.parse(targets);
    // 23.4a: the PDS taken back go to reinforcements first.
    for (const r of reclaim) removeUnits(ctx, planetArea(r.system, r.planet), seat, 'pds', 1, 'reclaimed');
    for (const planet of planets) {
      if (inReinforcements(ctx.state, seat, 'pds') === 0) return;
      removeSleeper(ctx.state, system, planet);
      placeUnits(ctx, planetArea(system, planet), seat, 'pds', 1, 'awaken');
      const owner = ctx.state.board.systems[system]?.planets[planet]?.owner ?? null;
      if (othersWithGroundForces(ctx.state, system, planet, seat).length > 0) {
        // Coalescence: the ground combat of the invasion step is fought there.
        const notes = invasionNotes(ctx.state);
        (notes.coalesced ??= []).push(planet);
      } else if (owner !== seat) gainControl(ctx, seat, system, planet);
    }
  },
};
