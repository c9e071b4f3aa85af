import { expect, test } from 'vitest';
import type { GameState } from '../core/state';
import { OBJECTIVE_IDS, OBJECTIVES, type ObjectiveId } from '../data/objectives';
import { PLANETS, isPlanetId } from '../data/planets';
import { SYSTEMS, isTileId } from '../data/systems';
import type { SystemDef } from '../data/types';
import { adjacentSystems } from '../galaxy/adjacency';
import { parseHexKey, ringOf } from '../galaxy/hex';
import { addUnits, control, freePlanets, systemKeyOf } from '../phases/cards/cards.fixture';
import { edit, newGame } from '../testing/scenario';
import { fulfils } from './requirements';

// Seat 0 is the Federation of Sol in a six-player game: Jord (4/2) with a space dock, two carriers, a destroyer and
// three fighters at home; Antimass Deflectors (blue) and Neural Motivator (green); 3 tactic, 3 fleet, 2 strategy.
const BASE = newGame({ players: 6 });
const HOME = systemKeyOf(BASE, 'jord');
const MECATOL = systemKeyOf(BASE, 'mr');
const tile = (s: GameState, k: string): SystemDef | undefined => {
  const t = s.board.systems[k]!.tile;
  return isTileId(t) ? SYSTEMS[t] : undefined;
};
const keys = (pred: (k: string) => boolean) =>
  Object.keys(BASE.board.systems).filter((k) => k !== HOME && (tile(BASE, k)?.hyperlanes ?? null) === null && pred(k));
const planetless = keys((k) => (tile(BASE, k)?.planets.length ?? 1) === 0);
const anomalies = keys((k) => (tile(BASE, k)?.anomalies.length ?? 0) > 0);
const outerRing = keys((k) => ringOf(parseHexKey(k)!) === 3 && tile(BASE, k)?.homeOf === undefined);
const otherHomes = keys((k) => tile(BASE, k)?.homeOf !== undefined && (tile(BASE, k)?.planets.length ?? 0) > 0);
const trait = (t: string) => freePlanets(BASE, (p) => (p.traits as readonly string[]).includes(t));
const nonHome = freePlanets(BASE, (p) => p.homeOf === null && p.id !== 'mr');
const specialty = freePlanets(BASE, (p) => p.specialty !== null);
const ships = (d: GameState, systems: readonly string[], n = 1) =>
  systems.forEach((k) => addUnits(d, k, 0, { destroyer: n }));
const tech = (d: GameState, ...ids: string[]) => d.players[0]!.technologies.push(...ids);
const tg = (d: GameState, n: number) => {
  d.players[0]!.tradeGoods = n;
};
const planetsWithValue = (value: 'resources' | 'influence', total: number) => {
  const out: string[] = [];
  let sum = PLANETS.jord[value];
  for (const id of nonHome)
    if (sum < total && isPlanetId(id) && PLANETS[id][value] > 0) {
      out.push(id);
      sum += PLANETS[id][value];
    }
  return out;
};

/** For each objective: a change to the starting position that fulfils it (and, if the start already does, one that does not). */
const FULFILLED: Partial<Record<ObjectiveId, { met: (d: GameState) => void; unmet?: (d: GameState) => void }>> = {
  corner: { met: (d) => control(d, 0, trait('cultural').slice(0, 4)) },
  develop: { met: (d) => tech(d, 'dd2', 'ff2') },
  diversify: { met: (d) => tech(d, 'gd', 'dxa') },
  monument: { met: (d) => tg(d, 4) },
  expand_borders: { met: (d) => control(d, 0, nonHome.slice(0, 6)) },
  research_outposts: { met: (d) => control(d, 0, specialty.slice(0, 3)) },
  intimidate: { met: (d) => ships(d, adjacentSystems(BASE.board, MECATOL).slice(0, 2)) },
  lead: {
    met: () => {},
    unmet: (d) => {
      d.players[0]!.pools = { tactic: 1, fleet: 3, strategy: 1 };
    },
  },
  trade_routes: { met: (d) => tg(d, 5) },
  sway_council: { met: (d) => tg(d, 6) },
  amass_wealth: { met: (d) => tg(d, 6) },
  build_defenses: { met: (d) => addUnits(d, HOME, 0, { pds: 3 }, 'jord') },
  lost_outposts: {
    met: (d) => {
      control(d, 0, nonHome.slice(0, 2));
      for (const id of nonHome.slice(0, 2)) d.board.systems[systemKeyOf(d, id)]!.planets[id]!.attachments.push('test');
    },
  },
  engineer_marvel: { met: (d) => addUnits(d, HOME, 0, { flagship: 1 }) },
  deep_space: { met: (d) => ships(d, planetless.slice(0, 3)) },
  infrastructure: {
    met: (d) => {
      control(d, 0, nonHome.slice(0, 3));
      for (const id of nonHome.slice(0, 3)) addUnits(d, systemKeyOf(d, id), 0, { pds: 1 }, id);
    },
  },
  make_history: { met: (d) => ships(d, [MECATOL, anomalies[0]!]) },
  outer_rim: { met: (d) => ships(d, outerRing.slice(0, 3)) },
  push_boundaries: {
    met: (d) => {
      ships(d, otherHomes.slice(0, 2));
      control(d, 0, nonHome.slice(0, 4));
    },
  },
  raise_fleet: { met: (d) => addUnits(d, HOME, 0, { cruiser: 2 }) },
  centralize_trade: { met: (d) => tg(d, 10) },
  conquer: { met: (d) => control(d, 0, ['arretze']) },
  brain_trust: { met: (d) => control(d, 0, specialty.slice(0, 5)) },
  golden_age: { met: (d) => tg(d, 12) },
  galvanize: {
    met: (d) => {
      d.players[0]!.pools.tactic = 4;
    },
  },
  manipulate_law: { met: (d) => tg(d, 14) },
  master_science: { met: (d) => tech(d, 'gd', 'dxa', 'ps', 'md', 'st', 'gls') },
  revolutionize: { met: (d) => tech(d, 'dd2', 'ff2', 'cr2') },
  subdue: { met: (d) => control(d, 0, nonHome.slice(0, 11)) },
  unify_colonies: {
    met: (d) =>
      control(d, 0, (['cultural', 'hazardous', 'industrial'].map(trait).find((l) => l.length >= 6) ?? []).slice(0, 6)),
  },
  supremacy: { met: (d) => addUnits(d, MECATOL, 0, { flagship: 1 }) },
  become_legend: { met: (d) => ships(d, [MECATOL, systemKeyOf(d, 'hopesend'), ...anomalies].slice(0, 4)) },
  command_armada: { met: (d) => addUnits(d, HOME, 0, { cruiser: 5 }) },
  massive_cities: { met: (d) => addUnits(d, HOME, 0, { pds: 6 }, 'jord') },
  control_borderlands: { met: (d) => ships(d, outerRing.slice(0, 5)) },
  vast_reserves: { met: (d) => tg(d, 14) },
  vast_territories: { met: (d) => ships(d, planetless.slice(0, 5)) },
  protect_border: {
    met: (d) => {
      control(d, 0, nonHome.slice(0, 5));
      for (const id of nonHome.slice(0, 5)) addUnits(d, systemKeyOf(d, id), 0, { pds: 1 }, id);
    },
  },
  ancient_monuments: {
    met: (d) => {
      control(d, 0, nonHome.slice(0, 3));
      for (const id of nonHome.slice(0, 3)) d.board.systems[systemKeyOf(d, id)]!.planets[id]!.attachments.push('test');
    },
  },
  distant_lands: { met: (d) => control(d, 0, ['arretze', 'arcprime']) },
  ans: { met: (d) => tech(d, 'ac2', 'so2') },
  btgk: {
    met: (d) => {
      d.board.systems[MECATOL]!.tokens.push('wormhole-alpha');
      d.board.systems[planetless[0]!]!.tokens.push('wormhole-beta');
      ships(d, [MECATOL, planetless[0]!]);
    },
  },
  ctr: { met: (d) => ships(d, [...planetless, ...outerRing].slice(0, 5)) },
  csl: { met: (d) => ships(d, [systemKeyOf(d, 'arretze')]) },
  eap: { met: (d) => addUnits(d, HOME, 0, { pds: 4 }, 'jord') },
  faa: { met: (d) => control(d, 0, trait('cultural').slice(0, 4)) },
  fsn: {
    met: (d) => {
      d.players[0]!.actionCards = d.decks.action.draw.splice(0, 5);
    },
  },
  fwm: { met: (d) => addUnits(d, HOME, 0, { 'space-dock': 2 }, 'jord') },
  gamf: { met: (d) => addUnits(d, HOME, 0, { dreadnought: 5 }) },
  lsc: {
    met: (d) => ships(d, keys((k) => adjacentSystems(BASE.board, k).some((a) => anomalies.includes(a))).slice(0, 3)),
  },
  mlp: { met: (d) => tech(d, 'gd', 'fl', 'lwd') },
  mrm: { met: (d) => control(d, 0, trait('hazardous').slice(0, 4)) },
  mp: { met: (d) => control(d, 0, trait('industrial').slice(0, 4)) },
  ose: {
    met: (d) => {
      control(d, 0, ['mr']);
      addUnits(d, MECATOL, 0, { cruiser: 3 });
    },
  },
  te: {
    met: (d) => ships(d, keys((k) => adjacentSystems(BASE.board, k).some((a) => otherHomes.includes(a))).slice(0, 1)),
  },
  dfat: { met: (d) => addUnits(d, d.board.nexus.at!, 0, { destroyer: 1 }) },
  dhw: {
    met: (d) => {
      d.players[0]!.relicFragments = ['cultural-fragment#1', 'hazardous-fragment#1'];
    },
  },
  dp: {
    met: (d) => {
      d.laws = d.decks.agenda.draw.splice(0, 3).map((id) => ({ id, electedTarget: null }));
    },
  },
  eh: { met: (d) => control(d, 0, planetsWithValue('influence', 12), true) },
  fc: { met: (d) => ships(d, otherHomes) },
  hrm: { met: (d) => control(d, 0, planetsWithValue('resources', 12), true) },
  mtm: {
    met: (d) => {
      control(d, 0, nonHome.slice(0, 3));
      addUnits(d, HOME, 0, { mech: 1 }, 'jord');
      for (const id of nonHome.slice(0, 3)) addUnits(d, systemKeyOf(d, id), 0, { mech: 1 }, id);
    },
  },
  otf: {
    met: (d) => {
      control(d, 0, nonHome.slice(0, 1));
      addUnits(d, systemKeyOf(d, nonHome[0]!), 0, { infantry: 9 }, nonHome[0]!);
    },
  },
  pem: { met: (d) => tech(d, 'sd2') },
  sai: { met: (d) => control(d, 0, ['hopesend']) },
  syc: {
    met: (d) => {
      const sys = keys((k) => (tile(BASE, k)?.planets.length ?? 0) >= 2 && tile(BASE, k)?.homeOf === undefined)[0]!;
      const [a, b] = Object.keys(d.board.systems[sys]!.planets) as [string, string];
      control(d, 0, [a]);
      control(d, 1, [b]);
    },
  },
  sb: {
    met: (d) => {
      d.players[0]!.promissoryInPlay.push('sftt@1');
    },
  },
};

/** Requirements met by an event (combat, elections, pass order, lost planets): events.test.ts plays each event. */
const EVENT_OBJECTIVES: readonly ObjectiveId[] = [
  'dtgs',
  'mew',
  'sar',
  'ttfd',
  'uf',
  'bam',
  'baf',
  'btv',
  'dts',
  'dyp',
  'dtd',
  'fwp',
  'pe',
];

test('61.4 every one of the 80 objectives has a requirement check exercised here', () => {
  expect(OBJECTIVE_IDS).toHaveLength(80);
  expect([...Object.keys(FULFILLED), ...EVENT_OBJECTIVES].sort()).toEqual([...OBJECTIVE_IDS].sort());
});

test('61.4 the scenario board has what the requirement checks below need', () => {
  expect(planetless.length).toBeGreaterThanOrEqual(5);
  expect(outerRing.length).toBeGreaterThanOrEqual(6);
  expect(anomalies.length).toBeGreaterThanOrEqual(3);
  expect(specialty.length).toBeGreaterThanOrEqual(5);
  expect(nonHome.length).toBeGreaterThanOrEqual(11);
  expect(otherHomes).toHaveLength(5);
});

test.each(Object.entries(FULFILLED).map(([id, row]) => ({ id, name: OBJECTIVES[id as ObjectiveId].name, row: row! })))(
  '61.4 $name ($id) is fulfilled exactly when its requirement holds',
  ({ id, row }) => {
    const unmet = row.unmet ? edit(BASE, row.unmet) : BASE;
    expect(fulfils(unmet, 0, id)).toBe('unmet');
    expect(fulfils(edit(BASE, row.met), 0, id)).toBe('met');
  },
);

test.each(EVENT_OBJECTIVES.map((id) => ({ id, name: OBJECTIVES[id].name })))(
  '61.4 $name ($id) is not fulfilled before its event happens',
  ({ id }) => {
    const phase = OBJECTIVES[id].phase;
    expect(
      fulfils(
        edit(BASE, (d) => {
          d.phase = phase;
        }),
        0,
        id,
      ),
    ).toBe('unmet');
  },
);

test('61.4 FAQ: Develop Weaponry counts one upgrade per unit type', () => {
  // Spec Ops II and Infantry II both upgrade infantry: one type.
  expect(
    fulfils(
      edit(BASE, (d) => tech(d, 'so2', 'inf2')),
      0,
      'develop',
    ),
  ).toBe('unmet');
});

test('61.4 planets of another player\'s home system are not "outside any home system"', () => {
  expect(
    fulfils(
      edit(BASE, (d) => control(d, 0, ['arretze', 'hercant', 'kamdorn', 'arcprime', 'wrenterra', 'jol'])),
      0,
      'expand_borders',
    ),
  ).toBe('unmet');
});

test("61.4 Rule Distant Lands needs the two planets near two different players' home systems", () => {
  expect(
    fulfils(
      edit(BASE, (d) => control(d, 0, ['arretze', 'hercant'])),
      0,
      'distant_lands',
    ),
  ).toBe('unmet');
});

test("61.4 Populate the Outer Rim does not count the player's own home system", () => {
  expect(
    fulfils(
      edit(BASE, (d) => ships(d, outerRing.slice(0, 2))),
      0,
      'outer_rim',
    ),
  ).toBe('unmet');
});

test("61.4 Occupy the Fringe does not count a planet with the player's own space dock", () => {
  expect(
    fulfils(
      edit(BASE, (d) => addUnits(d, HOME, 0, { infantry: 4 }, 'jord')),
      0,
      'otf',
    ),
  ).toBe('unmet');
});
