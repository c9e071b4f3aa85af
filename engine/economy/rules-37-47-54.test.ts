// Rule coverage of LRR 37.2 / 37.4 (fleet pool tokens are not spent), 47.1 / 47.2 (a planet's influence, spent by
// exhausting its card) and 54.1 (the custodians token starts on Mecatol Rex and keeps ground forces off it).
import { expect, test } from 'vitest';
import type { Command } from '../core/commands';
import { agendaGame, vote } from '../agenda/scenario';
import { control, primary, turnWith } from '../phases/cards/cards.fixture';
import {
  answer,
  invasionGame,
  NO_PAYMENT,
  passWindows,
  put,
  runInvasion,
  tradeGoods,
} from '../testing/invasion-scenario';
import { edit, newGame, refuse } from '../testing/scenario';
import { apply } from '../flow/apply';

test('37.4 fleet pool tokens are not spent: with an empty tactic pool no tactical action, whatever the fleet pool', () => {
  const s = edit(turnWith('leadership'), (d) => {
    d.players[0]!.pools = { tactic: 0, fleet: 5, strategy: 2 };
  });
  const before = structuredClone(s);
  expect(refuse(s, 0, { type: 'tactical-action', system: '0,0' }).rule).toBe('5.1');
  expect(s).toEqual(before);
  // 37.2 (the fleet pool's tokens lie ship side up) is the table's way of telling this pool apart.
});

test('37.4 nor does a strategy card’s secondary take a fleet pool token when the strategy pool is empty', () => {
  const s = edit(
    primary(
      turnWith('construction', 6, (d) => control(d, 0, ['gral'])),
      'construction',
      { first: { unit: 'pds', planet: 'gral' } },
    ),
    (d) => {
      d.players[1]!.pools = { tactic: 3, fleet: 5, strategy: 0 };
    },
  );
  expect(refuse(s, 1, { type: 'follow-secondary', choices: {} }).rule).toBe('20.5');
});

test('47.1 votes count a planet’s influence (its right-hand value), not its resources', () => {
  // Sol's Jord has 4 resources and 2 influence.
  const s = agendaGame({ agendas: ['mutiny', 'seed-of-an-empire'] });
  const r = vote(s, { 0: { outcome: 'for', planets: ['jord'] } });
  expect(r.events.filter((e) => e.type === 'votes-cast')).toEqual([
    { type: 'votes-cast', seat: 0, outcome: 'for', votes: 2 },
  ]);
});

test('47.2 influence is spent by exhausting the planet card; an exhausted planet cannot be spent again', () => {
  const s = edit(turnWith('leadership'), (d) => {
    d.players[0]!.tradeGoods = 1;
  });
  const spent = primary(s, 'leadership', { planets: ['jord'], tradeGoods: 1, tactic: 4, fleet: 0, strategy: 0 });
  const jord = Object.values(spent.board.systems).find((x) => x.planets.jord)!.planets.jord!;
  expect(jord.exhausted).toBe(true);
  const again = edit(s, (d) => {
    Object.values(d.board.systems).find((x) => x.planets.jord)!.planets.jord!.exhausted = true;
  });
  const r = refuse(again, 0, {
    type: 'strategic-action',
    card: 'leadership',
    choices: { planets: ['jord'], tradeGoods: 1, tactic: 4, fleet: 0, strategy: 0 },
  });
  expect(r.rule).toBe('34.1');
});

test('54.1 the custodians token is on Mecatol Rex after setup and keeps ground forces off until 6 influence is paid', () => {
  expect(newGame().custodiansOnMecatol).toBe(true);
  const s = tradeGoods(put(invasionGame({ active: '18', custodians: true }), 0, { carrier: 1, infantry: 2 }), 0, 6);
  const run = passWindows(runInvasion(s));
  const land = (custodians?: typeof NO_PAYMENT) =>
    ({
      type: 'commit-ground-forces',
      landings: [{ planet: 'mr', units: { infantry: 1 } }],
      ...(custodians ? { custodians } : {}),
    }) as Command;
  const refused = apply(run.state, 0, land(), { at: 0 });
  expect(refused).toMatchObject({ ok: false, error: { rule: '27.1' } });
  const r = passWindows(answer(run, 0, land({ ...NO_PAYMENT, tradeGoods: 6 })));
  expect(r.state.custodiansOnMecatol).toBe(false);
});
