import { expect, test } from 'vitest';
import { optionLabels, play, refuse, topDecision } from '../testing/scenario';
import { endOfTurn, line, tacticalGame, withPlanets } from '../testing/relic-scenario';
import { gainControl } from '../invasion/control';
import { edit } from '../testing/scenario';
import { flowCtx } from '../kernel/context';
import { advance } from '../flow/apply';
import { unitsIn } from '../testing/tactical-scenario';

// Hope's End (66), Primor (65) and Mallice (82B, the active nexus) in a row.
const board = () => tacticalGame({ tiles: line('66', '65', '82B', '19') });
const use = (ability: string, targets: Record<string, unknown>) => ({ type: 'use-ability', ability, targets }) as const;

test("53.3 Hope's End: at the end of its controller's turn, exhaust Imperial Arms Vault to put 1 mech on a planet they control", () => {
  const s0 = endOfTurn(withPlanets(board(), 0, ['hopesend', 'wellon']));
  expect(topDecision(s0)).toMatchObject({ kind: 'window', window: 'end-of-turn', waitingOn: [0] });
  const s = play(s0, 0, use('legendary-hopesend', { planet: 'wellon' }));
  expect(unitsIn(s, '3,0', 0, 'wellon')).toEqual({ mech: 1 });
  expect(s.board.systems['0,0']!.planets.hopesend!.legendaryExhausted).toBe(true);
});

test("53.3 Hope's End: Imperial Arms Vault may draw 1 action card instead", () => {
  const s0 = endOfTurn(withPlanets(board(), 0, ['hopesend']));
  const before = s0.decks.action.draw.length;
  const s = play(s0, 0, use('legendary-hopesend', { draw: true }));
  expect(s.players[0]!.actionCards).toHaveLength(1);
  expect(s.decks.action.draw).toHaveLength(before - 1);
});

test("53.3 an exhausted legendary card, or one used on another player's turn, is refused and changes nothing", () => {
  const exhausted = edit(endOfTurn(withPlanets(board(), 0, ['hopesend', 'primor'])), (d) => {
    d.board.systems['0,0']!.planets.hopesend!.legendaryExhausted = true;
  });
  expect(refuse(exhausted, 0, use('legendary-hopesend', { draw: true }))).toMatchObject({
    code: 'ability/not-eligible',
  });
  expect(exhausted.players[0]!.actionCards).toEqual([]);
  // Seat 1 controls Hope's End, but it is seat 0's turn that ends: seat 1 is not asked (53.3 "your turn").
  const others = endOfTurn(withPlanets(withPlanets(board(), 1, ['hopesend']), 0, ['primor']));
  expect(refuse(others, 1, use('legendary-hopesend', { draw: true }))).toMatchObject({ code: 'flow/not-your-turn' });
});

test('53.3 Primor: The Atrament puts up to 2 infantry from reinforcements onto planets its controller controls', () => {
  const s0 = endOfTurn(withPlanets(board(), 0, ['primor', 'wellon']));
  expect(optionLabels(s0, 0)).toContain('The Atrament: put 1 infantry on Primor and 1 on Wellon');
  const s = play(s0, 0, use('legendary-primor', { planets: ['primor', 'wellon'] }));
  expect(unitsIn(s, '1,0', 0, 'primor')).toEqual({ infantry: 1 });
  expect(unitsIn(s, '3,0', 0, 'wellon')).toEqual({ infantry: 1 });
  expect(refuse(s0, 0, use('legendary-primor', { planets: ['primor', 'primor', 'wellon'] }))).toMatchObject({
    code: 'ability/bad-target',
    rule: '53.3',
  });
});

test('53.3 Mallice: Exterrix Headquarters gains 2 trade goods or turns every commodity into a trade good', () => {
  const s0 = endOfTurn(
    edit(withPlanets(board(), 0, ['mallice']), (d) => {
      d.players[0]!.commodities = 3;
      d.players[0]!.tradeGoods = 1;
    }),
  );
  const gain = play(s0, 0, use('legendary-mallice', { gain: 'trade-goods' }));
  expect([gain.players[0]!.tradeGoods, gain.players[0]!.commodities]).toEqual([3, 3]);
  const convert = play(s0, 0, use('legendary-mallice', { gain: 'convert' }));
  expect([convert.players[0]!.tradeGoods, convert.players[0]!.commodities]).toEqual([4, 0]);
});

test('53.2b a player who gains control of a planet whose legendary card is exhausted gets it exhausted', () => {
  const used = play(
    endOfTurn(withPlanets(board(), 0, ['mallice'])),
    0,
    use('legendary-mallice', { gain: 'trade-goods' }),
  );
  const taken = edit(used, (d) => {
    const ctx = flowCtx(d, { at: 0 });
    gainControl(ctx, 1, '2,0', 'mallice');
    advance(ctx);
  });
  expect(taken.board.systems['2,0']!.planets.mallice!.owner).toBe(1);
  expect(taken.board.systems['2,0']!.planets.mallice!.legendaryExhausted).toBe(true);
  // Seat 1 now holds the card (53.2) but cannot use it until it is readied.
  const atEnd = endOfTurn(taken, 1);
  expect(optionLabels(atEnd, 1).some((l) => l.startsWith('Exterrix Headquarters'))).toBe(false);
});
