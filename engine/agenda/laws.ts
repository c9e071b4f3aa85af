// LRR 7.2–7.6 laws: which are in play, who owns them (7.4), enacting and discarding them (7.5), and the rules each
// law changes, as queries the rule modules consult (LAW_RULES says which module must ask which query).
import type { GameState, Seat } from '../core/state';
import { AGENDAS, isAgendaId, type AgendaId } from '../data/agendas';
import { isTechnologyId, TECHNOLOGIES } from '../data/technologies';
import type { Wormhole } from '../data/types';
import { UNITS, isUnitId } from '../data/units';
import { emit, type FlowCtx } from '../kernel/context';
import type { AdjacencyOptions } from '../galaxy/adjacency';

export const lawInPlay = (state: GameState, id: AgendaId): boolean => state.laws.some((l) => l.id === id);

/** 7.4: the owner of a law in a player's play area; null for laws in the common play area or not in play. */
export function lawOwner(state: GameState, id: AgendaId): Seat | null {
  const law = state.laws.find((l) => l.id === id);
  if (!law || !isAgendaId(law.id) || AGENDAS[law.id].lawPlacement !== 'elected-player' || law.electedTarget === null)
    return null;
  return Number(law.electedTarget);
}

export const ownsLaw = (state: GameState, seat: Seat, id: AgendaId): boolean => lawOwner(state, id) === seat;

export const lawTarget = (state: GameState, id: AgendaId): string | null =>
  state.laws.find((l) => l.id === id)?.electedTarget ?? null;

// ---- Rules the laws change -------------------------------------------------------------------------------------

/** 2.4a with Executive Sanctions: hands hold at most 3 action cards instead of 7. */
export const actionCardHandLimit = (state: GameState, _seat: Seat): number =>
  lawInPlay(state, 'executive-sanctions') ? 3 : 7;

/** Fleet Regulations: a fleet pool holds at most 4 tokens (no limit otherwise). */
export const fleetPoolLimit = (state: GameState): number =>
  lawInPlay(state, 'fleet-regulations') ? 4 : Number.POSITIVE_INFINITY;

/** Political Censure: its owner cannot play action cards. */
export const mayPlayActionCards = (state: GameState, seat: Seat): boolean => !ownsLaw(state, seat, 'political-censure');

/** Search Warrant: its owner plays with their secret objectives face up. */
export const secretObjectivesRevealed = (state: GameState, seat: Seat): boolean =>
  ownsLaw(state, seat, 'search-warrant');

/** Representative Government: one vote per player, no planets exhausted, no additional votes (8.6 replaced). */
export const oneVotePerPlayer = (state: GameState): boolean => lawInPlay(state, 'representative-government');

/** Enforced Travel Ban and Nexus Sovereignty: wormholes of a system that have no effect during movement. */
export function wormholesIgnoredForMovement(state: GameState, systemKey: string): Wormhole[] {
  if (lawInPlay(state, 'enforced-travel-ban')) return ['alpha', 'beta'];
  if (lawInPlay(state, 'nexus-sovereignty') && systemKey === state.board.nexus.at) return ['alpha', 'beta'];
  return [];
}

/** Wormhole Reconstruction: every alpha and beta system is adjacent to every other (for all purposes, 6.1). */
export function lawAdjacencyOptions(state: GameState): AdjacencyOptions {
  return lawInPlay(state, 'wormhole-reconstruction') ? { linkedWormholes: [['alpha', 'beta']] } : {};
}

/** Shared Research: every player's units may move through nebulae. */
export const unitsMayMoveThroughNebulae = (state: GameState): boolean => lawInPlay(state, 'shared-research');

/** Articles of War: mechs lose every printed ability except Sustain Damage. */
export const mechAbilitiesSuppressed = (state: GameState): boolean => lawInPlay(state, 'articles-of-war');

/** Conventions of War: Bombardment cannot be used against units on cultural planets. */
export const bombardmentForbiddenOnCulturalPlanets = (state: GameState): boolean =>
  lawInPlay(state, 'conventions-of-war');

/** Homeland Defense Act: no limit on PDS per planet (normally 2, LRR 65.x). */
export const pdsPerPlanetLimit = (state: GameState): number =>
  lawInPlay(state, 'homeland-defense-act') ? Number.POSITIVE_INFINITY : 2;

/** Publicize Weapon Schematics: war suns lose Sustain Damage. */
export const warSunsHaveSustainDamage = (state: GameState): boolean => !lawInPlay(state, 'publicize-weapon-schematics');

/** Technologies that grant a war sun (the generic one and faction versions). */
export const isWarSunTechnology = (tech: string): boolean => {
  if (!isTechnologyId(tech)) return false;
  const unit = (TECHNOLOGIES[tech] as { unitUpgrade: string | null }).unitUpgrade;
  return unit !== null && isUnitId(unit) && UNITS[unit].type === 'war-sun';
};

/** Publicize Weapon Schematics: while any player owns a war sun technology, nobody needs its prerequisites. */
export const warSunPrerequisitesIgnored = (state: GameState): boolean =>
  lawInPlay(state, 'publicize-weapon-schematics') && state.players.some((p) => p.technologies.some(isWarSunTechnology));

/** Regulated Conscription: one fighter or infantry per cost paid instead of two (26.2 / UnitDef.costFor). */
export const unitsPerCostForFightersAndInfantry = (state: GameState): 1 | 2 =>
  lawInPlay(state, 'regulated-conscription') ? 1 : 2;

/** Prophecy of Ixth: its owner's fighters roll combat at +1 (and lose the card unless they produce 2 fighters). */
export const fighterCombatBonus = (state: GameState, seat: Seat): number =>
  ownsLaw(state, seat, 'prophecy-of-ixth') ? 1 : 0;

/** Anti-Intellectual Revolution: after researching, a player destroys 1 of their non-fighter ships. */
export const destroyShipAfterResearch = (state: GameState): boolean => lawInPlay(state, 'anti-intellectual-revolution');

/** Minister of Sciences: its owner researches with the Technology card without spending resources. */
export const freeTechnologyCardResearch = (state: GameState, seat: Seat): boolean =>
  ownsLaw(state, seat, 'minister-of-sciences');

/** Minister of Commerce: trade goods its owner gains right after replenishing commodities (1 per neighbour). */
export const commerceBonus = (state: GameState, seat: Seat, neighbours: number): number =>
  ownsLaw(state, seat, 'minister-of-commerce') ? neighbours : 0;

/** Minister of Exploration: trade goods its owner gains when gaining control of a planet. */
export const explorationBonus = (state: GameState, seat: Seat): number =>
  ownsLaw(state, seat, 'minister-of-exploration') ? 1 : 0;

/** Minister of Industry: after its owner places a space dock, their units in that system may use Production. */
export const produceAfterSpaceDock = (state: GameState, seat: Seat): boolean =>
  ownsLaw(state, seat, 'minister-of-industry');

/** Checks and Balances: a strategy card chosen is given to another player who lacks one (84 modified). */
export const strategyCardsAreGiven = (state: GameState): boolean => lawInPlay(state, 'checks-and-balances');

type LawId = { [K in AgendaId]: (typeof AGENDAS)[K]['type'] extends 'law' ? K : never }[AgendaId];

/**
 * Every law, the rule it changes and where that rule is enforced: 'engine/agenda' when this module does it, or the
 * module (and the query above) that must consult it. Kept exhaustive so a new law cannot be forgotten.
 */
export const LAW_RULES = {
  'anti-intellectual-revolution': {
    rule: '90 research',
    consultedBy: 'engine/economy/research (technology strategy card)',
    query: 'destroyShipAfterResearch',
  },
  'articles-of-war': {
    rule: '96 unit abilities',
    consultedBy: 'engine/combat, engine/invasion, engine/production',
    query: 'mechAbilitiesSuppressed',
  },
  'checks-and-balances': {
    rule: '84 strategy phase',
    consultedBy: 'engine/phases/strategy (push agenda/checks-and-balances after a pick)',
    query: 'strategyCardsAreGiven',
  },
  'classified-document-leaks': { rule: '61 objectives', consultedBy: 'engine/agenda', query: 'lawTarget' },
  'committee-formation': { rule: '8.10 elections', consultedBy: 'engine/agenda', query: 'lawOwner' },
  'conventions-of-war': {
    rule: '15 bombardment',
    consultedBy: 'engine/invasion (bombardment)',
    query: 'bombardmentForbiddenOnCulturalPlanets',
  },
  'enforced-travel-ban': {
    rule: '58 movement, 101 wormholes',
    consultedBy: 'engine/tactical (movement)',
    query: 'wormholesIgnoredForMovement',
  },
  'executive-sanctions': {
    rule: '2.4 hand limit',
    consultedBy: 'engine/agenda (on enactment), engine/phases/status + hand-limit',
    query: 'actionCardHandLimit',
  },
  'fleet-regulations': {
    rule: '20 fleet pool',
    consultedBy: 'engine/agenda (on enactment), engine/economy/command-tokens, engine/phases/status',
    query: 'fleetPoolLimit',
  },
  'homeland-defense-act': {
    rule: '65 PDS per planet',
    consultedBy: 'engine/production, structure placement',
    query: 'pdsPerPlanetLimit',
  },
  'imperial-arbiter': {
    rule: '84 end of strategy phase',
    consultedBy: 'engine/phases/strategy (push agenda/imperial-arbiter in strategy/end)',
    query: 'lawOwner',
  },
  'minister-of-commerce': {
    rule: 'Trade: replenishing commodities',
    consultedBy: 'strategy card effects (Trade)',
    query: 'commerceBonus',
  },
  'minister-of-exploration': {
    rule: '25 gaining control',
    consultedBy: 'engine/invasion, exploration',
    query: 'explorationBonus',
  },
  'minister-of-industry': {
    rule: '67 production after a space dock is placed',
    consultedBy: 'engine/production, Construction',
    query: 'produceAfterSpaceDock',
  },
  'minister-of-peace': {
    rule: '89 after a system is activated',
    consultedBy: 'engine/agenda (law ability, window after-system-activated)',
    query: 'lawOwner',
  },
  'minister-of-policy': {
    rule: '81 end of the status phase',
    consultedBy: 'engine/agenda (agenda/begin)',
    query: 'lawOwner',
  },
  'minister-of-sciences': {
    rule: '90 research with Technology',
    consultedBy: 'strategy card effects (Technology)',
    query: 'freeTechnologyCardResearch',
  },
  'minister-of-war': {
    rule: '3 after an action',
    consultedBy: 'engine/agenda (law ability, window after-action)',
    query: 'lawOwner',
  },
  'nexus-sovereignty': {
    rule: '100 wormhole nexus',
    consultedBy: 'engine/tactical (movement)',
    query: 'wormholesIgnoredForMovement',
  },
  'political-censure': {
    rule: '2 playing action cards',
    consultedBy: 'engine/abilities (checkUse)',
    query: 'mayPlayActionCards',
  },
  'prophecy-of-ixth': {
    rule: '18 combat rolls, 67 production',
    consultedBy: 'engine/combat, engine/production',
    query: 'fighterCombatBonus',
  },
  'publicize-weapon-schematics': {
    rule: '87 sustain damage, 90 prerequisites',
    consultedBy: 'engine/combat, engine/economy/research',
    query: 'warSunsHaveSustainDamage, warSunPrerequisitesIgnored',
  },
  'regulated-conscription': {
    rule: '67 production (fighters, infantry)',
    consultedBy: 'engine/production',
    query: 'unitsPerCostForFightersAndInfantry',
  },
  'representative-government': { rule: '8.6 voting', consultedBy: 'engine/agenda', query: 'oneVotePerPlayer' },
  'search-warrant': {
    rule: '61 secret objectives hidden',
    consultedBy: 'engine/view',
    query: 'secretObjectivesRevealed',
  },
  'shared-research': {
    rule: '59 nebulae',
    consultedBy: 'engine/tactical (movement)',
    query: 'unitsMayMoveThroughNebulae',
  },
  'wormhole-reconstruction': {
    rule: '6.1 wormhole adjacency',
    consultedBy:
      'engine/tactical/adjacency-in-play.ts and movementAdjacency (movement, retreats, space cannon, neighbours, objectives)',
    query: 'lawAdjacencyOptions',
  },
} as const satisfies Record<LawId, { rule: string; consultedBy: string; query: string }>;

// ---- Enacting and discarding ------------------------------------------------------------------------------------

/** 7.3: the law becomes part of the game, in the common play area or the elected player's (target = seat). */
export function enactLaw(ctx: FlowCtx, id: AgendaId, target: string | null): void {
  const owner = AGENDAS[id].lawPlacement === 'elected-player' && target !== null ? Number(target) : null;
  ctx.state.laws.push({ id, electedTarget: target });
  emit(ctx, { type: 'law-enacted', agenda: id, owner, target });
}

/** What losing a law takes away from its owner or the table (Political Censure's point, a leaked objective). */
function loseLaw(ctx: FlowCtx, law: { id: string; electedTarget: string | null }): void {
  const { state } = ctx;
  if (law.id === 'political-censure' && law.electedTarget !== null) {
    const owner = state.players[Number(law.electedTarget)];
    const i = owner?.otherPoints.findIndex((p) => p.source === 'agenda:political-censure') ?? -1;
    if (owner && i >= 0) {
      owner.otherPoints.splice(i, 1);
      emit(ctx, { type: 'victory-point-gained', seat: owner.seat, source: 'agenda:political-censure', points: -1 });
    }
  }
  // Classified Document Leaks FAQ: the objective stops being public; those who scored it keep their points.
  if (law.id === 'classified-document-leaks' && law.electedTarget !== null) {
    const o = state.objectives;
    o.revealed = o.revealed.filter((id) => id !== law.electedTarget);
  }
}

/** Takes a law out of play without discarding it (a re-vote, 7.3), running what its loss causes. */
export function takeLawOutOfPlay(ctx: FlowCtx, id: string): boolean {
  const i = ctx.state.laws.findIndex((l) => l.id === id);
  if (i < 0) return false;
  const [law] = ctx.state.laws.splice(i, 1);
  loseLaw(ctx, law!);
  return true;
}

/** 7.5: a discarded law stops applying; its card goes on top of the agenda discard pile. */
export function discardLaw(ctx: FlowCtx, id: string): void {
  if (!takeLawOutOfPlay(ctx, id)) return;
  ctx.state.decks.agenda.discard.push(id);
  emit(ctx, { type: 'law-discarded', agenda: id });
}

export const lawName = (id: string): string => (isAgendaId(id) ? AGENDAS[id].name : id);
