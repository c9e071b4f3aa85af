// Every rule violation the engine can return, by code (`area/what`), and what kind of refusal each is. The server
// maps kinds to its errors by table (server/api/errors.ts) and never reads a code's words. A new refusal adds its
// code here first: `fail` accepts no other.

/**
 * What kind of refusal a violation is: a rule of the game forbids the command ('rule'), the command is malformed or
 * names something unknown ('input'), the decision is not the seat's to answer ('turn'), the decision answered is no
 * longer the one waiting ('changed': the sender looks again), the game has ended ('ended'), the configuration cannot
 * start a game ('setup'), or the engine cannot do it ('engine').
 */
export const VIOLATION_KINDS = ['rule', 'input', 'turn', 'changed', 'ended', 'setup', 'engine'] as const;
export type ViolationKind = (typeof VIOLATION_KINDS)[number];

/** The codes of each area, and the kind of refusal they are unless KIND_OF_CODE says otherwise. */
const AREAS = {
  /** LRR 1, 2, 22: using abilities, action cards and component actions. */
  ability: {
    kind: 'rule',
    codes: [
      'already-cancelled',
      'articles-of-war',
      'bad-target',
      'cannot-resolve',
      'cost',
      'exhausted',
      'limit',
      'no-reinforcements',
      'no-space-dock',
      'no-such-area',
      'not-component-action',
      'not-eligible',
      'not-held',
      'not-now',
      'not-your-planet',
      'political-censure',
      'political-secret',
      'too-many-units',
      'units-missing',
      'wrong-window',
    ],
  },
  /** LRR 3, 82: the action phase and strategic actions. */
  action: {
    kind: 'rule',
    codes: ['card-exhausted', 'not-second-action', 'not-your-card', 'second-action', 'strategy-card-unused'],
  },
  /** LRR 7, 8: laws, voting and predictions. */
  agenda: {
    kind: 'rule',
    codes: [
      'additional-votes-twice',
      'already-voted',
      'bound-vote',
      'cannot-vote',
      'no-agenda',
      'no-such-additional-votes',
      'no-votes',
      'no-votes-cast',
      'not-an-outcome',
      'representative-government',
      'secondary-not-possible',
      'votes-cast',
    ],
  },
  /** LRR 18, 31, 74, 87: dice, hits and sustain damage. */
  combat: {
    kind: 'rule',
    codes: [
      'already-damaged',
      'cannot-sustain',
      'no-hits',
      'no-such-die',
      'non-fighter-first',
      'not-eligible',
      'rerolled-twice',
      'sustain-denied',
      'too-many',
      'too-many-sustains',
      'wrong-hit-count',
    ],
  },
  /** LRR 24: Construction. */
  construction: {
    kind: 'rule',
    codes: [
      'cannot-reclaim',
      'deploy-once',
      'deploy-pds',
      'deploy-reclaim',
      'no-deploy',
      'no-mech',
      'no-reinforcements',
      'not-your-planet',
      'planet-full',
      'reclaim-unneeded',
      'second-is-pds',
    ],
  },
  /** LRR 32: Diplomacy. */
  diplomacy: { kind: 'rule', codes: ['choose-system', 'mecatol-rex', 'no-planet'] },
  /** LRR 34, 47, 75, 93: paying with planets and trade goods. */
  economy: {
    kind: 'rule',
    codes: [
      'cannot-pay',
      'duplicate-planet',
      'not-enough-trade-goods',
      'nothing-to-pay',
      'overpaid',
      'planet-spent-twice',
      'planet-unavailable',
    ],
  },
  /** The engine itself: a part not implemented yet, an unknown choice, a stored game that does not check. */
  engine: { kind: 'engine', codes: ['not-implemented', 'stored-state', 'unknown-choice'] },
  /** LRR 35 exploration, 12 attachments (Demilitarized Zone). */
  exploration: { kind: 'rule', codes: ['demilitarized-zone'] },
  /** LRR 1.3, 1.19, 98: whose decision it is, and the game being over. */
  flow: {
    kind: 'rule',
    codes: ['decision-changed', 'game-over', 'no-default', 'not-an-option', 'not-now', 'not-your-turn', 'out-of-game'],
  },
  /** LRR 6, 44, setup: building the galaxy from a layout or a map string. */
  galaxy: {
    kind: 'setup',
    codes: [
      'bad-speaker',
      'home-count',
      'layout-players',
      'map-bad-rotation',
      'map-bad-token',
      'map-duplicate-tile',
      'map-empty',
      'map-no-mecatol',
      'map-too-many-tiles',
      'map-unknown-tile',
      'not-enough-tiles',
    ],
  },
  /** Malformed or unknown input (no rule of the game involved). */
  input: {
    kind: 'input',
    codes: [
      'bad-choices',
      'bad-payment',
      'bad-targets',
      'damaged-not-moving',
      'duplicate-planet',
      'invalid-command',
      'not-an-option',
      'nothing-to-score',
      'unknown-planet',
      'unknown-seat',
      'unknown-window',
    ],
  },
  /** LRR 15, 27, 49: bombardment, the custodians token, committing ground forces. */
  invasion: {
    kind: 'rule',
    codes: [
      'cannot-bombard',
      'custodians',
      'custodians-gone',
      'custodians-must-land',
      'empty-landing',
      'keleres-mech',
      'no-bombardment',
      'no-system',
      'not-ground-force',
      'not-in-space',
      'not-in-system',
      'nothing-to-pay',
    ],
  },
  /** LRR 11, 14, 16, 58, 59, 86, 95: moving ships and transporting. */
  movement: {
    kind: 'rule',
    codes: [
      'asteroid-field',
      'ceasefire',
      'command-token',
      'enemy-ships',
      'fighters-transported',
      'must-end-in-active-system',
      'nebula',
      'no-move-value',
      'no-ships',
      'no-tactical-action',
      'not-a-ship',
      'not-a-system',
      'not-adjacent',
      'not-enough-ships',
      'not-enough-units',
      'not-transportable',
      'out-of-range',
      'over-capacity',
      'pick-up-command-token',
      'pick-up-off-path',
      'supernova',
      'through-nebula',
    ],
  },
  /** LRR 61: scoring objectives. */
  objectives: {
    kind: 'rule',
    codes: [
      'already-scored',
      'cannot-pay',
      'home-planets',
      'not-now',
      'not-revealed',
      'not-your-secret',
      'nothing-to-pay',
      'one-per-combat',
      'one-public',
      'one-secret',
      'requirement-not-met',
      'unknown',
      'untracked',
      'wrong-payment',
      'wrong-phase',
    ],
  },
  /** LRR 66: Politics. */
  politics: { kind: 'rule', codes: ['already-speaker', 'unknown-player'] },
  /** LRR 67, 68: producing units. */
  production: {
    kind: 'rule',
    codes: [
      'ai-development',
      'arborec-space-dock',
      'cannot-produce',
      'ground-in-space',
      'no-such-area',
      'no-such-planet',
      'over-capacity',
      'over-cost',
      'reclaim-missing',
      'reclaim-token',
      'reclaim-unneeded',
      'reclaim-unused',
      'ship-on-planet',
      'ships-forbidden',
      'ships-only',
      'wrong-planet',
      'amalgamation',
    ],
  },
  /** LRR 90: research. */
  research: {
    kind: 'rule',
    codes: [
      'already-owned',
      'cannot-skip',
      'duplicate-specialty',
      'inheritance-unpaid',
      'no-specialty',
      'other-faction',
      'prerequisites',
      'propagation',
      'replaced-by-faction-upgrade',
      'skip-not-needed',
      'skip-twice',
      'specialty-exhausted',
      'specialty-not-needed',
      'unknown-technology',
    ],
  },
  /** Complete Setup: the game configuration. */
  setup: {
    kind: 'setup',
    codes: [
      'invalid-config',
      'layout-players',
      'not-a-starting-technology',
      'not-offered',
      'unknown-faction',
      'unknown-home',
    ],
  },
  /** LRR 83, 84: the strategy phase. */
  strategy: {
    kind: 'rule',
    codes: [
      'card-taken',
      'duplicate-planet',
      'no-strategy-token',
      'planet-not-exhausted',
      'too-many-planets',
      'unknown-card',
      'card-refused',
    ],
  },
  /** LRR 5, 89: activating a system. */
  tactical: { kind: 'rule', codes: ['keleres-toll', 'no-tactic-token', 'not-a-system', 'own-token', 'chaos-mapping'] },
  /** LRR 90, 91: Technology. */
  technology: { kind: 'rule', codes: ['second-without-first'] },
  /** LRR 20: command tokens. */
  tokens: { kind: 'rule', codes: ['bad-placement', 'fleet-regulations', 'wrong-count'] },
  /** LRR 92: Trade. */
  trade: { kind: 'rule', codes: ['already-resolved', 'duplicate-player', 'not-another-player'] },
  /** LRR 28, 69, 94: transactions, deals and promissory notes. */
  transactions: {
    kind: 'rule',
    codes: [
      'bad-destination',
      'captured-token',
      'duplicate-captured',
      'duplicate-fragment',
      'duplicate-planet',
      'eliminated',
      'empty',
      'hubris',
      'no-proposal',
      'no-such-fragment',
      'not-active-player',
      'not-another-player',
      'not-captured',
      'not-enough-commodities',
      'not-enough-trade-goods',
      'not-neighbours',
      'not-now',
      'not-tradable',
      'note-in-play-area',
      'note-not-in-hand',
      'once-per-agenda',
      'once-per-turn',
      'own-note',
      'planet-not-tradable',
      'relic',
      'unknown-note',
      'action-cards',
      'action-card-not-in-hand',
      'unknown-action-card',
    ],
  },
  /** LRR 23, 63, 79: reinforcements and structures. */
  units: { kind: 'rule', codes: ['no-such-planet', 'not-controlled', 'reinforcements', 'structure-limit'] },
  /** LRR 99: Warfare. */
  warfare: { kind: 'rule', codes: ['choose-token', 'no-home-dock', 'no-token-there', 'redistribution'] },
  /**
   * The drafts before setup (engine/draft): the Milty and faction drafts are community rules, not the LRR's; the
   * tile placement is setup 6 (ring by ring, no adjacent anomalies or matching wormholes unless forced).
   */
  draft: {
    kind: 'rule',
    codes: [
      'finished',
      'not-your-turn',
      'already-picked',
      'taken',
      'unknown-pick',
      'players',
      'settings',
      'not-dealt',
      'ring-not-full',
      'adjacent',
    ],
  },
} as const satisfies Record<string, { readonly kind: ViolationKind; readonly codes: readonly string[] }>;

type Area = keyof typeof AREAS;

/** Every violation code: `area/what`, as listed above. */
export type ViolationCode = { [A in Area]: `${A}/${(typeof AREAS)[A]['codes'][number]}` }[Area];

/** Codes whose kind differs from their area's. */
const KIND_OF_CODE: Partial<Record<ViolationCode, ViolationKind>> = {
  'flow/not-your-turn': 'turn',
  'flow/decision-changed': 'changed',
  'flow/game-over': 'ended',
  'engine/unknown-choice': 'input',
  'draft/not-your-turn': 'turn',
  'draft/unknown-pick': 'input',
  'draft/players': 'setup',
  'draft/settings': 'setup',
  'draft/not-dealt': 'input',
};

export function violationKind(code: ViolationCode): ViolationKind {
  const area = code.slice(0, code.indexOf('/')) as Area;
  return KIND_OF_CODE[code] ?? AREAS[area].kind;
}

/** Every code, for tests and documentation. */
export const VIOLATION_CODES: readonly ViolationCode[] = (Object.keys(AREAS) as Area[]).flatMap((a) =>
  AREAS[a].codes.map((w) => `${a}/${w}` as ViolationCode),
);
