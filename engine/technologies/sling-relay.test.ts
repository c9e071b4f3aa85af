import { expect, test } from 'vitest';
import type { Command } from '../core/commands';
import type { GameState } from '../core/state';
import { options } from '../flow/options';
import { edit, newGame, pickStrategyCards, play, playEvents, refuse, topDecision } from '../testing/scenario';

// Three players; seat 0 (Sol: Jord at 3,-3 with a space dock, 2 carriers, a destroyer and 3 fighters) acts first.
const JORD = '3,-3';
const MECATOL = '0,0';
const CARDS = ['leadership', 'diplomacy', 'politics', 'construction', 'trade', 'warfare'];

/** Seat 0 owns Sling Relay, has 3 trade goods and room in its fleet pool; its first turn is waiting. */
function game(change?: (d: GameState) => void): GameState {
  return edit(pickStrategyCards(newGame({ players: 3 }), CARDS), (d) => {
    const p = d.players[0]!;
    p.technologies.push('sr');
    p.tradeGoods = 3;
    p.pools.fleet = 5;
    change?.(d);
  });
}

const SLING: Command = { type: 'component-action', ability: 'sling-relay', targets: { system: JORD } };
const produce = (units: Extract<Command, { type: 'produce' }>['units'], tradeGoods = 1): Command => ({
  type: 'produce',
  units,
  payment: { resources: [], influence: [], tradeGoods },
});
const jordSpace = (s: GameState) => s.board.systems[JORD]!.space['0']?.counts;

test('67.4 Sling Relay produces one ship at a space dock as a component action (22, 3.1)', () => {
  const s = game();
  expect(options(s, 0).map((o) => o.label)).toContain('Sling Relay: produce 1 ship in Jord (1)');
  const offered = play(s, 0, SLING);
  expect(offered.players[0]!.exhaustedTechnologies).toEqual(['sr']);
  expect(topDecision(offered)).toMatchObject({
    kind: 'production',
    seat: 0,
    system: JORD,
    source: 'sling-relay',
    shipLimit: 1,
    waitingOn: [0],
  });
  const r = playEvents(offered, 0, produce([{ unit: 'destroyer', count: 1 }]));
  expect(jordSpace(r.state)).toEqual({ carrier: 2, destroyer: 2, fighter: 3 });
  expect(r.state.players[0]!.tradeGoods).toBe(2);
  expect(r.events).toContainEqual({ type: 'units-produced', seat: 0, system: JORD, units: { destroyer: 1 } });
  // Not a tactical action: no system was activated, no command token spent or placed.
  expect(r.state.board.systems[JORD]!.commandTokens).toEqual([]);
  expect(r.state.players[0]!.pools.tactic).toBe(3);
  expect(r.state.tactical).toBeNull();
  // It was the player's action: the next player's turn follows.
  expect(topDecision(r.state)).toMatchObject({ kind: 'action-turn', waitingOn: [1] });
});

test('67.4 Sling Relay produces exactly one ship: two ships, or ground forces, are refused (68.1)', () => {
  const s = play(game(), 0, SLING);
  expect(refuse(s, 0, produce([{ unit: 'fighter', count: 2 }]))).toMatchObject({
    code: 'production/over-capacity',
    rule: '68.1',
  });
  expect(refuse(s, 0, produce([{ unit: 'infantry', count: 1, planet: 'jord' }]))).toMatchObject({
    code: 'production/ships-only',
    rule: '67.4',
  });
  expect(refuse(s, 0, produce([{ unit: 'destroyer', count: 1 }], 0))).toMatchObject({ rule: '75.3' });
  // Every offered order is legal and holds at most one ship.
  const orders = options(s, 0).flatMap((o) => (o.command.type === 'produce' ? [o.command.units] : []));
  expect(orders.length).toBeGreaterThan(1);
  for (const units of orders) expect(units.reduce((n, u) => n + u.count, 0)).toBeLessThanOrEqual(1);
});

test("67.4 Sling Relay is not a unit's Production: Sarween Tools does not lower its cost", () => {
  const s = play(
    game((d) => d.players[0]!.technologies.push('st')),
    0,
    SLING,
  );
  expect(refuse(s, 0, produce([{ unit: 'cruiser', count: 1 }], 1))).toMatchObject({ rule: '75.3' });
  expect(jordSpace(play(s, 0, produce([{ unit: 'cruiser', count: 1 }], 2)))).toEqual({
    carrier: 2,
    destroyer: 1,
    fighter: 3,
    cruiser: 1,
  });
});

test('67.4 Sling Relay is refused without a space dock in the system, or when exhausted — nothing changes (1.11)', () => {
  const s = game();
  const before = structuredClone(s);
  expect(
    refuse(s, 0, { type: 'component-action', ability: 'sling-relay', targets: { system: MECATOL } }),
  ).toMatchObject({ code: 'ability/no-space-dock' });
  expect(refuse(s, 0, { type: 'component-action', ability: 'sling-relay', targets: {} })).toMatchObject({
    code: 'ability/bad-target',
  });
  const exhausted = edit(s, (d) => d.players[0]!.exhaustedTechnologies.push('sr'));
  expect(refuse(exhausted, 0, SLING)).toMatchObject({ code: 'ability/exhausted', rule: '1.11' });
  expect(
    options(exhausted, 0).some((o) => o.command.type === 'component-action' && o.command.ability === 'sling-relay'),
  ).toBe(false);
  expect(
    refuse(
      edit(s, (d) => (d.players[0]!.technologies = d.players[0]!.technologies.filter((t) => t !== 'sr'))),
      0,
      SLING,
    ),
  ).toMatchObject({ code: 'ability/not-held' });
  expect(s).toEqual(before);
});

test("67.6 Sling Relay cannot produce a ship in a system that contains other players' ships", () => {
  const s = game((d) => (d.board.systems[JORD]!.space['1'] = { counts: { destroyer: 1 }, damaged: {} }));
  expect(refuse(s, 0, SLING)).toMatchObject({ code: 'production/ships-forbidden', rule: '67.6' });
});

test('14.1 Sling Relay cannot produce a ship at a blockaded space dock', () => {
  const s = game((d) => {
    delete d.board.systems[JORD]!.space['0'];
    d.board.systems[JORD]!.space['1'] = { counts: { destroyer: 1 }, damaged: {} };
  });
  expect(refuse(s, 0, SLING)).toMatchObject({ code: 'production/ships-forbidden', rule: '14.1' });
  expect(options(s, 0).some((o) => o.command.type === 'component-action' && o.command.ability === 'sling-relay')).toBe(
    false,
  );
});

test('22.3 Sling Relay cannot be used when no ship could be paid for', () => {
  const s = game((d) => {
    d.players[0]!.tradeGoods = 0;
    d.board.systems[JORD]!.planets.jord!.exhausted = true;
  });
  expect(refuse(s, 0, SLING)).toMatchObject({ code: 'ability/cannot-resolve', rule: '22.3' });
});

test('37.3 a ship produced with Sling Relay beyond the fleet pool must be removed', () => {
  const s = play(
    game((d) => (d.players[0]!.pools.fleet = 3)),
    0,
    SLING,
  );
  const after = play(s, 0, produce([{ unit: 'destroyer', count: 1 }]));
  expect(topDecision(after)).toMatchObject({
    kind: 'choice',
    choice: 'fleet-pool/remove',
    args: { seat: 0, system: JORD },
    waitingOn: [0],
  });
  expect(jordSpace(after)).toEqual({ carrier: 2, destroyer: 2, fighter: 3 });
});
