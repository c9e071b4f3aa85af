// The random bot plays agenda phases with the agenda-phase action cards in hand (LRR 8, 8.22): it finds them through
// options() alone, every invariant holds after every step, and the same seed plays the same game.
import { expect, test } from 'vitest';
import type { GameState } from '../core/state';
import { actionCardOf } from '../kernel/abilities';
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
  [4, 'x'],
  [6, 'v'],
] as const) {
  test(`8.22 the random bot plays riders and other agenda-phase cards in a ${players}-player game, invariants holding`, () => {
    // 27.4: the agenda phase is part of every round; each player starts with the next six agenda-phase cards of the
    // shuffled action deck, so that what else is dealt (more cards every time one works) does not thin their hands.
    // 400 steps: transactions (the Hacan trade action cards too) take many steps before the first agenda phase.
    const start = edit(newGame({ players, seed: `acag-${seed}` }), (d) => {
      d.custodiansOnMecatol = false;
      for (const p of d.players) {
        const six = d.decks.action.draw.filter((c) => AGENDA_CARDS.includes(actionCardOf(c))).slice(0, 6);
        d.decks.action.draw = d.decks.action.draw.filter((c) => !six.includes(c));
        p.actionCards.push(...six);
      }
    });
    const problems: string[] = [];
    const played = new Set<string>();
    const game = playRandomGame(start, {
      seed,
      maxSteps: 400,
      onStep: (state: GameState, step) => {
        for (const p of checkInvariants(state)) problems.push(`after ${step.label}: ${p}`);
        if (step.command.type === 'use-ability') played.add(step.command.ability);
      },
    });
    expect(problems).toEqual([]);
    expect(AGENDA_CARDS.filter((c) => played.has(c)).length).toBeGreaterThanOrEqual(6);
    const again = playRandomGame(start, { seed, maxSteps: 400 });
    expect(JSON.stringify(again.state)).toBe(JSON.stringify(game.state));
  }, 120_000); // whole games: seconds alone, more on a busy machine
}
