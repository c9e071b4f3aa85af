import { expect, test } from 'vitest';
import type { GameState } from '../../core/state';
import { edit, play, refuse } from '../../testing/scenario';
import { activate, key, line, move, tacticalGame, unitsIn } from '../../testing/tactical-scenario';

const HERO = { type: 'component-action', ability: 'nomadhero', targets: {} } as const;

/**
 * The Nomad (seat 0) act first: their flagship and 1 infantry wait in Wellon (0,0), which holds their command token;
 * Mecatol Rex (1,0) next door is where they will go; a cruiser waits in Lodor (2,0).
 */
function nomadTurn(hero: 'unlocked' | 'locked'): GameState {
  return edit(tacticalGame({ factions: ['nomad', 'hacan', 'letnev'], tiles: line('19', '18', '26') }), (d) => {
    d.players[0]!.leaders.hero = hero;
    d.board.systems[key(0)]!.space['0'] = { counts: { flagship: 1, infantry: 1, destroyer: 1 }, damaged: {} };
    d.board.systems[key(0)]!.commandTokens.push(0);
    // A cruiser in Lodor (2,0), free to move, so that the movement step is asked whatever the token allows.
    d.board.systems[key(2)]!.space['0'] = { counts: { cruiser: 1 }, damaged: {} };
  });
}

const flagshipWithLoad = () => [
  { from: key(0), ships: { flagship: 1 }, transport: [{ system: key(0), units: { infantry: 1 } }] },
];

test('51.10 Nomad hero Ahk-Syl Siven: this round their flagship and its load may leave a system holding their command token', () => {
  const start = nomadTurn('unlocked');
  const used = play(start, 0, HERO);
  expect(used.players[0]!.leaders.hero).toBe('purged');
  // Later in the same round (the round's use record kept), the Nomad activate Mecatol Rex.
  const later = activate(
    edit(start, (d) => {
      d.abilityUses = [...used.abilityUses];
      d.players[0]!.leaders.hero = 'purged';
    }),
    key(1),
  );
  const r = move(later, flagshipWithLoad());
  expect(unitsIn(r.state, key(1), 0)).toEqual({ flagship: 1, infantry: 1 });
  // Only the flagship: the destroyer stays behind the token.
  expect(unitsIn(r.state, key(0), 0)).toEqual({ destroyer: 1 });
});

test('51.10 Nomad hero Ahk-Syl Siven: without it, or for a ship beside the flagship, the token holds: refused, nothing changes', () => {
  const locked = nomadTurn('locked');
  expect(refuse(locked, 0, HERO)).toMatchObject({ code: 'ability/not-held' });
  const s = activate(locked, key(1));
  const before = structuredClone(s);
  const flagship = [{ from: key(0), ships: { flagship: 1 } }];
  expect(refuse(s, 0, { type: 'move-ships', moves: flagship })).toMatchObject({ rule: '58.4c' });
  expect(s).toEqual(before);
  const used = play(nomadTurn('unlocked'), 0, HERO);
  const warped = activate(
    edit(nomadTurn('unlocked'), (d) => {
      d.abilityUses = [...used.abilityUses];
    }),
    key(1),
  );
  const still = structuredClone(warped);
  expect(
    refuse(warped, 0, { type: 'move-ships', moves: [{ from: key(0), ships: { flagship: 1, destroyer: 1 } }] }),
  ).toMatchObject({ rule: '58.4c' });
  expect(warped).toEqual(still);
});
