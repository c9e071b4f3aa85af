import { expect, test } from 'vitest';
import type { Command } from '../core/commands';
import type { GameState } from '../core/state';
import { options } from '../flow/options';
import { edit, newGame, pickStrategyCards, play, playEvents, refuse, topDecision } from '../testing/scenario';

// Three players; seat 0 (Sol, home Jord at 3,-3 with 5 infantry and a space dock) takes the first turn.
const JORD = '3,-3';
const MECATOL = '0,0';
const CARDS = ['leadership', 'diplomacy', 'politics', 'construction', 'trade', 'warfare'];

/** Seat 0 owns Transit Diodes, controls Mecatol Rex, and has a mech on Jord; the action phase then begins. */
function game(change?: (d: GameState) => void): GameState {
  const s = edit(newGame({ players: 3 }), (d) => {
    d.players[0]!.technologies.push('td');
    d.board.systems[MECATOL]!.planets.mr!.owner = 0;
    d.board.systems[JORD]!.planets.jord!.units['0']!.counts.mech = 1;
    change?.(d);
  });
  return pickStrategyCards(s, CARDS);
}

const jordUnits = (s: GameState) => s.board.systems[JORD]!.planets.jord!.units['0']?.counts;
const mecatolUnits = (s: GameState) => s.board.systems[MECATOL]!.planets.mr!.units['0']?.counts;
const use = (targets: Record<string, unknown> = {}): Command => ({
  type: 'use-ability',
  ability: 'transit-diodes',
  targets,
});
const move = (count: number, unit: 'infantry' | 'mech' = 'infantry', to = 'mr') => ({
  system: JORD,
  planet: 'jord',
  unit,
  count,
  to,
});

test('90 Transit Diodes: the start-of-turn window asks its owner before their first action', () => {
  const s = game();
  expect(topDecision(s)).toMatchObject({
    kind: 'window',
    window: 'start-of-turn',
    waitingOn: [0],
    subject: { seat: 0 },
  });
  expect(options(s, 0).map((o) => o.label)).toContain('Transit Diodes: move up to 4 ground forces to your planets');
  // Passing leaves the turn as it was.
  expect(topDecision(play(s, 0, { type: 'pass-window' }))).toMatchObject({ kind: 'action-turn', waitingOn: [0] });
});

test('90 Transit Diodes: turns of players without a ready Transit Diodes open no start-of-turn window', () => {
  expect(topDecision(pickStrategyCards(newGame({ players: 3 }), CARDS))).toMatchObject({
    kind: 'action-turn',
    waitingOn: [0],
  });
  const exhausted = game((d) => d.players[0]!.exhaustedTechnologies.push('td'));
  expect(topDecision(exhausted)).toMatchObject({ kind: 'action-turn', waitingOn: [0] });
  // Another player's Transit Diodes is not asked at seat 0's turn.
  const other = game((d) => {
    d.players[0]!.technologies = d.players[0]!.technologies.filter((t) => t !== 'td');
    d.players[1]!.technologies.push('td');
  });
  expect(topDecision(other)).toMatchObject({ kind: 'action-turn', waitingOn: [0] });
});

test('90 Transit Diodes: up to 4 ground forces (infantry and mechs) go from the board to planets the owner controls, in one command (43)', () => {
  const r = playEvents(game(), 0, use({ moves: [move(3), move(1, 'mech')] }));
  expect(jordUnits(r.state)).toEqual({ infantry: 2, 'space-dock': 1 });
  expect(mecatolUnits(r.state)).toEqual({ infantry: 3, mech: 1 });
  expect(r.state.players[0]!.exhaustedTechnologies).toEqual(['td']);
  expect(r.events.filter((e) => e.type === 'units-placed')).toEqual([
    {
      type: 'units-placed',
      seat: 0,
      system: MECATOL,
      planet: 'mr',
      unit: 'infantry',
      count: 3,
      cause: 'transit-diodes',
    },
    { type: 'units-placed', seat: 0, system: MECATOL, planet: 'mr', unit: 'mech', count: 1, cause: 'transit-diodes' },
  ]);
  expect(
    r.events
      .filter((e) => e.type === 'units-removed')
      .map((e) => e.type === 'units-removed' && [e.unit, e.count, e.reason]),
  ).toEqual([
    ['infantry', 3, 'ability'],
    ['mech', 1, 'ability'],
  ]);
  expect(topDecision(r.state)).toMatchObject({ kind: 'action-turn', waitingOn: [0] });
});

test('90 Transit Diodes: ground forces in a space area may be taken too', () => {
  const s = game((d) => (d.board.systems[JORD]!.space['0']!.counts.infantry = 2));
  const after = play(s, 0, use({ moves: [{ system: JORD, unit: 'infantry', count: 2, to: 'mr' }] }));
  expect(after.board.systems[JORD]!.space['0']!.counts).toEqual({ carrier: 2, destroyer: 1, fighter: 3 });
  expect(mecatolUnits(after)).toEqual({ infantry: 2 });
});

test('90 Transit Diodes: refused for a planet not controlled, 5 ground forces, or units that are not there — nothing changes (25)', () => {
  const s = game();
  const before = structuredClone(s);
  expect(refuse(s, 0, use({ moves: [move(1, 'infantry', 'hercant')] }))).toMatchObject({
    code: 'ability/not-your-planet',
    rule: '25',
  });
  expect(refuse(s, 0, use({ moves: [move(4), move(1, 'mech')] }))).toMatchObject({
    code: 'ability/too-many-units',
    rule: '90',
  });
  expect(refuse(s, 0, use({ moves: [move(2, 'mech')] }))).toMatchObject({ code: 'ability/units-missing', rule: '90' });
  // Counted together: two groups from the same planet cannot take more than it holds.
  const three = edit(s, (d) => (d.board.systems[JORD]!.planets.jord!.units['0']!.counts.infantry = 3));
  expect(refuse(three, 0, use({ moves: [move(2), move(2)] }))).toMatchObject({ code: 'ability/units-missing' });
  expect(
    refuse(s, 0, use({ moves: [{ system: JORD, planet: 'jord', unit: 'pds', count: 1, to: 'mr' }] })),
  ).toMatchObject({ code: 'ability/bad-target' });
  expect(s).toEqual(before);
});

test('90 Transit Diodes: an exhausted card cannot be used (34.4)', () => {
  const s = edit(game(), (d) => d.players[0]!.exhaustedTechnologies.push('td'));
  // The window would not have asked; a command sent anyway is refused.
  expect(refuse(s, 0, use({ moves: [move(1)] }))).toMatchObject({ code: 'ability/not-eligible', rule: '1.3' });
  expect(jordUnits(s)).toEqual({ infantry: 5, 'space-dock': 1, mech: 1 });
});

test('90 Transit Diodes: step by step, the owner picks one ground force and its planet at a time, at most 4', () => {
  let s = play(game(), 0, use());
  expect(s.players[0]!.exhaustedTechnologies).toEqual(['td']);
  expect(topDecision(s)).toMatchObject({ kind: 'choice', choice: 'transit-diodes/pick', waitingOn: [0] });
  expect(options(s, 0).map((o) => o.label)).toEqual([
    'Move 1 infantry from Jord (5 there)',
    'Move 1 mech from Jord (1 there)',
    'Move no ground forces',
  ]);
  const take = `take:${JORD}:jord:mech`;
  s = play(s, 0, { type: 'choose', option: take });
  expect(topDecision(s)).toMatchObject({ kind: 'choice', choice: 'transit-diodes/place' });
  // Only planets the owner controls, other than the one the unit is on.
  expect(options(s, 0).map((o) => o.command)).toEqual([
    { type: 'choose', option: `to:${MECATOL}:mr` },
    { type: 'choose', option: 'back' },
  ]);
  expect(refuse(s, 0, { type: 'choose', option: `to:0,3:hercant` })).toMatchObject({
    code: 'flow/not-an-option',
    rule: '1.3',
  });
  s = play(s, 0, { type: 'choose', option: `to:${MECATOL}:mr` });
  for (let i = 0; i < 3; i++) {
    s = play(s, 0, { type: 'choose', option: `take:${JORD}:jord:infantry` });
    s = play(s, 0, { type: 'choose', option: `to:${MECATOL}:mr` });
  }
  // The fourth ground force ends it: no further pick is offered.
  expect(mecatolUnits(s)).toEqual({ mech: 1, infantry: 3 });
  expect(jordUnits(s)).toEqual({ infantry: 2, 'space-dock': 1 });
  expect(topDecision(s)).toMatchObject({ kind: 'action-turn', waitingOn: [0] });
});

test('90 Transit Diodes: stopping early keeps the rest in place; "back" returns to the pick', () => {
  let s = play(game(), 0, use());
  s = play(s, 0, { type: 'choose', option: `take:${JORD}:jord:infantry` });
  s = play(s, 0, { type: 'choose', option: 'back' });
  expect(topDecision(s)).toMatchObject({ kind: 'choice', choice: 'transit-diodes/pick' });
  s = play(s, 0, { type: 'choose', option: `take:${JORD}:jord:infantry` });
  s = play(s, 0, { type: 'choose', option: `to:${MECATOL}:mr` });
  expect(options(s, 0).map((o) => o.label)).toContain('Stop (1 of 4 moved)');
  s = play(s, 0, { type: 'choose', option: 'done' });
  expect(mecatolUnits(s)).toEqual({ infantry: 1 });
  expect(jordUnits(s)).toEqual({ infantry: 4, 'space-dock': 1, mech: 1 });
  expect(topDecision(s)).toMatchObject({ kind: 'action-turn', waitingOn: [0] });
});
