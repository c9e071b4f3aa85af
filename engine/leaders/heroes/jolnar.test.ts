import { expect, test } from 'vitest';
import { edit, playEvents, refuse } from '../../testing/scenario';
import { heroGame, scoreThree } from './hero-kit';

const SWAPS = {
  swaps: [
    { from: 'amd', to: 'fl' },
    { from: 'nm', to: 'bs' },
  ],
};

test("51.10 Jol-Nar hero Rin, the Master's Legacy is locked until 3 scored objectives", () => {
  const s = heroGame('jolnar');
  expect(refuse(s, 0, { type: 'component-action', ability: 'jolnarhero', targets: SWAPS })).toMatchObject({
    code: 'ability/not-held',
  });
  expect(scoreThree(s).players[0]!.leaders.hero).toBe('unlocked');
});

test("51.10, 51.12 Jol-Nar hero Rin, the Master's Legacy: owned technologies become others of their colour, without prerequisites; purged", () => {
  const s = edit(scoreThree(heroGame('jolnar')), (d) => void d.players[0]!.exhaustedTechnologies.push('amd'));
  expect(s.players[0]!.technologies).toEqual(['amd', 'st', 'nm', 'ps']);
  const r = playEvents(s, 0, { type: 'component-action', ability: 'jolnarhero', targets: SWAPS });
  // Fleet Logistics needs 2 blue technologies; the exchange does not ask for them.
  expect(r.state.players[0]!.technologies).toEqual(['st', 'ps', 'fl', 'bs']);
  expect(r.state.players[0]!.exhaustedTechnologies).toEqual([]);
  expect(r.events.filter((e) => e.type === 'technology-researched')).toEqual([
    { type: 'technology-researched', seat: 0, technology: 'fl' },
    { type: 'technology-researched', seat: 0, technology: 'bs' },
  ]);
  expect(r.state.players[0]!.leaders.hero).toBe('purged');
});

test("51.10 Jol-Nar hero Rin, the Master's Legacy: another colour, a faction technology or one not owned is refused", () => {
  const s = scoreThree(heroGame('jolnar'));
  for (const swaps of [
    [{ from: 'amd', to: 'ps' }], // red for blue
    [{ from: 'amd', to: 'lgf' }], // the Winnu's faction technology
    [{ from: 'gd', to: 'fl' }], // not owned
    [
      { from: 'amd', to: 'fl' },
      { from: 'amd', to: 'gd' },
    ],
  ])
    expect(refuse(s, 0, { type: 'component-action', ability: 'jolnarhero', targets: { swaps } })).toMatchObject({
      code: 'ability/bad-target',
      rule: '51.10',
    });
  expect(s.players[0]!.technologies).toEqual(['amd', 'st', 'nm', 'ps']);
  expect(s.players[0]!.leaders.hero).toBe('unlocked');
});
