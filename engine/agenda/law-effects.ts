// LRR 7 laws: the rules each law changes while it is in play, as answers to the effects hooks the rule modules ask
// (engine/effects/hooks.ts). Laws that act instead (abilities in timing windows, choices) are in law-abilities.ts;
// LAW_RULES says, for every law, where it takes effect.
import { fail } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { AGENDAS, type AgendaId } from '../data/agendas';
import { planetFacts } from '../economy/planets';
import { isTechnologyId, TECHNOLOGIES } from '../data/technologies';
import type { UnitType, Wormhole } from '../data/types';
import { UNITS, isUnitId } from '../data/units';
import {
  ACTION_CARD_HAND_LIMIT,
  AFTER_STRATEGY_CARD_CHOSEN,
  ADJACENCY,
  CANNOT_BOMBARD,
  CANNOT_USE_ABILITY,
  DESTROY_SHIP_AFTER_RESEARCH,
  END_OF_STRATEGY_PHASE,
  COMBAT_ROLL_MODIFIER,
  FIGHTERS_AND_INFANTRY_PER_COST,
  FLEET_POOL_LIMIT,
  FREE_TECHNOLOGY_CARD_RESEARCH,
  MAY_MOVE_THROUGH_NEBULAE,
  MECH_ABILITIES_SUPPRESSED,
  MOVEMENT_WORMHOLES_CLOSED,
  ONE_VOTE_PER_PLAYER,
  PDS_PER_PLANET,
  PREREQUISITES_IGNORED,
  PRODUCE_AFTER_SPACE_DOCK,
  SECRET_OBJECTIVES_FACE_UP,
  TRADE_GOODS_AFTER_REPLENISHING,
  TRADE_GOODS_ON_GAINING_PLANET,
  UNITS_PRODUCED,
  WAR_SUNS_LOSE_SUSTAIN_DAMAGE,
  WORMHOLES_ALWAYS_OPEN,
} from '../effects/hooks';
import { defineProvider, type Effect, type EffectProvider } from '../kernel/effects';
import { discardLaw, lawInEffect, ownsLawInEffect } from './laws';

type LawId = { [K in AgendaId]: (typeof AGENDAS)[K]['type'] extends 'law' ? K : never }[AgendaId];

const law = (id: LawId, effects: readonly Effect[]): EffectProvider => defineProvider(`law:${id}`, effects);
// Law's Order blanks every law during its user's turn: the effects ask lawInEffect, not lawInPlay.
const inPlay = (id: LawId) => (a: { readonly state: GameState }) => lawInEffect(a.state, id);
const owned = (id: LawId) => (a: { readonly state: GameState; readonly seat: Seat }) =>
  ownsLawInEffect(a.state, a.seat, id);

/** Technologies that grant a war sun (the generic one and faction versions). */
export const isWarSunTechnology = (tech: string): boolean => {
  if (!isTechnologyId(tech)) return false;
  const unit = (TECHNOLOGIES[tech] as { unitUpgrade: string | null }).unitUpgrade;
  return unit !== null && isUnitId(unit) && UNITS[unit].type === 'war-sun';
};

/** Prophecy of Ixth: +1 to the combat rolls of its owner's fighters while the law is in effect; the odds add it too. */
export const prophecyOfIxthBonus = (state: GameState, seat: Seat, unit: UnitType): number =>
  unit === 'fighter' && ownsLawInEffect(state, seat, 'prophecy-of-ixth') ? 1 : 0;

/** The wormholes these laws open or shut (alpha and beta). */
const ALPHA_BETA: readonly Wormhole[] = ['alpha', 'beta'];

const isCultural = (state: GameState, planet: string): boolean =>
  planetFacts(state, planet).traits.includes('cultural');

export const LAW_EFFECTS: readonly EffectProvider[] = [
  law('executive-sanctions', [ACTION_CARD_HAND_LIMIT.answer((a) => (inPlay('executive-sanctions')(a) ? 3 : 7))]),
  law('fleet-regulations', [
    FLEET_POOL_LIMIT.answer((a) => (inPlay('fleet-regulations')(a) ? 4 : Number.POSITIVE_INFINITY)),
  ]),
  law('political-censure', [
    CANNOT_USE_ABILITY.answer((a) =>
      a.source.kind === 'action-card' && owned('political-censure')(a)
        ? fail('ability/political-censure', '7.4', 'You own Political Censure: you cannot play action cards.').error
        : null,
    ),
  ]),
  law('search-warrant', [SECRET_OBJECTIVES_FACE_UP.answer(owned('search-warrant'))]),
  law('representative-government', [ONE_VOTE_PER_PLAYER.answer(inPlay('representative-government'))]),
  law('enforced-travel-ban', [
    MOVEMENT_WORMHOLES_CLOSED.answer((a, ask) =>
      inPlay('enforced-travel-ban')(a) && !ask(WORMHOLES_ALWAYS_OPEN, a) ? { ignoreWormholes: ALPHA_BETA } : {},
    ),
  ]),
  law('nexus-sovereignty', [
    MOVEMENT_WORMHOLES_CLOSED.answer((a, ask) => {
      const nexus = a.state.board.nexus.at;
      if (nexus === null || !inPlay('nexus-sovereignty')(a) || ask(WORMHOLES_ALWAYS_OPEN, a)) return {};
      return { ignoreWormholesIn: { [nexus]: ALPHA_BETA } };
    }),
  ]),
  law('wormhole-reconstruction', [
    ADJACENCY.answer((a) => (inPlay('wormhole-reconstruction')(a) ? { linkedWormholes: [ALPHA_BETA] } : {})),
  ]),
  law('articles-of-war', [MECH_ABILITIES_SUPPRESSED.answer(inPlay('articles-of-war'))]),
  law('shared-research', [MAY_MOVE_THROUGH_NEBULAE.answer(inPlay('shared-research'))]),
  law('conventions-of-war', [
    CANNOT_BOMBARD.answer((a) =>
      inPlay('conventions-of-war')(a) && isCultural(a.state, a.planet)
        ? fail('invasion/cannot-bombard', '15', 'Conventions of War: cultural planets cannot be bombarded.').error
        : null,
    ),
  ]),
  law('homeland-defense-act', [
    PDS_PER_PLANET.answer((a) => (inPlay('homeland-defense-act')(a) ? Number.POSITIVE_INFINITY : 2)),
  ]),
  // While any player owns a war sun technology, nobody needs a war sun's prerequisites.
  law('publicize-weapon-schematics', [
    WAR_SUNS_LOSE_SUSTAIN_DAMAGE.answer(inPlay('publicize-weapon-schematics')),
    PREREQUISITES_IGNORED.answer(
      (a) =>
        inPlay('publicize-weapon-schematics')(a) &&
        isWarSunTechnology(a.technology) &&
        a.state.players.some((p) => p.technologies.some(isWarSunTechnology)),
    ),
  ]),
  law('regulated-conscription', [
    FIGHTERS_AND_INFANTRY_PER_COST.answer((a) => (inPlay('regulated-conscription')(a) ? 1 : 2)),
  ]),
  // Its owner's fighters roll combat at +1 (space combat, and ground combat when fighters fight there); its owner
  // loses it when using Production without producing at least 2 fighters.
  law('prophecy-of-ixth', [
    COMBAT_ROLL_MODIFIER.answer(({ state, seat, unit }) => prophecyOfIxthBonus(state, seat, unit)),
    UNITS_PRODUCED.answer(({ ctx, seat, units, usedProduction }) => {
      const produced = Object.values(units).reduce<number>((n, k) => n + (k ?? 0), 0);
      if (
        produced > 0 &&
        usedProduction &&
        ownsLawInEffect(ctx.state, seat, 'prophecy-of-ixth') &&
        (units.fighter ?? 0) < 2
      )
        discardLaw(ctx, 'prophecy-of-ixth');
    }),
  ]),
  law('anti-intellectual-revolution', [DESTROY_SHIP_AFTER_RESEARCH.answer(inPlay('anti-intellectual-revolution'))]),
  law('minister-of-sciences', [FREE_TECHNOLOGY_CARD_RESEARCH.answer(owned('minister-of-sciences'))]),
  law('minister-of-commerce', [
    TRADE_GOODS_AFTER_REPLENISHING.answer((a) => (owned('minister-of-commerce')(a) ? a.neighbours : 0)),
  ]),
  law('minister-of-exploration', [
    TRADE_GOODS_ON_GAINING_PLANET.answer((a) => (owned('minister-of-exploration')(a) ? 1 : 0)),
  ]),
  law('minister-of-industry', [PRODUCE_AFTER_SPACE_DOCK.answer(owned('minister-of-industry'))]),
  law('checks-and-balances', [
    AFTER_STRATEGY_CARD_CHOSEN.answer((a) =>
      inPlay('checks-and-balances')(a)
        ? [{ step: 'agenda/checks-and-balances', args: { seat: a.seat, card: a.card } }]
        : [],
    ),
  ]),
  law('imperial-arbiter', [
    END_OF_STRATEGY_PHASE.answer((a) => (inPlay('imperial-arbiter')(a) ? [{ step: 'agenda/imperial-arbiter' }] : [])),
  ]),
];

/**
 * Every law and where it takes effect: a hook it answers above, or the agenda module itself (abilities in
 * law-abilities.ts, outcomes in effects/). Kept exhaustive so a new law cannot be forgotten.
 */
export const LAW_RULES = {
  'anti-intellectual-revolution': { rule: '90 research', where: 'DESTROY_SHIP_AFTER_RESEARCH' },
  'articles-of-war': { rule: '96 unit abilities', where: 'MECH_ABILITIES_SUPPRESSED' },
  'checks-and-balances': { rule: '84 strategy phase', where: 'AFTER_STRATEGY_CARD_CHOSEN, law-abilities.ts' },
  'classified-document-leaks': { rule: '61 objectives', where: 'engine/agenda (outcome)' },
  'committee-formation': { rule: '8.10 elections', where: 'engine/agenda/phase.ts' },
  'conventions-of-war': { rule: '15 bombardment', where: 'CANNOT_BOMBARD' },
  'enforced-travel-ban': { rule: '58 movement, 101 wormholes', where: 'MOVEMENT_WORMHOLES_CLOSED' },
  'executive-sanctions': { rule: '2.4 hand limit', where: 'ACTION_CARD_HAND_LIMIT' },
  'fleet-regulations': { rule: '20 fleet pool', where: 'FLEET_POOL_LIMIT' },
  'homeland-defense-act': { rule: '65 PDS per planet', where: 'PDS_PER_PLANET' },
  'imperial-arbiter': { rule: '84 end of strategy phase', where: 'END_OF_STRATEGY_PHASE, law-abilities.ts' },
  'minister-of-commerce': { rule: 'Trade: replenishing commodities', where: 'TRADE_GOODS_AFTER_REPLENISHING' },
  'minister-of-exploration': { rule: '25 gaining control', where: 'TRADE_GOODS_ON_GAINING_PLANET' },
  'minister-of-industry': { rule: '67 production after a space dock', where: 'PRODUCE_AFTER_SPACE_DOCK' },
  'minister-of-peace': { rule: '89 after a system is activated', where: 'law-abilities.ts' },
  'minister-of-policy': { rule: '81 end of the status phase', where: 'engine/agenda/phase.ts' },
  'minister-of-sciences': { rule: '90 research with Technology', where: 'FREE_TECHNOLOGY_CARD_RESEARCH' },
  'minister-of-war': { rule: '3 after an action', where: 'law-abilities.ts' },
  'nexus-sovereignty': { rule: '100 wormhole nexus', where: 'MOVEMENT_WORMHOLES_CLOSED' },
  'political-censure': { rule: '2 playing action cards', where: 'CANNOT_USE_ABILITY' },
  'prophecy-of-ixth': {
    rule: '18 combat rolls, 67 production',
    where: 'UNITS_PRODUCED, COMBAT_ROLL_MODIFIER',
  },
  'publicize-weapon-schematics': {
    rule: '87 sustain damage, 90 prerequisites',
    where: 'PREREQUISITES_IGNORED, WAR_SUNS_LOSE_SUSTAIN_DAMAGE (engine/combat/hits.ts)',
  },
  'regulated-conscription': { rule: '67 production (fighters, infantry)', where: 'FIGHTERS_AND_INFANTRY_PER_COST' },
  'representative-government': { rule: '8.6 voting', where: 'ONE_VOTE_PER_PLAYER' },
  'search-warrant': { rule: '61 secret objectives hidden', where: 'SECRET_OBJECTIVES_FACE_UP' },
  'shared-research': { rule: '59 nebulae', where: 'MAY_MOVE_THROUGH_NEBULAE (engine/tactical/anomalies.ts)' },
  'wormhole-reconstruction': { rule: '6.1 wormhole adjacency', where: 'ADJACENCY' },
} as const satisfies Record<LawId, { rule: string; where: string }>;
