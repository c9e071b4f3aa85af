// Rule coverage of LRR 34.2: the "Ready Cards" step of the status phase readies every kind of exhausted card.
import { expect, test } from 'vitest';
import type { GameState } from '../core/state';
import { edit, newGame, pickStrategyCards, play, topDecision } from '../testing/scenario';

/** Everyone has used their card; seat 0 passes last, scores nothing, and the status phase runs to its choices. */
function statusPhase(change: (d: GameState) => void): GameState {
  const s = edit(
    pickStrategyCards(newGame({ players: 6 }), [
      'leadership',
      'diplomacy',
      'politics',
      'construction',
      'trade',
      'warfare',
    ]),
    (d) => {
      for (const p of d.players) {
        p.exhaustedStrategyCards = [...p.strategyCards];
        if (p.seat !== 0) p.passed = true;
      }
      change(d);
    },
  );
  let after = play(s, 0, { type: 'pass' });
  for (let guard = 0; guard < 20; guard++) {
    const d = topDecision(after);
    if (!d || d.kind === 'choose-strategy-card') break;
    after = play(after, d.waitingOn[0]!, { type: 'timeout' });
  }
  return after;
}

test('34.2 the status phase readies exhausted planets, technologies, agents, relics and strategy cards', () => {
  const s = statusPhase((d) => {
    const jord = Object.values(d.board.systems).find((x) => x.planets.jord)!.planets.jord!;
    jord.exhausted = true;
    d.players[0]!.exhaustedTechnologies = ['nm'];
    d.players[0]!.leaders.agent = 'exhausted';
    d.players[0]!.relics = ['scepter-of-emelpar'];
    d.players[0]!.exhaustedRelics = ['scepter-of-emelpar'];
  });
  const p = s.players[0]!;
  const jord = Object.values(s.board.systems).find((x) => x.planets.jord)!.planets.jord!;
  expect(s.round).toBe(2);
  expect([jord.exhausted, p.exhaustedTechnologies, p.leaders.agent, p.exhaustedRelics ?? []]).toEqual([
    false,
    [],
    'unlocked',
    [],
  ]);
  expect(p.exhaustedStrategyCards).toEqual([]);
});
