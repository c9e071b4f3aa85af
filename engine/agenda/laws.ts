// LRR 7.2–7.6 laws: which are in play, who owns them (7.4), enacting and discarding them (7.5). The rules each law
// changes are answers to effects hooks (law-effects.ts); rule modules ask the hooks, never this module.
import type { GameState, Seat } from '../core/state';
import { AGENDAS, isAgendaId, type AgendaId } from '../data/agendas';
import { emit, type FlowCtx } from '../kernel/context';

export const lawInPlay = (state: GameState, id: AgendaId): boolean => state.laws.some((l) => l.id === id);

/** 7.4: the owner of a law in a player's play area; null for laws in the common play area or not in play. */
export function lawOwner(state: GameState, id: AgendaId): Seat | null {
  const law = state.laws.find((l) => l.id === id);
  if (!law || !isAgendaId(law.id) || AGENDAS[law.id].lawPlacement !== 'elected-player' || law.electedTarget === null)
    return null;
  return Number(law.electedTarget);
}

export const ownsLaw = (state: GameState, seat: Seat, id: AgendaId): boolean => lawOwner(state, id) === seat;

/** The mark Law's Order (the Keleres, engine/factions/keleres.ts) leaves in abilityUses for the turn it lasts. */
export const lawsBlankMark = (seat: Seat): string => `laws_order|blank|${seat}`;

/** Law's Order: during the turn of the player who used it, every law counts as blank (it stays in play). */
export const lawsBlank = (state: GameState): boolean =>
  state.phase === 'action' && state.activeSeat !== null && state.abilityUses.includes(lawsBlankMark(state.activeSeat));

/** A law in play whose text applies now (not blanked by Law's Order). */
export const lawInEffect = (state: GameState, id: AgendaId): boolean => lawInPlay(state, id) && !lawsBlank(state);

/** The seat owns a law whose text applies now (7.4; not blanked by Law's Order). */
export const ownsLawInEffect = (state: GameState, seat: Seat, id: AgendaId): boolean =>
  ownsLaw(state, seat, id) && !lawsBlank(state);

export const lawTarget = (state: GameState, id: AgendaId): string | null =>
  state.laws.find((l) => l.id === id)?.electedTarget ?? null;

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
