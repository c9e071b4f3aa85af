// What a prompt is about (issue 15): the secret objective choice shows each objective drawn with its condition and
// the phase it is scored in (setup 12, 61.3); a vote shows the agenda voted on with its effects (8.2).
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test, vi } from 'vitest';
import { AGENDAS, OBJECTIVES, TECHNOLOGIES, type Decision } from '@/engine/index';
import { DecisionContext } from './decision-context';

// round/display.ts guards itself against the browser bundle; a test runs it as the server does.
vi.mock('server-only', () => ({}));

/** The text a reader gets: markup removed, entities decoded. */
const html = (decision: Decision | null, seat = 0) =>
  renderToStaticMarkup(DecisionContext({ decision, seat }))
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&amp;', '&');

test('setup 12: the secret objectives a player drew are shown with their conditions and scoring phases', () => {
  const [a, b] = Object.entries(OBJECTIVES).filter(([, o]) => o.stage === 'secret');
  const decision = {
    kind: 'choose-secret-objective',
    offered: { '0': [a![0], b![0]], '1': ['x'] },
  } as unknown as Decision;
  const out = html(decision);
  for (const [, o] of [a!, b!]) {
    expect(out).toContain(o.name);
    expect(out).toContain(o.condition);
    expect(out).toContain(`scored in the ${o.phase} phase`);
  }
  // Only the viewer's own draw: another seat's is hidden information.
  expect(html(decision, 1)).toContain('x');
  expect(html(decision, 2)).toBe('');
});

test('8.2 a vote shows the agenda being voted on with its effects; other decisions add nothing', () => {
  const out = html({ kind: 'vote', agenda: 'mutiny' } as unknown as Decision);
  expect(out).toContain('Voting on Mutiny');
  expect(out).toContain('For: ');
  expect(out).toContain('Against: ');
  expect(html({ kind: 'action-turn' } as unknown as Decision)).toBe('');
  expect(html(null)).toBe('');
});

test('setup 11: a faction that chooses its starting technologies sees each one offered with its text', () => {
  const decision = { kind: 'choice', choice: 'setup/starting-technologies' } as unknown as Decision;
  const options = ['amd+gd', 'amd+st'].map((option) => ({ command: { type: 'choose' as const, option } }));
  const out = renderToStaticMarkup(DecisionContext({ decision, seat: 0, options }));
  for (const id of ['amd', 'gd', 'st'] as const) expect(out).toContain(TECHNOLOGIES[id].name);
  expect(out).toContain('1 of your ships gets +1 move');
  expect(out.match(/<li /g)).toHaveLength(3);
});

test('66.2: the Politics player arranging the agenda deck reads both agendas they look at, with their effects', () => {
  const [a, b] = Object.keys(AGENDAS) as [string, string];
  const decision = {
    kind: 'choice',
    choice: 'politics/arrange-agenda',
    waitingOn: [0],
    args: {},
  } as unknown as Decision;
  const out = renderToStaticMarkup(DecisionContext({ decision, seat: 0, politicsPeek: [a, b] }));
  for (const id of [a, b]) expect(out).toContain(AGENDAS[id as keyof typeof AGENDAS].name);
  // Without the peek (any other viewer), nothing is shown.
  expect(renderToStaticMarkup(DecisionContext({ decision, seat: 1 }))).toBe('');
});
