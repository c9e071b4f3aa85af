// The Clan of Saar, faction sheet: Nomadic (61.16), Chaos Mapping and Ragh's Call. Scavenge is tested in
// engine/invasion, their floating factories and units in engine/production and engine/invasion, their leaders in
// engine/leaders.
import { expect, test } from 'vitest';
import type { Command } from '../core/commands';
import type { GameState } from '../core/state';
import { edit, newGame, pickStrategyCards, play, refuse, systemOf, topDecision } from '../testing/scenario';

const SIX = ['leadership', 'diplomacy', 'politics', 'construction', 'trade', 'warfare'];
const FACTIONS = ['saar', 'hacan', 'letnev', 'jolnar', 'xxcha', 'mentak'];

/**
 * The Saar (seat 0) own two unit upgrades with "Develop Weaponry" revealed, but the Letnev (seat 2) took Ragh, one
 * of their home planets. Everyone has used their card; seat 0 passes last into the status phase.
 */
function nomadGame(faction = 'saar'): GameState {
  const s = edit(pickStrategyCards(newGame({ players: 6, factions: FACTIONS }), SIX), (d) => {
    d.objectives.revealed = d.objectives.revealed.filter((id) => id !== 'develop');
    d.objectives.revealed.push('develop');
    d.objectives.scoredBy.develop = [];
    for (const deck of [d.objectives.stage1.draw, d.objectives.unrevealed])
      if (deck.includes('develop')) deck.splice(deck.indexOf('develop'), 1);
    d.players[0]!.technologies.push('dd2', 'ff2');
    d.board.systems[systemOf(d, 'ragh')]!.planets.ragh!.owner = 2;
    for (const p of d.players) {
      p.exhaustedStrategyCards = [...p.strategyCards];
      if (p.seat !== 0) p.passed = true;
    }
    d.players[0]!.faction = faction;
  });
  return play(s, 0, { type: 'pass' });
}

const develop: Command = { type: 'score-objectives', scores: [{ objective: 'develop' }] };

test('Nomadic (Saar) 61.16 without every home planet, the Saar still score a public objective', () => {
  const s = nomadGame();
  expect(topDecision(s)).toMatchObject({ kind: 'score-objectives' });
  let after = play(s, 0, develop);
  for (const seat of [...(topDecision(after)?.waitingOn ?? [])])
    after = play(after, seat, { type: 'score-objectives', scores: [] });
  expect(after.objectives.scoredBy.develop).toEqual([0]);
});

test('Nomadic (Saar) 61.16 another faction in the same place is refused, and the refusal changes nothing', () => {
  const s = nomadGame('sol');
  const copy = structuredClone(s);
  expect(refuse(s, 0, develop)).toMatchObject({ rule: '61.16' });
  expect(s).toEqual(copy);
});
