// Rule coverage of LRR 22.2 (a component action is the text of the component, followed as written, and is the
// player's action for the turn) and 22.4 (a cancelled component action does not use the player's action).
import { expect, test } from 'vitest';
import type { GameState } from '../core/state';
import { act, turnWith, units } from '../action-cards/card-testkit';
import { edit, giveActionCards, play, topDecision } from '../testing/scenario';

const HOME = '0,-3'; // Sol's home: Jord with a space dock, 2 carriers, a destroyer and 3 fighters in space

/** Seat 0 (Sol, Leadership, already used) holds Fighter Conscription; seat 1 holds Sabotage. */
const start = (): GameState =>
  giveActionCards(
    turnWith('fighter-conscription', (d) => {
      d.players[0]!.exhaustedStrategyCards = ['leadership'];
    }),
    1,
    ['sabotage'],
  );

/** Everyone passes the Sabotage window. */
function noSabotage(s: GameState): GameState {
  let t = s;
  for (let d = topDecision(t); d?.kind === 'window'; d = topDecision(t))
    t = play(t, d.waitingOn[0]!, { type: 'pass-window' });
  return t;
}

test('22.2 a component action does what its text says, and that is the player’s action for the turn', () => {
  const s = noSabotage(act(start(), 'fighter-conscription'));
  expect(units(s, HOME, 0).fighter).toBe(4); // one fighter more in the system with Sol's space dock
  expect(s.activeSeat).toBe(1);
  expect(topDecision(s)).toMatchObject({ kind: 'action-turn', waitingOn: [1] });
});

test('22.4 a component action cancelled by Sabotage does not use the player’s action: they act again', () => {
  const played = act(start(), 'fighter-conscription');
  expect(topDecision(played)).toMatchObject({ kind: 'window', window: 'when-action-card-played', waitingOn: [1] });
  let s = play(played, 1, { type: 'use-ability', ability: 'sabotage', targets: {} });
  s = noSabotage(s);
  expect(units(s, HOME, 0).fighter).toBe(3);
  expect(s.activeSeat).toBe(0);
  expect(topDecision(s)).toMatchObject({ kind: 'action-turn', waitingOn: [0] });
  // The action they take now is their turn's action; then the next player's turn begins.
  const passed = play(s, 0, { type: 'pass' });
  expect(passed.players[0]!.passed).toBe(true);
  expect(passed.activeSeat).toBe(1);
});

test('22.4 with Fleet Logistics, a cancelled second action is asked again as the second: the player may end the turn', () => {
  let s = giveActionCards(start(), 0, ['industrial-initiative']);
  s = edit(s, (d) => {
    d.players[0]!.technologies.push('fl');
  });
  s = noSabotage(act(s, 'fighter-conscription'));
  expect(topDecision(s)).toMatchObject({ kind: 'action-turn', waitingOn: [0], extra: true });
  s = play(act(s, 'industrial-initiative'), 1, { type: 'use-ability', ability: 'sabotage', targets: {} });
  s = noSabotage(s);
  expect(topDecision(s)).toMatchObject({ kind: 'action-turn', waitingOn: [0], extra: true });
  expect(play(s, 0, { type: 'end-turn' }).activeSeat).toBe(1);
});
