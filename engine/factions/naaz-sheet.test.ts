// The Naaz-Rokha Alliance's sheet: Distant Suns, Fabrication, Black Market Forgery, Pre-Fab Arcologies, Supercharge
// (their units are tested in engine/factions/naaz.test.ts and naaz-flagship.test.ts).
import { expect, test } from 'vitest';
import type { Command } from '../core/commands';
import type { GameState } from '../core/state';
import { apply } from '../flow/apply';
import { edit, optionLabels, play, refuse, topDecision } from '../testing/scenario';
import { tacticalGame, withFragments, withRelicDeck } from '../testing/relic-scenario';
import { labelsIn } from '../testing/unit-ability-scenario';
import {
  ACTIVE,
  answer,
  combatGame,
  decisionOf,
  eventsOf,
  loaded,
  put,
  runFrom,
  type Run,
} from '../testing/combat-scenario';
import { invasionGame, own, passWindows } from '../testing/invasion-scenario';

const CULT = ['cultural-relic-fragment#1', 'cultural-relic-fragment#2'];
const action = (ability: string, targets: Record<string, unknown>): Command => ({
  type: 'component-action',
  ability,
  targets,
});

/** The Naaz-Rokha (seat 0, on their turn) hold the given fragments; the relic deck holds two relics. */
const fabricating = (fragments: readonly string[]): GameState =>
  withRelicDeck(withFragments(tacticalGame({ factions: ['naaz', 'hacan', 'jolnar'] }), 0, fragments), [
    'the-codex',
    'dominus-orb',
  ]);

test('73.1 Naaz-Rokha Fabrication: ACTION — purge 2 relic fragments of one type to gain 1 relic', () => {
  const s = fabricating([...CULT, 'hazardous-relic-fragment#1']);
  expect(labelsIn(s, 0, 'Component action').filter((l) => l.startsWith('Fabrication'))).toEqual([
    'Fabrication: purge 2 cultural relic fragments for a relic',
    'Fabrication: purge 1 cultural relic fragment for a command token',
    'Fabrication: purge 1 hazardous relic fragment for a command token',
  ]);
  const r = play(s, 0, action('fabrication', { fragments: CULT }));
  expect(r.players[0]!.relicFragments).toEqual(['hazardous-relic-fragment#1']);
  expect(r.players[0]!.relics).toEqual(['the-codex']);
  expect(r.exploration?.purged).toEqual(CULT);
});

test('73.1 Naaz-Rokha Fabrication: ACTION — purge any 1 relic fragment to gain 1 command token', () => {
  const s = fabricating(['hazardous-relic-fragment#1']);
  let r = play(s, 0, action('fabrication', { fragment: 'hazardous-relic-fragment#1' }));
  expect(topDecision(r)).toMatchObject({ kind: 'choice', choice: 'exploration/gain-token', waitingOn: [0] });
  r = play(r, 0, { type: 'choose', option: 'fleet' });
  expect(r.players[0]!.pools.fleet).toBe(s.players[0]!.pools.fleet + 1);
  expect(r.players[0]!.relicFragments).toEqual([]);
  expect(r.players[0]!.relics).toEqual([]);
});

test('73.1 Naaz-Rokha Fabrication: 2 fragments of different types, or fragments not held, are refused; nothing changes', () => {
  const s = fabricating(['cultural-relic-fragment#1', 'hazardous-relic-fragment#1']);
  const mixed = action('fabrication', { fragments: ['cultural-relic-fragment#1', 'hazardous-relic-fragment#1'] });
  expect(refuse(s, 0, mixed)).toMatchObject({ code: 'ability/bad-target', rule: '73.1' });
  expect(refuse(s, 0, action('fabrication', { fragment: 'industrial-relic-fragment#1' })).rule).toBe('73.1');
  // An unknown fragment stands in for the missing cultural one.
  const unknown = fabricating(['cultural-relic-fragment#1', 'unknown-relic-fragment#1']);
  const r = play(
    unknown,
    0,
    action('fabrication', { fragments: ['cultural-relic-fragment#1', 'unknown-relic-fragment#1'] }),
  );
  expect(r.players[0]!.relics).toEqual(['the-codex']);
  // Another faction has no Fabrication.
  const hacan = withFragments(tacticalGame({ factions: ['hacan', 'naaz', 'jolnar'] }), 0, CULT);
  expect(refuse(hacan, 0, action('fabrication', { fragments: CULT })).code).toMatch(/^(flow|ability)\//);
});

/** The Hacan (seat 0, on their turn) hold the Naaz-Rokha's (seat 1) Black Market Forgery. */
function forgeryGame(fragments: readonly string[]): GameState {
  return edit(
    withRelicDeck(withFragments(tacticalGame({ factions: ['hacan', 'naaz', 'jolnar'] }), 0, fragments), ['the-codex']),
    (d) => {
      d.players[1]!.promissoryNotes = d.players[1]!.promissoryNotes.filter((n) => n !== 'bmf@1');
      d.players[0]!.promissoryNotes.push('bmf@1');
    },
  );
}

test('69 Black Market Forgery (Naaz-Rokha note): ACTION — purge 2 fragments of one type for a relic; the note goes back', () => {
  const s = forgeryGame(CULT);
  expect(labelsIn(s, 0, 'Component action').filter((l) => l.startsWith('Black Market Forgery'))).toEqual([
    'Black Market Forgery: purge 2 cultural relic fragments for a relic',
  ]);
  const r = play(s, 0, action('black-market-forgery', { fragments: CULT }));
  expect(r.players[0]!.relics).toEqual(['the-codex']);
  expect(r.players[0]!.relicFragments).toEqual([]);
  expect(r.players[0]!.promissoryNotes).not.toContain('bmf@1');
  expect(r.players[1]!.promissoryNotes).toContain('bmf@1');
});

test('69.1 Black Market Forgery: without a matching pair, or by a player not holding it, it is refused; nothing changes', () => {
  const s = forgeryGame(['cultural-relic-fragment#1', 'industrial-relic-fragment#1']);
  expect(labelsIn(s, 0, 'Component action').some((l) => l.startsWith('Black Market Forgery'))).toBe(false);
  expect(
    refuse(
      s,
      0,
      action('black-market-forgery', { fragments: ['cultural-relic-fragment#1', 'industrial-relic-fragment#1'] }),
    ),
  ).toMatchObject({ code: 'ability/bad-target', rule: '69.1' });
  const none = withRelicDeck(withFragments(tacticalGame({ factions: ['hacan', 'naaz', 'jolnar'] }), 0, CULT), [
    'the-codex',
  ]);
  expect(refuse(none, 0, action('black-market-forgery', { fragments: CULT })).code).toMatch(/^(flow|ability)\//);
});

/** The Naaz-Rokha (seat 0) control Starpoint and New Albion in ACTIVE, exhausted; the hazardous deck is stacked. */
function exploring(hazardous: string[], techs: string[] = []): GameState {
  const s = invasionGame({ factions: ['naaz', 'jolnar', 'xxcha'] });
  s.players.forEach((p, i) => (p.strategyCards = [['leadership', 'diplomacy', 'politics'][i]!]));
  own(s, 0, 'starpoint', true);
  own(s, 0, 'newalbion', true);
  s.decks.hazardous = { draw: hazardous, discard: [] };
  s.players[0]!.technologies.push(...techs);
  return s;
}

const exploreStarpoint = (s: GameState): Run =>
  runFrom(s, 'exploration/explore', { seat: 0, system: ACTIVE, planet: 'starpoint' });
/** Distant Suns asks first: draw the additional card. */
const drawMore = (r: Run): Run => answer(r, 0, { type: 'choose', option: 'more' });

test('35.7 Naaz-Rokha Distant Suns: exploring a planet with their mech, they draw 1 extra card and resolve one of them', () => {
  const s = put(exploring(['mining-world#1', 'lazax-survivors#1']), 0, { mech: 1 }, { planet: 'starpoint' });
  let r = drawMore(exploreStarpoint(s));
  expect(decisionOf(r.state)).toMatchObject({ kind: 'choice', choice: 'exploration/keep-one', waitingOn: [0] });
  expect(optionLabels(r.state, 0)).toEqual([
    'Resolve Mining World on Starpoint',
    'Resolve Lazax Survivors on Starpoint',
  ]);
  r = passWindows(answer(r, 0, { type: 'choose', option: 'lazax-survivors#1' }));
  expect(eventsOf(r, 'explored').map((e) => e.card)).toEqual(['lazax-survivors#1']);
  expect(r.state.decks.hazardous.discard).toContain('mining-world#1');
  expect(r.state.decks.hazardous.draw).toEqual([]);
  // A card not drawn is refused and changes nothing.
  const again = drawMore(
    exploreStarpoint(put(exploring(['mining-world#1', 'lazax-survivors#1']), 0, { mech: 1 }, { planet: 'starpoint' })),
  );
  const before = structuredClone(again.state);
  const bad = apply(again.state, 0, { type: 'choose', option: 'rich-world#1' }, { at: 0 });
  expect(bad.ok ? null : bad.error).toMatchObject({ rule: '35.7' });
  expect(again.state).toEqual(before);
});

test('35.7 Naaz-Rokha Distant Suns is a may: they are asked first, and may draw only the one card', () => {
  const s = put(exploring(['mining-world#1', 'lazax-survivors#1']), 0, { mech: 1 }, { planet: 'starpoint' });
  const asked = exploreStarpoint(s);
  expect(decisionOf(asked.state)).toMatchObject({ kind: 'choice', choice: 'exploration/extra-cards', waitingOn: [0] });
  expect(optionLabels(asked.state, 0)).toEqual([
    'Draw 2 hazardous cards for Starpoint and resolve one (Distant Suns)',
    'Draw only 1 hazardous card for Starpoint',
  ]);
  // Nothing is drawn before the answer; an answer that is not offered is refused and changes nothing.
  expect(asked.state.decks.hazardous.draw).toEqual(['mining-world#1', 'lazax-survivors#1']);
  const before = structuredClone(asked.state);
  const bad = apply(asked.state, 0, { type: 'choose', option: 'three' }, { at: 0 });
  expect(bad.ok ? null : bad.error).toMatchObject({ rule: '35.7' });
  expect(asked.state).toEqual(before);
  const one = answer(asked, 0, { type: 'choose', option: 'one' });
  expect(eventsOf(one, 'explored').map((e) => e.card)).toEqual(['mining-world#1']);
  expect(one.state.decks.hazardous.draw).toEqual(['lazax-survivors#1']);
});

test('35.7 Naaz-Rokha Distant Suns: without a mech on the planet only 1 card is drawn', () => {
  const r = exploreStarpoint(exploring(['mining-world#1', 'lazax-survivors#1']));
  expect(eventsOf(r, 'explored').map((e) => e.card)).toEqual(['mining-world#1']);
  expect(r.state.decks.hazardous.draw).toEqual(['lazax-survivors#1']);
});

test('35 Pre-Fab Arcologies (Naaz-Rokha): after they explore a planet, it is readied', () => {
  let r = exploreStarpoint(exploring(['mining-world#1'], ['pfa']));
  expect(decisionOf(r.state)).toMatchObject({ kind: 'window', window: 'after-exploring', waitingOn: [0] });
  expect(optionLabels(r.state, 0)).toContain('Pre-Fab Arcologies: ready Starpoint');
  r = passWindows(answer(r, 0, { type: 'use-ability', ability: 'pfa', targets: {} }));
  expect(r.state.board.systems[ACTIVE]!.planets.starpoint!.exhausted).toBe(false);
  // Without the technology it is refused and nothing changes.
  const without = exploreStarpoint(exploring(['mining-world#1']));
  expect(decisionOf(without.state)).toBeUndefined();
  const open = exploreStarpoint(exploring(['mining-world#1'], ['pfa']));
  const before = structuredClone(open.state);
  expect(apply(open.state, 1, { type: 'use-ability', ability: 'pfa', targets: {} }, { at: 0 }).ok).toBe(false);
  expect(open.state).toEqual(before);
});

/** The Naaz-Rokha (seat 0, with Supercharge) fight Sol (seat 1): 1 cruiser each. */
function supercharged(): GameState {
  const s = put(put(combatGame({ factions: ['naaz', 'sol', 'letnev'] }), 0, { cruiser: 1 }), 1, { cruiser: 1 });
  s.players.forEach((p, i) => (p.strategyCards = [['leadership', 'diplomacy', 'politics'][i]!]));
  s.players[0]!.technologies.push('sc');
  return s;
}

test('18 Supercharge (Naaz-Rokha): exhausted as a combat round starts, +1 on each of their combat rolls that round', () => {
  const s = supercharged();
  loaded(s, 1, 'combat', false);
  let r = runFrom(s, 'tactical/space-combat');
  expect(decisionOf(r.state)).toMatchObject({ kind: 'window', window: 'start-of-combat-round' });
  expect(optionLabels(r.state, 0)).toContain('Supercharge: +1 to your combat rolls this round');
  r = answer(r, 0, { type: 'use-ability', ability: 'sc', targets: {} });
  expect(r.state.players[0]!.exhaustedTechnologies).toContain('sc');
  for (let d = decisionOf(r.state); d?.kind === 'window'; d = decisionOf(r.state))
    r = answer(r, d.waitingOn[0]!, { type: 'pass-window' });
  const roll = eventsOf(r, 'dice-rolled').find((e) => e.roll === 'combat' && e.seat === 0)!;
  // A cruiser hits on 7; Supercharge's +1 shows in each die's modifier.
  expect(roll.dice.map((d) => d.modifier)).toEqual([1]);
});

test('18 Supercharge: exhausted, or by a player not in the combat, it is refused and nothing changes', () => {
  const s = supercharged();
  s.players[0]!.exhaustedTechnologies.push('sc');
  const r = runFrom(s, 'tactical/space-combat');
  expect(optionLabels(r.state, 0).some((l) => l.startsWith('Supercharge'))).toBe(false);
  const before = structuredClone(r.state);
  expect(apply(r.state, 0, { type: 'use-ability', ability: 'sc', targets: {} }, { at: 0 }).ok).toBe(false);
  expect(r.state).toEqual(before);
  const other = supercharged();
  other.players[2]!.technologies.push('sc');
  const o = runFrom(other, 'tactical/space-combat');
  expect(optionLabels(o.state, 2).some((l) => l.startsWith('Supercharge'))).toBe(false);
});
