// Genetic Recombination (Mahact faction technology): before another player votes (8.5–8.7), the Mahact names an
// outcome; that player casts at least 1 vote for it or returns a fleet pool token (37).
import { expect, test } from 'vitest';
import type { GameState } from '../core/state';
import { tokenReinforcements } from '../economy/command-tokens';
import { options } from '../flow/options';
import { edit, optionLabels, refuse, topDecision } from '../testing/scenario';
import { act, agendaGame, votingPlanets } from '../agenda/scenario';

const USE = (outcome: string) =>
  ({ type: 'use-ability', ability: 'genetic-recombination', targets: { outcome } }) as const;

/** Mutiny is voted on; seat 0 (the speaker) is the Mahact with Genetic Recombination; seat 1 votes first. */
function recombinationGame(exhausted = false): GameState {
  return agendaGame({
    agendas: ['mutiny', 'seed-of-an-empire'],
    speaker: 0,
    setup: (d) => {
      d.players[0]!.faction = 'mahact';
      d.players[0]!.technologies.push('gr');
      if (exhausted) d.players[0]!.exhaustedTechnologies.push('gr');
      d.players[1]!.pools.fleet = 5; // room to spare: returning one leaves no ships over the limit (37.3)
    },
  });
}

test('Genetic Recombination (Mahact) 8.5 before a player votes the Mahact is asked; the player chooses, then must vote as chosen', () => {
  let s = recombinationGame();
  expect(topDecision(s)).toMatchObject({ kind: 'window', window: 'before-player-votes', waitingOn: [0] });
  expect(optionLabels(s, 0)).toContain(
    'Genetic Recombination: Player 2 must cast at least 1 vote for For or return a fleet pool token',
  );
  s = act(s, 0, USE('for')).state;
  expect(s.players[0]!.exhaustedTechnologies).toContain('gr');
  expect(topDecision(s)).toMatchObject({ kind: 'choice', choice: 'mahact/genetic-recombination', waitingOn: [1] });
  expect(optionLabels(s, 1)).toEqual([
    'Genetic Recombination: cast at least 1 vote for For',
    'Genetic Recombination: return 1 token from your fleet pool to your reinforcements instead',
  ]);
  s = act(s, 1, { type: 'choose', option: 'vote' }).state;
  while (topDecision(s)?.kind === 'window') s = act(s, topDecision(s)!.waitingOn[0]!, { type: 'pass-window' }).state;
  expect(topDecision(s)).toMatchObject({ kind: 'vote', waitingOn: [1] });
  // Only votes for "For" are offered; abstaining is not.
  const ballots = options(s, 1).filter((o) => o.group === 'Vote');
  expect(ballots.length).toBeGreaterThan(0);
  expect(ballots.map((o) => o.command)).toEqual(ballots.map(() => expect.objectContaining({ outcome: 'for' })));
  const planets = votingPlanets(s, 1);
  expect(refuse(s, 1, { type: 'abstain' })).toMatchObject({ code: 'agenda/bound-vote', rule: '1.7' });
  expect(refuse(s, 1, { type: 'cast-votes', outcome: 'against', planets })).toMatchObject({
    code: 'agenda/bound-vote',
    rule: '1.7',
  });
  const voted = act(s, 1, { type: 'cast-votes', outcome: 'for', planets }).state;
  expect(voted.agenda?.current?.votes).toContainEqual(expect.objectContaining({ seat: 1, outcome: 'for' }));
});

test('Genetic Recombination (Mahact) 37 the player may return a fleet pool token instead, and then votes freely', () => {
  let s = act(recombinationGame(), 0, USE('for')).state;
  const fleet = s.players[1]!.pools.fleet;
  const reinforcements = tokenReinforcements(s, 1);
  s = act(s, 1, { type: 'choose', option: 'return' }).state;
  expect(s.players[1]!.pools.fleet).toBe(fleet - 1);
  expect(tokenReinforcements(s, 1)).toBe(reinforcements + 1);
  while (topDecision(s)?.kind === 'window') s = act(s, topDecision(s)!.waitingOn[0]!, { type: 'pass-window' }).state;
  expect(topDecision(s)).toMatchObject({ kind: 'vote', waitingOn: [1] });
  expect(optionLabels(s, 1)).toContain('Abstain');
  s = act(s, 1, { type: 'abstain' }).state;
  expect(s.agenda?.current?.abstained).toEqual([1]);
});

test('Genetic Recombination (Mahact) 8.5 a player whose time runs out after choosing to vote casts votes for that outcome', () => {
  let s = act(recombinationGame(), 0, USE('against')).state;
  s = act(s, 1, { type: 'choose', option: 'vote' }).state;
  while (topDecision(s)?.kind === 'window') s = act(s, topDecision(s)!.waitingOn[0]!, { type: 'pass-window' }).state;
  s = act(s, 1, { type: 'timeout' }).state;
  expect(s.agenda?.current?.votes).toContainEqual(expect.objectContaining({ seat: 1, outcome: 'against' }));
});

test('Genetic Recombination (Mahact) 1.11 exhausted it is not offered and is refused; a name that is no outcome is refused', () => {
  const s = recombinationGame();
  const before = structuredClone(s);
  expect(refuse(s, 0, USE('nobody'))).toMatchObject({ code: 'ability/bad-target', rule: '8.7' });
  expect(s).toEqual(before);
  const tired = recombinationGame(true);
  expect(topDecision(tired)).toMatchObject({ kind: 'vote', waitingOn: [1] });
  expect(refuse(tired, 0, USE('for')).code).toMatch(/^(flow|ability)\//);
  expect(optionLabels(tired, 1)).toContain('Abstain');
});

test('Genetic Recombination (Mahact) 1.9 a player with no fleet pool token is left one way: their vote is held to the outcome', () => {
  const s = edit(recombinationGame(), (d) => void (d.players[1]!.pools.fleet = 0));
  const r = act(s, 0, USE('against'));
  expect(topDecision(r.state)).toMatchObject({ kind: 'vote', waitingOn: [1] });
  expect(r.state.agenda?.current?.bound).toEqual([{ seat: 1, outcome: 'against' }]);
  expect(refuse(r.state, 1, { type: 'abstain' })).toMatchObject({ code: 'agenda/bound-vote', rule: '1.7' });
});
