// The decision panel's props are serialised into the page: the forms get the systems they can ask about, not the
// whole board, and the round summary only while a decision waits on the viewer.
import { expect, test } from 'vitest';
import { roundInfo, view, type Decision } from '@/engine/index';
import { newGame } from '@/engine/testing/scenario';
import { formRound, formView } from './form-view';

const state = newGame({ players: 3 });
const seen = view(state, 0);
const home = Object.entries(seen.board.systems).find(([, sys]) =>
  Object.values(sys.planets).some((p) => p.owner === 0),
)?.[0];

test('the forms see the systems of the viewer’s planets and the one the decision names, and nothing else', () => {
  const other = Object.keys(seen.board.systems).find((k) => k !== home && k !== '0,0')!;
  const decision = { kind: 'move-ships', system: other } as unknown as Decision;
  const cut = formView(seen, decision);
  expect(home).toBeDefined();
  expect(Object.keys(cut.board.systems).sort()).toEqual([home!, other].sort());
  expect(cut.board.systems[other]).toEqual(seen.board.systems[other]);
  expect(cut.players).toBe(seen.players);
  // Without a decision, only the viewer's own planets' systems (the transaction form's planet cards).
  expect(Object.keys(formView(seen, null).board.systems)).toEqual([home]);
});

test('the round summary goes to the forms only with a decision, without the objectives and laws the page shows', () => {
  const round = roundInfo(state, 0);
  expect(formRound(round, null)).toBeNull();
  const decision = { kind: 'action-turn' } as unknown as Decision;
  expect(formRound(round, decision)).toMatchObject({ research: round.research, objectives: [], laws: [] });
});
