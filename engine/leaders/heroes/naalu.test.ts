import { expect, test } from 'vitest';
import { edit, optionLabels, play, playEvents, refuse, runStep, topDecision } from '../../testing/scenario';
import { heroGame, scoreThree } from './hero-kit';

test('51.10 Naalu hero The Oracle: locked (fewer than 3 objectives), the end of the status phase asks nothing', () => {
  const s = runStep(heroGame('naalu'), 'status/end');
  expect(topDecision(s)).not.toMatchObject({ kind: 'window', window: 'end-of-status-phase' });
  expect(scoreThree(heroGame('naalu')).players[0]!.leaders.hero).toBe('unlocked');
});

test('51.10, 51.12 Naalu hero The Oracle: as the status phase ends each other player hands over 1 note of their choice; purged', () => {
  const s = runStep(scoreThree(heroGame('naalu')), 'status/end');
  expect(topDecision(s)).toMatchObject({ kind: 'window', window: 'end-of-status-phase', waitingOn: [0] });
  const [sol1, sol2] = s.players[1]!.promissoryNotes;
  const hacan = s.players[2]!.promissoryNotes.at(-1)!;
  let r = play(s, 0, { type: 'use-ability', ability: 'naaluhero', targets: {} });
  expect(r.players[0]!.leaders.hero).toBe('purged');
  // The player to the Naalu's left gives first; only the giver sees what they could give.
  expect(topDecision(r)).toMatchObject({ kind: 'choice', choice: 'leaders/naalu-hero-note', waitingOn: [1] });
  expect(optionLabels(r, 0).filter((l) => l.startsWith('Give'))).toEqual([]);
  expect(optionLabels(r, 1)).toHaveLength(s.players[1]!.promissoryNotes.length);
  r = play(r, 1, { type: 'choose', option: sol2! });
  expect(topDecision(r)).toMatchObject({ kind: 'choice', choice: 'leaders/naalu-hero-note', waitingOn: [2] });
  const last = playEvents(r, 2, { type: 'choose', option: hacan });
  expect(last.state.players[0]!.promissoryNotes).toEqual([...s.players[0]!.promissoryNotes, sol2, hacan]);
  expect(last.state.players[1]!.promissoryNotes).toEqual(s.players[1]!.promissoryNotes.filter((n) => n !== sol2));
  expect(last.state.players[1]!.promissoryNotes).toContain(sol1);
  expect(last.events.filter((e) => e.type === 'promissory-note-handed')).toEqual([
    { type: 'promissory-note-handed', from: 2, to: 0, source: 'naaluhero' },
  ]);
});

test('51.10 Naalu hero The Oracle: with no notes in the other hands it is not asked; using it is refused and changes nothing', () => {
  const s = runStep(
    edit(scoreThree(heroGame('naalu')), (d) => {
      d.players[1]!.promissoryNotes = [];
      d.players[2]!.promissoryNotes = [];
    }),
    'status/end',
  );
  expect(topDecision(s)).not.toMatchObject({ kind: 'window', window: 'end-of-status-phase' });
  expect(refuse(s, 0, { type: 'use-ability', ability: 'naaluhero', targets: {} }).code).toMatch(/^flow\//);
  expect(s.players[0]!.leaders.hero).toBe('unlocked');
});
