// Rule coverage of the "during the action phase, if the active player has the card" rules of the strategy cards
// (24.1, 32.1, 45.1, 52.1), the command sheet (19) and gaining command tokens (52.4), and exhausting the card (34.5).
import { expect, test } from 'vitest';
import type { GameState } from '../../core/state';
import { edit, play, refuse, topDecision } from '../../testing/scenario';
import { control, declineRest, primary, systemKeyOf, turnWith } from './cards.fixture';

/** The strategic action of `card` by seat 0 (active, holding it) is performed; the card is exhausted. */
function performs(card: string, choices: Record<string, unknown>, change?: (d: GameState) => void): GameState {
  const s = primary(turnWith(card, 6, change), card, choices);
  expect(s.players[0]!.exhaustedStrategyCards).toEqual([card]);
  return s;
}

/**
 * Seat 1 holds `card` but seat 0 is active: seat 1 cannot perform it, and seat 0 (without it) cannot either. Neither
 * refusal changes anything.
 */
function onlyTheActiveHolder(card: string, choices: Record<string, unknown>): void {
  const s = turnWith('leadership', 6, (d) => {
    for (const p of d.players) p.strategyCards = p.strategyCards.filter((c) => c !== card);
    if (card !== 'leadership') d.players[1]!.strategyCards = [card];
  });
  const before = structuredClone(s);
  if (card !== 'leadership') {
    expect(refuse(s, 1, { type: 'strategic-action', card, choices }).code).toBe('flow/not-your-turn');
    expect(refuse(s, 0, { type: 'strategic-action', card, choices }).rule).toBe('83.3');
  }
  expect(s).toEqual(before);
}

test('24.1 the active player holding Construction performs its strategic action; nobody else can', () => {
  const s = performs('construction', { first: { unit: 'pds', planet: 'gral' } }, (d) => control(d, 0, ['gral']));
  expect(s.board.systems[systemKeyOf(s, 'gral')]!.planets.gral!.units['0']!.counts).toEqual({ pds: 1 });
  onlyTheActiveHolder('construction', { first: { unit: 'pds', planet: 'gral' } });
});

test('32.1 the active player holding Diplomacy performs its strategic action; nobody else can', () => {
  const gral = systemKeyOf(turnWith('diplomacy'), 'gral');
  const s = performs('diplomacy', { system: gral, ready: [] }, (d) => control(d, 0, ['gral']));
  expect(s.board.systems[gral]!.commandTokens.sort()).toEqual([1, 2, 3, 4, 5]);
  onlyTheActiveHolder('diplomacy', { system: gral, ready: [] });
});

test('45.1 the active player holding Imperial performs its strategic action; nobody else can', () => {
  const s = performs('imperial', {});
  expect(s.players[0]!.secretObjectives).toHaveLength(2); // no Mecatol Rex: a secret objective is drawn (45.2)
  onlyTheActiveHolder('imperial', {});
});

test('52.1 the active player holding Leadership performs its strategic action; nobody else can', () => {
  const s = performs('leadership', { planets: [], tradeGoods: 0, tactic: 3, fleet: 0, strategy: 0 });
  expect(s.players[0]!.pools.tactic).toBe(6);
  const other = turnWith('diplomacy');
  const before = structuredClone(other);
  const choices = { planets: [], tradeGoods: 0, tactic: 3, fleet: 0, strategy: 0 };
  expect(refuse(other, 0, { type: 'strategic-action', card: 'leadership', choices }).rule).toBe('83.3');
  expect(other).toEqual(before);
});

test('34.5 / 82.2 after a strategic action its card is exhausted and cannot be used again this round', () => {
  const s = declineRest(performs('leadership', { planets: [], tradeGoods: 0, tactic: 3, fleet: 0, strategy: 0 }));
  // Give the turn back to seat 0 (as if everyone else had passed) and try the card again.
  const again = edit(s, (d) => {
    for (const p of d.players) if (p.seat !== 0) p.passed = true;
  });
  const t = edit(again, (d) => {
    const top = d.stack.at(-1);
    if (top?.frame === 'decision') top.waitingOn = [0];
  });
  expect(topDecision(t)?.kind).toBe('action-turn');
  const r = refuse(t, 0, {
    type: 'strategic-action',
    card: 'leadership',
    choices: { planets: [], tradeGoods: 0, tactic: 3, fleet: 0, strategy: 0 },
  });
  expect(r).toMatchObject({ code: 'action/card-exhausted', rule: '82.2' });
});

test('52.4 tokens gained through Leadership’s secondary go to the pools the player chooses', () => {
  const s = edit(performs('leadership', { planets: [], tradeGoods: 0, tactic: 3, fleet: 0, strategy: 0 }), (d) => {
    d.players[1]!.tradeGoods = 6;
  });
  expect(topDecision(s)?.waitingOn).toContain(1);
  const t = play(s, 1, {
    type: 'follow-secondary',
    choices: { planets: [], tradeGoods: 6, tactic: 0, fleet: 1, strategy: 1 },
  });
  expect(t.players[1]!.pools).toEqual({ tactic: 3, fleet: 4, strategy: 3 });
});

test('19.1 the strategy pool pays for secondaries and the tactic pool for tactical actions: empty pools refuse them', () => {
  const s = edit(
    performs('construction', { first: { unit: 'pds', planet: 'gral' } }, (d) => control(d, 0, ['gral'])),
    (d) => {
      d.players[1]!.pools.strategy = 0;
    },
  );
  const before = structuredClone(s);
  expect(refuse(s, 1, { type: 'follow-secondary', choices: {} }).rule).toBe('20.5');
  expect(s).toEqual(before);
  const empty = edit(turnWith('leadership'), (d) => {
    d.players[0]!.pools.tactic = 0;
  });
  expect(refuse(empty, 0, { type: 'tactical-action', system: '0,0' }).rule).toBe('5.1');
});

test('19.2 trade goods in the trade good area are spent as influence: Leadership’s secondary paid with them', () => {
  const s = edit(performs('leadership', { planets: [], tradeGoods: 0, tactic: 3, fleet: 0, strategy: 0 }), (d) => {
    d.players[1]!.tradeGoods = 4;
  });
  const t = play(s, 1, {
    type: 'follow-secondary',
    choices: { planets: [], tradeGoods: 3, tactic: 1, fleet: 0, strategy: 0 },
  });
  expect([t.players[1]!.tradeGoods, t.players[1]!.pools.tactic]).toEqual([1, 4]);
  // 19.3 (hiding the quick reference under the faction sheet) is a table habit with no effect on play.
});
