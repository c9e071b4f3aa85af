// Every refusal of an invasion command cites its rule (issue 17): bombarding a planet outside the active system
// (15.1) and a landing that names no ground force (49.2). Neither changes anything.
import { expect, test } from 'vitest';
import type { Command } from '../core/commands';
import { apply } from '../flow/apply';
import { decisionOf, invasionGame, loaded, own, passWindows, put, runInvasion } from '../testing/invasion-scenario';

test('15.1 a bombardment names a planet of the active system', () => {
  const s = own(put(invasionGame(), 0, { dreadnought: 1 }), 1, 'starpoint');
  put(s, 1, { infantry: 1 }, { planet: 'starpoint' });
  loaded(s, 0, 'bombardment', true);
  const run = passWindows(runInvasion(s));
  expect(decisionOf(run.state)).toMatchObject({ kind: 'bombardment' });
  const before = structuredClone(run.state);
  const cmd: Command = { type: 'bombard', targets: [{ planet: 'jord', unit: 'dreadnought', count: 1 }] };
  expect(apply(run.state, 0, cmd, { at: 0 })).toMatchObject({ ok: false, error: { rule: '15.1' } });
  expect(run.state).toEqual(before);
});

test('49.2 a landing names the ground forces that land', () => {
  const run = passWindows(runInvasion(put(invasionGame(), 0, { carrier: 1, infantry: 2 })));
  expect(decisionOf(run.state)).toMatchObject({ kind: 'commit-ground-forces' });
  const cmd = { type: 'commit-ground-forces', landings: [{ planet: 'starpoint', units: {} }] } as Command;
  expect(apply(run.state, 0, cmd, { at: 0 })).toMatchObject({
    ok: false,
    error: { code: 'invasion/empty-landing', rule: '49.2' },
  });
});
