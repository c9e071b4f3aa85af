// The Argent Flight's faction sheet: Zeal (engine/factions/argent.effects.ts, engine/agenda/voting.ts).
import { expect, test } from 'vitest';
import type { GameState } from '../core/state';
import { act, agendaGame, votingPlanets } from '../agenda/scenario';
import { passAll } from '../action-cards/agenda-cards-testkit';
import { influenceOf } from '../economy/planets';
import { refuse, topDecision } from '../testing/scenario';
import { vote } from '../agenda/scenario';

/** Windows pass until the first vote waits. */
function toVote(state: GameState): GameState {
  let s = state;
  for (let guard = 0; guard < 20 && topDecision(s)?.kind === 'window'; guard++) s = passAll(s);
  return s;
}

/** Four players, speaker seat 0; seat 2 plays the Argent Flight. */
const argentTable = (setup: (d: GameState) => void = () => {}): GameState =>
  toVote(
    agendaGame({
      agendas: ['regulated-conscription', 'ixthian-artifact'],
      setup: (d) => {
        d.players[2]!.faction = 'argent';
        setup(d);
      },
    }),
  );

test('Zeal 8.2: the Argent always vote first, whoever is speaker', () => {
  expect(vote(argentTable(), {}).order).toEqual([2, 1, 3, 0]);
  // With the speaker on the Argent's left, they would otherwise vote last but one.
  const later = toVote(
    agendaGame({
      agendas: ['regulated-conscription'],
      speaker: 3,
      setup: (d) => {
        d.players[2]!.faction = 'argent';
      },
    }),
  );
  expect(vote(later, {}).order).toEqual([2, 0, 1, 3]);
});

test('Zeal 8.15: casting 1 or more votes casts 1 more for each player in the game, the Argent included', () => {
  const s = argentTable();
  const planets = votingPlanets(s, 2);
  const r = act(s, 2, { type: 'cast-votes', outcome: 'for', planets });
  expect(r.events).toContainEqual({ type: 'votes-cast', seat: 2, outcome: 'for', votes: influenceOf(s, planets) + 4 });
  // An eliminated player is no longer in the game.
  const three = argentTable((d) => {
    d.players[0]!.eliminated = true;
  });
  const cast = act(three, 2, { type: 'cast-votes', outcome: 'for', planets: votingPlanets(three, 2) });
  expect(cast.events.find((e) => e.type === 'votes-cast')).toMatchObject({
    votes: influenceOf(three, votingPlanets(three, 2)) + 3,
  });
});

test('Zeal 8.14: no votes cast, no extra votes — exhausting no planet is still a refusal (nothing changes)', () => {
  const s = argentTable();
  expect(refuse(s, 2, { type: 'cast-votes', outcome: 'for', planets: [] })).toMatchObject({ rule: '8.14' });
  expect(topDecision(s)).toMatchObject({ kind: 'vote', waitingOn: [2] });
  const r = act(s, 2, { type: 'abstain' });
  expect(r.state.agenda?.current?.votes).toEqual([]);
});
