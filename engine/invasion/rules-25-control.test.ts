// Rule coverage of LRR 25.2–25.7: holding control of a planet, with and without units on it, and losing it.
import { expect, test } from 'vitest';
import type { Command } from '../core/commands';
import type { GameState } from '../core/state';
import { controlledPlanets } from '../economy/planets';
import { choiceOnTop, choose, resolveAgenda } from '../agenda/scenario';
import { addToDraft, givePlanet, planetOwner } from '../agenda/testkit';
import {
  ACTIVE,
  answer,
  decisionOf,
  eventsOf,
  invasionGame,
  own,
  passWindows,
  planetUnits,
  put,
  runInvasion,
  type Run,
} from '../testing/invasion-scenario';
import { flowCtx } from '../kernel/context';
import { destroyUnits } from '../units/destroy';
import { planetArea } from '../units/stacks';

const land = (planet: string, units: Record<string, number>): Command =>
  ({ type: 'commit-ground-forces', landings: [{ planet, units }] }) as Command;
const invade = (s: GameState): Run => passWindows(runInvasion(s));
const starpoint = (s: GameState) => s.board.systems[ACTIVE]!.planets.starpoint!;

/** Seat 0 (active) has a carrier with 2 infantry in the active system (Starpoint, New Albion). */
const landing = (): GameState => put(invasionGame(), 0, { carrier: 1, infantry: 2 });

test('25.2 a player cannot gain control of a planet they already control: landing there gains nothing', () => {
  const s = own(landing(), 0, 'starpoint');
  s.decks.hazardous.draw = ['rich-world#1'];
  const r = passWindows(answer(invade(s), 0, land('starpoint', { infantry: 2 })));
  expect(eventsOf(r, 'planet-control-gained')).toEqual([]);
  expect(eventsOf(r, 'explored')).toEqual([]); // only a planet gained is explored (25.1c)
  expect(starpoint(r.state)).toMatchObject({ owner: 0, exhausted: false });
});

test('25.3 / 25.4 control stays with the player when their units on the planet are gone: a control token marks it', () => {
  const s = put(own(invasionGame(), 0, 'starpoint'), 0, { infantry: 2 }, { planet: 'starpoint' });
  destroyUnits(flowCtx(s, { at: 0 }), planetArea(ACTIVE, 'starpoint'), 0, 'infantry', 2, {
    cause: 'bombardment',
    by: 1,
  });
  expect(planetUnits(s, 'starpoint', 0)?.counts.infantry ?? 0).toBe(0);
  expect(starpoint(s).owner).toBe(0);
  expect(controlledPlanets(s, 0).map((p) => p.id)).toContain('starpoint');
});

test('25.5 / 25.7 a player with only a control token on a planet loses it when another player lands there', () => {
  const s = own(landing(), 1, 'starpoint');
  expect(decisionOf(invade(s).state)).toMatchObject({ kind: 'commit-ground-forces' });
  const r = passWindows(answer(invade(s), 0, land('starpoint', { infantry: 1 })));
  expect(eventsOf(r, 'combat-started')).toEqual([]); // nothing of seat 1's to fight
  expect(eventsOf(r, 'planet-control-gained')).toEqual([
    { type: 'planet-control-gained', seat: 0, planet: 'starpoint', from: 1 },
  ]);
  expect(controlledPlanets(r.state, 1).map((p) => p.id)).not.toContain('starpoint');
  expect(starpoint(r.state)).toMatchObject({ owner: 0, exhausted: true });
});

test('25.6 a game effect can take a planet away: Colonial Redistribution gives it to another player', () => {
  const r = resolveAgenda('colonial-redistribution', {
    setup: (d) => {
      givePlanet(d, 'quann', 3);
      addToDraft(d, '2,-1', 3, { infantry: 2 }, 'quann');
    },
  });
  expect(choiceOnTop(r.state)).toBe('agenda/colonial-recipient');
  const s = choose(choose(r.state, '1').state, 'place').state;
  expect(planetOwner(s, 'quann')).toBe(1);
  expect(controlledPlanets(s, 3).map((p) => p.id)).not.toContain('quann');
});
