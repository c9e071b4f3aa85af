// LRR 50 leader sheet, 51 leaders, 69/51.8 Alliance: which leaders a seat has, their public state (locked, unlocked,
// exhausted, purged) and who may use a leader's ability now — its owner, or for a commander also the holder of the
// owner's Alliance note face up in their play area while that commander is unlocked; for an agent also the Yssaril
// through Ssruu, whose card has the text of every other player's agent.
import type { GameState, LeaderStatus, Seat } from '../core/state';
import { FACTIONS } from '../data/factions';
import { isLeaderId, LEADERS, type LeaderId, type LeaderKind } from '../data/leaders';

export type LeaderRole = LeaderKind;

const isFaction = (f: string): f is keyof typeof FACTIONS => Object.hasOwn(FACTIONS, f);

/** The three leaders on the seat's sheet (51.2), from its faction's sheet. */
export function leaderSlots(state: GameState, seat: Seat): Readonly<Record<LeaderRole, LeaderId>> | null {
  const faction = state.players[seat]?.faction;
  if (faction === undefined) return null;
  // The sheets are fixed data, read for every seat after every command (leader unlocks): worked out once each.
  let slots = SLOTS.get(faction);
  if (slots === undefined) SLOTS.set(faction, (slots = sheetOf(faction)));
  return slots;
}

const SLOTS = new Map<string, Readonly<Record<LeaderRole, LeaderId>> | null>();

function sheetOf(faction: string): Readonly<Record<LeaderRole, LeaderId>> | null {
  if (!isFaction(faction)) return null;
  const l = FACTIONS[faction].leaders;
  if (!isLeaderId(l.agent) || !isLeaderId(l.commander) || !isLeaderId(l.hero)) return null;
  return Object.freeze({ agent: l.agent, commander: l.commander, hero: l.hero });
}

/** The role the leader has on the seat's own sheet, or null when it is not theirs. */
export function roleOnSheet(state: GameState, seat: Seat, leader: string): LeaderRole | null {
  const slots = leaderSlots(state, seat);
  if (!slots) return null;
  for (const role of ['agent', 'commander', 'hero'] as const) if (slots[role] === leader) return role;
  return null;
}

/** The public state of one of the seat's own leaders, or null when the seat has no such leader. */
export function leaderStatus(state: GameState, seat: Seat, leader: string): LeaderStatus | null {
  const role = roleOnSheet(state, seat, leader);
  const p = state.players[seat];
  return role && p ? p.leaders[role] : null;
}

/** The seat that owns a leader in this game (whose faction's sheet holds it), if any. */
export function ownerOfLeader(state: GameState, leader: string): Seat | null {
  for (const p of state.players) if (!p.eliminated && roleOnSheet(state, p.seat, leader)) return p.seat;
  return null;
}

/**
 * 51.8: the players whose Alliance note sits face up in the seat's play area ('an@owner', engine/transactions) and
 * whose commander is unlocked — the seat may use those commanders' abilities.
 */
export function alliancePartners(state: GameState, seat: Seat): Seat[] {
  const out: Seat[] = [];
  for (const copy of state.players[seat]?.promissoryInPlay ?? []) {
    const [note, owner] = copy.split('@');
    const giver = Number(owner);
    if (note !== 'an' || !Number.isInteger(giver) || giver === seat) continue;
    const p = state.players[giver];
    if (p && !p.eliminated && p.leaders.commander === 'unlocked') out.push(giver);
  }
  return out;
}

/**
 * 51.4, 51.6, 51.10: whether the seat may use this leader's ability now — its own leader, unlocked and ready (an
 * exhausted agent or a purged hero cannot), or another player's unlocked commander through their Alliance (51.8).
 * Public facts only: leader sheets and play areas are face up.
 */
export function mayUseLeader(state: GameState, seat: Seat, leader: string, role: LeaderRole): boolean {
  const p = state.players[seat];
  if (!p || p.eliminated) return false;
  if (roleOnSheet(state, seat, leader) === role && p.leaders[role] === 'unlocked') return true;
  if (role === 'agent') return ssruuCopies(state, seat, leader);
  return role === 'commander' && alliancePartners(state, seat).some((g) => roleOnSheet(state, g, leader) === role);
}

/** The Yssaril agent, whose card has the text of every other player's agent. */
export const SSRUU = 'yssarilagent';

/**
 * Ssruu: while ready, its seat has the ability of every other player's agent, exhausted or not — using one exhausts
 * Ssruu, since paying an agent's cost exhausts the user's own agent (engine/abilities/play.ts).
 */
function ssruuCopies(state: GameState, seat: Seat, leader: string): boolean {
  if (leader === SSRUU || state.players[seat]?.leaders.agent !== 'unlocked') return false;
  if (roleOnSheet(state, seat, SSRUU) !== 'agent') return false;
  return state.players.some((o) => o.seat !== seat && !o.eliminated && roleOnSheet(state, o.seat, leader) === 'agent');
}

/** A commander's lasting effect applies to the seat: its own unlocked commander, or one shared by an Alliance. */
export const commanderActive = (state: GameState, seat: Seat, leader: LeaderId): boolean =>
  LEADERS[leader].kind === 'commander' && mayUseLeader(state, seat, leader, 'commander');
