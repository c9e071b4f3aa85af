import { expect, test } from 'vitest';
import { AGENDAS, type AgendaId } from '../../data/agendas';
import { options } from '../../flow/options';
import { play, playEvents, refuse, topDecision } from '../../testing/scenario';
import { view } from '../../view';
import { primary, turnWith } from './cards.fixture';

// Seat 0 holds Politics and the speaker token.
const start = () => turnWith('politics');

test('66.2 i the active player gives the speaker token to another player', () => {
  const { state, events } = playEvents(start(), 0, {
    type: 'strategic-action',
    card: 'politics',
    choices: { speaker: 2 },
  });
  expect(state.speaker).toBe(2);
  expect(events).toContainEqual({ type: 'speaker-changed', seat: 2 });
});

test('80.6 the speaker token cannot go to the player who holds it', () => {
  expect(refuse(start(), 0, { type: 'strategic-action', card: 'politics', choices: { speaker: 0 } })).toMatchObject({
    rule: '80.6',
  });
});

test('66.2 i a player without the speaker token may choose themselves', () => {
  const s = turnWith('politics', 6, (d) => {
    d.speaker = 3;
  });
  expect(primary(s, 'politics', { speaker: 0 }).speaker).toBe(0);
});

test('66.2 ii the active player draws two action cards', () => {
  const s = primary(start(), 'politics', { speaker: 1 });
  expect(s.players[0]!.actionCards).toHaveLength(2);
});

test('66.2 iii the active player secretly looks at the top two agenda cards and puts them back in any order', () => {
  const s0 = primary(start(), 'politics', { speaker: 1 });
  const [a, b] = s0.decks.agenda.draw as [AgendaId, AgendaId];
  expect(topDecision(s0)).toMatchObject({
    kind: 'choice',
    choice: 'politics/arrange-agenda',
    waitingOn: [0],
    args: {},
  });
  const labels = options(s0, 0).map((o) => o.label);
  expect(labels).toHaveLength(6);
  expect(labels).toContain(`${AGENDAS[b].name} on top, ${AGENDAS[a].name} at the bottom`);
  // Secretly: the cards appear in no other view (the option codes name positions only); the arranging player's own
  // view names them, top first, so the page can show both agendas' texts beside the choice.
  for (const viewer of [null, 1, 2]) {
    const text = JSON.stringify(view(s0, viewer));
    expect(text).not.toContain(`"${a}"`);
    expect(text).not.toContain(`"${b}"`);
  }
  expect(view(s0, 0).politicsPeek).toEqual([a, b]);
  const s = play(s0, 0, { type: 'choose', option: '2top-1bottom' });
  expect(view(s, 0).politicsPeek).toBeUndefined();
  expect(s.decks.agenda.draw[0]).toBe(b);
  expect(s.decks.agenda.draw.at(-1)).toBe(a);
  expect(s.decks.agenda.draw).toHaveLength(s0.decks.agenda.draw.length);
});

test('66.2 iii both cards may go to the bottom in either order', () => {
  const s0 = primary(start(), 'politics', { speaker: 1 });
  const [a, b] = s0.decks.agenda.draw as [string, string];
  const s = play(s0, 0, { type: 'choose', option: 'bottom-21' });
  expect(s.decks.agenda.draw.slice(-2)).toEqual([b, a]);
});

test('66.3 the secondary spends a strategy token to draw two action cards', () => {
  let s = primary(start(), 'politics', { speaker: 1 });
  s = play(s, 0, { type: 'choose', option: 'top-12' });
  s = play(s, 1, { type: 'follow-secondary', choices: {} });
  expect(s.players[1]!.actionCards).toHaveLength(2);
  expect(s.players[1]!.pools.strategy).toBe(1);
});
