// LRR "Complete Setup" steps 1–12: speaker, factions, colours, board, tokens, decks, starting components and
// objectives. createGame is the only way unchecked settings become a GameState.
import { z } from 'zod';
import { ok, fail, type Result, type RuleViolation } from '../core/result';
import { GENERATORS, seedRng } from '../core/rng';
import {
  GALAXY_LAYOUTS,
  CONCEDE_RULES,
  PLAYER_COLORS,
  SCHEMA_VERSION,
  type GameConfig,
  type GameState,
  type PlayerState,
} from '../core/state';
import type { GameEvent } from '../core/events';
import { FACTIONS } from '../data/factions';
import { STRATEGY_CARDS } from '../data/strategy-cards';
import { flowCtx } from '../kernel/context';
import { pushStep } from '../kernel/steps';
import { advance } from '../flow/apply';
import { buildGalaxy, placeStartingComponents } from './board-setup';
import { shuffledDecks, dealObjectives } from './decks';
import { notDealtNow } from '../content/in-play';

export const gameConfigSchema = z
  .object({
    seed: z.string().min(1).max(128),
    /** New games draw from ChaCha20; 'sfc32' only reproduces games created before it. */
    generator: z.enum(GENERATORS).optional(),
    /** Cards left out of the decks; new games leave out what does not work yet (engine/content/in-play.ts). */
    notDealt: z
      .object({
        actionCards: z.array(z.string().max(64)).max(200),
        agendas: z.array(z.string().max(64)).max(200),
        objectives: z.array(z.string().max(64)).max(200),
        relics: z.array(z.string().max(64)).max(200),
        exploration: z.array(z.string().max(64)).max(200),
        promissoryNotes: z.array(z.string().max(64)).max(200),
      })
      .optional(),
    victoryPoints: z.union([z.literal(10), z.literal(14)]),
    layout: z.enum(GALAXY_LAYOUTS),
    mapString: z.string().max(2000).optional(),
    /** The players placed the layout's tiles themselves (engine/draft/tile-draft.ts; GameConfig). */
    placedOnLayout: z.boolean().optional(),
    seats: z
      .array(
        z.object({ name: z.string().min(1).max(40), faction: z.string().min(1).max(32), color: z.enum(PLAYER_COLORS) }),
      )
      .min(3)
      .max(8),
    speaker: z.number().int().min(0).max(7).optional(),
    custodiansRemoved: z.boolean().optional(),
    /** House rule: what becomes of a conceding player's units (absent: they are removed). */
    concede: z.enum(CONCEDE_RULES).optional(),
  })
  .superRefine((c, issue) => {
    if (new Set(c.seats.map((s) => s.faction)).size !== c.seats.length)
      issue.addIssue({ code: 'custom', message: 'Each player needs a different faction.' });
    if (new Set(c.seats.map((s) => s.color)).size !== c.seats.length)
      issue.addIssue({ code: 'custom', message: 'Each player needs a different colour.' });
    if (c.speaker !== undefined && c.speaker >= c.seats.length)
      issue.addIssue({ code: 'custom', message: 'The speaker must be one of the players.' });
  });

/** The Company (51.1a): the extra agents a faction's sheet lists start beside it, ready like every agent (51.4). */
function companyAgents(faction: string): Pick<PlayerState, 'extraAgents'> {
  const extra = Object.hasOwn(FACTIONS, faction) ? FACTIONS[faction as keyof typeof FACTIONS].leaders : null;
  const ids = extra && 'additionalAgents' in extra ? (extra.additionalAgents ?? []) : [];
  return ids.length > 0 ? { extraAgents: Object.fromEntries(ids.map((id) => [id, 'unlocked' as const])) } : {};
}

function newPlayer(seat: number, c: GameConfig['seats'][number]): PlayerState {
  return {
    seat,
    name: c.name,
    faction: c.faction,
    color: c.color,
    pools: { tactic: 3, fleet: 3, strategy: 2 }, // 20.1
    tradeGoods: 0,
    commodities: 0,
    technologies: [],
    exhaustedTechnologies: [],
    actionCards: [],
    promissoryNotes: [],
    promissoryInPlay: [],
    secretObjectives: [],
    scoredPublic: [],
    otherPoints: [],
    strategyCards: [],
    exhaustedStrategyCards: [],
    passed: false,
    leaders: { agent: 'unlocked', commander: 'locked', hero: 'locked' }, // 51.4: agents start unlocked
    relics: [],
    relicFragments: [],
    otherTokens: [],
    eliminated: false,
    ...companyAgents(c.faction),
  };
}

export interface CreatedGame {
  readonly state: GameState;
  readonly events: GameEvent[];
}

export function createGame(input: unknown): Result<CreatedGame, RuleViolation> {
  const parsed = gameConfigSchema.safeParse(input);
  if (!parsed.success)
    return fail('setup/invalid-config', 'setup', parsed.error.issues.map((i) => i.message).join(' '));
  const config: GameConfig = {
    ...parsed.data,
    generator: parsed.data.generator ?? 'chacha20',
    notDealt: parsed.data.notDealt ?? notDealtNow(),
  };
  for (const s of config.seats) {
    if (!Object.hasOwn(FACTIONS, s.faction))
      return fail('setup/unknown-faction', 'setup 2', `There is no faction "${s.faction}".`);
  }
  const state: GameState = {
    schema: SCHEMA_VERSION,
    config,
    rng: seedRng(config.seed, config.generator),
    round: 0,
    phase: 'setup',
    speaker: 0,
    players: config.seats.map((s, i) => newPlayer(i, s)),
    board: { systems: {}, nexus: { placed: false, active: false, at: null } },
    strategyCards: Object.fromEntries(Object.keys(STRATEGY_CARDS).map((id) => [id, { tradeGoods: 0, holder: null }])),
    decks: {
      action: { draw: [], discard: [] },
      agenda: { draw: [], discard: [] },
      secret: { draw: [], discard: [] },
      relic: { draw: [], discard: [] },
      cultural: { draw: [], discard: [] },
      hazardous: { draw: [], discard: [] },
      industrial: { draw: [], discard: [] },
      frontier: { draw: [], discard: [] },
    },
    objectives: {
      stage1: { draw: [], discard: [] },
      stage2: { draw: [], discard: [] },
      unrevealed: [],
      revealed: [],
      scoredBy: {},
    },
    custodiansOnMecatol: config.custodiansRemoved !== true, // step 7 (unless the house rule removed it)
    laws: [],
    stack: [],
    activeSeat: null,
    tactical: null,
    cancelledPlays: [],
    abilityUses: [],
    standingPasses: {},
    seq: 0,
    winner: null,
  };
  const ctx = flowCtx(state, null);
  // Step 1: the speaker is chosen at random unless the host fixed it.
  state.speaker = config.speaker ?? ctx.rng.int(config.seats.length);
  ctx.events.push({ type: 'game-created', speaker: state.speaker });
  // Steps 6–7: the galaxy, custodians token (above) and frontier tokens.
  const galaxy = buildGalaxy(ctx, config);
  if (!galaxy.ok) return galaxy;
  // Steps 5 and 11: home planets, starting units, technologies; command tokens are set in newPlayer (20.1).
  placeStartingComponents(state, galaxy.value.homeKeys);
  // Steps 8 and 12: decks shuffled, objectives dealt, two stage I revealed, secret objectives drawn.
  state.decks = shuffledDecks(ctx);
  dealObjectives(ctx);
  pushStep(state, 'round/begin');
  pushStep(state, 'setup/shuffle-secrets');
  pushStep(state, 'setup/deal-secrets');
  // Step 11: factions that choose starting technologies do so first (the Keleres after seeing the others').
  pushStep(state, 'setup/starting-technologies');
  // Step 5 for the Council Keleres (The Tribuni): first of all, which free home system they take.
  pushStep(state, 'keleres/tribuni');
  advance(ctx);
  return ok({ state, events: ctx.events });
}
