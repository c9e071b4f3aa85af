// The random bot, seeing only options(), plays rounds in which every player owns Transit Diodes, Sling Relay and
// Predictive Intelligence from the start: each is used, every offered move is legal, and every invariant holds.
import { expect, test } from 'vitest';
import type { GameState } from '../core/state';
import { playRandomGame } from '../testing/bot';
import { checkInvariants } from '../testing/invariants';
import { edit, newGame } from '../testing/scenario';

test('90 the random bot uses Transit Diodes (start of turn), Sling Relay (22 component action) and Predictive Intelligence (8.15 votes) with every invariant holding', () => {
  const start = edit(newGame({ players: 4, seed: 'game-round-technologies' }), (d) => {
    d.custodiansOnMecatol = false; // 27.4: an agenda phase every round, so the votes come up
    for (const p of d.players) {
      p.technologies.push('td', 'sr', 'pi');
      p.tradeGoods = 6;
    }
  });
  const used = new Set<string>();
  const problems: string[] = [];
  const game = playRandomGame(start, {
    seed: 'game-round-technologies',
    maxSteps: 600,
    onStep: (state: GameState, step) => {
      const c = step.command;
      if (c.type === 'use-ability' && c.ability === 'transit-diodes') used.add('transit-diodes');
      if (c.type === 'choose' && c.option.startsWith('to:')) used.add('transit-diodes: a ground force placed');
      if (c.type === 'component-action' && c.ability === 'sling-relay') used.add('sling-relay');
      if (c.type === 'cast-votes' && c.additionalVotes?.includes('predictive-intelligence'))
        used.add('predictive-intelligence votes');
      for (const p of checkInvariants(state))
        if (problems.length < 5) problems.push(`round ${state.round}, after "${step.label}": ${p}`);
    },
  });
  expect(problems).toEqual([]);
  expect(game.stopped).not.toBe('stuck');
  expect([...used].sort()).toEqual([
    'predictive-intelligence votes',
    'sling-relay',
    'transit-diodes',
    'transit-diodes: a ground force placed',
  ]);
}, 120_000);
