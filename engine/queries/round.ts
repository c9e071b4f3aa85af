// What the game page's round panels show beside the view: orders of play (48, 80), the agenda's outcomes and tally
// (8.2, 8.8–8.11), law owners (7.4), and for the viewer each objective with the engine's reason it cannot be scored
// (61). Only engine queries — no rule is decided here; everything is computed from the stored state for one seat.
import { AGENDAS } from '../data/agendas';
import { FACTIONS } from '../data/factions';
import { OBJECTIVES } from '../data/objectives';
import { PLANETS } from '../data/planets';
import { NOTHING_PAID, suggestedPayments } from '../objectives/costs';
import { TECHNOLOGIES } from '../data/technologies';
import { checkScore } from '../objectives/scoring';
import { currentOutcomes, lawOwner, tally, votingOrder } from '../agenda';
import { initiativeOf, initiativeOrder, speakerOrder } from '../core/order';
import { isWorking } from '../content/ledger';
import { missingPrerequisites, researchChoices } from '../economy/research';
import { readyPlanets } from '../economy/planets';
import { usableAdditionalVotes, votesFrom } from '../agenda/voting';
import type { GameState, Seat } from '../core/state';

type ObjectiveId = keyof typeof OBJECTIVES;
type AgendaId = keyof typeof AGENDAS;
const objectiveDef = (id: string) => (Object.hasOwn(OBJECTIVES, id) ? OBJECTIVES[id as ObjectiveId] : undefined);
const agendaDef = (id: string) => (Object.hasOwn(AGENDAS, id) ? AGENDAS[id as AgendaId] : undefined);
const planetName = (id: string) => (Object.hasOwn(PLANETS, id) ? PLANETS[id as keyof typeof PLANETS].name : id);

export interface ObjectiveStatus {
  readonly id: string;
  readonly name: string;
  readonly condition: string;
  readonly points: number;
  readonly kind: 'public' | 'secret';
  /** The phase it is scored in (61.5). */
  readonly phase: string;
  /** For the viewer: already scored by them. */
  readonly scored: boolean;
  /** Why the viewer could not score it in its phase right now (the engine's rule and words); null: they could. */
  readonly blocked: { readonly rule: string; readonly message: string } | null;
}

export interface AgendaInfo {
  /** The agenda card revealed (Covert Legislation shows as itself to everyone but the speaker). */
  readonly agenda: string;
  readonly outcomes: readonly { readonly id: string; readonly label: string }[];
  readonly tally: Readonly<Record<string, number>>;
  readonly votingOrder: readonly Seat[];
}

export interface LawInfo {
  readonly id: string;
  readonly name: string;
  /** 7.4: the player whose play area holds it; null for laws in the common play area. */
  readonly owner: Seat | null;
  /** What the law was elected on (a player, planet, …), as words. */
  readonly target: string | null;
}

/** 90: a technology the viewer does not own yet — researchable now (and with which skips), or what it lacks. */
export interface TechStatus {
  readonly id: string;
  readonly name: string;
  readonly color: string | null;
  /** 90.8: prerequisites by colour. */
  readonly prerequisites: Readonly<Record<string, number>>;
  readonly researchable: boolean;
  /** Planet names whose technology specialty would be used to skip prerequisites (90.9). */
  readonly skips: readonly string[];
  /** Prerequisites still missing, by colour (empty when researchable). */
  readonly missing: Readonly<Record<string, number>>;
  /** Whether the engine plays this technology yet (docs/content.md); the form marks it "not working yet". */
  readonly working: boolean;
}

export interface RoundInfo {
  readonly initiativeOrder: readonly Seat[];
  /**
   * Each seat's initiative number by seat (48.1: its lowest strategy card; 48.3: 0 with the Naalu "0" token), null
   * while it holds no strategy card. The page shows these beside the order rather than recomputing them.
   */
  readonly initiatives: readonly (number | null)[];
  readonly speakerOrder: readonly Seat[];
  readonly agenda: AgendaInfo | null;
  readonly laws: readonly LawInfo[];
  /** Empty for spectators. */
  readonly objectives: readonly ObjectiveStatus[];
  /** The viewer's readied planets that give votes (8.6), with their influence. */
  readonly votePlanets: readonly { readonly id: string; readonly name: string; readonly influence: number }[];
  /** 8.15: sources of additional votes the viewer could add now (Predictive Intelligence), with how many each gives. */
  readonly voteSources: readonly { readonly id: string; readonly name: string; readonly votes: number }[];
  /** Technologies the viewer could still gain (generic ones and their faction's own); empty for spectators. */
  readonly research: readonly TechStatus[];
}

/** The reason the seat could not score `id` in its own phase now, trying the payments the engine would suggest. */
function blockedReason(
  state: GameState,
  seat: Seat,
  id: string,
  phase: 'status' | 'action' | 'agenda',
): ObjectiveStatus['blocked'] {
  const def = objectiveDef(id);
  if (!def) return { rule: 'input', message: 'Unknown objective.' };
  const payments = suggestedPayments(state, seat, def.requirement);
  let first: ObjectiveStatus['blocked'] = null;
  for (const { payment } of payments.length > 0 ? payments : [{ payment: NOTHING_PAID }]) {
    const r = checkScore(state, seat, id, payment, phase);
    if (r.ok) return null;
    first ??= { rule: r.error.rule, message: r.error.message };
  }
  return first;
}

function objectiveStatuses(state: GameState, seat: Seat): ObjectiveStatus[] {
  const player = state.players[seat];
  if (!player) return [];
  const entry = (id: string, kind: 'public' | 'secret', scored: boolean): ObjectiveStatus[] => {
    const def = objectiveDef(id);
    if (!def) return [];
    return [
      {
        id,
        name: def.name,
        condition: def.condition,
        points: def.points,
        kind,
        phase: def.phase,
        scored,
        blocked: scored ? null : blockedReason(state, seat, id, def.phase),
      },
    ];
  };
  return [
    ...state.objectives.revealed.flatMap((id) =>
      entry(id, 'public', state.objectives.scoredBy[id]?.includes(seat) ?? false),
    ),
    ...player.secretObjectives.flatMap((s) => entry(s.id, 'secret', s.scored)),
  ];
}

type TechId = keyof typeof TECHNOLOGIES;

function researchStatuses(state: GameState, seat: Seat): TechStatus[] {
  const player = state.players[seat];
  if (!player) return [];
  const ready = new Map(researchChoices(state, seat).map((r) => [r.technology, r.specialties]));
  const faction = Object.hasOwn(FACTIONS, player.faction) ? player.faction : null;
  return (Object.keys(TECHNOLOGIES) as TechId[]).flatMap((id) => {
    const def = TECHNOLOGIES[id] as {
      name: string;
      color: string | null;
      prerequisites: Record<string, number>;
      faction: string | null;
    };
    if (player.technologies.includes(id) || (def.faction !== null && def.faction !== faction)) return [];
    const skips = ready.get(id);
    const missing = skips
      ? {}
      : Object.fromEntries(
          Object.entries(missingPrerequisites(id, player.technologies, state, seat)).filter(([, n]) => n > 0),
        );
    return [
      {
        id,
        name: def.name,
        color: def.color,
        prerequisites: def.prerequisites,
        researchable: skips !== undefined,
        skips: (skips ?? []).map(planetName),
        missing,
        working: isWorking('technologies', id),
      },
    ];
  });
}

function targetLabel(state: GameState, target: string | null): string | null {
  if (target === null) return null;
  if (/^\d$/.test(target)) return state.players[Number(target)]?.name ?? target;
  return objectiveDef(target)?.name ?? agendaDef(target)?.name ?? planetName(target);
}

export function roundInfo(state: GameState, seat: Seat | null): RoundInfo {
  const current = state.agenda?.current ?? null;
  return {
    initiativeOrder: initiativeOrder(state),
    initiatives: state.players.map((p) => (p.strategyCards.length > 0 ? initiativeOf(p) : null)),
    speakerOrder: speakerOrder(state),
    agenda: current
      ? {
          agenda: current.agenda,
          outcomes: currentOutcomes(state, current),
          tally: tally(current),
          votingOrder: votingOrder(state),
        }
      : null,
    laws: state.laws.map((l) => ({
      id: l.id,
      name: agendaDef(l.id)?.name ?? l.id,
      owner: Object.hasOwn(AGENDAS, l.id) ? lawOwner(state, l.id as AgendaId) : null,
      target: targetLabel(state, l.electedTarget),
    })),
    objectives: seat === null ? [] : objectiveStatuses(state, seat),
    votePlanets:
      seat === null
        ? []
        : readyPlanets(state, seat)
            .map((p) => ({ id: p.id, name: planetName(p.id), influence: votesFrom(state, [p.id], seat) }))
            .filter((p) => p.influence > 0),
    voteSources: seat === null ? [] : usableAdditionalVotes(state, seat),
    research: seat === null ? [] : researchStatuses(state, seat),
  };
}
