import { expect, test } from 'vitest';
import type { GameState } from '../core/state';
import { act, exhaust, own, planetOf, refused, turnWith, units } from './card-testkit';
import { edit, giveActionCards, newGame, placeUnits, play, refuse, topDecision } from '../testing/scenario';

/** The card was played: it left the hand for the discard pile and the turn passed on. */
function expectPlayed(s: GameState, card: string) {
  expect(s.players[0]!.actionCards).toEqual([]);
  expect(s.decks.action.discard).toContain(`${card}#1`);
  expect(topDecision(s)).toMatchObject({ kind: 'action-turn', waitingOn: [1] });
}

test('2 Economic Initiative readies every cultural planet its player controls, and only those', () => {
  const s = act(
    turnWith('economic-initiative', (d) => {
      own(d, 0, 'centauri', 'gral', 'quann');
      own(d, 1, 'semlore');
      exhaust(d, 'centauri', 'gral', 'quann', 'semlore');
    }),
    'economic-initiative',
  );
  expect(['centauri', 'quann', 'gral', 'semlore'].map((p) => planetOf(s, p).exhausted)).toEqual([
    false,
    false,
    true,
    true,
  ]);
  expectPlayed(s, 'economic-initiative');
});

test('22 Economic Initiative is a component action: outside its player’s action it is refused and changes nothing', () => {
  const s = edit(giveActionCards(newGame({ players: 6 }), 0, ['economic-initiative']), (d) => {
    own(d, 0, 'centauri');
    exhaust(d, 'centauri');
  });
  expect(refuse(s, 0, { type: 'component-action', ability: 'economic-initiative', targets: {} })).toMatchObject({
    code: 'flow/not-now',
  });
  expect(planetOf(s, 'centauri').exhausted).toBe(true);
  expect(s.players[0]!.actionCards).toEqual(['economic-initiative#1']);
});

test('2 Industrial Initiative gains 1 trade good per industrial planet controlled, exhausted ones included', () => {
  const s = act(
    turnWith('industrial-initiative', (d) => {
      own(d, 0, 'arnor', 'lor', 'gral', 'centauri');
      exhaust(d, 'lor');
    }),
    'industrial-initiative',
  );
  expect(s.players[0]!.tradeGoods).toBe(3);
  expectPlayed(s, 'industrial-initiative');
});

test('2.8 Industrial Initiative cancelled by Sabotage gives nothing', () => {
  let s = turnWith('industrial-initiative', (d) => own(d, 0, 'arnor', 'lor'));
  s = giveActionCards(s, 1, ['sabotage']);
  s = act(s, 'industrial-initiative');
  expect(topDecision(s)).toMatchObject({ kind: 'window', window: 'when-action-card-played' });
  s = play(s, 1, { type: 'use-ability', ability: 'sabotage', targets: {} });
  expect(s.players[0]!.tradeGoods).toBe(0);
  expect(s.decks.action.discard).toEqual(['industrial-initiative#1', expect.stringMatching(/^sabotage#/)]);
});

test('2 Mining Initiative gains trade goods equal to the chosen planet’s resources', () => {
  const s = act(
    turnWith('mining-initiative', (d) => own(d, 0, 'semlore')),
    'mining-initiative',
    { planet: 'semlore' },
  );
  expect(s.players[0]!.tradeGoods).toBe(3);
  expectPlayed(s, 'mining-initiative');
});

test('2.6a Mining Initiative on a planet its player does not control is refused', () => {
  const s = turnWith('mining-initiative');
  expect(refused(s, 'mining-initiative', { planet: 'semlore' })).toMatchObject({
    code: 'ability/bad-target',
    rule: '2.6a',
  });
  expect(s.players[0]!.tradeGoods).toBe(0);
});

test('2 Uprising exhausts another player’s readied non-home planet and gains its resources', () => {
  const s = act(
    turnWith('uprising', (d) => own(d, 2, 'bakal')),
    'uprising',
    { planet: 'bakal' },
  );
  expect(planetOf(s, 'bakal').exhausted).toBe(true);
  expect(s.players[0]!.tradeGoods).toBe(3);
  expectPlayed(s, 'uprising');
});

test('2.6a Uprising refuses a home planet, an exhausted planet and its own planet', () => {
  const s = turnWith('uprising', (d) => {
    own(d, 2, 'bakal');
    own(d, 0, 'semlore');
    exhaust(d, 'bakal');
  });
  for (const planet of ['arcprime', 'bakal', 'semlore'])
    expect(refused(s, 'uprising', { planet })).toMatchObject({ code: 'ability/bad-target', rule: '2.6a' });
  expect(planetOf(s, 'arcprime').exhausted).toBe(false);
});

test('2 Frontline Deployment puts 3 infantry on a planet its player controls', () => {
  const s = act(turnWith('frontline-deployment'), 'frontline-deployment', { planet: 'jord' });
  expect(units(s, '0,-3', 0, 'jord').infantry).toBe((units(turnWith('summit'), '0,-3', 0, 'jord').infantry ?? 0) + 3);
  expectPlayed(s, 'frontline-deployment');
});

test('2.6a Frontline Deployment on another player’s planet is refused', () => {
  const s = turnWith('frontline-deployment');
  expect(refused(s, 'frontline-deployment', { planet: 'arcprime' })).toMatchObject({ rule: '2.6a' });
});

test('2 Rise of a Messiah puts 1 infantry on each planet its player controls', () => {
  const before = turnWith('rise-of-a-messiah', (d) => own(d, 0, 'arnor', 'lor'));
  const s = act(before, 'rise-of-a-messiah');
  expect(units(s, '0,-1', 0, 'arnor').infantry).toBe(1);
  expect(units(s, '0,-1', 0, 'lor').infantry).toBe(1);
  expect(units(s, '0,-3', 0, 'jord').infantry).toBe((units(before, '0,-3', 0, 'jord').infantry ?? 0) + 1);
  expect(units(s, '0,-1', 1, 'arnor').infantry).toBeUndefined();
  expectPlayed(s, 'rise-of-a-messiah');
});

test('1.3 Rise of a Messiah cannot be played by a player who does not hold it', () => {
  const s = turnWith('summit');
  expect(refused(s, 'rise-of-a-messiah')).toMatchObject({ code: 'ability/not-held' });
});

test('2 War Effort puts a cruiser with its player’s ships', () => {
  const s = act(turnWith('war-effort'), 'war-effort', { system: '0,-3' });
  expect(units(s, '0,-3', 0).cruiser).toBe(1);
  expectPlayed(s, 'war-effort');
});

test('2.6a War Effort in a system without its player’s ships is refused', () => {
  const s = turnWith('war-effort');
  expect(refused(s, 'war-effort', { system: '3,0' })).toMatchObject({ rule: '2.6a' });
  expect(units(s, '3,0', 0).cruiser).toBeUndefined();
});

test('2 Ghost Ship puts a destroyer in a non-home wormhole system', () => {
  const s = act(turnWith('ghost-ship'), 'ghost-ship', { system: '0,-2' });
  expect(units(s, '0,-2', 0).destroyer).toBe(1);
  expectPlayed(s, 'ghost-ship');
});

test('2.6a Ghost Ship refuses a system without a wormhole or with another player’s ships', () => {
  const s = placeUnits(turnWith('ghost-ship'), '0,1', 3, { destroyer: 1 });
  expect(refused(s, 'ghost-ship', { system: '0,1' })).toMatchObject({ rule: '2.6a' });
  expect(refused(s, 'ghost-ship', { system: '1,-1' })).toMatchObject({ rule: '2.6a' });
});

test('2 Unexpected Action returns its player’s command token from the board to reinforcements', () => {
  const s = act(
    turnWith('unexpected-action', (d) => d.board.systems['0,-1']!.commandTokens.push(0, 2)),
    'unexpected-action',
    { system: '0,-1' },
  );
  expect(s.board.systems['0,-1']!.commandTokens).toEqual([2]);
  expectPlayed(s, 'unexpected-action');
});

test('2.6a Unexpected Action refuses a system without its player’s token', () => {
  const s = turnWith('unexpected-action', (d) => d.board.systems['0,-1']!.commandTokens.push(2));
  expect(refused(s, 'unexpected-action', { system: '0,-1' })).toMatchObject({ rule: '2.6a' });
});

test('2 Cripple Defenses destroys every PDS on the chosen planet', () => {
  let s = placeUnits(turnWith('cripple-defenses'), '3,0', 2, { pds: 2, infantry: 1 }, 'arcprime');
  s = act(s, 'cripple-defenses', { planet: 'arcprime' });
  expect(units(s, '3,0', 2, 'arcprime').pds).toBeUndefined();
  expect(units(s, '3,0', 2, 'arcprime').infantry).toBeGreaterThanOrEqual(1);
  expectPlayed(s, 'cripple-defenses');
});

test('2.6a Cripple Defenses needs a planet that exists', () => {
  expect(refused(turnWith('cripple-defenses'), 'cripple-defenses', { planet: 'nowhere' })).toMatchObject({
    rule: '2.6a',
  });
});

test('2 Reactor Meltdown destroys a space dock outside home systems', () => {
  let s = placeUnits(
    turnWith('reactor-meltdown', (d) => own(d, 2, 'bakal')),
    '-1,-1',
    2,
    { 'space-dock': 1 },
    'bakal',
  );
  s = act(s, 'reactor-meltdown', { planet: 'bakal', owner: 2 });
  expect(units(s, '-1,-1', 2, 'bakal')['space-dock']).toBeUndefined();
  expectPlayed(s, 'reactor-meltdown');
});

test('2.6a Reactor Meltdown cannot destroy a space dock in a home system', () => {
  const s = placeUnits(turnWith('reactor-meltdown'), '3,0', 2, { 'space-dock': 1 }, 'arcprime');
  expect(refused(s, 'reactor-meltdown', { planet: 'arcprime', owner: 2 })).toMatchObject({ rule: '2.6a' });
});

test('2 Lucky Shot destroys another player’s cruiser in a system where its player controls a planet', () => {
  let s = placeUnits(
    turnWith('lucky-shot', (d) => own(d, 0, 'bakal')),
    '-1,-1',
    4,
    { cruiser: 2, carrier: 1 },
  );
  s = act(s, 'lucky-shot', { system: '-1,-1', owner: 4, unit: 'cruiser' });
  expect(units(s, '-1,-1', 4)).toEqual({ cruiser: 1, carrier: 1 });
  expectPlayed(s, 'lucky-shot');
});

test('2.6a Lucky Shot refuses a carrier, and a system without a planet its player controls', () => {
  const s = placeUnits(
    turnWith('lucky-shot', (d) => own(d, 0, 'bakal')),
    '-1,-1',
    4,
    { cruiser: 1, carrier: 1 },
  );
  expect(refused(s, 'lucky-shot', { system: '-1,-1', owner: 4, unit: 'carrier' })).toMatchObject({ rule: '2.6a' });
  expect(refused(s, 'lucky-shot', { system: '3,-3', owner: 1, unit: 'cruiser' })).toMatchObject({ rule: '2.6a' });
});
