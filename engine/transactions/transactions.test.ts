import { expect, test } from 'vitest';
import { apply, waitingOn } from '../flow/apply';
import { options } from '../flow/options';
import { agendaGame, choose, vote } from '../agenda/scenario';
import { placeUnits, playEvents } from '../testing/scenario';
import { checkInvariants } from '../testing/invariants';
import { view } from '../view';
import { liveProposals } from './proposals';
import {
  acceptCommand,
  edit,
  endTurn,
  key,
  openTo,
  play,
  proposal,
  refuse,
  topDecision,
  tradeGame,
  transact,
} from './testkit';

const holdings = (s: ReturnType<typeof tradeGame>, seat: number) => {
  const p = s.players[seat]!;
  return {
    tradeGoods: p.tradeGoods,
    commodities: p.commodities,
    notes: [...p.promissoryNotes].sort(),
    fragments: [...p.relicFragments],
  };
};

test('94.1 the active player proposes a transaction to a neighbour; nothing moves until the neighbour accepts', () => {
  const s = play(tradeGame(), 0, proposal(1, { tradeGoods: 2 }, { commodities: 1 }));
  expect(holdings(s, 0).tradeGoods).toBe(3);
  expect(holdings(s, 1).tradeGoods).toBe(3);
  // The turn is not blocked: seat 0's action-turn decision is still on top; seat 1 is waited on beside it.
  expect(topDecision(s)?.kind).toBe('action-turn');
  expect(waitingOn(s)).toEqual([0, 1]);
  const { state: done, events } = playEvents(s, 1, acceptCommand(s, 1));
  expect([holdings(done, 0).tradeGoods, holdings(done, 0).commodities]).toEqual([1 + 1, 2]);
  expect([holdings(done, 1).tradeGoods, holdings(done, 1).commodities]).toEqual([3 + 2, 1]);
  expect(events).toContainEqual({
    type: 'transaction-resolved',
    from: 0,
    to: 1,
    gave: { tradeGoods: 2, commodities: 0, promissoryNotes: 0, relicFragments: [] },
    received: { tradeGoods: 0, commodities: 1, promissoryNotes: 0, relicFragments: [] },
  });
  expect(waitingOn(done)).toEqual([0]);
});

test('94.1 a declined proposal moves nothing and the pair may try again', () => {
  const s = play(tradeGame(), 0, proposal(1, { tradeGoods: 2 }));
  const declined = play(s, 1, { type: 'answer-transaction', proposal: openTo(s, 1), accept: false });
  expect(holdings(declined, 0)).toEqual(holdings(tradeGame(), 0));
  expect(liveProposals(declined)).toEqual([]);
  const again = transact(declined, 0, 1, { tradeGoods: 1 });
  expect(holdings(again, 1).tradeGoods).toBe(4);
});

test('94.1 the active player transacts only with neighbours (60.1)', () => {
  expect(refuse(tradeGame(), 0, proposal(2, { tradeGoods: 1 }))).toMatchObject({
    code: 'transactions/not-neighbours',
    rule: '94.1',
  });
});

test('94.1 during the action phase, two players who are not the active player cannot transact', () => {
  const s = edit(tradeGame(), (d) => {
    d.board.systems[key(2)]!.space['2'] = { counts: { carrier: 1 }, damaged: {} };
  });
  // Seats 1 and 2 are now neighbours, but seat 0 is the active player.
  expect(refuse(s, 1, proposal(2, { tradeGoods: 1 }))).toMatchObject({
    code: 'transactions/not-active-player',
    rule: '94.1',
  });
});

test('94.1 each neighbour once per turn; a new turn allows another transaction', () => {
  const once = transact(tradeGame(), 0, 1, { tradeGoods: 1 });
  expect(refuse(once, 0, proposal(1, { tradeGoods: 1 }))).toMatchObject({
    code: 'transactions/once-per-turn',
    rule: '94.1',
  });
  // Neither can the neighbour start a second one with the active player.
  expect(refuse(once, 1, proposal(0, { tradeGoods: 1 }))).toMatchObject({ code: 'transactions/once-per-turn' });
  const seat1Turn = endTurn(once);
  expect(topDecision(seat1Turn)?.waitingOn).toEqual([1]);
  const next = transact(seat1Turn, 1, 0, { tradeGoods: 1 });
  expect(holdings(next, 0).tradeGoods).toBe(3);
});

test('94.1 a proposal not answered before the turn ends lapses', () => {
  const s = play(tradeGame(), 0, proposal(1, { tradeGoods: 1 }));
  const id = openTo(s, 1);
  const later = endTurn(s);
  expect(liveProposals(later)).toEqual([]);
  expect(waitingOn(later)).toEqual([1]);
  expect(refuse(later, 1, { type: 'answer-transaction', proposal: id, accept: true })).toMatchObject({
    code: 'transactions/no-proposal',
    rule: '94.4a',
  });
});

test('94.1a a transaction can be made in the middle of the tactical action, while another decision waits', () => {
  const s = play(placeUnits(tradeGame(), key(1), 0, { destroyer: 1 }), 0, { type: 'tactical-action', system: key(2) });
  expect(topDecision(s)?.kind).toBe('move-ships');
  const done = transact(s, 0, 1, { commodities: 2 });
  expect(holdings(done, 1).tradeGoods).toBe(5);
  expect(topDecision(done)?.kind).toBe('move-ships');
});

test('94.2 both sides may give trade goods, commodities, relic fragments and one promissory note each', () => {
  const s = edit(tradeGame(), (d) => {
    d.players[1]!.relicFragments = ['cultural-relic-fragment'];
  });
  const done = transact(
    s,
    0,
    1,
    { tradeGoods: 1, commodities: 2, promissoryNote: 'cf@0' },
    { tradeGoods: 3, relicFragments: ['cultural-relic-fragment'], promissoryNote: 'ps@1' },
  );
  expect(holdings(done, 0)).toMatchObject({
    tradeGoods: 3 - 1 + 3,
    commodities: 0,
    fragments: ['cultural-relic-fragment'],
  });
  expect(holdings(done, 1)).toMatchObject({ tradeGoods: 3 + 1 + 2 - 3, commodities: 2, fragments: [] });
  expect(done.players[0]!.promissoryNotes).toContain('ps@1');
  expect(done.players[0]!.promissoryNotes).not.toContain('cf@0');
  expect(done.players[1]!.promissoryNotes).toContain('cf@0');
  expect(done.players[1]!.promissoryNotes).not.toContain('ps@1');
});

test('94.2 a player cannot give more than they have', () => {
  expect(refuse(tradeGame(), 0, proposal(1, { tradeGoods: 4 }))).toMatchObject({
    code: 'transactions/not-enough-trade-goods',
    rule: '94.2',
  });
  expect(refuse(tradeGame(), 0, proposal(1, { promissoryNote: 'cf@1' }))).toMatchObject({
    code: 'transactions/note-not-in-hand',
    rule: '69.5',
  });
  expect(refuse(tradeGame(), 0, proposal(1, {}, { commodities: 3 }))).toMatchObject({
    code: 'transactions/not-enough-commodities',
  });
});

test('94.3 action cards and other components cannot be exchanged', () => {
  const r = apply(
    tradeGame(),
    0,
    { type: 'propose-transaction', to: 1, gives: { actionCards: ['sabotage'] }, asks: {} },
    { at: 0 },
  );
  expect(r).toMatchObject({ ok: false, error: { code: 'transactions/action-cards', rule: '94.3' } });
  const other = apply(
    tradeGame(),
    0,
    { type: 'propose-transaction', to: 1, gives: { technologies: ['gd'] }, asks: {} },
    { at: 0 },
  );
  expect(other).toMatchObject({ ok: false, error: { code: 'transactions/not-tradable', rule: '94.3' } });
});

test('94.4 a transaction does not have to be even: a gift', () => {
  const done = transact(tradeGame(), 0, 1, { tradeGoods: 3 });
  expect([holdings(done, 0).tradeGoods, holdings(done, 1).tradeGoods]).toEqual([0, 6]);
});

test('94.4a acceptance checks everything again: what the proposer no longer has does not move', () => {
  const s = play(tradeGame(), 0, proposal(1, { tradeGoods: 3 }, { tradeGoods: 1 }));
  const spent = edit(s, (d) => {
    d.players[0]!.tradeGoods = 1;
  });
  expect(refuse(spent, 1, acceptCommand(spent, 1))).toMatchObject({ code: 'transactions/not-enough-trade-goods' });
  // The note asked for is checked in the receiver's hand only when they accept.
  const asked = play(tradeGame(), 0, proposal(1, {}, { promissoryNote: 'cf@2' }));
  expect(refuse(asked, 1, acceptCommand(asked, 1))).toMatchObject({
    code: 'transactions/note-not-in-hand',
    rule: '69.5',
  });
  expect(
    options(asked, 1)
      .map((o) => o.label)
      .filter((l) => l.startsWith('Accept')),
  ).toEqual([]);
});

test('94.4a a new proposal between the same players replaces the open one (a counter-offer)', () => {
  const s = play(tradeGame(), 0, proposal(1, { tradeGoods: 1 }, { commodities: 2 }));
  const counter = play(s, 1, proposal(0, { commodities: 1 }, { tradeGoods: 1 }));
  expect(liveProposals(counter).map((p) => [p.from, p.to])).toEqual([[1, 0]]);
  const done = play(counter, 0, acceptCommand(counter, 0));
  expect([holdings(done, 0).tradeGoods, holdings(done, 1).tradeGoods]).toEqual([3 - 1 + 1, 3 + 1]);
});

test('94.6 during an agenda any two players transact once, neighbours or not; the next agenda allows another', () => {
  const s = edit(agendaGame({ agendas: ['mutiny', 'seed-of-an-empire'] }), (d) => {
    for (const p of d.players) p.tradeGoods = 2;
  });
  expect(s.phase).toBe('agenda');
  const once = transact(s, 0, 2, { tradeGoods: 1 });
  expect([once.players[0]!.tradeGoods, once.players[2]!.tradeGoods]).toEqual([1, 3]);
  expect(refuse(once, 2, proposal(0, { tradeGoods: 1 }))).toMatchObject({
    code: 'transactions/once-per-agenda',
    rule: '94.6',
  });
  const second = choose(vote(once, {}).state, 'against').state;
  expect(second.agenda?.number).toBe(2);
  const again = transact(second, 2, 0, { tradeGoods: 1 });
  expect(again.players[0]!.tradeGoods).toBe(2);
});

test('94.6 outside the action and agenda phases no transaction can be made', () => {
  const s = edit(tradeGame(), (d) => {
    d.phase = 'status';
  });
  expect(refuse(s, 0, proposal(1, { tradeGoods: 1 }))).toMatchObject({ code: 'transactions/not-now', rule: '94.1' });
});

test('21.5 commodities given to another player become trade goods for the receiver', () => {
  const done = transact(tradeGame(), 0, 1, { commodities: 2 });
  expect([done.players[0]!.commodities, done.players[1]!.commodities, done.players[1]!.tradeGoods]).toEqual([0, 2, 5]);
});

test('28.1 a deal without components can be made at any time with any player and is recorded for both', () => {
  const s = edit(tradeGame(), (d) => {
    d.phase = 'status';
  });
  const proposed = play(s, 0, proposal(2, {}, {}, 'I will not attack you next round'));
  const done = play(proposed, 2, acceptCommand(proposed, 2));
  expect(done.transactions?.deals).toEqual([
    { between: [0, 2], terms: 'I will not attack you next round', round: s.round, withTransaction: false },
  ]);
  // 28.4: the words are not enforced, and the deal is seen only by the two players.
  expect(view(done, 0).transactions?.deals).toHaveLength(1);
  expect(view(done, 1).transactions?.deals).toEqual([]);
  expect(refuse(s, 0, proposal(2, {}, {}))).toMatchObject({ code: 'transactions/empty' });
});

test('28.3 / 94.5 a deal with a transaction: the components move at once, the words are recorded', () => {
  const done = transact(tradeGame(), 0, 1, { tradeGoods: 2 }, {}, 'you vote for me in the next agenda');
  expect(done.players[1]!.tradeGoods).toBe(5);
  expect(done.transactions?.deals).toEqual([
    { between: [0, 1], terms: 'you vote for me in the next agenda', round: done.round, withTransaction: true },
  ]);
});

test('28.1 a deal that includes a transaction follows the transaction rules (neighbours)', () => {
  expect(refuse(tradeGame(), 0, proposal(2, { tradeGoods: 1 }, {}, 'a gift'))).toMatchObject({
    code: 'transactions/not-neighbours',
    rule: '94.1',
  });
});

test("69.6 a proposal's content is seen by its two players only; a deadline declines it", () => {
  const s = play(tradeGame(), 0, proposal(1, { promissoryNote: 'sftt@0' }, {}, 'secret'));
  expect(view(s, 1).transactions?.proposals[0]).toMatchObject({
    from: 0,
    to: 1,
    gives: { promissoryNote: { note: 'sftt', owner: 0 } },
    terms: 'secret',
  });
  expect(view(s, 2).transactions?.proposals[0]).toMatchObject({ from: 0, to: 1, gives: null, asks: null, terms: null });
  expect(view(s, null).transactions?.proposals[0]?.gives).toBeNull();
  expect(checkInvariants(s)).toEqual([]);
  const timedOut = play(s, 1, { type: 'timeout' });
  expect(liveProposals(timedOut)).toEqual([]);
  expect(topDecision(timedOut)?.kind).toBe('action-turn');
});

test('69.6 a note given in a transaction stays hidden from third parties', () => {
  const done = transact(tradeGame(), 0, 1, { promissoryNote: 'cf@0' });
  expect(view(done, 1).players[1]!.promissoryNotes).toContain('cf@0');
  expect(view(done, 2).players[1]!.promissoryNotes).toBeNull();
  expect(JSON.stringify(view(done, 2))).not.toContain('cf@0');
  expect(checkInvariants(done)).toEqual([]);
});

test('94 options offer ready-made proposals beside the action-turn decision, and answers to the receiver', () => {
  const s = tradeGame();
  const labels = options(s, 0).map((o) => o.label);
  expect(labels).toContain('Offer Player 2 1 trade good');
  expect(labels.some((l) => l.startsWith('Offer Player 3'))).toBe(false);
  const proposed = play(s, 0, proposal(1, { tradeGoods: 1 }));
  const answers = options(proposed, 1)
    .filter((o) => o.command.type === 'answer-transaction')
    .map((o) => o.label);
  expect(answers).toEqual([
    'Accept: Player 1 gives 1 trade good for nothing',
    'Decline: Player 1 gives 1 trade good for nothing',
  ]);
  expect(options(proposed, 0).map((o) => o.label)).toContain('Withdraw your offer to Player 2');
});
