// Rule coverage of LRR 8.8: on an agenda with "For" and "Against" outcomes, every vote goes For or Against.
import { expect, test } from 'vitest';
import { options } from '../flow/options';
import { refuse } from '../testing/scenario';
import { act, agendaGame } from './scenario';

test('8.8 on a For/Against agenda a vote for a player is refused and changes nothing; For and Against are offered', () => {
  const s = agendaGame({ agendas: ['mutiny', 'seed-of-an-empire'] });
  const before = structuredClone(s);
  expect(refuse(s, 1, { type: 'cast-votes', outcome: '2', planets: ['hercant'] })).toMatchObject({
    code: 'agenda/not-an-outcome',
    rule: '8.8',
  });
  expect(s).toEqual(before);
  const outcomes = new Set(options(s, 1).flatMap((o) => (o.command.type === 'cast-votes' ? [o.command.outcome] : [])));
  expect([...outcomes].sort()).toEqual(['against', 'for']);
  const voted = act(s, 1, { type: 'cast-votes', outcome: 'against', planets: ['hercant'] }).state;
  expect(voted.agenda?.current?.votes).toEqual([expect.objectContaining({ seat: 1, outcome: 'against' })]);
});
