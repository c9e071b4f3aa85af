import { expect, test } from 'vitest';
import { apply } from '../flow/apply';
import { options } from '../flow/options';
import type { GameState } from '../core/state';
import { planetFacts, planetValues } from '../economy/planets';
import { checkResearch } from '../economy/research';
import { explorationCardsAccountedFor } from './deck';
import {
  ACTIVE,
  answer,
  choose,
  decisionOf,
  eventsOf,
  invasionGame,
  own,
  passWindows,
  put,
  runFromRun,
  runInvasion,
  type Run,
} from '../testing/invasion-scenario';
import { runFrom } from '../testing/combat-scenario';

/** Seat 0 controls Starpoint (hazardous) and New Albion (industrial, green) in ACTIVE; the decks are as given. */
function exploring(decks: Partial<Record<'cultural' | 'hazardous' | 'industrial' | 'frontier', string[]>> = {}) {
  const s = invasionGame();
  own(s, 0, 'starpoint', true);
  own(s, 0, 'newalbion', true);
  for (const d of ['cultural', 'hazardous', 'industrial', 'frontier'] as const)
    s.decks[d] = { draw: [...(decks[d] ?? [])], discard: [] };
  return s;
}

const explore = (s: GameState, planet: string | null = 'starpoint'): Run =>
  runFrom(s, 'exploration/explore', { seat: 0, system: ACTIVE, planet });

test('35.1 gaining control of a planet nobody controlled explores it: its card is drawn and resolved', () => {
  const s = put(exploring({ hazardous: ['rich-world#1'] }), 0, { carrier: 1, infantry: 1 });
  own(s, null, 'starpoint');
  const run = passWindows(runInvasion(s));
  const r = passWindows(
    answer(run, 0, { type: 'commit-ground-forces', landings: [{ planet: 'starpoint', units: { infantry: 1 } }] }),
  );
  expect(eventsOf(r, 'explored')).toEqual([
    { type: 'explored', seat: 0, system: ACTIVE, planet: 'starpoint', deck: 'hazardous', card: 'rich-world#1' },
  ]);
  expect(r.state.board.systems[ACTIVE]!.planets.starpoint!.attachments).toEqual(['richworld']);
});

test('35.1 a planet taken from another player is not explored', () => {
  const s = put(exploring({ hazardous: ['rich-world#1'] }), 0, { carrier: 1, infantry: 1 });
  own(s, 1, 'starpoint');
  const run = passWindows(runInvasion(s));
  const r = passWindows(
    answer(run, 0, { type: 'commit-ground-forces', landings: [{ planet: 'starpoint', units: { infantry: 1 } }] }),
  );
  expect(eventsOf(r, 'planet-control-gained')).toHaveLength(1);
  expect(eventsOf(r, 'explored')).toEqual([]);
  expect(r.state.decks.hazardous.draw).toEqual(['rich-world#1']);
});

test('35.2 exploring a hazardous planet draws from the hazardous deck, an industrial one from the industrial deck', () => {
  const s = exploring({ hazardous: ['mining-world#1'], industrial: ['rich-world#1'] });
  const r = explore(s);
  expect(eventsOf(r, 'explored')[0]).toMatchObject({ deck: 'hazardous', card: 'mining-world#1' });
  expect(r.state.decks.industrial.draw).toEqual(['rich-world#1']);
});

test('35.2b a planet without a trait (Mecatol Rex, home planets) is not explored', () => {
  const s = exploring({ hazardous: ['mining-world#1'] });
  s.board.systems['0,-1'] = { ...s.board.systems[ACTIVE]!, tile: '18', planets: {} };
  s.board.systems['0,-1'].planets.mr = { owner: 0, exhausted: false, units: {}, attachments: [] };
  const r = runFrom(s, 'exploration/explore', { seat: 0, system: '0,-1', planet: 'mr' });
  expect(eventsOf(r, 'explored')).toEqual([]);
  expect(r.state.decks.hazardous.draw).toEqual(['mining-world#1']);
});

test('35.2c a planet with several traits (Terraform): the explorer picks the deck; an unlisted deck is refused', () => {
  const s = exploring({ cultural: ['paradise-world#1'], hazardous: ['mining-world#1'] });
  s.board.systems[ACTIVE]!.planets.starpoint!.attachments.push('titanspn');
  const r = explore(s);
  expect(decisionOf(r.state)).toMatchObject({ kind: 'choice', choice: 'exploration/deck', waitingOn: [0] });
  expect(options(r.state, 0).map((o) => o.label)).toEqual([
    'Explore Starpoint from the hazardous deck',
    'Explore Starpoint from the cultural deck',
    'Explore Starpoint from the industrial deck',
  ]);
  const bad = apply(r.state, 0, { type: 'choose', option: 'frontier' }, { at: 0 });
  expect(bad.ok).toBe(false);
  const after = choose(r, 'cultural');
  expect(eventsOf(after, 'explored')[0]).toMatchObject({ deck: 'cultural', card: 'paradise-world#1' });
  expect(after.state.decks.hazardous.draw).toEqual(['mining-world#1']);
});

test('35.7a an empty exploration deck is made again from its shuffled discard pile', () => {
  const s = exploring();
  s.decks.hazardous.discard = ['core-mine#1'];
  const r = explore(s);
  expect(eventsOf(r, 'explored')[0]).toMatchObject({ card: 'core-mine#1' });
  // Core Mine was resolved and discarded again.
  expect(r.state.decks.hazardous).toEqual({ draw: [], discard: ['core-mine#1'] });
});

test('35.7 with the deck and its discard pile both empty, nothing is explored and nothing changes', () => {
  const s = exploring();
  const r = explore(s);
  expect(eventsOf(r, 'explored')).toEqual([]);
  expect(r.state.decks.hazardous).toEqual({ draw: [], discard: [] });
});

test('35.9 Hazardous Relic Fragment is kept faceup in the explorer play area, not discarded', () => {
  const r = explore(exploring({ hazardous: ['hazardous-relic-fragment#2'] }));
  expect(r.state.players[0]!.relicFragments).toEqual(['hazardous-relic-fragment#2']);
  expect(r.state.decks.hazardous.discard).toEqual([]);
  expect(explorationCardsAccountedFor(r.state).hazardous).toEqual(['hazardous-relic-fragment#2']);
});

test('35.5–35.6 a frontier token is explored from the frontier deck (Unknown Relic Fragment), then leaves the system', () => {
  const s = exploring({ frontier: ['unknown-relic-fragment#1'] });
  s.board.systems[ACTIVE]!.frontier = true;
  const r = explore(s, null);
  expect(eventsOf(r, 'explored')[0]).toMatchObject({ planet: null, deck: 'frontier' });
  expect(r.state.players[0]!.relicFragments).toEqual(['unknown-relic-fragment#1']);
  expect(r.state.board.systems[ACTIVE]!.frontier).toBe(false);
  // No token left: exploring it again draws nothing.
  const again = runFromRun(r, 'exploration/explore', { seat: 0, system: ACTIVE, planet: null });
  expect(eventsOf(again, 'explored')).toHaveLength(1);
});

test('12.2 an attachment stays with the planet when its control changes, and keeps counting for the new owner', () => {
  const r = explore(exploring({ hazardous: ['mining-world#1'] }));
  const s = r.state;
  own(s, 1, 'starpoint');
  expect(s.board.systems[ACTIVE]!.planets.starpoint!.attachments).toEqual(['miningworld']);
  expect(planetValues(s, 'starpoint')).toEqual({ resources: 5, influence: 1 });
  expect(explorationCardsAccountedFor(s).hazardous).toEqual(['mining-world#1']);
});

test('12.1 Warfare Research Facility gives a planet without a specialty its colour, usable to skip a prerequisite', () => {
  const s = exploring({ hazardous: ['warfare-research-facility#1'] });
  const r = explore(s);
  expect(r.state.board.systems[ACTIVE]!.planets.starpoint!.attachments).toEqual(['warfare']);
  expect(planetFacts(r.state, 'starpoint').specialties).toEqual(['red']);
  own(r.state, 0, 'starpoint', false);
  // Assault Cannon needs three red technologies; Starpoint's red specialty now skips one of them.
  r.state.players[0]!.technologies = ['ps', 'md'];
  expect(checkResearch(r.state, 0, { technology: 'asc', specialties: ['starpoint'] }).ok).toBe(true);
  expect(checkResearch(exploring(), 0, { technology: 'asc', specialties: ['starpoint'] }).ok).toBe(false);
});
