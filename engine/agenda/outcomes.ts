// LRR 8.8–8.11 the outcomes players may vote for: For/Against, or an eligible player, planet, law, scored secret
// objective or strategy card; 8.22a predictions name one of these. Outcome ids: 'for', 'against', a seat number,
// or the id of the planet, law, objective or strategy card (the kinds never mix within one agenda).
import { offBoardPlanetName } from '../economy/planet-cards';
import type { GameState } from '../core/state';
import { AGENDAS, isAgendaId, type AgendaDef, type AgendaElection } from '../data/agendas';
import { OBJECTIVES, isObjectiveId } from '../data/objectives';
import { PLANETS, isPlanetId } from '../data/planets';
import { STRATEGY_CARDS, STRATEGY_CARD_IDS } from '../data/strategy-cards';
import { lawName } from './laws';
import type { CurrentAgenda } from '../core/agenda-state';

export interface Outcome {
  readonly id: string;
  readonly label: string;
}

export const MECATOL_REX = 'mr';

export const agendaDef = (id: string): AgendaDef | undefined => (isAgendaId(id) ? AGENDAS[id] : undefined);
export const agendaName = (id: string): string => agendaDef(id)?.name ?? id;

/** Covert Legislation: players vote on the outcomes of the hidden agenda instead. */
export const effectiveAgenda = (current: CurrentAgenda): string => current.hidden ?? current.agenda;

export const planetName = (id: string): string => (isPlanetId(id) ? PLANETS[id].name : (offBoardPlanetName(id) ?? id));

/** Planets controlled by some player (8.11), in board order. */
function controlledPlanetIds(state: GameState, keep: (id: string) => boolean): string[] {
  const out: string[] = [];
  for (const sys of Object.values(state.board.systems)) {
    for (const [id, planet] of Object.entries(sys.planets)) if (planet.owner !== null && keep(id)) out.push(id);
  }
  return out;
}

const isHomePlanet = (id: string): boolean => isPlanetId(id) && PLANETS[id].homeOf !== null;

export function scoredSecretObjectives(state: GameState): string[] {
  return state.players.flatMap((p) => p.secretObjectives.filter((s) => s.scored).map((s) => s.id));
}

/** Every outcome of an election kind, from public information only. */
export function outcomesFor(state: GameState, election: AgendaElection): Outcome[] {
  switch (election) {
    case 'for-against':
      return [
        { id: 'for', label: 'For' },
        { id: 'against', label: 'Against' },
      ];
    case 'player':
      // 8.10: a player may vote for themselves.
      return state.players.filter((p) => !p.eliminated).map((p) => ({ id: String(p.seat), label: p.name }));
    case 'planet':
      return controlledPlanetIds(state, () => true).map((id) => ({ id, label: planetName(id) }));
    case 'non-home-planet-other-than-mecatol-rex':
      return controlledPlanetIds(state, (id) => id !== MECATOL_REX && !isHomePlanet(id)).map((id) => ({
        id,
        label: planetName(id),
      }));
    case 'law':
      return state.laws.map((l) => ({ id: l.id, label: lawName(l.id) }));
    case 'scored-secret-objective':
      return scoredSecretObjectives(state).map((id) => ({ id, label: isObjectiveId(id) ? OBJECTIVES[id].name : id }));
    case 'strategy-card':
      return STRATEGY_CARD_IDS.map((id) => ({ id, label: STRATEGY_CARDS[id].name }));
    case 'hidden-agenda':
      return [];
  }
}

/** The outcomes players vote on for the agenda under way. */
export function currentOutcomes(state: GameState, current: CurrentAgenda): Outcome[] {
  const def = agendaDef(effectiveAgenda(current));
  return def ? outcomesFor(state, def.election) : [];
}

export const isOutcome = (state: GameState, current: CurrentAgenda, outcome: string): boolean =>
  currentOutcomes(state, current).some((o) => o.id === outcome);

export function outcomeLabel(state: GameState, current: CurrentAgenda, outcome: string): string {
  return currentOutcomes(state, current).find((o) => o.id === outcome)?.label ?? outcome;
}

/** 7.3, 8.20: a law stays in play when an election or "For" outcome of it is resolved; otherwise it is discarded. */
export function staysInPlay(agenda: string, outcome: string): boolean {
  const def = agendaDef(agenda);
  if (!def || def.type !== 'law') return false;
  return def.election !== 'for-against' || outcome === 'for';
}
