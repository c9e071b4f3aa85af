import { expect, test } from 'vitest';
import { flowCtx } from '../flow/context';
import { advance } from '../flow/apply';
import { homeSystemKey } from '../objectives/board-queries';
import { edit, newGame } from '../testing/scenario';
import { withNextRolls } from '../testing/tactical-scenario';
import { destroyUnits } from './destroy';

/** The Arborec (seat 0, home Nestphar), Hacan and Letnev, at the first strategy pick. */
const arborec = () => newGame({ players: 3, factions: ['arborec', 'hacan', 'letnev'] });

/** Destroys `count` of the Arborec's infantry on Nestphar with the next die results fixed. */
function destroyOnNestphar(state: ReturnType<typeof newGame>, count: number, rolls: ((r: number) => boolean)[]) {
  const s = structuredClone(withNextRolls(state, rolls));
  const home = homeSystemKey(s, 0)!;
  const ctx = flowCtx(s, { at: 0 });
  destroyUnits(ctx, { system: home, planet: 'nestphar' }, 0, 'infantry', count, { cause: 'ground-combat', by: 1 });
  advance(ctx);
  return { state: s, rolls: ctx.events.filter((e) => e.type === 'die-rolled') };
}

test('31 Letani Warrior II (Arborec): each destroyed infantry rolls a die and waits on the card on a 6 or more', () => {
  const s = edit(arborec(), (d) => {
    d.players[0]!.technologies.push('lw2');
  });
  const r = destroyOnNestphar(s, 2, [(x) => x === 6, (x) => x === 5]);
  expect(r.rolls.map((e) => e.type === 'die-rolled' && [e.purpose, e.needed, e.result])).toEqual([
    ['lw2', 6, 6],
    ['lw2', 6, 5],
  ]);
  expect(r.state.players[0]!.unitsOnCards).toEqual({ lw2: 1 });
});

test('31 Letani Warrior I: destroyed Arborec infantry roll nothing and do not come back', () => {
  const r = destroyOnNestphar(arborec(), 2, []);
  expect(r.rolls).toEqual([]);
  expect(r.state.players[0]!.unitsOnCards).toBeUndefined();
});
