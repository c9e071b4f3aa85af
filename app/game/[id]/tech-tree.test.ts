// The technology tree on the game page (LRR 90): built from the engine's own research list, so it shows what the
// research form would accept.
import { expect, test } from 'vitest';
import { publicHoldings, roundInfo, view } from '@/engine/index';
import { edit, newGame } from '@/engine/testing/scenario';
import { techTreeColumns } from './tech-tree';

/** Seat 0 owns Antimass Deflectors (blue, no prerequisites) and nothing else. */
function tree() {
  const state = edit(newGame({ players: 3 }), (d) => {
    d.players[0]!.technologies = ['amd'];
    d.players[0]!.exhaustedTechnologies = [];
  });
  const columns = techTreeColumns(publicHoldings(view(state, 0), 0).technologies, roundInfo(state, 0).research);
  const row = (column: string, id: string) => columns.get(column as 'blue')?.find((r) => r.id === id);
  return { columns, row };
}

test('90.8 the technology tree lists what the player owns, what one blue technology lets them research, and what the rest lack', () => {
  const { columns, row } = tree();
  expect(row('blue', 'amd')).toMatchObject({ state: 'owned', detail: 'owned' });
  // Gravity Drive needs one blue: researchable now. Fleet Logistics needs two: one is missing.
  expect(row('blue', 'gd')).toMatchObject({ state: 'now', detail: 'can research now' });
  expect(row('blue', 'fl')).toMatchObject({ state: 'later', detail: 'needs 2 blue; missing 1 blue' });
  // Owned first, then researchable now, then the rest.
  const states = (columns.get('blue') ?? []).map((r) => r.state);
  expect(states.indexOf('owned')).toBeLessThan(states.indexOf('now'));
  expect(states.lastIndexOf('now')).toBeLessThan(states.indexOf('later'));
});

test('97 unit upgrades have no colour: the tree puts them in their own column, with their prerequisites by colour', () => {
  const { columns, row } = tree();
  expect(row('unit', 'dn2')).toMatchObject({
    state: 'later',
    detail: 'needs 2 blue, 1 yellow; missing 1 blue, 1 yellow',
  });
  expect(row('blue', 'dn2')).toBeUndefined();
  // A technology without prerequisites in another colour is researchable now (Neural Motivator, green).
  expect(row('green', 'nm')).toMatchObject({ state: 'now' });
  expect((columns.get('unit') ?? []).every((r) => r.state !== 'owned')).toBe(true);
});
