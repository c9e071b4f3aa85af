import { expect, test } from 'vitest';
import type { Lobby } from './doc';
import { choose, randomize, startConfig } from './lobby';

const lobbyOf = (factions: readonly (string | null)[]): Lobby => ({
  name: 'Keleres test',
  hostUserId: 'u0',
  settings: { players: 4, victoryPoints: 10, layout: '4p', reminderIntervalHours: 24, allowSpectators: false },
  seats: factions.map((faction, i) => ({ userId: `u${i}`, name: `P${i}`, faction, color: null })),
  inviteToken: null,
  status: 'lobby',
  createdAt: 0,
});

test('choose refuses the last of Xxcha, Argent and Mentak when the Council Keleres is seated, and the Keleres after all three', () => {
  const last = choose(lobbyOf(['keleres', 'xxcha', 'argent', null]), 'u3', { faction: 'mentak' });
  expect(last).toMatchObject({ ok: false, error: { kind: 'conflict', code: 'lobby/no-home-system' } });
  expect(last.ok ? '' : last.error.message).toMatch(
    /^The Council Keleres take the home system of .*Xxcha.*Argent.* or .*Mentak/,
  );
  const keleres = choose(lobbyOf([null, 'xxcha', 'argent', 'mentak']), 'u0', { faction: 'keleres' });
  expect(keleres).toMatchObject({ ok: false, error: { code: 'lobby/no-home-system' } });
  // Two of the three are fine: the Keleres take the third one's home.
  expect(choose(lobbyOf(['keleres', 'xxcha', 'argent', null]), 'u3', { faction: 'sol' }).ok).toBe(true);
  expect(choose(lobbyOf([null, 'xxcha', 'argent', 'mentak']), 'u0', { faction: 'sol' }).ok).toBe(true);
});

test('randomise never deals the last free home of the Council Keleres, whichever index the dice give', () => {
  const dealt = new Set<string>();
  for (let k = 0; k < 40; k++) {
    const r = randomize(lobbyOf(['keleres', 'xxcha', 'argent', null]), 'u0', (n) => k % n);
    if (!r.ok) throw new Error(r.error.message);
    dealt.add(r.value.seats[3]?.faction ?? '');
  }
  expect(dealt.has('mentak')).toBe(false);
  expect(dealt.size).toBeGreaterThan(10);
  // Nor the Keleres themselves once all three are seated.
  for (let k = 0; k < 40; k++) {
    const r = randomize(lobbyOf([null, 'xxcha', 'argent', 'mentak']), 'u0', (n) => k % n);
    expect(r.ok && r.value.seats[0]?.faction).not.toBe('keleres');
  }
});

test('start refuses a lobby saved with the Keleres and all three of their possible homes taken', () => {
  const lobby = lobbyOf(['keleres', 'xxcha', 'argent', 'mentak']);
  const seated = {
    ...lobby,
    seats: lobby.seats.map((s, i) => ({ ...s, color: (['red', 'blue', 'green', 'yellow'] as const)[i] ?? null })),
  };
  expect(startConfig(seated, 'u0', 'seed')).toMatchObject({
    ok: false,
    error: { kind: 'bad-request', code: 'lobby/no-home-system' },
  });
});
