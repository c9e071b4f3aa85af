// The game state (plain JSON): board, players, decks, objectives, and the stack of what the game waits for.
// LRR 40 (game round), 19/20 (command sheet, tokens), 83 (strategy cards), 61 (objectives).
import type { UnitType } from '../data/types';
import type { Seat } from './seat';
import type { GeneratorKind, RngState } from './rng';
import type { Frame } from './frames';
import type { AgendaPhaseState } from './agenda-state';
import type { TransactionsState } from './transactions-state';
import type { EventRecord } from './record-state';

export const SCHEMA_VERSION = 1 as const;

export type { Seat } from './seat';

export const PHASES = ['setup', 'strategy', 'action', 'status', 'agenda', 'ended'] as const;
export type Phase = (typeof PHASES)[number];

export const PLAYER_COLORS = ['red', 'blue', 'green', 'yellow', 'purple', 'black', 'orange', 'pink'] as const;
export type PlayerColor = (typeof PLAYER_COLORS)[number];

export const GALAXY_LAYOUTS = [
  '3p',
  '4p',
  '5p',
  '5p-hyperlanes',
  '6p',
  '6p-large',
  '7p',
  '7p-alternate',
  '8p',
  '8p-alternate',
] as const;
export type GalaxyLayout = (typeof GALAXY_LAYOUTS)[number];

export interface SeatConfig {
  readonly name: string;
  readonly faction: string;
  readonly color: PlayerColor;
}

/**
 * Everything needed to create a game; with the command log it reproduces the game exactly. The seed (and so the whole
 * config) stays on the server: `view` shows the rest (engine/view.ts).
 */
/**
 * Components a game was created without because they did not work yet (engine/content/in-play.ts), by class. The
 * config keeps them so that replaying a game deals the decks it was dealt, whatever works by the time it is replayed.
 * Ids are card ids (not copies): every copy of a listed card is left out.
 */
export interface NotDealt {
  readonly actionCards: readonly string[];
  readonly agendas: readonly string[];
  readonly objectives: readonly string[];
  readonly relics: readonly string[];
  readonly exploration: readonly string[];
  readonly promissoryNotes: readonly string[];
}

export interface GameConfig {
  readonly seed: string;
  /**
   * The generator the seed keys (engine/core/rng.ts). createGame records it; games stored before it was recorded
   * have none and use sfc32 (`storedConfig` in engine/replay.ts fills it in from the state).
   */
  readonly generator?: GeneratorKind;
  /**
   * What createGame left out of the decks. Games stored before it was recorded have none and were dealt every
   * printed card (`storedConfig` in engine/replay.ts fills that in).
   */
  readonly notDealt?: NotDealt;
  readonly victoryPoints: 10 | 14;
  readonly layout: GalaxyLayout;
  /** Community map string (tiles ring by ring); when absent, the tile-placement procedure builds the board. */
  readonly mapString?: string;
  /** The map string is the layout's board with tiles the players placed (setup 6): the layout's notes still apply. */
  readonly placedOnLayout?: boolean;
  readonly seats: readonly SeatConfig[];
  /** Seat that holds the speaker token; when absent, chosen at random (setup step 1). */
  readonly speaker?: Seat;
  /**
   * House rule, off unless the host chose it: the custodians token starts off Mecatol Rex, so nobody gains its
   * point (27.4) and every round has an agenda phase from the first (40.1). Not a rule of the game.
   */
  readonly custodiansRemoved?: boolean;
  /**
   * House rule for a player who concedes (engine/phases/concede.ts), chosen in the lobby: 'remove' takes their units
   * and tokens off the board; 'neutral' leaves their units as obstacles that belong to nobody at the table. Absent
   * (games created before it): 'remove'.
   */
  readonly concede?: ConcedeRule;
}

/** What becomes of a conceding player's units (GameConfig.concede). */
export const CONCEDE_RULES = ['remove', 'neutral'] as const;
export type ConcedeRule = (typeof CONCEDE_RULES)[number];

/** Units of one player in one place: how many of each type, and how many of those are damaged (87). */
export interface UnitStack {
  counts: Partial<Record<UnitType, number>>;
  damaged: Partial<Record<UnitType, number>>;
}

export interface PlanetState {
  /** Seat that controls the planet (25), or null. */
  owner: Seat | null;
  exhausted: boolean;
  /** Ground forces and structures by owning seat (seat number as key). */
  units: Record<string, UnitStack>;
  /** Attachment tokens by id (12). */
  attachments: string[];
  /** 53.2b: the planet's legendary ability card is exhausted; it stays so whoever gains control (absent: ready). */
  legendaryExhausted?: boolean;
  /** A Titans of Ul sleeper token lies on the planet (Terragenesis, Awaken; engine/factions/titans-sleepers.ts; absent: none). */
  sleeper?: boolean;
}

export interface SystemState {
  /** Tile id as in `engine/data/systems`, e.g. '18', '83A'. */
  tile: string;
  /** Hyperlane rotation in 60° clockwise steps (44). */
  rotation: number;
  /** Ships (and transported ground forces/fighters) in the space area by seat. */
  space: Record<string, UnitStack>;
  planets: Record<string, PlanetState>;
  /** Seats whose command token is in this system (20.4). */
  commandTokens: Seat[];
  frontier: boolean;
  /** Wormhole tokens placed by abilities (e.g. Creuss), and other system tokens. */
  tokens: string[];
}

export interface Board {
  /** Systems by hex key 'q,r' (axial coordinates, see engine/galaxy/hex.ts); Mecatol Rex is '0,0'. */
  systems: Record<string, SystemState>;
  /** 100: the wormhole nexus starts inactive (gamma side up) off the board. */
  nexus: { placed: boolean; active: boolean; at: string | null };
}

export interface Deck {
  draw: string[];
  discard: string[];
}

export interface CommandPools {
  tactic: number;
  fleet: number;
  strategy: number;
}

export type LeaderStatus = 'locked' | 'unlocked' | 'exhausted' | 'purged';

export interface PlayerState {
  seat: Seat;
  name: string;
  faction: string;
  color: PlayerColor;
  pools: CommandPools;
  tradeGoods: number;
  commodities: number;
  technologies: string[];
  exhaustedTechnologies: string[];
  actionCards: string[];
  /** Promissory notes in hand (faction and colour notes, own or received) (69). */
  promissoryNotes: string[];
  /** Promissory notes this player placed face up in another's play area, or that sit in their own play area. */
  promissoryInPlay: string[];
  secretObjectives: { id: string; scored: boolean }[];
  scoredPublic: string[];
  /** Points from sources other than objectives (custodians, Imperial's Mecatol point, agendas, ...). */
  otherPoints: { source: string; points: number }[];
  strategyCards: string[];
  exhaustedStrategyCards: string[];
  passed: boolean;
  leaders: { agent: LeaderStatus; commander: LeaderStatus; hero: LeaderStatus };
  /** The Company (51.1a): the Nomad's two extra agents beside their sheet, by leader id (absent for other factions). */
  extraAgents?: Record<string, LeaderStatus>;
  /** Trade goods lying on a leader card until it readies (Artuno the Betrayer), by leader id (absent: none). */
  tradeGoodsOnLeaders?: Record<string, number>;
  relics: string[];
  /** Relics exhausted for their ability (Scepter of Emelpar, JR-XS455-O...), readied in the status phase (absent: none). */
  exhaustedRelics?: string[];
  relicFragments: string[];
  /** 35.7: exploration cards kept faceup in the play area for a later action (Enigmatic Device), as copy ids (absent:
   *  none; engine/exploration/enigmatic-device.ts). */
  explorationCards?: string[];
  /** Tokens a player holds that change the rules for them (e.g. the Naalu "0" token, 48.1a). */
  otherTokens: string[];
  eliminated: boolean;
  /**
   * The player conceded (engine/phases/concede.ts) under this house rule; they are `eliminated` too, so the game
   * leaves them out as it does an eliminated player (absent: they did not concede).
   */
  conceded?: ConcedeRule;
  /** 17: units this player captured, on their faction sheet (absent until the first capture; engine/units/capture.ts). */
  captured?: CapturedUnits[];
  /**
   * Infantry waiting on a unit upgrade card (Infantry II and its faction versions) to return at the start of the
   * player's next turn, by technology id (absent until the first; engine/units/infantry-return.ts).
   */
  unitsOnCards?: Record<string, number>;
  /**
   * Political Stability: the player kept their strategy card(s) in the status phase and does not choose in the next
   * strategy phase, which clears the mark (absent: not kept; engine/action-cards/political-stability.ts).
   */
  keepsStrategyCards?: boolean;
  /**
   * Edict (the Mahact): other players' command tokens in this player's fleet pool, by owner seat, at most one each
   * (absent: none; engine/factions/mahact-tokens.ts). Public, like the rest of the command sheet.
   */
  fleetPoolTokens?: Seat[];
  /**
   * Planet cards held with no planet on the board (I.I.H.Q. Modernization's Custodia Vigilia), by planet id; each is
   * exhausted and readied like any planet card (absent: none; engine/economy/planet-cards.ts). Public.
   */
  planetCards?: Record<string, PlanetState>;
}

/** 17.1: another player's non-fighter ship or mech (`owner` its seat); 17.3: a fighter or infantry token (owner null). */
export interface CapturedUnits {
  owner: Seat | null;
  type: UnitType;
  count: number;
}

export interface StrategyCardState {
  /** 84.4: one trade good per round on each card nobody chose. */
  tradeGoods: number;
  holder: Seat | null;
}

export interface ObjectivesState {
  stage1: Deck;
  stage2: Deck;
  /** Public objectives face down in the row, in reveal order (61.4). */
  unrevealed: string[];
  revealed: string[];
  /** Which seats scored each revealed public objective. */
  scoredBy: Record<string, Seat[]>;
}

/**
 * What a tactical action remembers between its steps (89). Each step's module owns its fields; they are
 * optional so that a step that is skipped leaves no trace.
 */
export interface TacticalState {
  /** 5.1: the active system's hex key. */
  system: string;
  /** Systems ships moved out of this action, for abilities and the nexus (100). */
  movedFrom: string[];
  /** Per-step records, keyed by the step's module (movement, space-cannon, space-combat, invasion, production). */
  notes: Record<string, unknown>;
}

export interface GameState {
  schema: typeof SCHEMA_VERSION;
  config: GameConfig;
  rng: RngState;
  round: number;
  phase: Phase;
  speaker: Seat;
  players: PlayerState[];
  board: Board;
  strategyCards: Record<string, StrategyCardState>;
  decks: {
    action: Deck;
    agenda: Deck;
    secret: Deck;
    relic: Deck;
    cultural: Deck;
    hazardous: Deck;
    industrial: Deck;
    frontier: Deck;
  };
  objectives: ObjectivesState;
  /** 27: the custodians token sits on Mecatol Rex until a player pays 6 influence to remove it. */
  custodiansOnMecatol: boolean;
  laws: { id: string; electedTarget: string | null }[];
  /** 8: the agenda phase under way and effects agendas left for later (engine/agenda); absent until the first agenda phase. */
  agenda?: AgendaPhaseState;
  /** 94, 28, 69: open transaction proposals, agreed deals and promissory-note records (engine/transactions); absent until first used. */
  transactions?: TransactionsState;
  /** 61.4: events objectives ask about (combats won, units destroyed, last to pass, elections), as engine/objectives/record.ts keeps them; absent until the first. */
  record?: EventRecord;
  /** 35: exploration cards out of the decks for good (purged: Gamma Wormhole, spent relic fragments) as copy ids
   *  (engine/exploration/deck.ts); absent until the first. */
  exploration?: { purged: string[]; commonPlayArea?: string[] };
  /** The stack of work and decisions; the last element is on top. See engine/core/frames.ts. */
  stack: Frame[];
  /** 89: the tactical action under way (its active system and what its steps recorded), or null. */
  tactical: TacticalState | null;
  /** 4: the player taking a turn during the action phase, or null outside turns. */
  activeSeat: Seat | null;
  /** Ids of ability plays (action cards...) cancelled while their window was open (2.8). */
  cancelledPlays: number[];
  /** Uses counted against per-window/turn/round limits, as 'ability|seat|scope' keys (1.18). */
  abilityUses: string[];
  /** Answers given ahead of time ("no Sabotage this turn"), keyed by seat then window scope. */
  standingPasses: Record<string, string[]>;
  /** Counter for events and window instances, so ids stay deterministic. */
  seq: number;
  winner: Seat | null;
}
