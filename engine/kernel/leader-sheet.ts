// LRR 50 leader sheet, 51 leaders, 69/51.8 Alliance: which leaders a seat has, their public state (locked, unlocked,
// exhausted, purged) and who may use a leader's ability now — its owner, or for a commander also the holder of the
// owner's Alliance note face up in their play area while that commander is unlocked (or, for the Mahact, the owner's
// command token in their fleet pool: Imperia); for an agent also the Yssaril through Ssruu, whose card has the text of
// every other player's agent.
import type { GameState, LeaderStatus, Seat } from '../core/state';
import { FACTIONS } from '../data/factions';
import { isLeaderId, LEADERS, type LeaderId, type LeaderKind } from '../data/leaders';
import { emit, type FlowCtx } from './context';
import { readOnly } from './draft';

export type LeaderRole = LeaderKind;

const isFaction = (f: string): f is keyof typeof FACTIONS => Object.hasOwn(FACTIONS, f);

/** The three leaders on the seat's sheet (51.2), from its faction's sheet. */
export function leaderSlots(state: GameState, seat: Seat): Readonly<Record<LeaderRole, LeaderId>> | null {
  const faction = state.players[seat]?.faction;
  if (faction === undefined) return null;
  // The Keleres hero is the one of the home system they took (The Tribuni, engine/factions/keleres.ts).
  const hero = chosenHomeHero(state, faction);
  const key = hero === undefined ? faction : `${faction}:${hero}`;
  // The sheets are fixed data, read for every seat after every command (leader unlocks): worked out once each.
  let slots = SLOTS.get(key);
  if (slots === undefined) SLOTS.set(key, (slots = sheetOf(faction, hero)));
  return slots;
}

const SLOTS = new Map<string, Readonly<Record<LeaderRole, LeaderId>> | null>();

/** For a faction that chooses its home at setup, the hero of the home system on the board. */
function chosenHomeHero(state: GameState, faction: string): string | undefined {
  if (!isFaction(faction)) return undefined;
  const def = FACTIONS[faction] as { homeSystemOptions?: readonly { homeSystem: string; hero: string }[] };
  const options = def.homeSystemOptions;
  if (!options) return undefined;
  for (const sys of Object.values(state.board.systems)) {
    const o = options.find((x) => x.homeSystem === sys.tile);
    if (o) return o.hero;
  }
  return undefined;
}

function sheetOf(faction: string, hero: string | undefined): Readonly<Record<LeaderRole, LeaderId>> | null {
  if (!isFaction(faction)) return null;
  const l = FACTIONS[faction].leaders;
  const h = hero ?? l.hero;
  if (!isLeaderId(l.agent) || !isLeaderId(l.commander) || !isLeaderId(h)) return null;
  return Object.freeze({ agent: l.agent, commander: l.commander, hero: h });
}

/** The Company (51.1a): the extra agents beside the seat's sheet (the Nomad's Artuno and Thundarian), in order. */
export function extraAgents(state: GameState, seat: Seat): LeaderId[] {
  const extra = state.players[seat]?.extraAgents;
  return extra ? Object.keys(extra).filter(isLeaderId) : [];
}

/** The role the leader has on the seat's own sheet (an extra agent is an agent), or null when it is not theirs. */
export function roleOnSheet(state: GameState, seat: Seat, leader: string): LeaderRole | null {
  const slots = leaderSlots(state, seat);
  if (!slots) return null;
  for (const role of ['agent', 'commander', 'hero'] as const) if (slots[role] === leader) return role;
  return state.players[seat]?.extraAgents?.[leader] !== undefined ? 'agent' : null;
}

/** The public state of one of the seat's own leaders, or null when the seat has no such leader. */
export function leaderStatus(state: GameState, seat: Seat, leader: string): LeaderStatus | null {
  const p = state.players[seat];
  const extra = p?.extraAgents?.[leader];
  if (extra !== undefined) return extra;
  const role = roleOnSheet(state, seat, leader);
  return role && p ? p.leaders[role] : null;
}

/**
 * The card whose state pays for using a leader's ability (1.11, 51.4): the seat's own leader, or — for another
 * player's agent used through Ssruu — the seat's own agent on its sheet. Null when the seat has neither.
 */
export function payingCard(state: GameState, seat: Seat, leader: string, role: LeaderRole): string | null {
  if (roleOnSheet(state, seat, leader) === role) return leader;
  return leaderSlots(state, seat)?.[role] ?? null;
}

/** The state of the card that pays for using the leader (its own card, or Ssruu's for a copied agent). */
export function payingStatus(state: GameState, seat: Seat, leader: string, role: LeaderRole): LeaderStatus | null {
  const card = payingCard(state, seat, leader, role);
  return card === null ? null : leaderStatus(state, seat, card);
}

/** Sets one of the seat's own leaders' state: a leader on the sheet, or an extra agent beside it. */
export function setLeaderStatus(state: GameState, seat: Seat, leader: string, status: LeaderStatus): void {
  const p = state.players[seat];
  if (!p) return;
  if (p.extraAgents?.[leader] !== undefined) {
    p.extraAgents[leader] = status;
    return;
  }
  const role = roleOnSheet(state, seat, leader);
  if (role) p.leaders[role] = status;
}

/** Exhausts or purges the card that pays for using the leader (its own card, or Ssruu's for a copied agent). */
export function payLeader(state: GameState, seat: Seat, leader: string, role: LeaderRole, status: LeaderStatus): void {
  const card = payingCard(state, seat, leader, role);
  if (card !== null) setLeaderStatus(state, seat, card, status);
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
 * Imperia (the Mahact): the players whose command token is in the seat's fleet pool (Edict) and whose commander is
 * unlocked — the seat may use those commanders' abilities. 33.10f: an eliminated player's token and commander stay.
 */
export function imperiaPartners(state: GameState, seat: Seat): Seat[] {
  const p = state.players[seat];
  if (!p || p.eliminated || p.faction !== 'mahact') return [];
  return (p.fleetPoolTokens ?? []).filter((o) => o !== seat && state.players[o]?.leaders.commander === 'unlocked');
}

/**
 * 51.4, 51.6, 51.10: whether the seat may use this leader's ability now — its own leader, unlocked and ready (an
 * exhausted agent or a purged hero cannot), or another player's unlocked commander through their Alliance (51.8).
 * Public facts only: leader sheets and play areas are face up.
 */
export function mayUseLeader(from: GameState, seat: Seat, leader: string, role: LeaderRole): boolean {
  // Asked for every seat at windows and by effects after most commands: read without copying (kernel/draft.ts).
  const state = readOnly(from);
  const p = state.players[seat];
  if (!p || p.eliminated) return false;
  if (roleOnSheet(state, seat, leader) === role && leaderStatus(state, seat, leader) === 'unlocked') return true;
  if (role === 'agent') return ssruuCopies(state, seat, leader);
  if (role !== 'commander') return false;
  const sharing = (g: Seat) => roleOnSheet(state, g, leader) === role;
  return alliancePartners(state, seat).some(sharing) || imperiaPartners(state, seat).some(sharing);
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

/**
 * 51.4, 81.6: readies one of the seat's exhausted agents; trade goods lying on the card (Artuno the Betrayer) go to
 * the seat as it readies — from the card, not the supply.
 */
export function readyAgent(ctx: FlowCtx, seat: Seat, leader: string): void {
  const p = ctx.state.players[seat];
  if (!p || leaderStatus(ctx.state, seat, leader) !== 'exhausted') return;
  setLeaderStatus(ctx.state, seat, leader, 'unlocked');
  const lying = p.tradeGoodsOnLeaders?.[leader] ?? 0;
  if (lying <= 0 || !p.tradeGoodsOnLeaders) return;
  delete p.tradeGoodsOnLeaders[leader];
  if (Object.keys(p.tradeGoodsOnLeaders).length === 0) delete p.tradeGoodsOnLeaders;
  p.tradeGoods += lying;
  emit(ctx, { type: 'trade-goods-changed', seat, delta: lying, from: 'card' });
}

/** Every agent of the seat: the one on its sheet, then the extra agents beside it (The Company). */
export function agentsOf(state: GameState, seat: Seat): string[] {
  const sheet = leaderSlots(state, seat)?.agent;
  return [...(sheet === undefined ? [] : [sheet]), ...extraAgents(state, seat)];
}
