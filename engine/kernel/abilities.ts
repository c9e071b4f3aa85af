// LRR 1 abilities: what an ability is (source, timing window, costs 1.11, limits 1.18) and who holds it.
// Every card, technology, leader, faction ability and law that acts in the flow registers one AbilityDef.
import type { Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import type { FlowCtx } from './context';
import type { WindowId } from '../core/windows';
import { mayUseLeader } from './leader-sheet';
import { readOnly } from './draft';
import { planetOwner } from './planet-index';

export type AbilitySource =
  | { readonly kind: 'action-card'; readonly card: string }
  | { readonly kind: 'technology'; readonly technology: string }
  | { readonly kind: 'leader'; readonly leader: string; readonly role: 'agent' | 'commander' | 'hero' }
  | { readonly kind: 'faction'; readonly faction: string }
  | { readonly kind: 'promissory-note'; readonly note: string }
  | { readonly kind: 'relic'; readonly relic: string }
  /** 73.1: the fragments' own ability (purge three of a type for a relic), held while any fragment is. */
  | { readonly kind: 'relic-fragments' }
  /** 53.3: a legendary planet's ability card, held by whoever controls the planet. */
  | { readonly kind: 'legendary-planet'; readonly planet: string }
  | { readonly kind: 'law'; readonly agenda: string }
  /** 35.7: an exploration card kept faceup in the play area (Enigmatic Device), any copy of it. */
  | { readonly kind: 'exploration-card'; readonly card: string };

/** 1.11–1.12: costs are paid before the effect; an ability whose cost cannot be paid cannot be resolved. */
export type AbilityCost =
  | { readonly kind: 'exhaust-source' }
  | { readonly kind: 'purge-source' }
  | { readonly kind: 'trade-goods'; readonly amount: number }
  | { readonly kind: 'strategy-token' };

export type Targets = Readonly<Record<string, unknown>>;
export type Subject = Readonly<Record<string, unknown>>;

export interface AbilityDef {
  readonly id: string;
  readonly name: string;
  readonly source: AbilitySource;
  /** 'action' = a component action (1.5, 22). */
  readonly window: WindowId;
  readonly costs: readonly AbilityCost[];
  /**
   * 1.18: how often the seat may use it in one window, turn or round. Without one, an ability that answers a timing
   * event resolves once for each occurrence of it (engine/abilities/play.ts), unless it is `repeatable`.
   */
  readonly limit?: { readonly per: 'window' | 'turn' | 'round'; readonly times: number };
  /**
   * Why the seat may resolve it more than once in one occurrence of its timing event (each use spends a different
   * unit or planet): the 1.18 default of once per occurrence does not apply to it.
   */
  readonly repeatable?: string;
  /** Whether this seat is the kind of player the ability speaks of ("another player" ...), from public facts only. */
  eligible(state: GameState, seat: Seat, subject: Subject): boolean;
  /** Every legal target set (2.6a: an action card that cannot be resolved completely cannot be played). */
  targetOptions(state: GameState, seat: Seat, subject: Subject): { label: string; targets: Targets }[];
  check(state: GameState, seat: Seat, targets: Targets, subject: Subject): Result<void>;
  /** Applies the effect; may push steps and decisions (nested windows). */
  resolve(ctx: FlowCtx, seat: Seat, targets: Targets, subject: Subject, playId: number): void;
}

/**
 * 1.18: whether the seat used an ability limited once per round (`limit: { per: 'round' }`) in the current round —
 * the key engine/abilities/play.ts records; lasting "for the rest of this round" effects read it (the Letnev hero).
 */
export const usedThisRound = (state: GameState, ability: string, seat: Seat): boolean =>
  state.abilityUses.includes(`${ability}|${seat}|round:${state.round}`);

/** Action card copies are named 'card#n' in decks and hands; the card's identity is the part before '#'. */
export const actionCardOf = (copy: string): string => copy.split('#')[0] ?? copy;

/** Promissory notes are named 'note@owner seat' in hands and play areas; the note's identity is before '@'. */
export const promissoryNoteOf = (copy: string): string => copy.split('@')[0] ?? copy;

/** Public check: could this seat hold the ability? Hidden hands count only by size, so asking reveals nothing. */
export function mayHold(state: GameState, seat: Seat, def: AbilityDef): boolean {
  const p = readOnly(state).players[seat];
  if (!p || p.eliminated) return false;
  const s = def.source;
  switch (s.kind) {
    case 'action-card':
      return p.actionCards.length > 0;
    case 'promissory-note':
      return p.promissoryNotes.length > 0;
    default:
      return holds(state, seat, def);
  }
}

/** Private check with the seat's own hidden information. */
export function holds(from: GameState, seat: Seat, def: AbilityDef): boolean {
  // Asked for every seat at every window: a read-only scan, so the draft copies nothing (kernel/draft.ts).
  const state = readOnly(from);
  const p = state.players[seat];
  if (!p || p.eliminated) return false;
  const s = def.source;
  switch (s.kind) {
    case 'action-card':
      return p.actionCards.some((c) => actionCardOf(c) === s.card);
    case 'technology':
      return p.technologies.includes(s.technology);
    case 'leader':
      // 51.4–51.10, 51.8: the seat's own leader unlocked and ready, or a commander shared through an Alliance.
      return mayUseLeader(state, seat, s.leader, s.role);
    case 'faction':
      return p.faction === s.faction;
    case 'promissory-note':
      return p.promissoryNotes.some((n) => promissoryNoteOf(n) === s.note);
    case 'relic':
      return p.relics.includes(s.relic);
    case 'relic-fragments':
      return p.relicFragments.length > 0;
    case 'legendary-planet':
      // 53.2, 64.5: the ability card goes with control of the planet.
      return planetOwner(state, s.planet) === seat;
    case 'law':
      // 7.4: a law in a player's play area is owned by that player (its elected target is the seat).
      // Law's Order (the Keleres) blanks every law during its user's turn (engine/agenda/laws.ts).
      return (
        state.laws.some((l) => l.id === s.agenda && l.electedTarget === String(seat)) &&
        !(state.phase === 'action' && state.abilityUses.includes(`laws_order|blank|${state.activeSeat}`))
      );
    case 'exploration-card':
      return (p.explorationCards ?? []).some((c) => c.split('#')[0] === s.card);
  }
}
