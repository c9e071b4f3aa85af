// Timing windows (LRR 1.13–1.20): named points in the flow where players may resolve abilities — the one vocabulary of
// the engine, the data tables (action cards, leaders, faction abilities) and the abilities built on them. A window asks,
// in the rules' order, only players who could respond as far as public information shows; it never looks at hidden
// cards to decide whom to ask, so asking reveals nothing (see docs/architecture.md). Every moment of
// shared/timing-windows.md has a name here. Whose event opens it ("after you activate" / "after another player
// activates") is not part of the name: it is the ability's eligibility, and the data tables' `whose` field.

/** The windows, grouped by where they fall in the game's flow; 'when-…' resolves before the matching 'after-…'. */
export const WINDOWS = [
  // Any time, turns and actions (LRR 3, 22 component actions)
  'action',
  'any-time',
  'during-action-phase',
  'start-of-turn',
  'end-of-turn',
  'after-action',
  'after-component-action',
  'when-action-card-played',
  'after-action-card-discarded',
  'when-drawing-action-cards',
  'after-agent-exhausted',
  // Strategy phase and strategic actions (LRR 82–84)
  'start-of-strategy-phase',
  'when-strategy-card-chosen',
  'end-of-strategy-phase',
  'when-strategic-action-performed',
  'when-spending-token-for-secondary',
  'after-strategy-token-spent',
  'after-strategy-card-ability-resolved',
  // Tactical action: activation and movement (LRR 89, 5, 58; space cannon offense 77)
  'after-system-activated',
  'during-tactical-action',
  'after-ships-moved',
  'when-unit-ability-rolled',
  'after-unit-ability-rolled',
  'before-space-cannon-hits-assigned',
  'end-of-tactical-action',
  // Combat (LRR 78 space combat, 10 anti-fighter barrage, 42 ground combat, 87 sustain damage)
  'start-of-combat',
  'during-combat',
  'start-of-combat-round',
  'before-anti-fighter-barrage',
  'announce-retreats',
  'after-retreat-announced',
  'after-combat-rolls',
  'before-hits-assigned',
  'when-sustain-damage',
  'after-sustain-damage',
  'after-unit-destroyed',
  'end-of-combat-round',
  'when-combat-won',
  'after-combat-won',
  'before-barrage-hits-assigned',
  // Invasion and production (LRR 49, 15, 25, 67–68)
  'start-of-invasion',
  'during-bombardment',
  'when-committing-ground-forces',
  'after-ground-forces-committed',
  'start-of-ground-combat-round',
  'after-ground-combat-rolls',
  'when-planet-control-gained',
  'after-planet-control-gained',
  'when-producing-units',
  'before-bombardment-hits-assigned',
  // Economy, technology, exploration (LRR 93, 21, 90, 35)
  'when-gaining-trade-goods',
  'after-gaining-trade-goods',
  'after-pillage',
  'after-commodities-replenished',
  'when-researching',
  'after-technology-gained',
  'when-exhausting-planets',
  'when-exploring',
  'after-exploring',
  // Status phase (LRR 81)
  'start-of-status-phase',
  'when-gaining-command-tokens',
  'when-returning-strategy-cards',
  'end-of-status-phase',
  // Agenda phase (LRR 8)
  'start-of-agenda-phase',
  'when-agenda-revealed',
  'after-agenda-revealed',
  'when-elected',
  'before-player-votes',
  'when-casting-votes',
  'after-speaker-votes',
  'after-votes-cast',
  'when-outcome-resolved',
  'after-agenda-resolved',
  // Setup (faction abilities that apply as the game is set up)
  'setup',
] as const;
export type WindowId = (typeof WINDOWS)[number];

export const isWindowId = (s: string): s is WindowId => (WINDOWS as readonly string[]).includes(s);

/**
 * Whose event opens the window for an ability, relative to the player holding it: their own ("after you activate a
 * system"), another player's ("after another player activates a system"), or their opponent's in the combat.
 */
export const WHOSE = ['you', 'another-player', 'opponent'] as const;
export type Whose = (typeof WHOSE)[number];

/**
 * Standing passes ("no Sabotage this turn") are scoped: they last until the end of the turn, the agenda, or the
 * phase, whichever the window belongs to. The scope key is computed when the window opens.
 */
export const STANDING_PASS_SCOPES = ['turn', 'agenda', 'phase'] as const;
export type StandingPassScope = (typeof STANDING_PASS_SCOPES)[number];
