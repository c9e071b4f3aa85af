import { expect, test } from 'vitest';
import type { GameState } from '../core/state';
import { playRandomGame } from '../testing/bot';
import { checkInvariants } from '../testing/invariants';
import { edit, newGame } from '../testing/scenario';
import { placeRelic } from './holding';

const RELIC_NAMES = [
  'The Crown of Emphidia',
  'JR-XS455-O',
  'Nanoforge',
  'Stellar Converter',
  "The Prophet's Tears",
  'Dominus Orb',
  'The Crown of Thalnos',
  'Enigmatic Device',
  'The Codex',
  'Dynamis Core',
  'Maw of Worlds',
  'Relic fragments',
];

/** Every relic dealt goes to a play area (taken from the deck, so every card stays accounted for), and each seat
 *  gets three cultural fragments and an Enigmatic Device from the decks. */
function armed(seed: string): GameState {
  return edit(newGame({ players: 3, seed }), (d) => {
    const relics = d.decks.relic.draw.splice(0);
    relics.forEach((r, i) => placeRelic(d, i % 3, r));
    for (const p of d.players) {
      for (let n = 0; n < 3; n++) {
        const i = d.decks.cultural.draw.findIndex((c) => c.startsWith('cultural-relic-fragment'));
        if (i >= 0) p.relicFragments.push(...d.decks.cultural.draw.splice(i, 1));
      }
      const e = d.decks.frontier.draw.findIndex((c) => c.startsWith('enigmatic-device'));
      if (e >= 0) (p.explorationCards ??= []).push(...d.decks.frontier.draw.splice(e, 1));
    }
  });
}

test('73, 94.2 the random bot uses relics and trades relic fragments through options(): cards and tokens stay accounted for at every step', () => {
  const problems: string[] = [];
  const used = new Set<string>();
  let fragmentTrades = 0;
  const game = playRandomGame(armed('bot-relics'), {
    seed: 'bot-relics-moves',
    maxSteps: 500,
    onStep: (state, step) => {
      for (const name of RELIC_NAMES) if (step.label.startsWith(name)) used.add(name);
      if (step.label.startsWith('Accept:') && step.label.includes('relic fragment')) fragmentTrades++;
      if (problems.length < 3) problems.push(...checkInvariants(state).map((p) => `${step.label}: ${p}`));
    },
  });
  expect(problems).toEqual([]);
  expect(game.stopped).not.toBe('stuck');
  expect(used.size).toBeGreaterThanOrEqual(4);
  expect(fragmentTrades).toBeGreaterThan(0);
});
