import { expect, test } from 'vitest';
import type { GameState } from '../core/state';
import { options } from '../flow/options';
import { edit, newGame, pickStrategyCards, play, playEvents, refuse, topDecision } from '../testing/scenario';
import { declineRest, primary, turnWith } from './cards/cards.fixture';

const SIX = ['leadership', 'diplomacy', 'politics', 'construction', 'trade', 'warfare'];

/** Everyone but seat 0 has passed with their card used; seat 0 passes last and the status phase begins. */
function endOfActionPhase(change?: (d: GameState) => void): { state: GameState; revealed: string[] } {
  const s = edit(pickStrategyCards(newGame({ players: 6 }), SIX), (d) => {
    for (const p of d.players) {
      p.exhaustedStrategyCards = [...p.strategyCards];
      if (p.seat !== 0) p.passed = true;
    }
    change?.(d);
  });
  let r = playEvents(s, 0, { type: 'pass' });
  const revealed: string[] = [];
  for (const seat of [...(topDecision(r.state)?.waitingOn ?? [])]) {
    r = playEvents(r.state, seat, { type: 'score-objectives', scores: [] });
    for (const e of r.events) if (e.type === 'objective-revealed') revealed.push(e.objective);
  }
  return { state: r.state, revealed };
}

test('80.1 the speaker is the first to choose a strategy card', () => {
  expect(topDecision(newGame({ players: 6, speaker: 3 }))).toMatchObject({
    kind: 'choose-strategy-card',
    waitingOn: [3],
  });
  expect(refuse(newGame({ players: 6, speaker: 3 }), 4, { type: 'choose-strategy-card', card: 'trade' })).toMatchObject(
    {
      code: 'flow/not-your-turn',
    },
  );
});

// 80.3 (the speaker prepares the objectives in setup) is a setup chore with no choice in it: createGame deals them.
test('80.4 / 61.14 in each status phase one facedown public objective is revealed, whoever is speaker', () => {
  for (const speaker of [0, 4]) {
    const { state, revealed } = endOfActionPhase((d) => void (d.speaker = speaker));
    expect(revealed).toHaveLength(1);
    expect(state.objectives.revealed.at(-1)).toBe(revealed[0]);
    expect(state.objectives.unrevealed).not.toContain(revealed[0]);
  }
});

test('61.15 with no facedown objective left the game ends at once; 61.15a a tie for most goes to initiative order', () => {
  const { state } = endOfActionPhase((d) => {
    d.objectives.revealed.push(...d.objectives.unrevealed.splice(0));
    // Seat 4 (Trade, initiative 5) and seat 2 (Politics, initiative 3) tie on 2 points.
    d.players[4]!.otherPoints.push({ source: 'test', points: 2 });
    d.players[2]!.otherPoints.push({ source: 'test', points: 2 });
  });
  expect([state.phase, state.winner]).toEqual(['ended', 2]);
});

test("83.1 a chosen strategy card leaves the common play area for the chooser's play area", () => {
  const s = play(newGame({ players: 6 }), 0, { type: 'choose-strategy-card', card: 'politics' });
  expect(s.players[0]!.strategyCards).toEqual(['politics']);
  expect(s.strategyCards.politics!.holder).toBe(0);
  expect(
    options(s, 1)
      .map((o) => o.label)
      .some((l) => /politics/i.test(l)),
  ).toBe(false);
});

// 83.5 (eight cards, each with a name and an initiative number) is the definition the next test uses.
test("83.6 the initiative numbers on the cards set the action phase's order, not the seats", () => {
  // Seat 0 is speaker and takes Warfare (6); seat 5 takes Leadership (1) and acts first.
  const s = pickStrategyCards(newGame({ players: 6 }), [
    'warfare',
    'politics',
    'trade',
    'construction',
    'diplomacy',
    'leadership',
  ]);
  expect(topDecision(s)).toMatchObject({ kind: 'action-turn', waitingOn: [5] });
});

test('83.8 the cards nobody chose stay in the common play area (with a trade good); chosen ones are held', () => {
  const s = pickStrategyCards(newGame({ players: 6 }), SIX);
  expect(s.strategyCards.technology).toMatchObject({ holder: null, tradeGoods: 1 });
  expect(s.strategyCards.imperial).toMatchObject({ holder: null, tradeGoods: 1 });
  expect(s.strategyCards.trade).toMatchObject({ holder: 4, tradeGoods: 0 });
});

test('83.7 a strategic action resolves the primary ability, then offers the secondary to the others', () => {
  const s = primary(turnWith('trade'), 'trade', { players: [] });
  expect([s.players[0]!.tradeGoods, s.players[0]!.commodities]).toEqual([3, 4]);
  expect(topDecision(s)).toMatchObject({ kind: 'strategic-secondary', card: 'trade', waitingOn: [1, 2, 3, 4, 5] });
});

test('83.4 a player resolves only the secondary of cards other players chose: the active player is not asked', () => {
  const s = primary(turnWith('trade'), 'trade', { players: [] });
  expect(topDecision(s)?.waitingOn).not.toContain(0);
  expect(refuse(s, 0, { type: 'follow-secondary', choices: {} })).toMatchObject({ code: 'flow/not-your-turn' });
  expect(s.players[0]!.pools.strategy).toBe(2);
});

test('71.6 / 83.2 performing the strategic action exhausts the card; 82.2 it cannot be used again that round', () => {
  const s = declineRest(primary(turnWith('trade'), 'trade', { players: [] }));
  expect(s.players[0]!.exhaustedStrategyCards).toEqual(['trade']);
  const again = edit(s, (d) => {
    (d.stack.at(-1) as { waitingOn: number[] }).waitingOn = [0];
  });
  expect(refuse(again, 0, { type: 'strategic-action', card: 'trade', choices: { players: [] } })).toMatchObject({
    code: 'action/card-exhausted',
    rule: '82.2',
  });
});

test('82.2 once the card is exhausted its holder may pass on a later turn; before, passing is refused (3.4)', () => {
  const fresh = turnWith('trade');
  expect(refuse(fresh, 0, { type: 'pass' })).toMatchObject({ rule: '3.4' });
  const used = edit(declineRest(primary(fresh, 'trade', { players: [] })), (d) => {
    (d.stack.at(-1) as { waitingOn: number[] }).waitingOn = [0];
  });
  expect(play(used, 0, { type: 'pass' }).players[0]!.passed).toBe(true);
});

for (const [rule, card, choices] of [
  ['66.1', 'politics', { speaker: 1 }],
  ['91.1', 'technology', { research: { technology: 'gd', specialties: [] } }],
  ['92.1', 'trade', { players: [] }],
] as const)
  test(`${rule} only the active player who holds ${card} can perform its strategic action`, () => {
    // Seat 0 holds Leadership here: another player's card is refused and nothing changes.
    const s = turnWith('leadership');
    expect(refuse(s, 0, { type: 'strategic-action', card, choices })).toMatchObject({ rule: '83.3' });
    const mine = turnWith(card);
    expect(play(mine, 0, { type: 'strategic-action', card, choices }).players[0]!.exhaustedStrategyCards).toEqual([
      card,
    ]);
  });
