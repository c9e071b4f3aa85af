// Rule coverage of LRR 33.10: faction components of an eliminated player that stay in the game.
import { expect, test } from 'vitest';
import type { GameState } from '../core/state';
import { ACTIVE, eventsOf, invasionGame, own, put, settle, type Run } from '../testing/invasion-scenario';
import { AROUND, runFrom } from '../testing/combat-scenario';
import { runStep } from '../testing/scenario';

/** Seat 1 (of `faction`) has New Albion as its last planet and nothing else; seat 0 takes it and seat 1 is out. */
function eliminateSeat1(faction: string, change: (s: GameState) => void): Run {
  const s = own(invasionGame({ factions: ['hacan', faction, 'xxcha'] }), 1, 'newalbion');
  put(s, 1, { destroyer: 1 }, { system: AROUND[0] });
  change(s);
  const r = settle(runFrom(s, 'invasion/gain-control', { seat: 0, system: ACTIVE, planet: 'newalbion' }));
  expect(eventsOf(r, 'player-eliminated')).toEqual([{ type: 'player-eliminated', seat: 1 }]);
  return r;
}

test('33.10b the Ghosts of Creuss’ wormhole tokens stay on the board when they are eliminated', () => {
  const r = eliminateSeat1('ghost', (s) => {
    s.board.systems[AROUND[2]!]!.tokens.push('wormhole-alpha');
    s.board.systems[AROUND[3]!]!.tokens.push('wormhole-beta');
  });
  expect(r.state.board.systems[AROUND[2]!]!.tokens).toEqual(['wormhole-alpha']);
  expect(r.state.board.systems[AROUND[3]!]!.tokens).toEqual(['wormhole-beta']);
  // Their units are gone (33.2), but not the tokens.
  expect(r.state.board.systems[AROUND[0]!]!.space['1']).toBeUndefined();
});

test('33.10d the Titans’ attachments on a planet stay in play when they are eliminated', () => {
  const r = eliminateSeat1('titans', (s) => {
    own(s, 2, 'starpoint');
    s.board.systems[ACTIVE]!.planets.starpoint!.attachments.push('terraform');
  });
  expect(r.state.board.systems[ACTIVE]!.planets.starpoint!.attachments).toEqual(['terraform']);
});

test('33.10c the Naalu "0" token stays with its holder after the Naalu are eliminated, until the status phase ends', () => {
  const r = eliminateSeat1('naalu', (s) => {
    s.players[2]!.otherTokens.push('naalu-zero');
  });
  expect(r.state.players[2]!.otherTokens).toEqual(['naalu-zero']);
  const after = runStep(r.state, 'status/end');
  expect(after.players.flatMap((p) => p.otherTokens)).toEqual([]);
});
