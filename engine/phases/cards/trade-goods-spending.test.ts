// 52.2–52.3 Leadership and 91.3 the Technology secondary, as options() offers them: trade goods count as influence
// and resources (47.3, 93.2), so the choices include paying with them, not only with planets (issue 15).
import { expect, test } from 'vitest';
import { options } from '../../flow/options';
import { edit, giveActionCards, newGame, pickStrategyCards, play, topDecision } from '../../testing/scenario';
import { primary, turnWith } from './cards.fixture';

const SIX = ['leadership', 'diplomacy', 'politics', 'construction', 'trade', 'warfare'];
/** Seat 0 (Sol: Jord, 4 resources / 2 influence) holds Leadership and acts first. */
const leadershipTurn = (tradeGoods: number) =>
  edit(pickStrategyCards(newGame({ players: 6 }), SIX), (d) => {
    d.players[0]!.tradeGoods = tradeGoods;
  });

type Spend = { planets: string[]; tradeGoods: number };
const spends = (s: ReturnType<typeof leadershipTurn>, seat: number, type: string): Spend[] =>
  options(s, seat)
    .filter((o) => o.command.type === type)
    .map((o) => (o.command as unknown as { choices: Spend }).choices)
    .map(({ planets, tradeGoods }) => ({ planets, tradeGoods }));

test('52.2 Leadership offers buying a token with trade goods alone, without exhausting a planet', () => {
  const s = leadershipTurn(3);
  const offered = spends(s, 0, 'strategic-action');
  // 2 influence (Jord) + 3 trade goods: one extra token by trade goods alone, or Jord and one trade good.
  expect(offered).toContainEqual({ planets: [], tradeGoods: 3 });
  expect(offered).toContainEqual({ planets: ['jord'], tradeGoods: 1 });
  const o = options(s, 0).find((x) => {
    const c = (x.command as unknown as { choices?: Spend & { tactic: number } }).choices;
    return c?.tradeGoods === 3 && c.tactic === 4;
  })!;
  expect(o.label).toContain('3 trade goods');
  const after = play(s, 0, o.command);
  expect(after.players[0]!.tradeGoods).toBe(0);
  expect(after.players[0]!.pools.tactic).toBe(3 + 4);
  const jord = Object.values(after.board.systems).find((x) => x.planets.jord)!.planets.jord!;
  expect(jord.exhausted).toBe(false);
});

test('52.3 the Leadership secondary is offered to a player who can pay only with trade goods', () => {
  // Seat 1 (the Hacan) exhausts every planet first; with 3 trade goods it may still buy one token.
  const s0 = edit(leadershipTurn(0), (d) => {
    d.players[1]!.tradeGoods = 3;
    for (const sys of Object.values(d.board.systems))
      for (const p of Object.values(sys.planets)) if (p.owner === 1) p.exhausted = true;
  });
  const s = play(s0, 0, {
    type: 'strategic-action',
    card: 'leadership',
    choices: { planets: [], tradeGoods: 0, tactic: 3, fleet: 0, strategy: 0 },
  });
  expect(spends(s, 1, 'follow-secondary')).toContainEqual({ planets: [], tradeGoods: 3 });
  const follow = options(s, 1).find((o) => o.command.type === 'follow-secondary')!;
  const after = play(s, 1, follow.command);
  expect(after.players[1]!.tradeGoods).toBe(0);
  const pools = after.players[1]!.pools;
  expect(pools.tactic + pools.fleet + pools.strategy).toBe(3 + 3 + 2 + 1);
});

test('91.3 the Technology secondary offers paying four resources with trade goods first', () => {
  // Seat 1 (the Hacan: Arretze 2, Hercant 1, Kamdorn 0 resources) has 4 trade goods.
  const s0 = turnWith('technology', 6, (d) => {
    d.players[1]!.tradeGoods = 4;
  });
  const s = primary(s0, 'technology', { research: { technology: 'gd', specialties: [] } });
  const payments = options(s, 1)
    .filter((o) => o.command.type === 'follow-secondary')
    .map((o) => (o.command as unknown as { choices: { technology: string; payment: unknown } }).choices)
    .filter((c) => c.technology === 'gd')
    .map((c) => c.payment);
  expect(payments).toContainEqual({ resources: [], influence: [], tradeGoods: 4 });
  expect(payments).toContainEqual({ resources: ['arretze', 'hercant'], influence: [], tradeGoods: 1 });
});

test('52.2 Leadership whose trade goods are gone when it resolves asks its player to choose again', () => {
  // Seat 2 holds an action card, so a window opens between playing the card and resolving it (a Coup d'Etat could
  // answer it); meanwhile seat 0 gives its 3 trade goods away (a transaction during its turn, 94.1).
  const s0 = giveActionCards(leadershipTurn(3), 2, ['sabotage']);
  const played = play(s0, 0, {
    type: 'strategic-action',
    card: 'leadership',
    choices: { planets: [], tradeGoods: 3, tactic: 4, fleet: 0, strategy: 0 },
  });
  expect(topDecision(played)).toMatchObject({ kind: 'window' });
  const gone = edit(played, (d) => {
    d.players[0]!.tradeGoods = 0;
    d.players[1]!.tradeGoods += 3;
  });
  let s = gone;
  for (let d = topDecision(s); d?.kind === 'window'; d = topDecision(s))
    s = play(s, d.waitingOn[0]!, { type: 'pass-window' });
  expect(topDecision(s)).toMatchObject({ kind: 'choice', choice: 'strategy/primary-again', waitingOn: [0] });
  expect(s.players[0]!.pools).toEqual(gone.players[0]!.pools);
  // Jord's 2 influence cannot buy a token: only the three tokens of the card are offered, in every split.
  const again = options(s, 0);
  expect(again).toHaveLength(10);
  expect(again.every((o) => o.label.startsWith('Leadership: ') && !o.label.includes('spending'))).toBe(true);
  const tactic = again.find((o) => o.label === 'Leadership: 3 tactic / 0 fleet / 0 strategy')!;
  const after = play(s, 0, tactic.command);
  expect(after.players[0]!.pools.tactic).toBe(gone.players[0]!.pools.tactic + 3);
  expect(after.players[0]!.tradeGoods).toBe(0);
});
