// Timing windows (LRR 1.13–1.20): named points in the flow where players may resolve abilities. A window asks,
// in the rules' order, only players who could respond as far as public information shows; it never looks at
// hidden cards to decide whom to ask, so asking reveals nothing (see docs/architecture.md).

/** The windows the official cards and leaders use (shared/timing-windows.md), named after the rules' words. */
export const WINDOWS = [
  'action',
  'start-of-turn',
  'end-of-turn',
  'after-action',
  'start-of-strategy-phase',
  'when-strategy-card-chosen',
  'when-strategic-action-performed',
  'after-system-activated',
  'after-ships-moved',
  'before-space-cannon-hits-assigned',
  'after-space-cannon-rolled',
  'start-of-combat',
  'start-of-combat-round',
  'before-anti-fighter-barrage',
  'announce-retreats',
  'after-retreat-announced',
  'after-combat-rolls',
  'before-hits-assigned',
  'when-sustain-damage',
  'after-sustain-damage',
  'after-unit-destroyed',
  'after-space-combat-won',
  'end-of-combat-round',
  'start-of-invasion',
  'after-ground-forces-committed',
  'start-of-ground-combat-round',
  'after-ground-combat-rolls',
  'when-planet-control-gained',
  'after-planet-control-gained',
  'when-producing-units',
  'when-returning-strategy-cards',
  'end-of-status-phase',
  'start-of-agenda-phase',
  'when-agenda-revealed',
  'after-agenda-revealed',
  'when-elected',
  'after-speaker-votes',
  'after-votes-cast',
  'when-casting-votes',
  'when-outcome-resolved',
  'when-gaining-trade-goods',
  'after-commodities-replenished',
  'when-researching',
  'when-exhausting-planets',
  'when-action-card-played',
  'any-time',
] as const;
export type WindowId = (typeof WINDOWS)[number];

export const isWindowId = (s: string): s is WindowId => (WINDOWS as readonly string[]).includes(s);

/**
 * Standing passes ("no Sabotage this turn") are scoped: they last until the end of the turn, the agenda, or the
 * phase, whichever the window belongs to. The scope key is computed when the window opens.
 */
export const STANDING_PASS_SCOPES = ['turn', 'agenda', 'phase'] as const;
export type StandingPassScope = (typeof STANDING_PASS_SCOPES)[number];
