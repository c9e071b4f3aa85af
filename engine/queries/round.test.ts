import { expect, test } from 'vitest';
import { act, agendaGame } from '../agenda/scenario';
import { edit, newGame } from '../testing/scenario';
import { OBJECTIVES } from '../data/objectives';
import { roundInfo } from './round';

test('61.16 the viewer sees each revealed objective with the rule that keeps them from scoring it', () => {
  const start = newGame({ players: 3, speaker: 0 });
  // Take the viewer's home planets away: public objectives need every home planet (61.16).
  const state = edit(start, (d) => {
    for (const sys of Object.values(d.board.systems))
      for (const p of Object.values(sys.planets)) if (p.owner === 0) p.owner = null;
  });
  const info = roundInfo(state, 0);
  const publics = info.objectives.filter((o) => o.kind === 'public');
  expect(publics.map((o) => o.id)).toEqual(state.objectives.revealed);
  for (const o of publics) expect(o.blocked?.rule).toBe('61.16');
  const secret = info.objectives.find((o) => o.kind === 'secret');
  expect(secret?.id).toBe(state.players[0]!.secretObjectives[0]!.id);
  expect(secret?.points).toBe(OBJECTIVES[secret!.id as keyof typeof OBJECTIVES].points);
});

test('61 an objective the viewer fulfils has no reason attached; spectators get no objective list', () => {
  const state = edit(newGame({ players: 3, speaker: 0 }), (d) => {
    // Give the viewer lots of trade goods: the "spend" objectives (Erect a Monument and the like) become payable.
    d.players[0]!.tradeGoods = 30;
  });
  const info = roundInfo(state, 0);
  const spendable = info.objectives.filter(
    (o) => o.kind === 'public' && OBJECTIVES[o.id as keyof typeof OBJECTIVES].requirement.kind === 'spend',
  );
  for (const o of spendable) expect(o.blocked).toBeNull();
  expect(roundInfo(state, null).objectives).toEqual([]);
  expect(roundInfo(state, null).votePlanets).toEqual([]);
});

test('8.2 the agenda under way comes with its outcomes, the voting order (speaker last) and the tally so far', () => {
  const start = agendaGame({
    players: 3,
    speaker: 0,
    agendas: ['anti-intellectual-revolution', 'regulated-conscription'],
  });
  const before = roundInfo(start, 1);
  expect(before.agenda).toEqual({
    agenda: 'anti-intellectual-revolution',
    outcomes: [
      { id: 'for', label: 'For' },
      { id: 'against', label: 'Against' },
    ],
    tally: {},
    votingOrder: [1, 2, 0],
  });
  expect(before.votePlanets.length).toBeGreaterThan(0);
  expect(before.votePlanets.every((p) => p.influence > 0)).toBe(true);
  const planets = before.votePlanets.map((p) => p.id);
  const total = before.votePlanets.reduce((n, p) => n + p.influence, 0);
  expect(start.stack.at(-1)).toMatchObject({ kind: 'vote', waitingOn: [1] });
  const voted = act(start, 1, { type: 'cast-votes', outcome: 'against', planets }).state;
  expect(roundInfo(voted, 2).agenda?.tally).toEqual({ against: total });
  // The planets exhausted to vote no longer count as votes the viewer could cast.
  expect(roundInfo(voted, 1).votePlanets).toEqual([]);
});

test("8.15 the voter sees Predictive Intelligence's 3 additional votes while it is ready, and no longer once exhausted", () => {
  const start = edit(
    agendaGame({ players: 3, speaker: 0, agendas: ['anti-intellectual-revolution', 'regulated-conscription'] }),
    (d) => {
      d.players[1]!.technologies.push('pi');
    },
  );
  expect(roundInfo(start, 1).voteSources).toEqual([
    { id: 'predictive-intelligence', name: 'Predictive Intelligence', votes: 3 },
  ]);
  expect(roundInfo(start, 2).voteSources).toEqual([]);
  expect(roundInfo(start, null).voteSources).toEqual([]);
  const exhausted = edit(start, (d) => {
    d.players[1]!.exhaustedTechnologies.push('pi');
  });
  expect(roundInfo(exhausted, 1).voteSources).toEqual([]);
});

test('7.4 a law elected on a player sits in their play area; a law in the common area has no owner', () => {
  const state = edit(newGame({ players: 3, speaker: 0 }), (d) => {
    d.laws = [
      { id: 'minister-of-commerce', electedTarget: '2' },
      { id: 'anti-intellectual-revolution', electedTarget: null },
    ];
  });
  expect(roundInfo(state, 0).laws).toEqual([
    { id: 'minister-of-commerce', name: 'Minister of Commerce', owner: 2, target: 'Player 3' },
    { id: 'anti-intellectual-revolution', name: 'Anti-Intellectual Revolution', owner: null, target: null },
  ]);
});

test('90.8 technologies the viewer lacks: researchable ones, and what the others still need', () => {
  const state = newGame({ players: 3, speaker: 0, factions: ['hacan', 'arborec', 'letnev'] });
  const research = roundInfo(state, 0).research;
  const owned = state.players[0]!.technologies;
  expect(research.some((t) => owned.includes(t.id))).toBe(false);
  // Hacan's faction technologies are listed for Hacan only.
  expect(research.some((t) => t.id === 'qdn')).toBe(true);
  expect(roundInfo(state, 1).research.some((t) => t.id === 'qdn')).toBe(false);
  const neural = research.find((t) => t.id === 'nm');
  expect(neural).toMatchObject({ researchable: true, missing: {} });
  const fleetLogistics = research.find((t) => t.id === 'fl');
  expect(fleetLogistics?.prerequisites).toEqual({ blue: 2 });
  // Hacan starts with Antimass Deflectors (blue) and Sarween Tools (yellow): one blue short.
  expect(fleetLogistics).toMatchObject({ researchable: false, missing: { blue: 1 } });
});
