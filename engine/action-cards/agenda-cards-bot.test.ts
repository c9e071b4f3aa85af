// The random bot plays agenda phases with the agenda-phase action cards in hand (LRR 8, 8.22): it finds them through
// options() alone, every invariant holds after every step, and the same seed plays the same game.
import { expect, test } from 'vitest';
import type { GameState } from '../core/state';
import { playRandomGame } from '../testing/bot';
import { checkInvariants } from '../testing/invariants';
import { edit, newGame } from '../testing/scenario';

const AGENDA_CARDS = [
  'ancient-burial-sites',
  'assassinate-representative',
  'bribery',
  'confounding-legal-text',
  'confusing-legal-text',
  'construction-rider',
  'deadly-plot',
  'diplomacy-rider',
  'diplomatic-pressure',
  'distinguished-councilor',
  'hack-election',
  'imperial-rider',
  'insider-information',
  'leadership-rider',
  'politics-rider',
  'sanction',
  'technology-rider',
  'trade-rider',
  'veto',
  'warfare-rider',
];

for (const [players, seed] of [
  [4, 'v'], // a deal with enough agenda-phase cards once the space combat cards are dealt too
  [6, 'u'], // likewise
] as const) {
  test(`8.22 the random bot plays riders and other agenda-phase cards in a ${players}-player game, invariants holding`, () => {
    // 27.4: the agenda phase is part of every round; each player starts with six cards of the shuffled action deck.
    const start = edit(newGame({ players, seed: `acag-${seed}` }), (d) => {
      d.custodiansOnMecatol = false;
      for (const p of d.players) p.actionCards.push(...d.decks.action.draw.splice(0, 6));
    });
    const problems: string[] = [];
    const played = new Set<string>();
    const game = playRandomGame(start, {
      seed,
      maxSteps: 250,
      onStep: (state: GameState, step) => {
        for (const p of checkInvariants(state)) problems.push(`after ${step.label}: ${p}`);
        if (step.command.type === 'use-ability') played.add(step.command.ability);
      },
    });
    expect(problems).toEqual([]);
    // With the component-action cards dealt too (50 of 120 copies), a hand of six holds fewer agenda-phase cards.
    expect(AGENDA_CARDS.filter((c) => played.has(c)).length).toBeGreaterThanOrEqual(6);
    const again = playRandomGame(start, { seed, maxSteps: 250 });
    expect(JSON.stringify(again.state)).toBe(JSON.stringify(game.state));
  }, 120_000); // whole games: seconds alone, more on a busy machine
}
