import { afterAll, expect, test } from 'vitest';
import { apiHarness, expectTrpcError, settings3p, user } from '@/server/api/testing';
import { lobbySettingsSchema, mapStringProblem } from './doc';

/** Three homes around one corner (positions 1, 7, 8: each next to the other two), Wellon and Vefut II beside them. */
const TRIANGLE = '0 19 -1 -1 -1 -1 0 0 -1 -1 -1 -1 -1 -1 -1 -1 -1 20';

const h = apiHarness();
afterAll(() => h.store.close());

test('setup 6: a community map string is accepted when it has one home position (0) per player', () => {
  expect(mapStringProblem(TRIANGLE, 3)).toBeNull();
  expect(mapStringProblem(TRIANGLE, 4)).toBe('The map string has 3 home positions (0) for 4 players');
  expect(mapStringProblem('0 19 banana', 3)).toMatch(/^Map string: position 3: "banana" is not a tile number/);
  expect(mapStringProblem('0 19 19 0 0', 3)).toMatch(/tile 19 appears twice/);
});

test('the lobby settings check the map string with the player count; an empty one means the layout', () => {
  expect(lobbySettingsSchema.safeParse({ ...settings3p, mapString: TRIANGLE }).success).toBe(true);
  expect(lobbySettingsSchema.safeParse({ ...settings3p, mapString: '' }).success).toBe(true);
  const wrong = lobbySettingsSchema.safeParse({ ...settings3p, mapString: '0 19 0' });
  expect(wrong.success).toBe(false);
  expect(wrong.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
    ['mapString', 'The map string has 2 home positions (0) for 3 players'],
  ]);
});

test('a game created with a map string starts on that galaxy, home systems at the 0 positions in seat order', async () => {
  const host = user('Host');
  const { gameId } = await h
    .as(host)
    .lobby.create({ name: 'Map', settings: { ...settings3p, mapString: ` ${TRIANGLE} ` } });
  const token = (await h.as(host).lobby.get({ gameId })).inviteToken ?? '';
  const [bea, cal] = [user('Bea'), user('Cal')];
  await h.as(bea).lobby.join({ token });
  await h.as(cal).lobby.join({ token });
  await h.as(host).lobby.choose({ gameId, faction: 'hacan', color: 'red' });
  await h.as(bea).lobby.choose({ gameId, faction: 'sol', color: 'blue' });
  await h.as(cal).lobby.choose({ gameId, faction: 'letnev', color: 'green' });
  await h.as(host).lobby.start({ gameId });
  const board = (await h.as(host).game.view({ gameId })).view?.board;
  // Hacan 16, Sol 1, Letnev 10 at positions 1, 7 and 8; Wellon (19) and Vefut II (20) where the string put them.
  expect([board?.systems['0,-1']?.tile, board?.systems['0,-2']?.tile, board?.systems['1,-2']?.tile]).toEqual([
    '16',
    '1',
    '10',
  ]);
  expect([board?.systems['1,-1']?.tile, board?.systems['-1,-1']?.tile, board?.systems['0,0']?.tile]).toEqual([
    '19',
    '20',
    '18',
  ]);
  await expectTrpcError(
    h.as(host).lobby.create({ name: 'Bad', settings: { ...settings3p, mapString: '0 0' } }),
    'BAD_REQUEST',
  );
});

test('44.2 a community map with a hyperlane at the centre, Mecatol Rex elsewhere and a dead-end lane starts a game', async () => {
  // Centre 83A0: its lane reaches Mecatol Rex at position 2 on one side and an empty position 5 on the other.
  const map = '{83A0} 0 18 -1 -1 -1 -1 0 0 -1 -1 -1 -1 -1 -1 -1 -1 -1 20';
  expect(mapStringProblem(map, 3)).toBeNull();
  expect(mapStringProblem('{83A0} 0 19 -1 -1 -1 -1 0 0', 3)).toBe(
    'Map string: the galaxy has no Mecatol Rex (tile 18)',
  );
  const host = user('Hana');
  const { gameId } = await h.as(host).lobby.create({ name: 'Lanes', settings: { ...settings3p, mapString: map } });
  const token = (await h.as(host).lobby.get({ gameId })).inviteToken ?? '';
  const [bea, cal] = [user('Bo'), user('Cy')];
  await h.as(bea).lobby.join({ token });
  await h.as(cal).lobby.join({ token });
  await h.as(host).lobby.choose({ gameId, faction: 'hacan', color: 'red' });
  await h.as(bea).lobby.choose({ gameId, faction: 'sol', color: 'blue' });
  await h.as(cal).lobby.choose({ gameId, faction: 'letnev', color: 'green' });
  await h.as(host).lobby.start({ gameId });
  const view = (await h.as(host).game.view({ gameId })).view;
  expect([view?.board.systems['0,0']?.tile, view?.board.systems['1,-1']?.tile]).toEqual(['83A', '18']);
  expect(view?.custodiansOnMecatol).toBe(true);
});
