import { expect, test } from 'vitest';
import type { Command } from '../core/commands';
import type { GameState } from '../core/state';
import { flowCtx } from '../kernel/context';
import { edit, placeUnits, play, playEvents, refuse, topDecision } from '../testing/scenario';
import { line, passWindows, tacticalGame, unitsIn } from '../testing/tactical-scenario';
import { labelsIn, tradeGoodsPayment } from '../testing/unit-ability-scenario';
import { checkLeaderUnlocks } from './unlock';

const HERE = '0,0';

/** Xxcha (seat 0) takes the first turn; the Arborec (seat 1) hold Starpoint in HERE with a space dock. */
function arborecDock(commander: 'locked' | 'unlocked'): GameState {
  const s = edit(tacticalGame({ factions: ['xxcha', 'arborec', 'jolnar'], tiles: line('27', '18') }), (d) => {
    d.board.systems[HERE]!.planets.starpoint!.owner = 1;
    d.players[1]!.tradeGoods = 5;
    d.players[1]!.leaders.commander = commander;
  });
  return placeUnits(s, HERE, 1, { 'space-dock': 1 }, 'starpoint');
}

const produce = (units: Extract<Command, { type: 'produce' }>['units'], tradeGoods: number): Command => ({
  type: 'produce',
  units,
  payment: tradeGoodsPayment(tradeGoods),
});

test('51.6 Arborec commander Dirzuga Rophal: after another player activates its system, produce 1 unit there', () => {
  let s = play(arborecDock('unlocked'), 0, { type: 'tactical-action', system: HERE });
  expect(topDecision(s)).toMatchObject({ kind: 'window', window: 'after-system-activated', waitingOn: [1] });
  expect(labelsIn(s, 1, 'Respond')).toContain('Dirzuga Rophal: produce 1 unit in Starpoint/New Albion (27)');
  s = passWindows(play(s, 1, { type: 'use-ability', ability: 'arboreccommander', targets: {} }));
  expect(topDecision(s)).toMatchObject({ kind: 'production', seat: 1, system: HERE, source: 'arboreccommander' });
  expect(refuse(s, 1, produce([{ unit: 'fighter', count: 2 }], 1))).toMatchObject({
    code: 'production/over-capacity',
    rule: '68.1',
  });
  const r = playEvents(s, 1, produce([{ unit: 'cruiser', count: 1 }], 2));
  expect(unitsIn(r.state, HERE, 1)).toEqual({ cruiser: 1 });
  expect(r.state.players[1]!.tradeGoods).toBe(3);
});

test('51.6 Arborec commander Dirzuga Rophal: locked, or without its producers there, no window opens', () => {
  const locked = play(arborecDock('locked'), 0, { type: 'tactical-action', system: HERE });
  expect(topDecision(locked)?.kind).not.toBe('window');
  expect(refuse(locked, 1, { type: 'use-ability', ability: 'arboreccommander', targets: {} }).code).toBe(
    'flow/not-now',
  );
  // Elsewhere (no Arborec unit with Production in the system), nothing either.
  const s = edit(arborecDock('unlocked'), (d) => {
    d.board.systems[HERE]!.planets.starpoint!.units = {};
  });
  expect(topDecision(play(s, 0, { type: 'tactical-action', system: HERE }))?.kind).not.toBe('window');
});

test('51.6 Arborec commander Dirzuga Rophal unlocks with 12 ground forces on planets the Arborec control', () => {
  for (const [n, status] of [
    [11, 'locked'],
    [12, 'unlocked'],
  ] as const) {
    const s = placeUnits(arborecDock('locked'), HERE, 1, { infantry: n }, 'starpoint');
    const ctx = flowCtx(structuredClone(s), { at: 0 });
    checkLeaderUnlocks(ctx);
    expect(ctx.state.players[1]!.leaders.commander).toBe(status);
  }
});
