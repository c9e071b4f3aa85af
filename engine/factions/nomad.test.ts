import { expect, test } from 'vitest';
import type { GameState } from '../core/state';
import { retreatDestinations } from '../combat/retreat';
import { resolveAgenda, resolvedOutcome } from '../agenda/scenario';
import { options } from '../flow/options';
import { edit, refuse } from '../testing/scenario';
import { activate, key, line, move, tacticalGame, unitsIn, withTechnologies } from '../testing/tactical-scenario';

/**
 * The Nomad (seat 0) in a row of systems: Wellon (0,0), Mecatol Rex (1,0), Lodor (2,0), Quann (3,0), each adjacent
 * only to its neighbours. Memoria starts in Wellon; mechs go where a test says.
 */
function row(change: (d: GameState) => void): GameState {
  return edit(tacticalGame({ factions: ['nomad', 'hacan', 'letnev'], tiles: line('19', '18', '26', '25') }), (d) => {
    d.board.systems[key(0)]!.space['0'] = { counts: { flagship: 1 }, damaged: {} };
    change(d);
  });
}

/** A destroyer next to Quann, so that the movement step opens when Memoria itself cannot reach. */
const picket = (d: GameState): void => {
  d.board.systems[key(2)]!.space['0'] = { counts: { destroyer: 1 }, damaged: {} };
};

const mechOn = (d: GameState, system: string, planet: string): void => {
  d.board.systems[system]!.planets[planet]!.units['0'] = { counts: { mech: 1 }, damaged: {} };
  d.board.systems[system]!.planets[planet]!.owner = 0;
};

test('Memoria I (Nomad flagship) 58.4f a system holding a Nomad mech counts as adjacent to it: move 1 reaches Quann, 3 systems away', () => {
  const s = activate(
    row((d) => mechOn(d, key(3), 'quann')),
    key(3),
  );
  const labels = options(s, 0).map((o) => o.label);
  expect(labels).toContain('Move 1 flagship from Wellon (19)');
  const r = move(s, [{ from: key(0), ships: { flagship: 1 } }]);
  expect(unitsIn(r.state, key(3), 0)).toEqual({ flagship: 1 });
  expect(unitsIn(r.state, key(0), 0)).toEqual({});
});

test('Memoria I (Nomad flagship) 58.4f with no mech there, or moving with another ship, it needs the map’s adjacency: refused, nothing changes', () => {
  const far = activate(row(picket), key(3));
  const before = structuredClone(far);
  expect(refuse(far, 0, { type: 'move-ships', moves: [{ from: key(0), ships: { flagship: 1 } }] })).toMatchObject({
    rule: '58.4f',
  });
  expect(far).toEqual(before);
  // Other ships in the group do not share the flagship's adjacency.
  const together = activate(
    row((d) => {
      mechOn(d, key(3), 'quann');
      d.board.systems[key(0)]!.space['0']!.counts.cruiser = 1;
    }),
    key(3),
  );
  const still = structuredClone(together);
  expect(
    refuse(together, 0, { type: 'move-ships', moves: [{ from: key(0), ships: { flagship: 1, cruiser: 1 } }] }),
  ).toMatchObject({ rule: '58.4f' });
  expect(together).toEqual(still);
});

test('Memoria II (Nomad flagship upgrade) 58.4f with move 2 it jumps to the mech’s system and goes on to the next; Memoria I cannot', () => {
  const lodor = (d: GameState) => {
    mechOn(d, key(2), 'lodor');
    picket(d);
  };
  const one = activate(row(lodor), key(3));
  expect(refuse(one, 0, { type: 'move-ships', moves: [{ from: key(0), ships: { flagship: 1 } }] }).rule).toBe('58.4f');
  const two = activate(withTechnologies(row(lodor), 0, ['m2']), key(3));
  const r = move(two, [{ from: key(0), ships: { flagship: 1 }, path: [key(2), key(3)] }]);
  expect(unitsIn(r.state, key(3), 0)).toEqual({ flagship: 1 });
});

test('Memoria I (Nomad flagship) 78.7 retreating alone, it may retreat to a system holding a Nomad mech', () => {
  const s = row((d) => mechOn(d, key(3), 'quann'));
  expect(retreatDestinations(s, 0, key(0))).toContain(key(3));
  const escorted = edit(s, (d) => (d.board.systems[key(0)]!.space['0']!.counts.destroyer = 1));
  expect(retreatDestinations(escorted, 0, key(0))).not.toContain(key(3));
});

/** Seat 1 plays the Nomad (their home planets stay the Hacan's); the agenda is voted on and resolved. */
const nomadVotes = (opts: NonNullable<Parameters<typeof resolveAgenda>[1]>) =>
  resolveAgenda('regulated-conscription', {
    ...opts,
    setup: (d) => {
      d.players[1]!.faction = 'nomad';
    },
  });

test('Future Sight (Nomad) 8.18 after an outcome they voted for resolves, the Nomad gain 1 trade good', () => {
  const r = nomadVotes({ ballots: { 1: { outcome: 'for' } } });
  expect(resolvedOutcome(r.events)).toBe('for');
  expect(r.state.players[1]!.tradeGoods).toBe(1);
  expect(r.events).toContainEqual({ type: 'trade-goods-changed', seat: 1, delta: 1 });
});

test('Future Sight (Nomad) 8.18 an outcome they voted against, or did not vote on, gives nothing', () => {
  const lost = nomadVotes({ ballots: { 0: { outcome: 'for' }, 1: { outcome: 'against' } }, outcome: 'for' });
  expect(resolvedOutcome(lost.events)).toBe('for');
  expect(lost.state.players[1]!.tradeGoods).toBe(0);
  const abstained = nomadVotes({ ballots: { 0: { outcome: 'for' } } });
  expect(abstained.state.players[1]!.tradeGoods).toBe(0);
});
