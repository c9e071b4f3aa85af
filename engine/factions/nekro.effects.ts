// The Nekro Virus, where the rules hand over to them — LRR 78 space combat, 96 faction units: at the start of a space
// combat in the system of their flagship (The Alastor), its owner picks ground forces in the space area to fight as
// ships (engine/factions/nekro.ts); the odds count all of them until the pick is made. Technological Singularity: after
// an opponent's unit is destroyed during a combat, the Nekro may gain one of their technologies
// (engine/factions/nekro-singularity.ts), unless that opponent shows the Nekro's Antivirus.
import type { GameState, Seat } from '../core/state';
import type { UnitType } from '../data/types';
import { TECHNOLOGIES, technology, type TechnologyId } from '../data/technologies';
import { UNITS, UNIT_IDS } from '../data/units';
import type { CombatRecord } from '../combat/combat-record';
import {
  AFTER_UNITS_DESTROYED,
  CANNOT_VOTE,
  COMBAT_ROLL_MODIFIER,
  MAY_FIGHT_AS_SHIPS,
  SPACE_COMBAT_START,
} from '../effects/hooks';
import { defineProvider, type Ask } from '../kernel/effects';
import { flagshipIn, mechAbilityOf } from './units';

/** The ground forces in the space area that may fight as ships (the Alastor never makes structures into ships). */
export const GROUND_IN_SPACE = ['infantry', 'mech'] as const satisfies readonly UnitType[];

export type Picked = Partial<Record<(typeof GROUND_IN_SPACE)[number], number>>;

/** The seat's ground forces in the space area, when its Alastor is in the combat's system. */
export function alastorCandidates(state: GameState, system: string, seat: Seat): Picked {
  if (!flagshipIn(state, system, seat, 'nekro_flagship')) return {};
  const stack = state.board.systems[system]?.space[String(seat)];
  const out: Picked = {};
  for (const t of GROUND_IN_SPACE) if ((stack?.counts[t] ?? 0) > 0) out[t] = stack!.counts[t]!;
  return out;
}

/** The combat under way (engine/combat/combat-record.ts keeps it under 'combat'; read here without importing it). */
const currentCombat = (state: GameState): CombatRecord | undefined =>
  state.tactical?.notes.combat as CombatRecord | undefined;
const opponentIn = (c: CombatRecord, seat: Seat): Seat => (seat === c.attacker ? c.defender : c.attacker);

/** The tactical action's note listing the combats in which the Nekro already gained a technology (once per combat). */
export const SINGULARITY_USED = 'nekro-singularity';

/** One name per combat of a tactical action: its space combat, and each planet's ground combat. */
export const combatKey = (c: CombatRecord): string => `${c.combat}:${c.planet ?? ''}`;

function usedIn(state: GameState, c: CombatRecord): boolean {
  const used = state.tactical?.notes[SINGULARITY_USED];
  return Array.isArray(used) && used.includes(combatKey(c));
}

/** Whether the seat holds the Nekro's Antivirus face up in their play area. */
export function shieldedByAntivirus(state: GameState, seat: Seat, nekro: Seat): boolean {
  // `note@owner` is a note copy's name (engine/transactions/notes.ts).
  return state.players[seat]?.promissoryInPlay.includes(`antivirus@${nekro}`) ?? false;
}

// ---- Valefar Assimilators (engine/factions/nekro-valefar.ts) ------------------------------------------------------

export type AssimilatorToken = 'x' | 'y';
export const ASSIMILATOR_TOKENS = ['x', 'y'] as const satisfies readonly AssimilatorToken[];
export const VALEFAR_CARD = { x: 'vax', y: 'vay' } as const satisfies Record<AssimilatorToken, string>;

/** Where an assimilator token lies: on `technology`, owned by `owner`. Kept in the Nekro's otherTokens. */
export interface Assimilated {
  readonly token: AssimilatorToken;
  readonly owner: Seat;
  readonly technology: string;
}

/** `valefar-x@2:sdn2`: the X token on seat 2's Super-Dreadnought II. */
export const assimilatedName = (a: Assimilated): string => `valefar-${a.token}@${a.owner}:${a.technology}`;

function parseAssimilated(name: string): Assimilated | null {
  const m = /^valefar-([xy])@(\d+):(.+)$/.exec(name);
  return m ? { token: m[1] as AssimilatorToken, owner: Number(m[2]), technology: m[3]! } : null;
}

/** The seat's assimilator tokens lying on technologies. */
export const assimilated = (state: GameState, nekro: Seat): Assimilated[] =>
  (state.players[nekro]?.otherTokens ?? []).map(parseAssimilated).filter((a): a is Assimilated => a !== null);

/** Whether 1 or more of the seat's technologies carry an assimilator token (the Mordred's +2). */
export const carriesAssimilatorToken = (state: GameState, seat: Seat): boolean =>
  state.players.some((p) => p.seat !== seat && assimilated(state, p.seat).some((a) => a.owner === seat));

/**
 * The Mordred (the Nekro mech): +2 to its combat rolls against an opponent one of whose technologies carries an
 * assimilator token (0 otherwise, or while mech abilities are suppressed); the odds add it too.
 */
export const mordredBonus = (state: GameState, seat: Seat, unit: UnitType, opponent: Seat | null, ask: Ask): number =>
  unit === 'mech' &&
  opponent !== null &&
  mechAbilityOf(state, seat, 'nekro_mech', ask) &&
  carriesAssimilatorToken(state, opponent)
    ? 2
    : 0;

/**
 * The Valefar Assimilators the seat has: the Nekro's faction sheet comes with both (they cannot research, and 90.16
 * speaks of "its two Valefar Assimilator faction technologies"); a player who owns the card has it too.
 */
export const hasValefar = (state: GameState, seat: Seat, token: AssimilatorToken): boolean => {
  const p = state.players[seat];
  return !!p && !p.eliminated && (p.faction === 'nekro' || p.technologies.includes(VALEFAR_CARD[token]));
};

/** 90.16: the opponent's technologies the Nekro could gain — those with no faction that they do not own yet. */
export function gainableTechnologies(state: GameState, nekro: Seat, opponent: Seat): string[] {
  const owned = state.players[nekro]?.technologies ?? [];
  return (state.players[opponent]?.technologies ?? []).filter(
    (t) => technology(t)?.faction === null && !owned.includes(t),
  );
}

/** The unit type a unit upgrade technology upgrades (null for other technologies). */
export function upgradedType(tech: string): UnitType | null {
  const u = UNIT_IDS.find((id) => UNITS[id].requires === tech && UNITS[id].upgradesFrom !== null);
  return u ? UNITS[u].type : null;
}

/**
 * Valefar Assimilator X and Y: the opponent's faction technologies a token could go on, with the token — not one
 * that already carries a token, nor one the Nekro owns. 90.21: a unit upgrade of a type the Nekro already copied
 * must take that upgrade's token; otherwise a free token is used, X first.
 */
export function assimilable(state: GameState, nekro: Seat, opponent: Seat): Assimilated[] {
  const placed = assimilated(state, nekro);
  const owned = state.players[nekro]?.technologies ?? [];
  const free = ASSIMILATOR_TOKENS.filter((t) => hasValefar(state, nekro, t) && !placed.some((a) => a.token === t));
  const out: Assimilated[] = [];
  for (const technology of state.players[opponent]?.technologies ?? []) {
    const def = technology in TECHNOLOGIES ? TECHNOLOGIES[technology as TechnologyId] : undefined;
    if (!def || def.faction === null || def.faction === 'nekro' || owned.includes(technology)) continue;
    if (placed.some((a) => a.owner === opponent && a.technology === technology)) continue;
    const type = upgradedType(technology);
    const same = type ? placed.find((a) => upgradedType(a.technology) === type) : undefined;
    const token = same?.token ?? free[0];
    if (token) out.push({ token, owner: opponent, technology });
  }
  return out;
}

/** The combat in which the Nekro may use Technological Singularity against `opponent` now, if any. */
export function singularityCombat(state: GameState, nekro: Seat, opponent: Seat): CombatRecord | undefined {
  const c = currentCombat(state);
  const p = state.players[nekro];
  if (!c || p?.faction !== 'nekro' || p.eliminated) return undefined;
  if (![c.attacker, c.defender].includes(nekro) || opponentIn(c, nekro) !== opponent) return undefined;
  if (usedIn(state, c) || shieldedByAntivirus(state, opponent, nekro)) return undefined;
  return gainableTechnologies(state, nekro, opponent).length > 0 || assimilable(state, nekro, opponent).length > 0
    ? c
    : undefined;
}

export const NEKRO_EFFECTS = defineProvider('faction:nekro', [
  // The defender's pick is pushed first, so the attacker (on top) picks first.
  SPACE_COMBAT_START.answer(({ state, system, attacker, defender }) =>
    [defender, attacker]
      .filter((seat) => Object.keys(alastorCandidates(state, system, seat)).length > 0)
      .map((seat) => ({ step: 'combat/alastor', args: { seat, system } })),
  ),
  MAY_FIGHT_AS_SHIPS.answer(({ state, seat, system }) => alastorCandidates(state, system, seat)),
  // Technological Singularity: a unit of the Nekro's opponent destroyed in the combat's area while it is under way.
  // Galactic Threat: the Nekro cannot vote on agendas (engine/factions/nekro-galactic-threat.ts predicts instead).
  CANNOT_VOTE.answer(({ state, seat }) => state.players[seat]?.faction === 'nekro'),
  COMBAT_ROLL_MODIFIER.answer(({ state, seat, unit, opponent }, ask) => mordredBonus(state, seat, unit, opponent, ask)),
  AFTER_UNITS_DESTROYED.answer(({ state, seat, system, planet }) => {
    const c = currentCombat(state);
    if (!c || c.system !== system || (c.planet !== null && c.planet !== planet)) return [];
    if (![c.attacker, c.defender].includes(seat)) return [];
    const nekro = opponentIn(c, seat);
    return singularityCombat(state, nekro, seat)
      ? [{ step: 'nekro/singularity', args: { seat: nekro, opponent: seat } }]
      : [];
  }),
]);
