// The Federation of Sol: Orbital Drop and Versatile (their technologies, Spec Ops II and Advanced Carrier II, are
// tested with the unit sheets; their leaders in engine/leaders).
import { expect, test } from 'vitest';
import type { GameState } from '../core/state';
import { options } from '../flow/options';
import { tokensGainedInStatus } from '../phases/status';
import { edit, play, refuse } from '../testing/scenario';
import { key, line, tacticalGame, unitsIn } from '../testing/tactical-scenario';

/** The Sol (seat 0, to act) control Wellon (key(0)); seat 1 the Hacan. */
const solGame = (): GameState =>
  edit(tacticalGame({ tiles: line('19', '47'), factions: ['sol', 'hacan', 'jolnar'] }), (d) => {
    d.board.systems[key(0)]!.planets.wellon!.owner = 0;
  });

test('Orbital Drop (Sol) 22 1 strategy token puts 2 infantry from reinforcements onto a planet they control', () => {
  const s = solGame();
  const drop = options(s, 0).find((o) => o.label.startsWith('Orbital Drop'))!;
  expect(drop.command).toEqual({ type: 'component-action', ability: 'orbital-drop', targets: { planet: 'wellon' } });
  const after = play(s, 0, drop.command);
  expect(unitsIn(after, key(0), 0, 'wellon')).toEqual({ infantry: 2 });
  expect(after.players[0]!.pools.strategy).toBe(s.players[0]!.pools.strategy - 1);
});

test('Orbital Drop (Sol) 1.11 not onto a planet they do not control, nor without a strategy token', () => {
  const s = edit(solGame(), (d) => {
    d.board.systems[key(0)]!.planets.wellon!.owner = 1;
  });
  const before = structuredClone(s);
  expect(
    refuse(s, 0, { type: 'component-action', ability: 'orbital-drop', targets: { planet: 'wellon' } }),
  ).toMatchObject({ rule: '1.9' });
  expect(s).toEqual(before);
  const broke = edit(solGame(), (d) => {
    d.players[0]!.pools.strategy = 0;
  });
  expect(
    refuse(broke, 0, { type: 'component-action', ability: 'orbital-drop', targets: { planet: 'wellon' } }),
  ).toMatchObject({ rule: '1.11' });
  // The Hacan have no Orbital Drop.
  expect(options(s, 1).some((o) => o.label.startsWith('Orbital Drop'))).toBe(false);
});

test('Versatile (Sol) 81.5 the Sol gain 3 command tokens in the status phase, others 2', () => {
  const s = solGame();
  expect(tokensGainedInStatus(s, 0)).toBe(3);
  expect(tokensGainedInStatus(s, 1)).toBe(2);
  // With Hyper Metabolism, one more again.
  const hm = edit(s, (d) => {
    d.players[0]!.technologies.push('hm');
  });
  expect(tokensGainedInStatus(hm, 0)).toBe(4);
});
