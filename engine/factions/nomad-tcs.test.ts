import { expect, test } from 'vitest';
import type { GameState } from '../core/state';
import type { Decision } from '../core/frames';
import { STRATEGY_CARD_IDS } from '../data/strategy-cards';
import { mayTransactAcross } from '../transactions/scope';
import { acceptCommand } from '../transactions/testkit';
import { checkInvariants } from '../testing/invariants';
import {
  edit,
  newGame,
  optionLabels,
  pickStrategyCards,
  play,
  refuse,
  runStep,
  topDecision,
} from '../testing/scenario';

const TCS = { type: 'use-ability', ability: 'tcs', targets: {} } as const;
const ARTUNO = { type: 'use-ability', ability: 'nomadagentartuno', targets: {} } as const;
const MALLEON = { type: 'component-action', ability: 'nekroagent', targets: { player: 2 } } as const;

/** The Nomad (seat 0) hold Trade and take their turn, with Temporal Command Suite and ready agents. */
function nomadTrade(change?: (d: GameState) => void): GameState {
  const order = ['trade', ...STRATEGY_CARD_IDS.filter((c) => c !== 'trade')].slice(0, 6);
  const s = pickStrategyCards(newGame({ players: 3, factions: ['nomad', 'hacan', 'letnev'], agents: 'ready' }), order);
  return edit(s, (d) => {
    (d.stack.at(-1) as Decision).waitingOn = [0];
    d.players[0]!.technologies.push('tcs');
    change?.(d);
  });
}

/**
 * The Nekro (seat 1) take their turn; the Nomad (seat 2) have Temporal Command Suite. On this 3-player board the
 * two are not neighbours (60.1): without the card they could not transact during the Nekro's turn.
 */
function nekroTurn(change?: (d: GameState) => void): GameState {
  const cards = ['diplomacy', 'leadership', 'politics', 'construction', 'trade', 'warfare'];
  const s = pickStrategyCards(newGame({ players: 3, factions: ['sol', 'nekro', 'nomad'], agents: 'ready' }), cards);
  return edit(s, (d) => {
    d.players[1]!.commodities = 3;
    d.players[2]!.technologies.push('tcs');
    d.players[2]!.tradeGoods = 2;
    change?.(d);
  });
}

const OFFER = { type: 'propose-transaction', to: 1, gives: { tradeGoods: 2 }, asks: { commodities: 3 } } as const;

test('51.4 Temporal Command Suite (Nomad): after their own agent Artuno is exhausted, the Nomad exhaust it to ready Artuno', () => {
  let s = play(nomadTrade(), 0, { type: 'strategic-action', card: 'trade', choices: { players: [] } });
  s = play(s, 0, ARTUNO);
  expect(s.players[0]!.extraAgents?.nomadagentartuno).toBe('exhausted');
  expect(topDecision(s)).toMatchObject({
    kind: 'window',
    window: 'after-agent-exhausted',
    subject: { seat: 0, agent: 'nomadagentartuno' },
    waitingOn: [0],
  });
  expect(optionLabels(s, 0)).toContain('Temporal Command Suite: ready your agent Artuno the Betrayer');
  s = play(s, 0, TCS);
  expect(s.players[0]!.extraAgents?.nomadagentartuno).toBe('unlocked');
  expect(s.players[0]!.exhaustedTechnologies).toContain('tcs');
  // Artuno's 3 trade goods still lie on the card: readying it by TCS hands them over as the status phase would.
  expect(s.players[0]!.tradeGoods).toBe(6);
  expect(s.players[0]!.tradeGoodsOnLeaders).toBeUndefined();
  // Their own agent: no transaction follows.
  expect(topDecision(s)).not.toMatchObject({ kind: 'choice', choice: 'nomad/tcs-transaction' });
});

test("94 Temporal Command Suite (Nomad): after readying another player's agent, the Nomad make one transaction with them, neighbours or not", () => {
  const start = nekroTurn();
  expect(topDecision(start)).toMatchObject({ kind: 'action-turn', waitingOn: [1] });
  expect(mayTransactAcross(start, 1, 2)).toBe(false);
  let s = play(start, 1, MALLEON);
  expect(s.players[1]!.leaders.agent).toBe('exhausted');
  expect(topDecision(s)).toMatchObject({ kind: 'window', window: 'after-agent-exhausted', waitingOn: [2] });
  expect(optionLabels(s, 2)).toContain(
    "Temporal Command Suite: ready Player 2's agent Nekro Malleon, then you may make a transaction with Player 2",
  );
  s = play(s, 2, TCS);
  expect(s.players[1]!.leaders.agent).toBe('unlocked');
  expect(topDecision(s)).toMatchObject({ kind: 'choice', choice: 'nomad/tcs-transaction', waitingOn: [2] });
  expect(optionLabels(s, 2)).toContain('Temporal Command Suite: make no transaction with Player 2');
  // The Nomad give 2 trade goods for the Nekro's 3 commodities.
  s = play(s, 2, OFFER);
  s = play(s, 1, acceptCommand(s, 1));
  expect(s.players[2]!.tradeGoods).toBe(3);
  expect(s.players[1]!.tradeGoods).toBe(2);
  expect(s.players[1]!.commodities).toBe(0);
  // One transaction: the grant is over, and Malleon's own choice for the Nomad comes back.
  expect(topDecision(s)).toMatchObject({ kind: 'choice', choice: 'leaders/nekro-agent-pay', waitingOn: [2] });
  expect(refuse(s, 2, OFFER)).toMatchObject({ code: 'transactions/not-neighbours', rule: '94.1' });
  expect(checkInvariants(s)).toEqual([]);
});

test("94 Temporal Command Suite (Nomad): the transaction is only with the agent's owner, and ends when the Nomad make none", () => {
  let s = play(nekroTurn(), 1, MALLEON);
  s = play(s, 2, TCS);
  // Sol (seat 0) is neither the agent's owner nor the active player (94.1).
  expect(refuse(s, 2, { type: 'propose-transaction', to: 0, gives: { tradeGoods: 1 }, asks: {} })).toMatchObject({
    rule: '94.1',
  });
  const done = play(s, 2, { type: 'choose', option: 'done' });
  expect(topDecision(done)).toMatchObject({ kind: 'choice', choice: 'leaders/nekro-agent-pay', waitingOn: [2] });
  expect(refuse(done, 2, OFFER)).toMatchObject({ code: 'transactions/not-neighbours', rule: '94.1' });
  expect(done.players[2]!.tradeGoods).toBe(2);
});

test('51.4 Temporal Command Suite (Nomad): exhausted, it is not asked; a forced window refuses it for a ready agent', () => {
  const tired = play(
    nekroTurn((d) => d.players[2]!.exhaustedTechnologies.push('tcs')),
    1,
    MALLEON,
  );
  expect(topDecision(tired)).toMatchObject({ kind: 'choice', choice: 'leaders/nekro-agent-pay', waitingOn: [2] });
  // A window forced open about an agent that is ready again: the use is refused and nothing changes.
  const open = runStep(
    edit(nekroTurn(), (d) => (d.stack = [])),
    'window/open',
    {
      window: 'after-agent-exhausted',
      subject: { seat: 1, agent: 'nekroagent' },
    },
  );
  const before = structuredClone(open);
  expect(refuse(open, 2, TCS).code).toMatch(/^(flow|ability)\//);
  expect(open).toEqual(before);
});
