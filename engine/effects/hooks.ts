// The hooks rule modules ask (engine/kernel/effects.ts): each names the rule it belongs to, what it is asked with,
// and how answers combine. A new effect answers existing hooks where it can; a new hook goes here, in its area.
import type { RuleViolation } from '../core/result';
import type { GameState, Seat } from '../core/state';
import type { UnitType, Wormhole } from '../data/types';
import type { AdjacencyOptions } from '../galaxy/adjacency';
import type { AbilitySource } from '../kernel/abilities';
import type { FlowCtx } from '../kernel/context';
import { allOf, anyOf, defineHook, firstOf, maxOf, minOf, sumOf, triggers } from '../kernel/effects';

interface AtState {
  readonly state: GameState;
}
interface OfSeat extends AtState {
  readonly seat: Seat;
}

// ---- Abilities and cards (LRR 1, 2, 61) ------------------------------------------------------------------------

/** 1.6: a reason the seat cannot use an ability of this source now (Political Censure, Political Secret), or null. */
export const CANNOT_USE_ABILITY = defineHook<OfSeat & { readonly source: AbilitySource }, RuleViolation | null>(
  'cannot-use-ability',
  firstOf,
);
/** 2.4: the most action cards a hand may hold (7; Executive Sanctions: 3). */
export const ACTION_CARD_HAND_LIMIT = defineHook<OfSeat, number>('action-card-hand-limit', minOf(7));
/** 61: the seat plays with their secret objectives face up (Search Warrant). */
export const SECRET_OBJECTIVES_FACE_UP = defineHook<OfSeat, boolean>('secret-objectives-face-up', anyOf);

// ---- Command tokens, strategy cards, agenda (LRR 20, 84, 8) ------------------------------------------------------

/** 20: the most tokens a fleet pool may hold (no limit; Fleet Regulations: 4). */
export const FLEET_POOL_LIMIT = defineHook<AtState, number>('fleet-pool-limit', minOf(Number.POSITIVE_INFINITY));
/** 84: a strategy card chosen is given to another player (Checks and Balances). */
export const STRATEGY_CARDS_GIVEN = defineHook<AtState, boolean>('strategy-cards-given', anyOf);
/** 8.6: every player casts exactly one vote, exhausting no planets (Representative Government). */
export const ONE_VOTE_PER_PLAYER = defineHook<AtState, boolean>('one-vote-per-player', anyOf);
/** Trade: trade goods the seat gains right after replenishing commodities (Minister of Commerce: 1 per neighbour). */
export const TRADE_GOODS_AFTER_REPLENISHING = defineHook<OfSeat & { readonly neighbours: number }, number>(
  'trade-goods-after-replenishing',
  sumOf,
);

// ---- Adjacency and movement (LRR 6, 58, 101) ------------------------------------------------------------------

/**
 * 6.1: adjacency "for all purposes" — wormholes linked or added (Wormhole Reconstruction, the Hil Colish's delta
 * wormhole; with `seat`, as that player sees it: the Creuss' Quantum Entanglement). Answers merge.
 */
export const ADJACENCY = defineHook<AtState & { readonly seat?: Seat }, AdjacencyOptions>('adjacency', mergeAdjacency);
/** 58: wormholes that create no adjacency for the seat's movement (Enforced Travel Ban; Nexus Sovereignty). */
export const MOVEMENT_WORMHOLES_CLOSED = defineHook<OfSeat, AdjacencyOptions>(
  'movement-wormholes-closed',
  mergeAdjacency,
);
/** 58: the seat's movement ignores effects that close wormholes (Quantum Entanglement cannot be stopped). */
export const WORMHOLES_ALWAYS_OPEN = defineHook<OfSeat, boolean>('wormholes-always-open', anyOf);
/** 57: move added to the seat's ships of a type starting in `from` (Slipstream). */
export const MOVE_BONUS = defineHook<OfSeat & { readonly type: UnitType; readonly from: string }, number>(
  'move-bonus',
  sumOf,
);
/**
 * 58.6: other states a declared movement refused as it stands may be planned against (the Hil Colish moving before
 * the other ships). `flagshipMoves`: the movement includes the seat's flagship.
 */
export const MOVEMENT_ORDERS = defineHook<OfSeat & { readonly flagshipMoves: boolean }, GameState[]>(
  'movement-orders',
  allOf,
);

// ---- Units (LRR 96, 67, 65) ----------------------------------------------------------------------------------------

// Answered by laws, but no rule module asks them yet (the rules they change are not enforced yet).
/** 59: the seat's units may move through nebulae (Shared Research). Not asked yet. */
export const MAY_MOVE_THROUGH_NEBULAE = defineHook<OfSeat, boolean>('may-move-through-nebulae', anyOf);
/** 87: war suns have no Sustain Damage (Publicize Weapon Schematics). Not asked yet. */
export const WAR_SUNS_LOSE_SUSTAIN_DAMAGE = defineHook<AtState, boolean>('war-suns-lose-sustain-damage', anyOf);
/** 18: added to the combat rolls of the seat's fighters (Prophecy of Ixth: +1). Not asked yet. */
export const FIGHTER_COMBAT_BONUS = defineHook<OfSeat, number>('fighter-combat-bonus', sumOf);

/** 96: mechs lose their printed abilities except Sustain Damage (Articles of War). */
export const MECH_ABILITIES_SUPPRESSED = defineHook<AtState, boolean>('mech-abilities-suppressed', anyOf);
/** The most PDS one planet may hold (2; Homeland Defense Act: no limit). */
export const PDS_PER_PLANET = defineHook<AtState, number>('pds-per-planet', maxOf(2));
/** 67.2: fighters or infantry one cost buys (2; Regulated Conscription: 1). */
export const FIGHTERS_AND_INFANTRY_PER_COST = defineHook<OfSeat, number>('fighters-and-infantry-per-cost', minOf(2));
/** After a space dock is placed, the seat's units in its system may use Production (Minister of Industry). */
export const PRODUCE_AFTER_SPACE_DOCK = defineHook<OfSeat, boolean>('produce-after-space-dock', anyOf);
/** After the seat produced units (Prophecy of Ixth is lost without 2 fighters produced with Production). */
export const UNITS_PRODUCED = defineHook<
  {
    readonly ctx: FlowCtx;
    readonly seat: Seat;
    readonly units: Readonly<Partial<Record<UnitType, number>>>;
    readonly usedProduction: boolean;
  },
  void
>('units-produced', triggers);

// ---- Invasion (LRR 15, 25) ---------------------------------------------------------------------------------------

/** 15: why Bombardment cannot be used against units on the planet (Conventions of War: cultural planets), or null. */
export const CANNOT_BOMBARD = defineHook<OfSeat & { readonly planet: string }, RuleViolation | null>(
  'cannot-bombard',
  firstOf,
);
/** 25: trade goods the seat gains on gaining control of a planet (Minister of Exploration, Scavenge). */
export const TRADE_GOODS_ON_GAINING_PLANET = defineHook<OfSeat, number>('trade-goods-on-gaining-planet', sumOf);

// ---- Research (LRR 90) ---------------------------------------------------------------------------------------------

/** 90.5: nobody (or, with `seat`, that seat) needs prerequisites for this technology (Publicize Weapon Schematics). */
export const PREREQUISITES_IGNORED = defineHook<
  AtState & { readonly technology: string; readonly seat?: Seat },
  boolean
>('prerequisites-ignored', anyOf);
/** 90: after researching, the seat destroys 1 of their non-fighter ships (Anti-Intellectual Revolution). */
export const DESTROY_SHIP_AFTER_RESEARCH = defineHook<OfSeat, boolean>('destroy-ship-after-research', anyOf);
/** Technology: the seat researches with the Technology card without spending resources (Minister of Sciences). */
export const FREE_TECHNOLOGY_CARD_RESEARCH = defineHook<OfSeat, boolean>('free-technology-card-research', anyOf);

// ---- Tactical action (LRR 89, 58) --------------------------------------------------------------------------------

/** 58: a reason the seat cannot move units into the active system this tactical action (Ceasefire), or null. */
export const CANNOT_MOVE_INTO_ACTIVE_SYSTEM = defineHook<OfSeat, RuleViolation | null>(
  'cannot-move-into-active-system',
  firstOf,
);

/** Adjacency options combined: lists joined, per-system wormholes merged. */
function mergeAdjacency(answers: readonly AdjacencyOptions[]): AdjacencyOptions {
  const out: {
    ignoreWormholes?: Wormhole[];
    ignoreWormholesIn?: Record<string, Wormhole[]>;
    linkedWormholes?: (readonly Wormhole[])[];
    extraWormholes?: Record<string, Wormhole[]>;
    adjacentToAllWormholes?: string[];
  } = {};
  const perSystem = (into: Record<string, Wormhole[]>, from: Readonly<Record<string, readonly Wormhole[]>>) => {
    for (const [k, ws] of Object.entries(from)) into[k] = [...new Set([...(into[k] ?? []), ...ws])];
  };
  for (const a of answers) {
    if (a.ignoreWormholes) out.ignoreWormholes = [...new Set([...(out.ignoreWormholes ?? []), ...a.ignoreWormholes])];
    if (a.ignoreWormholesIn) perSystem((out.ignoreWormholesIn ??= {}), a.ignoreWormholesIn);
    if (a.linkedWormholes) out.linkedWormholes = [...(out.linkedWormholes ?? []), ...a.linkedWormholes];
    if (a.extraWormholes) perSystem((out.extraWormholes ??= {}), a.extraWormholes);
    if (a.adjacentToAllWormholes)
      out.adjacentToAllWormholes = [...new Set([...(out.adjacentToAllWormholes ?? []), ...a.adjacentToAllWormholes])];
  }
  return out;
}
