// The hooks rule modules ask (engine/kernel/effects.ts): each names the rule it belongs to, what it is asked with,
// and how answers combine. A new effect answers existing hooks where it can; a new hook goes here, in its area.
import type { RuleViolation } from '../core/result';
import type { GameState, Seat } from '../core/state';
import type { Anomaly, UnitType, Wormhole } from '../data/types';
import type { UnitStats } from '../combat/unit-stats';
import type { Cost } from '../economy/spending';
import type { AdjacencyOptions } from '../galaxy/adjacency';
import type { GameEvent } from '../core/events';
import type { AbilitySource } from '../kernel/abilities';
import type { FlowCtx } from '../kernel/context';
import type { StepCall } from '../kernel/steps';
import type { TechColor } from '../data/types';
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
/** 37: the seat's non-fighter ships in a system are not limited by its fleet pool (the Letnev hero, for a round). */
export const SHIPS_NOT_LIMITED_BY_FLEET_POOL = defineHook<OfSeat, boolean>('ships-not-limited-by-fleet-pool', anyOf);
/** 84.2: steps that follow a player's choice of a strategy card (Checks and Balances gives it to another player). */
export const AFTER_STRATEGY_CARD_CHOSEN = defineHook<OfSeat & { readonly card: string }, StepCall[]>(
  'after-strategy-card-chosen',
  allOf,
);
/** 20.5: the seat has just spent a token from its strategy pool (the Muaat commander: 1 trade good). */
export const STRATEGY_TOKEN_SPENT = defineHook<{ readonly ctx: FlowCtx; readonly seat: Seat }, void>(
  'strategy-token-spent',
  triggers,
);
/** 84: steps at the end of the strategy phase, before the action phase (Imperial Arbiter's swap). */
export const END_OF_STRATEGY_PHASE = defineHook<AtState, StepCall[]>('end-of-strategy-phase', allOf);
/** 81: steps when the status phase ends (a Gift of Prescience goes back to the Naalu). */
export const END_OF_STATUS_PHASE = defineHook<AtState, StepCall[]>('end-of-status-phase', allOf);
/** 5: why the seat cannot activate the system, or null (Chaos Mapping: the Saar's asteroid fields). */
export const CANNOT_ACTIVATE_SYSTEM = defineHook<OfSeat & { readonly system: string }, RuleViolation | null>(
  'cannot-activate-system',
  firstOf,
);
/** 61.16: the seat scores public objectives without controlling its home planets (the Saar's Nomadic). */
export const SCORES_WITHOUT_HOME_PLANETS = defineHook<OfSeat, boolean>('scores-without-home-planets', anyOf);
/** 81: steps when the status phase starts, before objectives are scored (the Arborec's Mitosis). */
export const START_OF_STATUS_PHASE = defineHook<AtState, StepCall[]>('start-of-status-phase', allOf);
/** 8.6: every player casts exactly one vote, exhausting no planets (Representative Government). */
export const ONE_VOTE_PER_PLAYER = defineHook<AtState, boolean>('one-vote-per-player', anyOf);
/** 8.15: something that lets a player cast additional votes as they vote (named in the cast-votes command). */
export interface AdditionalVotes {
  readonly id: string;
  readonly name: string;
  readonly votes: number;
  /** Whether the seat may add these votes now (held, ready, not forbidden). */
  check(state: GameState, seat: Seat): RuleResult;
  /** After the votes are cast (the outcome they went to is known). */
  afterCast(ctx: FlowCtx, seat: Seat, outcome: string): void;
  /** Trade goods these votes cost (the Hacan commander); the sources cast together must not cost more than held. */
  readonly tradeGoods?: number;
}
type RuleResult = { readonly ok: true; readonly value: void } | { readonly ok: false; readonly error: RuleViolation };
/** 8.15: the sources of additional votes a seat has (Predictive Intelligence: 3). */
export const ADDITIONAL_VOTE_SOURCES = defineHook<OfSeat, AdditionalVotes[]>('additional-vote-sources', allOf);
/** 8.6: votes each planet the seat exhausts to vote gives beyond its influence (the Xxcha commander: 1). */
export const EXTRA_VOTES_PER_PLANET = defineHook<OfSeat, number>('extra-votes-per-planet', sumOf);
/** 8.16: no effect can keep the seat from voting (the Xxcha commander). */
export const VOTING_NOT_PREVENTED = defineHook<OfSeat, boolean>('voting-not-prevented', anyOf);
/** Trade: trade goods the seat gains right after replenishing commodities (Minister of Commerce: 1 per neighbour). */
export const TRADE_GOODS_AFTER_REPLENISHING = defineHook<OfSeat & { readonly neighbours: number }, number>(
  'trade-goods-after-replenishing',
  sumOf,
);

// ---- Adjacency and movement (LRR 6, 58, 101) ------------------------------------------------------------------

/** 60: two players are neighbours by an ability, whatever the board says (I.I.H.Q. Modernization). */
export const NEIGHBOURS_BY_ABILITY = defineHook<AtState & { readonly a: Seat; readonly b: Seat }, boolean>(
  'neighbours-by-ability',
  anyOf,
);
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
 * 58.6: other states a declared movement refused as it stands may be planned against: each is the board with the
 * seat's flagship already moved (the Hil Colish before the other ships), so a plan made on one has the flagship's
 * group travel first. `flagshipMoves`: the movement includes the seat's flagship.
 */
export const MOVEMENT_ORDERS = defineHook<OfSeat & { readonly flagshipMoves: boolean }, GameState[]>(
  'movement-orders',
  allOf,
);

// ---- Units (LRR 96, 67, 65) ----------------------------------------------------------------------------------------

/** 59.1: the seat's units may move through nebulae (Shared Research); asked by engine/tactical/anomalies.ts. */
export const MAY_MOVE_THROUGH_NEBULAE = defineHook<OfSeat, boolean>('may-move-through-nebulae', anyOf);
/** 87: war suns have no Sustain Damage (Publicize Weapon Schematics); asked by engine/combat/hits.ts. */
export const WAR_SUNS_LOSE_SUSTAIN_DAMAGE = defineHook<AtState, boolean>('war-suns-lose-sustain-damage', anyOf);

/** 96: mechs lose their printed abilities except Sustain Damage (Articles of War). */
export const MECH_ABILITIES_SUPPRESSED = defineHook<AtState, boolean>('mech-abilities-suppressed', anyOf);
/** The most PDS one planet may hold (2; Homeland Defense Act: no limit). */
export const PDS_PER_PLANET = defineHook<AtState, number>('pds-per-planet', maxOf(2));
/** 67.2: fighters or infantry one cost buys (2; Regulated Conscription: 1). */
export const FIGHTERS_AND_INFANTRY_PER_COST = defineHook<OfSeat, number>('fighters-and-infantry-per-cost', minOf(2));
/** 68.1: fighters and infantry of one production that do not count toward its limit (the Cabal commander: 2). */
export const PRODUCTION_LIMIT_EXEMPT = defineHook<OfSeat, number>('production-limit-exempt', maxOf(0));
/** 67: the seat may produce its flagship without spending resources (the Nomad commander). */
export const FLAGSHIP_WITHOUT_RESOURCES = defineHook<OfSeat, boolean>('flagship-without-resources', anyOf);
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
/**
 * Steps that follow the seat's production at once, before the capacity and fleet pool checks (the Saar commander
 * places produced fighters and infantry at other space docks). `placed`: where each produced unit type went.
 */
export const AFTER_UNITS_PLACED = defineHook<
  OfSeat & {
    readonly system: string;
    readonly placed: readonly { readonly unit: UnitType; readonly planet: string | null; readonly count: number }[];
    /** What let the seat produce ('tactical', 'warfare', ...), and whether its units' Production was used. */
    readonly source?: string;
    readonly usedProduction?: boolean;
  },
  StepCall[]
>('after-units-placed', allOf);

// ---- Invasion (LRR 15, 25) ---------------------------------------------------------------------------------------

/** 15: why Bombardment cannot be used against units on the planet (Conventions of War: cultural planets), or null. */
export const CANNOT_BOMBARD = defineHook<OfSeat & { readonly planet: string }, RuleViolation | null>(
  'cannot-bombard',
  firstOf,
);
/** 15.1f: Planetary Shield does not stop the seat's Bombardment (the L1Z1X commander, 2RAM). */
export const BOMBARDS_THROUGH_PLANETARY_SHIELD = defineHook<OfSeat, boolean>(
  'bombards-through-planetary-shield',
  anyOf,
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
/** 90.5: the seat has just gained a technology, however (I.I.H.Q. Modernization gives a planet card with it). */
export const TECHNOLOGY_GAINED = defineHook<
  { readonly ctx: FlowCtx; readonly seat: Seat; readonly technology: string },
  void
>('technology-gained', triggers);
export const DESTROY_SHIP_AFTER_RESEARCH = defineHook<OfSeat, boolean>('destroy-ship-after-research', anyOf);
/** Technology: the seat researches with the Technology card without spending resources (Minister of Sciences). */
export const FREE_TECHNOLOGY_CARD_RESEARCH = defineHook<OfSeat, boolean>('free-technology-card-research', anyOf);
/** 90.12: prerequisite symbols the seat has beyond its technologies (the Yin commander counts as 1 green). */
export const EXTRA_PREREQUISITES = defineHook<OfSeat, TechColor[]>('extra-prerequisites', allOf);

// ---- Tactical action (LRR 89, 58) --------------------------------------------------------------------------------

/** 58: a reason the seat cannot move units into the active system this tactical action (Ceasefire), or null. */
export const CANNOT_MOVE_INTO_ACTIVE_SYSTEM = defineHook<OfSeat, RuleViolation | null>(
  'cannot-move-into-active-system',
  firstOf,
);

/** 9.4: anomalies an effect makes of the system (the Cabal's Dimensional Tear: a gravity rift). */
export const SYSTEM_ANOMALIES = defineHook<AtState & { readonly system: string }, Anomaly[]>('system-anomalies', allOf);
/** 41.2: the seat's ships leave this gravity rift without rolling (the Cabal, from their own Dimensional Tear). */
export const LEAVE_RIFT_WITHOUT_ROLLING = defineHook<OfSeat & { readonly system: string }, boolean>(
  'leave-rift-without-rolling',
  anyOf,
);
/** 41.1: move added beyond the gravity rift's own +1 for each rift the seat's ships leave (Crucible: 1 more). */
export const GRAVITY_RIFT_EXTRA_MOVE = defineHook<OfSeat, number>('gravity-rift-extra-move', sumOf);
/**
 * 58.4b: a group of only these ship types may move through systems with other players' ships (Yssaril flagship);
 * `from`: where the group starts, when known (In the Silence of Space names a system).
 */
export const MOVES_THROUGH_SHIPS = defineHook<
  OfSeat & { readonly ships: readonly UnitType[]; readonly from?: string },
  boolean
>('moves-through-ships', anyOf);
/** 9: the seat's movement ignores every anomaly's effect (Nav Suite, for the movement step of this action). */
export const MOVEMENT_IGNORES_ANOMALIES = defineHook<OfSeat, boolean>('movement-ignores-anomalies', anyOf);
/** 16, 95: the seat's units of this type are transported without using capacity (the Argent mech). */
export const TRANSPORTED_WITHOUT_CAPACITY = defineHook<OfSeat & { readonly unit: UnitType }, boolean>(
  'transported-without-capacity',
  anyOf,
);
/** 5: a price the seat must pay to activate the system (another player's Keleres flagship: 2 influence), or null. */
export const ACTIVATION_TOLL = defineHook<
  OfSeat & { readonly system: string },
  {
    readonly cost: Cost;
    readonly ability: string;
    /** Whom it is paid to ('the Artemiris'), and why it is due ("Another player's Keleres flagship ... is there"). */
    readonly name: string;
    readonly why: string;
  } | null
>('activation-toll', firstOf);

// ---- Combat (LRR 18, 56, 78, 42, 87, 10, 77) ---------------------------------------------------------------------

/** Where a combat roll or a hit happens: the system, and the planet of a ground combat (null in space). */
export interface CombatPlace {
  readonly combat: 'space' | 'ground';
  readonly system: string;
  readonly planet: string | null;
}
/** A die as abilities read it: the unit that rolled it and its result before modifiers. */
export interface RolledDie {
  readonly unit: UnitType;
  readonly result: number;
}

/**
 * 56: added to each combat roll of the seat's units of a type (the Sardakk flagship, FRAGILE, Iconoclast). `opponent`
 * is null when not known yet (odds before a combat); `mechsOnPlanet` overrides the board's count (odds for ground
 * forces not landed yet).
 */
export const COMBAT_ROLL_MODIFIER = defineHook<
  OfSeat & {
    readonly place: CombatPlace;
    readonly unit: UnitType;
    readonly opponent: Seat | null;
    readonly mechsOnPlanet?: number;
  },
  number
>('combat-roll-modifier', sumOf);
/** 10, 15, 77: dice added to one unit of the seat rolling for a unit ability (the Argent commander: 1). */
export const UNIT_ABILITY_EXTRA_DICE = defineHook<OfSeat & { readonly roll: string }, number>(
  'unit-ability-extra-dice',
  sumOf,
);
/** 74: the ability by which the seat rerolls its missed dice of a unit-ability roll (the Jol-Nar commander), or null. */
export const UNIT_ABILITY_REROLL_MISSES = defineHook<OfSeat & { readonly roll: string }, string | null>(
  'unit-ability-reroll-misses',
  firstOf,
);
/** 18: combat dice added for `count` of the seat's units of a type (the Naaz-Rokha flagship: 1 per mech). */
export const EXTRA_COMBAT_DICE = defineHook<
  OfSeat & { readonly place: CombatPlace; readonly unit: UnitType; readonly count: number },
  number
>('extra-combat-dice', sumOf);
/** 18: the dice the seat's flagship rolls instead of its own (the Winnu flagship: one per enemy non-fighter ship). */
export const FLAGSHIP_COMBAT_DICE = defineHook<
  OfSeat & { readonly place: CombatPlace; readonly enemyNonFighterShips: number },
  number | null
>('flagship-combat-dice', firstOf);
/** 18: hits the seat's roll produces beyond its dice (the Jol-Nar flagship: 2 more for each 9 or 10 it rolls). */
export const EXTRA_COMBAT_HITS = defineHook<
  OfSeat & { readonly place: CombatPlace; readonly dice: readonly RolledDie[] },
  { readonly ability: string; readonly hits: number }[]
>('extra-combat-hits', allOf);
/** 78.6: unit types whose hits must go to non-fighter ships (the L1Z1X flagship and the dreadnoughts with it). */
export const HITS_ON_NON_FIGHTERS = defineHook<OfSeat & { readonly place: CombatPlace }, UnitType[]>(
  'hits-on-non-fighters',
  allOf,
);
/** 87: the seat's units of this type in the area cannot use Sustain Damage (the Mentak flagship and mech). */
export const CANNOT_SUSTAIN_DAMAGE = defineHook<
  OfSeat & { readonly area: { readonly system: string; readonly planet?: string }; readonly type: UnitType },
  boolean
>('cannot-sustain-damage', anyOf);
/** 77: `firer` cannot use Space Cannon against `target`'s units in the system (the Argent flagship). */
export const CANNOT_SPACE_CANNON_AGAINST = defineHook<
  AtState & { readonly system: string; readonly firer: Seat; readonly target: Seat },
  boolean
>('cannot-space-cannon-against', anyOf);
/** 10: `firer` cannot use Anti-Fighter Barrage against `target`'s units in the system (Iconoclast Ω). */
export const CANNOT_BARRAGE_AGAINST = defineHook<
  AtState & { readonly system: string; readonly firer: Seat; readonly target: Seat },
  boolean
>('cannot-barrage-against', anyOf);
/** 10: the opponent's units the seat's barrage dice also destroy (Strike Wing Alpha II: an infantry per 9 or 10). */
export const BARRAGE_ALSO_DESTROYS = defineHook<
  OfSeat & { readonly system: string; readonly dice: readonly RolledDie[] },
  { readonly ability: string; readonly unit: UnitType; readonly count: number }[]
>('barrage-also-destroys', allOf);
/** Steps that run right after a space combat roll (the Hacan flagship: trade goods raise dice). */
export const AFTER_COMBAT_ROLL = defineHook<AtState & { readonly place: CombatPlace }, StepCall[]>(
  'after-combat-roll',
  allOf,
);
/** Ground forces of the seat that fight a space combat as ships from its start, without a choice (Eidolons). */
export const FIGHT_AS_SHIPS_AT_START = defineHook<
  OfSeat & { readonly system: string },
  { readonly ability: string; readonly units: Readonly<Partial<Record<UnitType, number>>> }[]
>('fight-as-ships-at-start', allOf);
/** Steps that run at the start of a space combat, before Assault Cannon (the Alastor's pick). */
export const SPACE_COMBAT_START = defineHook<
  AtState & { readonly system: string; readonly attacker: Seat; readonly defender: Seat },
  StepCall[]
>('space-combat-start', allOf);
/** 51.6: a combat (space or ground) has just started (the Winnu commander unlocks on a combat at Mecatol Rex). */
export const COMBAT_STARTED = defineHook<
  { readonly ctx: FlowCtx; readonly place: CombatPlace; readonly attacker: Seat; readonly defender: Seat },
  void
>('combat-started', triggers);
/** For the odds: the seat's ground forces that would fight a space combat there as ships (Eidolons, the Alastor). */
export const MAY_FIGHT_AS_SHIPS = defineHook<
  OfSeat & { readonly system: string },
  Readonly<Partial<Record<UnitType, number>>>
>('may-fight-as-ships', sumCounts);
/** 18, 87: the attributes a unit type has while `asShips` of them fight as ships (the Z-Grav Eidolon), or null. */
export const COMBAT_UNIT_STATS = defineHook<
  OfSeat & { readonly type: UnitType; readonly asShips: number },
  UnitStats | null
>('combat-unit-stats', firstOf);

// ---- Invasion (LRR 49, 27) -----------------------------------------------------------------------------------------

/** 49.2: the seat may commit fighters to planets as ground forces (the Naalu Matriarch in the system). */
export const FIGHTERS_LAND = defineHook<OfSeat & { readonly system: string }, boolean>('fighters-land', anyOf);
/** 27.2: the influence the seat pays to remove the custodians token (6; the Winnu's Blood Ties: 0). */
export const CUSTODIANS_INFLUENCE = defineHook<OfSeat, number>('custodians-influence', minOf(6));
/** 49.2: a price the seat pays to commit ground forces to the planet (another player's Keleres mech), or null. */
export const LANDING_TOLL = defineHook<
  OfSeat & { readonly system: string; readonly planet: string },
  { readonly cost: Cost; readonly name: string } | null
>('landing-toll', firstOf);
/** 15: Bombardment the seat's units of a type have in the system beyond their own (Blitz: non-fighter ships, 6). */
export const GRANTED_BOMBARDMENT = defineHook<
  OfSeat & { readonly system: string; readonly type: UnitType },
  { readonly hitsOn: number; readonly dice: number } | null
>('granted-bombardment', firstOf);
/** 15, 56: added to each Bombardment die rolled against the planet (Bunker: -4 against its player's planets). */
export const BOMBARDMENT_MODIFIER_AGAINST = defineHook<AtState & { readonly planet: string }, number>(
  'bombardment-modifier-against',
  sumOf,
);
/** 65, 77: the seat's PDS in the system have neither Planetary Shield nor Space Cannon (Disable, this invasion). */
export const PDS_DISABLED = defineHook<OfSeat & { readonly system: string }, boolean>('pds-disabled', anyOf);

// ---- Relics and legendary planets (LRR 73, 53, 25) ---------------------------------------------------------------

/** 25: after the seat gained control of a planet (`from`: its former controller), e.g. Shard of the Throne moves. */
export const PLANET_CONTROL_GAINED = defineHook<
  { readonly ctx: FlowCtx; readonly seat: Seat; readonly planet: string; readonly from: Seat | null },
  void
>('planet-control-gained', triggers);
/** 61: secret objectives, scored and unscored, the seat may have beyond the usual 3 (The Obsidian: 1). */
export const SECRET_OBJECTIVE_LIMIT_BONUS = defineHook<OfSeat, number>('secret-objective-limit-bonus', sumOf);
/** 21: added to the seat's commodity value (Dynamis Core: 2). */
export const COMMODITY_VALUE_BONUS = defineHook<OfSeat, number>('commodity-value-bonus', sumOf);

/** Unit counts combined: added up by type. */
function sumCounts(
  answers: readonly Readonly<Partial<Record<UnitType, number>>>[],
): Readonly<Partial<Record<UnitType, number>>> {
  const out: Partial<Record<UnitType, number>> = {};
  for (const a of answers) for (const [t, n] of Object.entries(a) as [UnitType, number][]) out[t] = (out[t] ?? 0) + n;
  return out;
}

/** Adjacency options combined: lists joined, per-system wormholes merged. */
function mergeAdjacency(answers: readonly AdjacencyOptions[]): AdjacencyOptions {
  const out: {
    ignoreWormholes?: Wormhole[];
    ignoreWormholesIn?: Record<string, Wormhole[]>;
    linkedWormholes?: (readonly Wormhole[])[];
    extraWormholes?: Record<string, Wormhole[]>;
    adjacentToAllWormholes?: string[];
    linkedSystems?: Record<string, string[]>;
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
    if (a.linkedSystems)
      for (const [k, ks] of Object.entries(a.linkedSystems))
        (out.linkedSystems ??= {})[k] = [...new Set([...(out.linkedSystems?.[k] ?? []), ...ks])];
  }
  return out;
}

// ---- Faction fleet pool rules (LRR 37) -----------------------------------------------------------------------------

/** 37: non-fighter ships the seat may have in each system beyond its fleet pool tokens (Armada: 2). */
export const FLEET_POOL_SHIPS_BONUS = defineHook<OfSeat, number>('fleet-pool-ships-bonus', sumOf);
/** 37: the seat's fighters beyond capacity count as half a ship each against its fleet pool (Hybrid Crystal Fighter II). */
export const FIGHTERS_COUNT_HALF = defineHook<OfSeat, boolean>('fighters-count-half', anyOf);

// ---- Activation (LRR 5) --------------------------------------------------------------------------------------------

/** 5: steps that must happen right after the seat activates the system (Neuroglaive), before the window opens. */
export const AFTER_SYSTEM_ACTIVATED = defineHook<OfSeat & { readonly system: string }, StepCall[]>(
  'after-system-activated',
  allOf,
);

// ---- Invasion (LRR 49, 77.6) ---------------------------------------------------------------------------------------

/**
 * 49.2: steps that run as the commit ground forces step begins, before the active player commits from the space area
 * (the Sardakk commander commits ground forces from planets). Asked whether or not ground forces are in space.
 */
export const BEFORE_COMMIT_GROUND_FORCES = defineHook<OfSeat & { readonly system: string }, StepCall[]>(
  'before-commit-ground-forces',
  allOf,
);

/** 77.6: `firer` cannot use Space Cannon against `target`'s units during an invasion of the planet (L4 Disruptors). */
export const CANNOT_SPACE_CANNON_DEFENSE_AGAINST = defineHook<
  AtState & { readonly system: string; readonly planet: string; readonly firer: Seat; readonly target: Seat },
  boolean
>('cannot-space-cannon-defense-against', anyOf);

// ---- Faction rules for strategy cards and transactions (LRR 92, 94) ----------------------------------------------

/** 20.5: the seat resolves this strategy card's secondary without spending a token (Masters of Trade: Trade). */
export const SECONDARY_WITHOUT_TOKEN = defineHook<OfSeat & { readonly card: string }, boolean>(
  'secondary-without-token',
  anyOf,
);
/** 91.3: the seat may resolve this strategy card's primary in place of its secondary (Brilliant: Technology). */
export const SECONDARY_AS_PRIMARY = defineHook<OfSeat & { readonly card: string }, boolean>(
  'secondary-as-primary',
  anyOf,
);
/** 94.1: the seat may transact with players who are not their neighbours (Guild Ships). */
export const TRANSACTS_WITH_ANYONE = defineHook<OfSeat, boolean>('transacts-with-anyone', anyOf);
/** 94.3: action cards may be part of the seat's transactions (Arbiters). */
export const TRADES_ACTION_CARDS = defineHook<OfSeat, boolean>('trades-action-cards', anyOf);

// ---- Status phase (LRR 81) -----------------------------------------------------------------------------------------

/** 81.5: command tokens the seat gains in the status phase beyond the usual 2 (Versatile: 1). */
export const STATUS_TOKENS_BONUS = defineHook<OfSeat, number>('status-tokens-bonus', sumOf);

// ---- Destroyed units (LRR 31) --------------------------------------------------------------------------------------

/** 31: steps that follow the destruction of units (the Mentak hero rebuilds ships destroyed in its space combat). */
export const AFTER_UNITS_DESTROYED = defineHook<
  OfSeat & { readonly system: string; readonly planet: string | null; readonly unit: UnitType; readonly count: number },
  StepCall[]
>('after-units-destroyed', allOf);

/** 86.1: the seat's ships may move through supernovas (Gashlai Physiology), not end their move in one. */
export const MAY_MOVE_THROUGH_SUPERNOVAS = defineHook<OfSeat, boolean>('may-move-through-supernovas', anyOf);
/** 8.16: the seat cannot vote on agendas at all (the Nekro's Galactic Threat); VOTING_NOT_PREVENTED overrides it. */
export const CANNOT_VOTE = defineHook<OfSeat, boolean>('cannot-vote', anyOf);
/** 8.2 ii: the seat votes before everyone else (the Argent's Zeal). */
export const VOTES_FIRST = defineHook<OfSeat, boolean>('votes-first', anyOf);
/** 8.15: votes added whenever the seat casts 1 or more (the Argent's Zeal: 1 per player in the game). */
export const EXTRA_VOTES_WHEN_CASTING = defineHook<OfSeat, number>('extra-votes-when-casting', sumOf);
/** 2.4: the seat has no action card hand limit, whatever else says so (the Yssaril's Crafty). */
export const NO_ACTION_CARD_HAND_LIMIT = defineHook<OfSeat, boolean>('no-action-card-hand-limit', anyOf);
/** 2: action cards the seat draws beyond those an effect draws (the Yssaril's Scheming: 1). */
export const EXTRA_ACTION_CARDS_DRAWN = defineHook<OfSeat, number>('extra-action-cards-drawn', sumOf);
/** 2: steps after the seat drew action cards (the Yssaril's Scheming: discard 1). */
export const AFTER_ACTION_CARDS_DRAWN = defineHook<OfSeat & { readonly count: number }, StepCall[]>(
  'after-action-cards-drawn',
  allOf,
);

// ---- The Empyrean (LRR 59, 58.4b, 58, 94, 8.15) --------------------------------------------------------------------

/** 59: nebulae do not affect the seat's movement — entering, passing, the move of 1 (the Empyrean's Voidborn). */
export const NEBULAE_IGNORED_IN_MOVEMENT = defineHook<OfSeat, boolean>('nebulae-ignored-in-movement', anyOf);
/** 58.4b: the seat's ships may move through systems holding `owner`'s ships (the Empyrean's Aetherpassage). */
export const MAY_PASS_SHIPS_OF = defineHook<OfSeat & { readonly owner: Seat }, boolean>('may-pass-ships-of', anyOf);
/** 58: steps after the seat moved ships into the active system, before the window that follows (Voidwatch). */
export const AFTER_SHIPS_MOVED_INTO = defineHook<OfSeat & { readonly system: string }, StepCall[]>(
  'after-ships-moved-into',
  allOf,
);
/** 94, 21.5: `from` has just given `to` commodities in a transaction (Dark Pact). */
export const COMMODITIES_GIVEN = defineHook<
  { readonly ctx: FlowCtx; readonly from: Seat; readonly to: Seat; readonly count: number },
  void
>('commodities-given', triggers);
/** 8.7: the seat has just cast votes for an outcome (Blood Pact adds votes when two players agree). */
export const VOTES_CAST = defineHook<{ readonly ctx: FlowCtx; readonly seat: Seat; readonly outcome: string }, void>(
  'votes-cast',
  triggers,
);

// ---- Events anywhere in the flow (LRR 1.19) ------------------------------------------------------------------------

/**
 * 1.19: steps answering "after" moments that may happen anywhere in the flow (a neighbour gains trade goods or resolves
 * a transaction: Pillage; a space combat ends: Salvage Operations). Asked with the events not yet offered whenever the
 * flow settles on a decision (engine/flow/event-responses.ts); the answers run before that decision. `state` is the
 * draft's read-only peek: a provider reads it, never writes it or hands out an object from it.
 */
export const AFTER_EVENTS = defineHook<AtState & { readonly events: readonly GameEvent[] }, StepCall[]>(
  'after-events',
  allOf,
);

// ---- Supernovas (LRR 86, 68) ---------------------------------------------------------------------------------------

/** 86.1: the seat's ships may move into a supernova and end their move there (Magmus Reactor Ω). */
export const MAY_MOVE_INTO_SUPERNOVAS = defineHook<OfSeat, boolean>('may-move-into-supernovas', anyOf);
/** 68.1: the production value each supernova holding the seat's units has for them (Magmus Reactor Ω: 5), or 0. */
export const SUPERNOVA_PRODUCTION = defineHook<OfSeat, number>('supernova-production', maxOf(0));
/**
 * 10.2a: steps for the seat's anti-fighter barrage hits beyond the opponent's fighters, which otherwise do nothing
 * (the Argent's Raid Formation damages ships that have Sustain Damage).
 */
export const AFTER_BARRAGE_EXCESS_HITS = defineHook<
  OfSeat & { readonly system: string; readonly opponent: Seat; readonly excess: number },
  StepCall[]
>('after-barrage-excess-hits', allOf);
/** 77: Space Cannon a planet the seat controls has as if it were a unit of theirs (Custodia Vigilia on Mecatol Rex). */
export const PLANET_SPACE_CANNON = defineHook<
  OfSeat & { readonly system: string; readonly planet: string },
  { readonly hitsOn: number; readonly dice: number }[]
>('planet-space-cannon', allOf);
/** 68: Production a planet has as if it were a unit of the seat's (Aerie Hololattice: 1 where they have a structure). */
export const PLANET_PRODUCTION = defineHook<OfSeat & { readonly system: string; readonly planet: string }, number>(
  'planet-production',
  maxOf(0),
);
/** 58.4b: the seat's ships cannot move through the system (another player's Aerie Hololattice, with structures there). */
export const CANNOT_MOVE_THROUGH = defineHook<OfSeat & { readonly system: string }, boolean>(
  'cannot-move-through',
  anyOf,
);

// ---- Exploration (LRR 35) ------------------------------------------------------------------------------------------

/** 35.7: cards drawn beyond the one when the seat explores the planet; one is resolved, the rest discarded (the
 *  Naaz-Rokha's Distant Suns: 1 where they have a mech). */
export const EXTRA_EXPLORATION_CARDS = defineHook<
  OfSeat & { readonly system: string; readonly planet: string },
  number
>('extra-exploration-cards', sumOf);

// ---- Strategy pool tokens (LRR 20.5) -------------------------------------------------------------------------------

/** 20.5: the seat pays the token a secondary ability costs from its reinforcements, not its strategy pool (the
 *  Naaz-Rokha hero, Hesh and Prit, while its secondaries resolve). */
export const STRATEGY_TOKEN_FROM_REINFORCEMENTS = defineHook<OfSeat, boolean>(
  'strategy-token-from-reinforcements',
  anyOf,
);

// ---- Adjacency of one ship (LRR 6, 58.4f) ---------------------------------------------------------------------------

/** 6, 58.4f: systems a ship of this type, moving without other ships, treats as adjacent to itself wherever it is
 *  (the Nomad's Memoria I/II: every system holding their mechs). */
export const SHIP_EXTRA_ADJACENCY = defineHook<OfSeat & { readonly unit: UnitType }, string[]>(
  'ship-extra-adjacency',
  allOf,
);

// ---- Agenda outcomes (LRR 8.18) ------------------------------------------------------------------------------------

/** 8.18: steps run once an outcome and the predictions on it have resolved (the Nomad's Future Sight). */
export const AFTER_OUTCOME_RESOLVED = defineHook<AtState, StepCall[]>('after-outcome-resolved', allOf);

// ---- Command tokens and movement of one ship (LRR 58.4c, 95.3) -----------------------------------------------------

/** 58.4c, 95.3: a ship of this type moving with no other ship but the fighters it carries may leave, and its load be
 *  picked up in, systems holding the seat's command tokens (the Nomad hero, Ahk-Syl Siven, for the round). */
export const LONE_SHIP_IGNORES_OWN_TOKENS = defineHook<OfSeat & { readonly unit: UnitType }, boolean>(
  'lone-ship-ignores-own-tokens',
  anyOf,
);

/** 5.2: the seat may activate a system that already holds its own command token (the Mahact commander, Il Na Viroset). */
export const MAY_ACTIVATE_OWN_TOKEN_SYSTEM = defineHook<OfSeat & { readonly system: string }, boolean>(
  'may-activate-own-token-system',
  anyOf,
);
// ---- Council Keleres (Codex III) -----------------------------------------------------------------------------------

/** 8.2: steps once every player has voted on the agenda, before the votes are tallied (Odlynn Myrr's reward). */
export const AFTER_VOTING = defineHook<AtState, StepCall[]>('after-voting', allOf);
/** 84: steps as the strategy phase starts, before its window opens (the Keleres' Council Patronage). */
export const START_OF_STRATEGY_PHASE = defineHook<AtState, StepCall[]>('start-of-strategy-phase', allOf);
