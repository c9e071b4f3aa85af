import { expect, test } from 'vitest';
import { createGame } from './create-game';
import {
  ACTION_DECK_IN_PLAY,
  AGENDA_DECK_IN_PLAY,
  SECRET_OBJECTIVES_IN_PLAY,
  STAGE1_IN_PLAY,
  STAGE2_IN_PLAY,
  promissoryNotesDealt,
} from '../content/in-play';
import { options } from '../flow/options';
import { edit, newGame, play, runStep, topDecision } from '../testing/scenario';
import { REAL_MAP_STRINGS as MAP_STRINGS } from '../galaxy/map-strings.fixture';

const seats = (n: number) =>
  ['sol', 'hacan', 'letnev', 'jolnar', 'xxcha', 'naalu', 'arborec', 'yssaril'].slice(0, n).map((faction, i) => ({
    name: `P${i}`,
    faction,
    color: (['red', 'blue', 'green', 'yellow', 'purple', 'black', 'orange', 'pink'] as const)[i]!,
  }));
const created = (config: object) => {
  const r = createGame(config);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.state;
};

test('setup 1 / 80.5 the speaker is determined at random from the seed', () => {
  const speakers = new Set(
    ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map(
      (seed) => created({ seed, victoryPoints: 10, layout: '6p', seats: seats(6) }).speaker,
    ),
  );
  expect(speakers.size).toBeGreaterThan(1);
  expect(created({ seed: 'x', victoryPoints: 10, layout: '6p', seats: seats(6) }).speaker).toBe(
    created({ seed: 'x', victoryPoints: 10, layout: '6p', seats: seats(6) }).speaker,
  );
});

test('setup 2 two players cannot choose the same faction', () => {
  const r = createGame({
    seed: 's',
    victoryPoints: 10,
    layout: '3p',
    seats: [...seats(2), { name: 'X', faction: 'sol', color: 'pink' }],
  });
  expect(r).toMatchObject({ ok: false, error: { code: 'setup/invalid-config' } });
});

test('setup 2 an unknown faction is refused with a clear message', () => {
  const r = createGame({
    seed: 's',
    victoryPoints: 10,
    layout: '3p',
    seats: [...seats(2), { name: 'X', faction: 'martians', color: 'pink' }],
  });
  expect(r).toMatchObject({ ok: false, error: { code: 'setup/unknown-faction' } });
});

test('setup 5 and 11 each player controls their home planets and has their starting units and technologies', () => {
  const s = newGame({ players: 6 });
  const jordSystem = Object.values(s.board.systems).find((x) => x.planets.jord)!;
  expect(jordSystem.planets.jord!.owner).toBe(0);
  expect(jordSystem.space['0']!.counts).toMatchObject({ carrier: 2, destroyer: 1, fighter: 3 });
  expect(jordSystem.planets.jord!.units['0']!.counts).toMatchObject({ infantry: 5, 'space-dock': 1 });
  expect(s.players[0]!.technologies.sort()).toEqual(['amd', 'nm']);
});

test('20.1 each player begins with three tactic, three fleet and two strategy tokens', () => {
  expect(newGame({ players: 3 }).players.map((p) => p.pools)).toEqual(
    Array(3).fill({ tactic: 3, fleet: 3, strategy: 2 }),
  );
});

test('setup 6 the galaxy of a six-player game has Mecatol Rex, three rings and six home systems', () => {
  const s = newGame({ players: 6 });
  expect(s.board.systems['0,0']!.tile).toBe('18');
  const homes = Object.values(s.board.systems).filter((x) => Object.values(x.planets).some((p) => p.owner !== null));
  expect(homes).toHaveLength(6);
});

test('setup 6 a community map string builds the board it describes', () => {
  const six = MAP_STRINGS.find((m) => m.players === 6)!;
  const s = created({ seed: 's', victoryPoints: 10, layout: '6p', mapString: six.mapString, seats: seats(6) });
  const first = six.mapString.trim().split(/[\s,]+/)[0]!;
  expect(s.board.systems['0,-1']!.tile).toBe(first.replace(/^0+/, ''));
});

test('setup 7 the custodians token starts on Mecatol Rex and frontier tokens on systems without planets', () => {
  const s = newGame({ players: 6 });
  expect(s.custodiansOnMecatol).toBe(true);
  for (const sys of Object.values(s.board.systems)) {
    if (sys.frontier) expect(Object.keys(sys.planets)).toEqual([]);
  }
  expect(Object.values(s.board.systems).some((x) => x.frontier)).toBe(true);
});

test('setup 7 house rule: with custodiansRemoved the token starts off Mecatol Rex and the first status phase leads into the agenda phase (40.1)', () => {
  const config = { seed: 'h', victoryPoints: 10, layout: '3p', seats: seats(3), speaker: 0, custodiansRemoved: true };
  const s = created(config);
  expect(s.custodiansOnMecatol).toBe(false);
  expect(s.config.custodiansRemoved).toBe(true);
  expect(created({ ...config, custodiansRemoved: undefined }).custodiansOnMecatol).toBe(true);
  const afterStatus = runStep(
    edit(s, (d) => {
      d.stack = [];
      d.phase = 'status';
      d.round = 1;
    }),
    'status/return-strategy-cards',
  );
  expect(afterStatus.phase).toBe('agenda');
});

test('setup 12 each player draws two secret objectives and keeps one; the other returns to the deck', () => {
  const r = createGame({ seed: 's', victoryPoints: 10, layout: '3p', seats: seats(3), speaker: 0 });
  if (!r.ok) throw new Error(r.error.message);
  const d = topDecision(r.value.state)!;
  expect(d.kind).toBe('choose-secret-objective');
  if (d.kind !== 'choose-secret-objective') return;
  expect(d.waitingOn).toEqual([0, 1, 2]);
  const offered = d.offered['1']!;
  expect(offered).toHaveLength(2);
  const s = play(r.value.state, 1, { type: 'choose-secret-objective', objective: offered[1]! });
  expect(s.players[1]!.secretObjectives).toEqual([{ id: offered[1], scored: false }]);
  expect(s.decks.secret.draw).toContain(offered[0]);
  expect(s.decks.secret.draw.length).toBe(SECRET_OBJECTIVES_IN_PLAY.length - 6 + 1);
});

test('setup 12 five stage I and five stage II objectives are dealt and the first two stage I are revealed', () => {
  const s = newGame({ players: 6 });
  expect(s.objectives.revealed).toHaveLength(2);
  expect(s.objectives.unrevealed).toHaveLength(8);
  expect(s.objectives.stage1.draw).toHaveLength(STAGE1_IN_PLAY.length - 5);
  expect(s.objectives.stage2.draw).toHaveLength(STAGE2_IN_PLAY.length - 5);
});

test('setup 8 decks are shuffled from the seed: the same seed gives the same order, another seed another', () => {
  const a = newGame({ seed: 'one' }),
    b = newGame({ seed: 'one' }),
    c = newGame({ seed: 'two' });
  expect(a.decks.action.draw).toEqual(b.decks.action.draw);
  expect(a.decks.action.draw).not.toEqual(c.decks.action.draw);
  expect(a.decks.action.draw).toHaveLength(ACTION_DECK_IN_PLAY.length);
  expect(a.decks.agenda.draw).toHaveLength(AGENDA_DECK_IN_PLAY.length);
});

test('setup 4 each player holds the colour promissory notes and their faction note, the ones that work', () => {
  const s = newGame({ players: 3 });
  // Sol: Ceasefire, Trade Agreement, Political Secret, Support for the Throne, Alliance, and Military Support.
  expect(s.players[0]!.promissoryNotes).toEqual(promissoryNotesDealt('sol').map((n) => `${n}@0`));
  expect(s.players[0]!.promissoryNotes).toEqual(['cf@0', 'ta@0', 'ps@0', 'sftt@0', 'an@0', 'ms@0']);
  expect(s.players[0]!.promissoryNotes.every((n) => n.endsWith('@0'))).toBe(true);
});

test('setup 6 a layout for another player count is refused', () => {
  const r = createGame({ seed: 's', victoryPoints: 10, layout: '8p', seats: seats(6) });
  expect(r).toMatchObject({ ok: false, error: { rule: 'setup 6' } });
});

test('setup 11 the Winnu choose one starting technology with no prerequisites before secret objectives are drawn', () => {
  const r = createGame({
    seed: 'w',
    victoryPoints: 10,
    layout: '3p',
    speaker: 0,
    seats: [
      { name: 'A', faction: 'winnu', color: 'red' },
      { name: 'B', faction: 'argent', color: 'blue' },
      { name: 'C', faction: 'sol', color: 'green' },
    ],
  });
  if (!r.ok) throw new Error(r.error.message);
  const d = topDecision(r.value.state)!;
  expect(d).toMatchObject({ kind: 'choice', choice: 'setup/starting-technologies', waitingOn: [0, 1] });
  const s = play(r.value.state, 0, { type: 'choose', option: 'nm' });
  expect(s.players[0]!.technologies).toEqual(['nm']);
  // The Argent Flight take two of Neural Motivator, Sarween Tools and Plasma Scoring.
  expect(() => play(s, 1, { type: 'choose', option: 'nm+amd' })).toThrow(/not one of the offered options/);
  const t = play(s, 1, { type: 'choose', option: 'st+ps' });
  expect(t.players[1]!.technologies.sort()).toEqual(['ps', 'st']);
  expect(topDecision(t)!.kind).toBe('choose-secret-objective');
});

test('setup 11 the Council Keleres choose two non-faction technologies that other players own', () => {
  const r = createGame({
    seed: 'k',
    victoryPoints: 10,
    layout: '3p',
    speaker: 0,
    seats: [
      { name: 'A', faction: 'keleres', color: 'red' },
      { name: 'B', faction: 'sol', color: 'blue' },
      { name: 'C', faction: 'hacan', color: 'green' },
    ],
  });
  if (!r.ok) throw new Error(r.error.message);
  // First the Keleres take a home system (The Tribuni, engine/factions/keleres.test.ts).
  const s = play(r.value.state, 0, { type: 'choose', option: 'argent' });
  const offered = options(s, 0).map((o) => (o.command.type === 'choose' ? o.command.option : ''));
  const owned = new Set([...s.players[1]!.technologies, ...s.players[2]!.technologies]);
  expect(offered.length).toBeGreaterThan(0);
  for (const set of offered) for (const t of set.split('+')) expect(owned.has(t)).toBe(true);
});
