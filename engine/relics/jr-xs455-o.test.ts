import { expect, test } from 'vitest';
import { optionLabels } from '../testing/scenario';
import { withPlanets, withRelics } from '../testing/relic-scenario';
import { edit, key, play, refuse, tacticalGame, topDecision, unitsIn } from '../testing/tactical-scenario';

const action = (targets: Record<string, unknown>) =>
  ({ type: 'component-action', ability: 'jr-xs455-o', targets }) as const;

/** Seat 0 holds JR-XS455-O; seat 1 controls Starpoint (3 resources) and New Albion (1) in 0,0. */
const game = () =>
  withPlanets(withRelics(tacticalGame({ tiles: { [key(0)]: '27' } }), 0, ['jr-xs455-o']), 1, [
    'starpoint',
    'newalbion',
  ]);

test('73.3 JR-XS455-O: Action — exhaust it; the player picked pays 3 resources to put a structure on their planet (85)', () => {
  const s0 = play(game(), 0, action({ player: 1 }));
  expect(s0.players[0]!.exhaustedRelics).toEqual(['jr-xs455-o']);
  expect(topDecision(s0)).toMatchObject({ kind: 'choice', choice: 'relics/jr-xs455-o', waitingOn: [1] });
  expect(optionLabels(s0, 1)).toContain('JR-XS455-O: pay 3 resources to put 1 PDS on New Albion');
  const s = play(s0, 1, { type: 'choose', option: 'pds|newalbion' });
  expect(unitsIn(s, key(0), 1, 'newalbion')).toEqual({ pds: 1 });
  expect(s.board.systems[key(0)]!.planets.starpoint!.exhausted).toBe(true);
  expect(s.players[1]!.tradeGoods).toBe(s0.players[1]!.tradeGoods);
});

test('73 JR-XS455-O: a player who puts no structure gains 1 trade good; one who cannot pay is offered only that', () => {
  const s0 = play(game(), 0, action({ player: 1 }));
  const s = play(s0, 1, { type: 'choose', option: 'decline' });
  expect(s.players[1]!.tradeGoods).toBe(s0.players[1]!.tradeGoods + 1);
  expect(unitsIn(s, key(0), 1, 'newalbion')).toEqual({});
  const poor = play(
    edit(game(), (d) => {
      d.board.systems[key(0)]!.planets.starpoint!.exhausted = true;
      d.players[1]!.tradeGoods = 0;
    }),
    0,
    action({ player: 1 }),
  );
  expect(optionLabels(poor, 1)).toEqual(['JR-XS455-O: put no structure and gain 1 trade good']);
});

test('73 JR-XS455-O: exhausted it is refused and nothing changes; a structure beyond the limit is refused (79.3)', () => {
  const used = play(game(), 0, action({ player: 1 }));
  const again = edit(used, (d) => {
    d.stack = game().stack;
  });
  expect(refuse(again, 0, action({ player: 2 }))).toMatchObject({ code: 'ability/exhausted', rule: '1.11' });
  const docked = play(
    edit(game(), (d) => {
      d.board.systems[key(0)]!.planets.newalbion!.units['1'] = { counts: { 'space-dock': 1 }, damaged: {} };
    }),
    0,
    action({ player: 1 }),
  );
  expect(optionLabels(docked, 1)).not.toContain('JR-XS455-O: pay 3 resources to put 1 space dock on newalbion');
  expect(refuse(docked, 1, { type: 'choose', option: 'space-dock|newalbion' })).toBeDefined();
  expect(unitsIn(docked, key(0), 1, 'newalbion')).toEqual({ 'space-dock': 1 });
});
