// LRR 7, 8.18: the outcome of every agenda in the Prophecy of Kings deck (engine/data/agendas.ts). A law's card is
// placed by the phase (7.3) before its outcome resolves here, so "for as long as this law is in play" effects can
// ask laws.ts; effects that need a player's decision push choices, answered in speaker order (1.20).
import { placeTokenFromReinforcements, placeTokensFromReinforcements } from '../../economy/command-tokens';
import { speakerOrder } from '../../core/order';
import type { GameState, Seat } from '../../core/state';
import { AGENDAS, isAgendaId, type AgendaId } from '../../data/agendas';
import { SHIP_TYPES, type UnitType } from '../../data/types';
import { emit, type FlowCtx } from '../../kernel/context';
import { pushStep, defineStep, noArgs, type NoArgs } from '../../kernel/steps';
import { adjacentSystems, isSystem, wormholesIn } from '../../galaxy/adjacency';
import { homeSystemKey, mecatolKey } from '../../objectives/board-queries';
import { adjacencyInPlay } from '../../tactical/adjacency-in-play';
import { checkVictory, victoryPoints } from '../../phases/victory';
import { destroyUnits, placeUnits, removeUnits } from '../../units/destroy';
import { checkReinforcements } from '../../units/reinforcements';
import { areasOf, areasWith, countAt, planetArea, spaceOf, systemOfPlanet, unitsOnBoard } from '../../units/stacks';
import { isWarSunTechnology } from '../law-effects';
import { discardLaw } from '../laws';
import { effectiveAgenda } from '../outcomes';
import { addPending } from '../pending';
import type { CurrentAgenda } from '../../core/agenda-state';
import { votersFor } from '../voting';
import {
  discardHand,
  discardRandomActionCard,
  drawActionCardsWithLimit,
  drawSecretObjectives,
  enforceHandLimit,
  gainRelic,
} from './cards';
import { gainTokenIn, gainTradeGoods, gainVictoryPoint, loseVictoryPoint } from './economy';
import { chooseColonialRecipient, offerFreeSecondary, placeHomeMech } from './special';
import { offerResearch, offerTechnologyGrant } from './technology';
import { returnFromPool, returnTokensOfChoice, standardizeSheet } from './tokens';
import { destroyEverything, destroyOwnUnits, unitsMatching } from './units';

declare module '../../kernel/steps' {
  interface StepArgs {
    'agenda/wormhole-research-destroy': NoArgs;
  }
}

export interface Resolution {
  readonly agenda: AgendaId;
  /** The outcome resolved: 'for'/'against', or the elected seat (as a string), planet, law, objective or card. */
  readonly outcome: string;
  readonly current: CurrentAgenda;
}

type Effect = (ctx: FlowCtx, r: Resolution) => void;
interface ForAgainst {
  readonly for: Effect;
  readonly against: Effect;
}
interface Elect {
  readonly elected: Effect;
}

const nothing: Effect = () => {};

/** Every player in speaker order. Decisions pushed later resolve first, so this walks the order backwards. */
function eachPlayer(state: GameState, act: (seat: Seat) => void, only?: readonly Seat[]): void {
  for (const seat of [...speakerOrder(state)].reverse()) if (!only || only.includes(seat)) act(seat);
}

const voted = (r: Resolution, outcome: 'for' | 'against'): Seat[] => votersFor(r.current, outcome);
const elected = (r: Resolution): Seat => Number(r.outcome);

function afterPoints(ctx: FlowCtx): void {
  checkVictory(ctx);
}

function revealObjective(ctx: FlowCtx, stage: 'stage1' | 'stage2'): void {
  const o = ctx.state.objectives;
  const id = o[stage].draw.shift();
  if (id === undefined) return;
  o.revealed.push(id);
  o.scoredBy[id] = [];
  emit(ctx, { type: 'objective-revealed', objective: id });
}

/** Systems holding any wormhole (101), or only alpha/beta ones. */
function wormholeSystems(state: GameState, only?: readonly ('alpha' | 'beta')[]): string[] {
  return Object.keys(state.board.systems).filter((k) => {
    if (!isSystem(state.board, k)) return false;
    const w = wormholesIn(state.board, k, adjacencyInPlay(state)); // the Hil Colish's delta counts too (101)
    return only ? w.some((x) => (only as readonly string[]).includes(x)) : w.length > 0;
  });
}

const ALL_UNITS: readonly UnitType[] = [
  'war-sun',
  'dreadnought',
  'cruiser',
  'carrier',
  'destroyer',
  'fighter',
  'flagship',
  'infantry',
  'mech',
  'pds',
  'space-dock',
];

function destroyAllUnitsInSystem(ctx: FlowCtx, key: string): void {
  const sys = ctx.state.board.systems[key];
  if (!sys) return;
  for (const area of areasOf(sys, key)) destroyEverything(ctx, area);
}

/** Arms Reduction: all but 2 dreadnoughts and all but 4 cruisers, the player choosing which. */
function armsReduction(ctx: FlowCtx, seat: Seat): void {
  const excess = (type: UnitType, keep: number) => unitsOnBoard(ctx.state, seat, type) - keep;
  destroyOwnUnits(ctx, seat, {
    left: excess('cruiser', 4),
    types: ['cruiser'],
    systems: null,
    reason: 'Arms Reduction',
  });
  destroyOwnUnits(ctx, seat, {
    left: excess('dreadnought', 2),
    types: ['dreadnought'],
    systems: null,
    reason: 'Arms Reduction',
  });
}

/** Ixthian Artifact on 1–5: Mecatol Rex's system is wiped out; 3 units in each adjacent system, all at once. */
function ixthianDisaster(ctx: FlowCtx): void {
  const mr = mecatolKey(ctx.state);
  if (mr === undefined) return;
  destroyAllUnitsInSystem(ctx, mr);
  const adjacent = adjacentSystems(ctx.state.board, mr, adjacencyInPlay(ctx.state));
  eachPlayer(ctx.state, (seat) => {
    for (const key of [...adjacent].reverse())
      destroyOwnUnits(ctx, seat, { left: 3, types: ALL_UNITS, systems: [key], reason: 'Ixthian Artifact' });
  });
}

/** Swords to Plowshares (For): half of each planet's infantry, rounded up, each lost one paying a trade good. */
function swordsToPlowshares(ctx: FlowCtx, seat: Seat): void {
  let lost = 0;
  for (const area of areasWith(ctx.state, seat, 'infantry')) {
    if (area.planet === undefined) continue;
    const planet = ctx.state.board.systems[area.system]?.planets[area.planet];
    if (planet?.owner !== seat) continue;
    const n = Math.ceil(countAt(ctx.state, area, seat, 'infantry') / 2);
    destroyUnits(ctx, area, seat, 'infantry', n, { cause: 'ability' });
    lost += n;
  }
  gainTradeGoods(ctx, seat, lost);
}

function controlledPlanetAreas(state: GameState, seat: Seat) {
  const out = [];
  for (const [key, sys] of Object.entries(state.board.systems)) {
    for (const [id, p] of Object.entries(sys.planets)) if (p.owner === seat) out.push(planetArea(key, id));
  }
  return out;
}

/** Rearmament Agreement (Against): every mech becomes an infantry (removed, not destroyed, 31.2). */
function mechsToInfantry(ctx: FlowCtx, seat: Seat): void {
  for (const area of areasWith(ctx.state, seat, 'mech')) {
    const n = countAt(ctx.state, area, seat, 'mech');
    removeUnits(ctx, area, seat, 'mech', n, 'ability');
    for (let i = 0; i < n; i++) {
      if (checkReinforcements(ctx.state, seat, [{ area, type: 'infantry', count: 1 }]).ok)
        placeUnits(ctx, area, seat, 'infantry', 1, 'rearmament-agreement');
    }
  }
}

function seedOfAnEmpire(ctx: FlowCtx, most: boolean): void {
  const living = ctx.state.players.filter((p) => !p.eliminated);
  const points = living.map(victoryPoints);
  const target = most ? Math.max(...points) : Math.min(...points);
  // Every player tied for the most (or fewest) points gains it.
  eachPlayer(
    ctx.state,
    (seat) => gainVictoryPoint(ctx, seat, 'agenda:seed-of-an-empire'),
    living.filter((p) => victoryPoints(p) === target).map((p) => p.seat),
  );
  afterPoints(ctx);
}

export const AGENDA_EFFECTS = {
  'anti-intellectual-revolution': {
    for: nothing,
    against: (ctx) => addPending(ctx, 'exhaust-per-technology', null, 'anti-intellectual-revolution'),
  },
  'archived-secret': { elected: (ctx, r) => drawSecretObjectives(ctx, elected(r), 1) },
  'armed-forces-standardization': { elected: (ctx, r) => standardizeSheet(ctx, elected(r)) },
  'arms-reduction': {
    for: (ctx) => eachPlayer(ctx.state, (seat) => armsReduction(ctx, seat)),
    against: (ctx) => addPending(ctx, 'exhaust-specialty-planets', null, 'arms-reduction'),
  },
  'articles-of-war': {
    for: nothing,
    against: (ctx, r) => eachPlayer(ctx.state, (seat) => gainTradeGoods(ctx, seat, 3), voted(r, 'for')),
  },
  'checks-and-balances': {
    for: nothing,
    against: (ctx) => {
      if (ctx.state.agenda) ctx.state.agenda.readyOnly = 3;
    },
  },
  'clandestine-operations': {
    for: (ctx) => eachPlayer(ctx.state, (seat) => returnTokensOfChoice(ctx, seat, 2)),
    against: (ctx) => eachPlayer(ctx.state, (seat) => returnFromPool(ctx, seat, 'fleet', 1)),
  },
  'classified-document-leaks': {
    elected: (ctx, r) => {
      const o = ctx.state.objectives;
      if (!o.revealed.includes(r.outcome)) o.revealed.push(r.outcome);
      // Whoever scored it as a secret has it already; nobody can score it twice (61.8).
      o.scoredBy[r.outcome] = ctx.state.players
        .filter((p) => p.secretObjectives.some((s) => s.id === r.outcome && s.scored))
        .map((p) => p.seat);
      emit(ctx, { type: 'objective-revealed', objective: r.outcome });
    },
  },
  'colonial-redistribution': {
    elected: (ctx, r) => {
      const system = systemOfPlanet(ctx.state, r.outcome);
      const controller =
        system === undefined ? null : (ctx.state.board.systems[system]?.planets[r.outcome]?.owner ?? null);
      if (system === undefined) return;
      destroyEverything(ctx, planetArea(system, r.outcome));
      if (controller !== null) chooseColonialRecipient(ctx, controller, system, r.outcome);
    },
  },
  'committee-formation': { elected: nothing },
  'compensated-disarmament': {
    elected: (ctx, r) => {
      const system = systemOfPlanet(ctx.state, r.outcome);
      if (system === undefined) return;
      const controller = ctx.state.board.systems[system]?.planets[r.outcome]?.owner ?? null;
      const lost = destroyEverything(ctx, planetArea(system, r.outcome), ['infantry', 'mech']);
      const total = [...lost.values()].reduce((n, x) => n + x, 0);
      if (controller !== null) gainTradeGoods(ctx, controller, total);
    },
  },
  'conventions-of-war': {
    for: nothing,
    against: (ctx, r) => eachPlayer(ctx.state, (seat) => discardHand(ctx, seat), voted(r, 'against')),
  },
  // Never resolved itself: the hidden agenda's outcome is (see effectiveAgenda).
  'covert-legislation': { elected: nothing },
  'economic-equality': {
    for: (ctx) =>
      eachPlayer(ctx.state, (seat) => {
        gainTradeGoods(ctx, seat, -(ctx.state.players[seat]?.tradeGoods ?? 0));
        gainTradeGoods(ctx, seat, 5);
      }),
    against: (ctx) =>
      eachPlayer(ctx.state, (seat) => gainTradeGoods(ctx, seat, -(ctx.state.players[seat]?.tradeGoods ?? 0))),
  },
  'enforced-travel-ban': {
    for: nothing,
    against: (ctx) => {
      const near = new Set<string>();
      for (const key of wormholeSystems(ctx.state)) {
        near.add(key);
        for (const adj of adjacentSystems(ctx.state.board, key, adjacencyInPlay(ctx.state))) near.add(adj);
      }
      for (const key of near) {
        const sys = ctx.state.board.systems[key]!;
        for (const area of areasOf(sys, key)) destroyEverything(ctx, area, ['pds']);
      }
    },
  },
  'executive-sanctions': {
    for: (ctx) => eachPlayer(ctx.state, (seat) => enforceHandLimit(ctx, seat)),
    against: (ctx) => eachPlayer(ctx.state, (seat) => discardRandomActionCard(ctx, seat)),
  },
  'fleet-regulations': {
    for: (ctx) =>
      eachPlayer(ctx.state, (seat) =>
        returnFromPool(ctx, seat, 'fleet', (ctx.state.players[seat]?.pools.fleet ?? 0) - 4),
      ),
    against: (ctx) => eachPlayer(ctx.state, (seat) => gainTokenIn(ctx, seat, 'fleet')),
  },
  'galactic-crisis-pact': {
    elected: (ctx, r) => eachPlayer(ctx.state, (seat) => offerFreeSecondary(ctx, seat, r.outcome)),
  },
  'homeland-defense-act': {
    for: nothing,
    against: (ctx) =>
      eachPlayer(ctx.state, (seat) =>
        destroyOwnUnits(ctx, seat, { left: 1, types: ['pds'], systems: null, reason: 'Homeland Defense Act' }),
      ),
  },
  'imperial-arbiter': { elected: nothing },
  'incentive-program': {
    for: (ctx) => revealObjective(ctx, 'stage1'),
    against: (ctx) => revealObjective(ctx, 'stage2'),
  },
  'ixthian-artifact': {
    for: (ctx) => {
      const result = ctx.rng.d10();
      emit(ctx, { type: 'die-rolled', seat: ctx.state.speaker, purpose: 'ixthian-artifact', needed: 6, result });
      if (result >= 6) eachPlayer(ctx.state, (seat) => offerResearch(ctx, seat, 2, 'Ixthian Artifact'));
      else ixthianDisaster(ctx);
    },
    against: nothing,
  },
  'judicial-abolishment': { elected: (ctx, r) => discardLaw(ctx, r.outcome) },
  'minister-of-antiquities': { elected: (ctx, r) => gainRelic(ctx, elected(r)) },
  'minister-of-commerce': { elected: nothing },
  'minister-of-exploration': { elected: nothing },
  'minister-of-industry': { elected: nothing },
  'minister-of-peace': { elected: nothing },
  'minister-of-policy': { elected: nothing },
  'minister-of-sciences': { elected: nothing },
  'minister-of-war': { elected: nothing },
  'miscount-disclosed': {
    elected: (_ctx, r) => {
      r.current.followUp = r.outcome;
    },
  },
  mutiny: {
    for: (ctx, r) => {
      eachPlayer(ctx.state, (seat) => gainVictoryPoint(ctx, seat, 'agenda:mutiny'), voted(r, 'for'));
      afterPoints(ctx);
    },
    against: (ctx, r) => eachPlayer(ctx.state, (seat) => loseVictoryPoint(ctx, seat, 'agenda:mutiny'), voted(r, 'for')),
  },
  'new-constitution': {
    for: (ctx) => {
      for (const law of [...ctx.state.laws]) discardLaw(ctx, law.id);
      addPending(ctx, 'exhaust-home-planets', null, 'new-constitution');
    },
    against: nothing,
  },
  'nexus-sovereignty': {
    for: nothing,
    against: (ctx) => {
      const mr = mecatolKey(ctx.state);
      const sys = mr === undefined ? undefined : ctx.state.board.systems[mr];
      if (sys && !sys.tokens.includes('wormhole-gamma')) sys.tokens.push('wormhole-gamma');
    },
  },
  'political-censure': {
    elected: (ctx, r) => {
      gainVictoryPoint(ctx, elected(r), 'agenda:political-censure');
      afterPoints(ctx);
    },
  },
  'prophecy-of-ixth': { elected: nothing },
  'public-execution': {
    elected: (ctx, r) => {
      const seat = elected(r);
      discardHand(ctx, seat);
      if (ctx.state.speaker === seat) {
        const left = speakerOrder(ctx.state)[1];
        if (left !== undefined) {
          ctx.state.speaker = left;
          emit(ctx, { type: 'speaker-changed', seat: left });
        }
      }
      const a = ctx.state.agenda;
      if (a && !a.barred.includes(seat)) a.barred.push(seat);
    },
  },
  'publicize-weapon-schematics': {
    for: nothing,
    against: (ctx) =>
      eachPlayer(ctx.state, (seat) => {
        if (ctx.state.players[seat]?.technologies.some(isWarSunTechnology)) discardHand(ctx, seat);
      }),
  },
  'rearmament-agreement': {
    for: (ctx) => eachPlayer(ctx.state, (seat) => placeHomeMech(ctx, seat)),
    against: (ctx) => eachPlayer(ctx.state, (seat) => mechsToInfantry(ctx, seat)),
  },
  'regulated-conscription': { for: nothing, against: nothing },
  'representative-government': {
    for: nothing,
    against: (ctx, r) => addPending(ctx, 'exhaust-cultural-planets', voted(r, 'against'), 'representative-government'),
  },
  'research-grant-reallocation': { elected: (ctx, r) => offerTechnologyGrant(ctx, elected(r)) },
  'search-warrant': { elected: (ctx, r) => drawSecretObjectives(ctx, elected(r), 2) },
  'seed-of-an-empire': {
    for: (ctx) => seedOfAnEmpire(ctx, true),
    against: (ctx) => seedOfAnEmpire(ctx, false),
  },
  'shared-research': {
    for: nothing,
    against: (ctx) =>
      eachPlayer(ctx.state, (seat) => {
        const home = homeSystemKey(ctx.state, seat);
        if (home !== undefined) placeTokenFromReinforcements(ctx, seat, home);
      }),
  },
  'swords-to-plowshares': {
    for: (ctx) => eachPlayer(ctx.state, (seat) => swordsToPlowshares(ctx, seat)),
    against: (ctx) =>
      eachPlayer(ctx.state, (seat) => {
        for (const area of controlledPlanetAreas(ctx.state, seat)) {
          if (checkReinforcements(ctx.state, seat, [{ area, type: 'infantry', count: 1 }]).ok)
            placeUnits(ctx, area, seat, 'infantry', 1, 'swords-to-plowshares');
        }
      }),
  },
  'unconventional-measures': {
    for: (ctx, r) => eachPlayer(ctx.state, (seat) => drawActionCardsWithLimit(ctx, seat, 2), voted(r, 'for')),
    against: (ctx, r) => eachPlayer(ctx.state, (seat) => discardHand(ctx, seat), voted(r, 'for')),
  },
  'wormhole-reconstruction': {
    for: nothing,
    against: (ctx) =>
      eachPlayer(ctx.state, (seat) => {
        // No "if able": a player out of reinforcements takes the token from their sheet (20.3b).
        for (const key of wormholeSystems(ctx.state)) {
          if (unitsMatching(ctx.state, seat, SHIP_TYPES, [key]).length > 0)
            placeTokensFromReinforcements(ctx, [seat], key);
        }
      }),
  },
  'wormhole-research': {
    for: (ctx) => {
      // The ships go after every research is done.
      pushStep(ctx.state, 'agenda/wormhole-research-destroy');
      const holes = wormholeSystems(ctx.state);
      eachPlayer(ctx.state, (seat) => {
        if (holes.some((k) => SHIP_TYPES.some((t) => countAt(ctx.state, spaceOf(k), seat, t) > 0)))
          offerResearch(ctx, seat, 1, 'Wormhole Research');
      });
    },
    against: (ctx, r) => eachPlayer(ctx.state, (seat) => returnTokensOfChoice(ctx, seat, 1), voted(r, 'against')),
  },
} as const satisfies Record<AgendaId, ForAgainst | Elect>;

export const EFFECT_STEPS = [
  defineStep('agenda/wormhole-research-destroy', noArgs, (ctx) => {
    // Ground forces and fighters carried in those space areas go with their ships.
    for (const key of wormholeSystems(ctx.state, ['alpha', 'beta'])) destroyEverything(ctx, spaceOf(key));
  }),
];

/** 8.18: resolves the outcome the phase settled on for the agenda under way. */
export function resolveOutcome(ctx: FlowCtx, current: CurrentAgenda): void {
  const agenda = effectiveAgenda(current);
  if (!isAgendaId(agenda) || current.outcome === null) return;
  const effects: ForAgainst | Elect = AGENDA_EFFECTS[agenda];
  const r: Resolution = { agenda, outcome: current.outcome, current };
  if ('elected' in effects) effects.elected(ctx, r);
  else if (current.outcome === 'for' || current.outcome === 'against') effects[current.outcome](ctx, r);
}

export const isForAgainstAgenda = (id: AgendaId): boolean => AGENDAS[id].election === 'for-against';
