// The Emirates of Hacan, whole sheet: Masters of Trade, Guild Ships, Arbiters, Production Biomes, Quantum Datahub
// Node, Trade Convoys (engine/transactions/notes.test.ts), the Wrath of Kenara (engine/combat/faction-units.test.ts)
// and their mech (engine/transactions/planet-trades.test.ts).
import { expect, test } from 'vitest';
import type { GameState } from '../core/state';
import { options } from '../flow/options';
import { primary, turnWith } from '../phases/cards/cards.fixture';
import { edit, newGame, pickStrategyCards, play, refuse, topDecision } from '../testing/scenario';
import { tacticalGame, withTechnologies } from '../testing/tactical-scenario';
import { acceptCommand, proposal, tradeGame, transact } from '../transactions/testkit';
import { transactionOptions } from '../transactions/options';
import { view } from '../view';

// ---- Masters of Trade --------------------------------------------------------------------------------------------

// turnWith: seat 0 (Sol) holds Trade; seat 1 is the Hacan, seat 2 the Letnev.
test('Masters of Trade (Hacan) 92.5 the Hacan follow Trade without spending a strategy token', () => {
  const s = play(primary(turnWith('trade'), 'trade', { players: [] }), 1, { type: 'follow-secondary', choices: {} });
  expect(s.players[1]!.commodities).toBe(6);
  expect(s.players[1]!.pools.strategy).toBe(2);
});

test('Masters of Trade (Hacan) 20.5 others still pay a token, and the Hacan follow with an empty strategy pool', () => {
  const s = primary(turnWith('trade'), 'trade', { players: [] });
  const broke = edit(s, (d) => {
    d.players[1]!.pools.strategy = 0;
    d.players[2]!.pools.strategy = 0;
  });
  expect(refuse(broke, 2, { type: 'follow-secondary', choices: {} })).toMatchObject({ rule: '20.5' });
  const followed = play(broke, 1, { type: 'follow-secondary', choices: {} });
  expect(followed.players[1]!.commodities).toBe(6);
  expect(followed.players[1]!.pools.strategy).toBe(0);
});

// ---- Guild Ships -------------------------------------------------------------------------------------------------

// tradeGame: seat 0 (active) and seat 1 are neighbours; seat 2 is far from both.
test('Guild Ships (Hacan) 94.1 the Hacan transact with players who are not their neighbours', () => {
  const s = tradeGame(['hacan', 'jolnar', 'letnev']);
  const proposed = play(s, 0, proposal(2, { tradeGoods: 1 }));
  expect(proposed.transactions?.proposals).toHaveLength(1);
});

test('Guild Ships (Hacan) 94.1 without the Hacan in the pair only neighbours transact; with them, anyone', () => {
  const s = tradeGame(['sol', 'jolnar', 'hacan']);
  // Sol (active) and the far Letnev: refused.
  const far = tradeGame(['sol', 'jolnar', 'letnev']);
  expect(refuse(far, 0, proposal(2, { tradeGoods: 1 }))).toMatchObject({ code: 'transactions/not-neighbours' });
  // Sol (active) and the far Hacan: the Hacan's Guild Ships allow it.
  expect(play(s, 0, proposal(2, { tradeGoods: 1 })).transactions?.proposals).toHaveLength(1);
});

// ---- Arbiters ----------------------------------------------------------------------------------------------------

/** The Hacan (seat 0, active) hold Sabotage and Spy; the Jol-Nar (seat 1, neighbour) hold Parley. */
const arbitersGame = (factions: readonly string[] = ['hacan', 'jolnar', 'letnev']): GameState =>
  edit(tradeGame(factions), (d) => {
    d.players[0]!.actionCards = ['sabotage#1', 'spy#1'];
    d.players[1]!.actionCards = ['parley#1'];
    d.players[2]!.actionCards = ['skilled-retreat#1'];
  });

test('Arbiters (Hacan) 94.3 action cards change hands in a Hacan transaction, both ways', () => {
  const s = transact(arbitersGame(), 0, 1, { actionCards: ['spy'] }, { actionCards: ['parley'], tradeGoods: 1 });
  expect(s.players[0]!.actionCards).toEqual(['sabotage#1', 'parley#1']);
  expect(s.players[1]!.actionCards).toEqual(['spy#1']);
  expect(s.players[0]!.tradeGoods).toBe(4);
});

test('Arbiters (Hacan) 94.3 the receiver learns the card; the table sees only how many cards moved', () => {
  const proposed = play(arbitersGame(), 0, proposal(1, { actionCards: ['spy'] }));
  expect(JSON.stringify(view(proposed, 1).transactions)).toContain('"spy"');
  expect(JSON.stringify(view(proposed, 2).transactions)).not.toContain('"spy"');
  const labels = transactionOptions(proposed, 1, undefined).map((o) => o.label);
  expect(labels).toContain('Accept: Player 1 gives the action card Spy for nothing');
  const accepted = play(proposed, 1, acceptCommand(proposed, 1));
  expect(view(accepted, 2).players[1]!.actionCards).toBeNull();
  expect(view(accepted, 2).players[1]!.actionCardCount).toBe(2);
});

test('Arbiters (Hacan) 94.3 without the Hacan in the pair action cards are refused; an absent card at acceptance', () => {
  const s = arbitersGame(['sol', 'jolnar', 'hacan']);
  const before = structuredClone(s);
  expect(refuse(s, 0, proposal(1, { actionCards: ['sabotage'] }))).toMatchObject({
    code: 'transactions/action-cards',
    rule: '94.3',
  });
  expect(s).toEqual(before);
  // The Hacan's own gift is offered by options() to the bot; a card not in hand is refused.
  const hacan = arbitersGame();
  const offers = options(hacan, 0).map((o) => o.label);
  expect(offers).toContain('Offer Player 2 the action card Sabotage');
  expect(refuse(hacan, 0, proposal(1, { actionCards: ['parley'] }))).toMatchObject({ rule: '94.2' });
  // Asking a card the other player does not hold is accepted as a proposal (their hand stays unseen), refused at acceptance.
  const asked = play(hacan, 0, proposal(1, {}, { actionCards: ['sabotage'] }));
  expect(refuse(asked, 1, acceptCommand(asked, 1))).toMatchObject({ code: 'transactions/action-card-not-in-hand' });
});

// ---- Production Biomes -------------------------------------------------------------------------------------------

/** The Hacan (seat 0, active, 2 strategy tokens) own Production Biomes. */
const biomesGame = (): GameState => withTechnologies(tacticalGame(), 0, ['pm']);

test('Production Biomes (Hacan) 22 exhaust and 1 strategy token: 4 trade goods, and 2 for another player', () => {
  const s = biomesGame();
  const offered = options(s, 0).filter((o) => o.command.type === 'component-action');
  expect(offered.map((o) => o.label).filter((l) => l.startsWith('Production Biomes'))).toHaveLength(2);
  const tg = s.players.map((p) => p.tradeGoods);
  const after = play(s, 0, { type: 'component-action', ability: 'production-biomes', targets: { player: 2 } });
  expect(after.players.map((p) => p.tradeGoods)).toEqual([tg[0]! + 4, tg[1]!, tg[2]! + 2]);
  expect(after.players[0]!.pools.strategy).toBe(s.players[0]!.pools.strategy - 1);
  expect(after.players[0]!.exhaustedTechnologies).toContain('pm');
});

test('Production Biomes (Hacan) 1.11 not without a strategy token, not to oneself', () => {
  const s = biomesGame();
  expect(
    refuse(s, 0, { type: 'component-action', ability: 'production-biomes', targets: { player: 0 } }),
  ).toMatchObject({ rule: '1.9' });
  const broke = edit(s, (d) => {
    d.players[0]!.pools.strategy = 0;
  });
  const before = structuredClone(broke);
  expect(
    refuse(broke, 0, { type: 'component-action', ability: 'production-biomes', targets: { player: 1 } }),
  ).toMatchObject({ rule: '1.11' });
  expect(broke).toEqual(before);
});

// ---- Quantum Datahub Node ----------------------------------------------------------------------------------------

/** The Hacan (seat 0, speaker) own Quantum Datahub Node with `tradeGoods`; everyone picks two cards. */
function datahubGame(tradeGoods: number): GameState {
  const s = edit(newGame({ players: 3, factions: ['hacan', 'sol', 'letnev'] }), (d) => {
    d.players[0]!.technologies.push('qdn');
    d.players[0]!.tradeGoods = tradeGoods;
  });
  return pickStrategyCards(s, ['trade', 'leadership', 'warfare', 'diplomacy', 'politics', 'construction']);
}

test('Quantum Datahub Node (Hacan) 84 at the end of the strategy phase: 1 token and 3 trade goods exchange cards', () => {
  let s = datahubGame(4);
  expect(topDecision(s)).toMatchObject({ kind: 'choice', choice: 'hacan/quantum-datahub', waitingOn: [0] });
  const labels = options(s, 0).map((o) => o.label);
  // Keep, or one of 2 cards for one of the 4 cards of the other two players.
  expect(labels).toHaveLength(1 + 2 * 4);
  s = play(s, 0, { type: 'choose', option: 'trade>1:leadership' });
  expect(s.players[0]!.strategyCards.sort()).toEqual(['diplomacy', 'leadership']);
  expect(s.players[1]!.strategyCards.sort()).toEqual(['politics', 'trade']);
  expect(s.players[0]!.tradeGoods).toBe(1);
  expect(s.players[1]!.tradeGoods).toBe(3);
  expect(s.players[0]!.pools.strategy).toBe(1);
  expect(s.phase).toBe('action');
});

test('Quantum Datahub Node (Hacan) 84 with fewer than 3 trade goods it is not offered; keeping changes nothing', () => {
  const poor = datahubGame(2);
  expect(topDecision(poor)).toMatchObject({ kind: 'action-turn' });
  const kept = play(datahubGame(3), 0, { type: 'choose', option: 'keep' });
  expect(kept.players[0]!.strategyCards.sort()).toEqual(['diplomacy', 'trade']);
  expect(kept.players[0]!.tradeGoods).toBe(3);
});
