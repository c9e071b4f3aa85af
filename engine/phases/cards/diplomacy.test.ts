import { expect, test } from 'vitest';
import { options } from '../../flow/options';
import { edit, play, refuse, topDecision } from '../../testing/scenario';
import { control, planetState, primary, systemKeyOf, turnWith } from './cards.fixture';

// Seat 0 (Sol, home planet Jord) holds Diplomacy; Gral is a planet outside any home system.
const withGral = (change?: Parameters<typeof edit>[1]) =>
  turnWith('diplomacy', 6, (d) => {
    control(d, 0, ['gral'], true);
    planetState(d, 'jord').exhausted = true;
    change?.(d);
  });

test('32.2 every other player places a command token in the chosen system; then two exhausted planets are readied', () => {
  const s0 = withGral();
  const key = systemKeyOf(s0, 'gral');
  const s = primary(s0, 'diplomacy', { system: key, ready: ['jord', 'gral'] });
  expect(s.board.systems[key]!.commandTokens.sort()).toEqual([1, 2, 3, 4, 5]);
  expect(planetState(s, 'jord').exhausted).toBe(false);
  expect(planetState(s, 'gral').exhausted).toBe(false);
  expect(s.players[0]!.pools).toEqual({ tactic: 3, fleet: 3, strategy: 2 });
});

test('32.2 Diplomacy cannot choose the Mecatol Rex system', () => {
  const s = withGral((d) => control(d, 0, ['mr']));
  expect(
    refuse(s, 0, { type: 'strategic-action', card: 'diplomacy', choices: { system: systemKeyOf(s, 'mr'), ready: [] } }),
  ).toMatchObject({ rule: '32.2', code: 'diplomacy/mecatol-rex' });
});

test('32.2 the chosen system must contain a planet the active player controls', () => {
  const s = withGral();
  expect(
    refuse(s, 0, {
      type: 'strategic-action',
      card: 'diplomacy',
      choices: { system: systemKeyOf(s, 'arretze'), ready: [] },
    }),
  ).toMatchObject({ rule: '32.2' });
});

test("32.2 only the active player's exhausted planets can be readied, at most two", () => {
  const s = withGral((d) => control(d, 0, ['ang'], true));
  const key = systemKeyOf(s, 'gral');
  expect(
    refuse(s, 0, {
      type: 'strategic-action',
      card: 'diplomacy',
      choices: { system: key, ready: ['jord', 'gral', 'ang'] },
    }).rule,
  ).toBe('input');
  expect(
    refuse(s, 0, { type: 'strategic-action', card: 'diplomacy', choices: { system: key, ready: ['arretze'] } }),
  ).toMatchObject({ rule: '32.2', code: 'strategy/planet-not-exhausted' });
});

test('32.2b a player who already has a command token in the system places none', () => {
  const s0 = withGral();
  const key = systemKeyOf(s0, 'gral');
  const s = primary(
    edit(s0, (d) => {
      d.board.systems[key]!.commandTokens.push(2);
    }),
    'diplomacy',
    { system: key, ready: [] },
  );
  expect(s.board.systems[key]!.commandTokens.filter((t) => t === 2)).toHaveLength(1);
  expect(s.players[2]!.pools).toEqual({ tactic: 3, fleet: 3, strategy: 2 });
});

test('32.2a a player with no token in reinforcements places one from the pool of their choice', () => {
  const s0 = withGral((d) => {
    d.players[3]!.pools = { tactic: 8, fleet: 4, strategy: 4 };
  });
  const key = systemKeyOf(s0, 'gral');
  let s = primary(s0, 'diplomacy', { system: key, ready: [] });
  expect(topDecision(s)).toMatchObject({ kind: 'choice', choice: 'diplomacy/token-from-sheet', waitingOn: [3] });
  expect(options(s, 3).map((o) => o.command)).toEqual([
    { type: 'choose', option: 'tactic' },
    { type: 'choose', option: 'fleet' },
    { type: 'choose', option: 'strategy' },
  ]);
  s = play(s, 3, { type: 'choose', option: 'fleet' });
  expect(s.players[3]!.pools).toEqual({ tactic: 8, fleet: 3, strategy: 4 });
  expect(s.board.systems[key]!.commandTokens).toContain(3);
  expect(topDecision(s)).toMatchObject({ kind: 'strategic-secondary', card: 'diplomacy' });
});

test('32.3 the secondary spends a strategy token to ready up to two exhausted planets', () => {
  const s0 = withGral((d) => {
    planetState(d, 'arretze').exhausted = true;
    planetState(d, 'hercant').exhausted = true;
  });
  let s = primary(s0, 'diplomacy', { system: systemKeyOf(s0, 'gral'), ready: [] });
  expect(options(s, 1).map((o) => o.label)).toContain('Diplomacy secondary: ready Arretze and Hercant');
  s = play(s, 1, { type: 'follow-secondary', choices: { ready: ['arretze', 'hercant'] } });
  expect(s.players[1]!.pools.strategy).toBe(1);
  expect(planetState(s, 'arretze').exhausted).toBe(false);
  expect(planetState(s, 'hercant').exhausted).toBe(false);
});

test('20.5 following Diplomacy without a token in the strategy pool is refused', () => {
  const s0 = withGral((d) => {
    d.players[1]!.pools.strategy = 0;
    planetState(d, 'arretze').exhausted = true;
  });
  const s = primary(s0, 'diplomacy', { system: systemKeyOf(s0, 'gral'), ready: [] });
  expect(refuse(s, 1, { type: 'follow-secondary', choices: { ready: ['arretze'] } })).toMatchObject({ rule: '20.5' });
});
