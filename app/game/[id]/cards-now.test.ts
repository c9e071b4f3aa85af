import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { apply, options, type Command, type Decision } from '@/engine/index';
import { ACTION_CARDS } from '@/engine/data/action-cards';
import { loadDice } from '@/engine/combat/dice';
import { GROUND_COMBAT_STEP } from '@/engine/combat/ground-combat';
import { ACTIVE, AROUND, decisionOf, put, runFrom } from '@/engine/testing/combat-scenario';
import { giveActionCards } from '@/engine/testing/scenario';
import { addSystem, invasionGame, own, tradeGoods } from '@/engine/testing/invasion-scenario';
import { cardGame, passWindows } from '@/engine/action-cards/combat-card-testkit';
import { table, toWindow } from '@/engine/action-cards/agenda-cards-testkit';
import { cardsNow, playableNow, windowWords } from './cards-now';
import { CardsNowList } from './forms/cards-now-list';

/** Seat 0 attacks with a carrier, holds Reveal Prototype and Morale Boost, and can pay for Carrier II. */
function startOfCombat() {
  const s = put(put(cardGame(), 0, { carrier: 1 }), 1, { destroyer: 1 });
  s.players[0]!.technologies = ['amd', 'gd'];
  own(addSystem(s, AROUND[0]!, '27'), 0, 'starpoint', false, AROUND[0]);
  tradeGoods(s, 0, 1);
  loadDice(s, { seat: 0, roll: 'combat', result: 1 });
  loadDice(s, { seat: 1, roll: 'combat', result: 1 });
  const held = giveActionCards(giveActionCards(s, 0, ['reveal-prototype', 'morale-boost']), 1, ['sabotage']);
  return passWindows(runFrom(held, 'tactical/space-combat'), 'start-of-combat').state;
}

/** Every element in a rendered tree (function components called, as the page would render them). */
function elements(node: ReactNode): ReactElement<Record<string, unknown>>[] {
  if (Array.isArray(node)) return node.flatMap(elements);
  if (!isValidElement<Record<string, unknown>>(node)) return [];
  if (typeof node.type === 'function') return elements((node.type as (p: unknown) => ReactNode)(node.props));
  return [node, ...elements(node.props.children as ReactNode)];
}

test('2.6 the start-of-combat form offers Reveal Prototype with its text and plays it from there', () => {
  const state = startOfCombat();
  const decision = decisionOf(state) as Decision;
  expect(decision).toMatchObject({ kind: 'window', window: 'start-of-combat' });
  const cards = cardsNow(options(state, 0), decision);
  // Morale Boost waits for the start of a combat round: not offered yet.
  expect(cards.map((c) => [c.name, c.text, c.plays.map((p) => p.label)])).toEqual([
    [
      'Reveal Prototype',
      ACTION_CARDS['reveal-prototype'].text,
      ['research Carrier II paying with Starpoint, 1 trade good'],
    ],
  ]);
  const sent: { command: Command; label: string }[] = [];
  const list = CardsNowList({ cards, busy: false, submit: (command, label) => sent.push({ command, label }) });
  const html = renderToStaticMarkup(list!);
  expect(html).toContain('Reveal Prototype');
  expect(html).not.toContain('reveal-prototype');
  const buttons = elements(list).filter((e) => e.type === 'button');
  expect(buttons).toHaveLength(1);
  (buttons[0]!.props.onClick as () => void)();
  expect(sent.map((s) => s.label)).toEqual([
    'Reveal Prototype: research Carrier II paying with Starpoint, 1 trade good',
  ]);
  // The command the button sends is the engine's own: it is accepted and the card is played.
  const played = apply(state, 0, sent[0]!.command, { at: 0 });
  if (!played.ok) throw new Error(played.error.message);
  // Answered at the same moment as the defender (1.19): recorded, then played once the defender has answered.
  expect(decisionOf(played.state)).toMatchObject({ intents: [{ seat: 0, ability: 'reveal-prototype' }] });
  const after = apply(played.state, 1, { type: 'pass-window' }, { at: 0 });
  if (!after.ok) throw new Error(after.error.message);
  expect(after.state.players[0]!.actionCards.map((c) => c.split('#')[0])).toEqual(['morale-boost']);
  expect(decisionOf(after.state)).toMatchObject({ window: 'when-action-card-played' });
});

test('2.6 nothing to offer: the list renders nothing, and a seat not asked gets no cards', () => {
  const state = startOfCombat();
  expect(cardsNow(options(state, 2), decisionOf(state) ?? null)).toEqual([]);
  expect(CardsNowList({ cards: [], busy: false, submit: () => {} })).toBeNull();
});

test('2.6 the hand says "can play now" for a card played through its second window (Morale Boost, ground combat)', () => {
  const s = invasionGame();
  s.players.forEach((p, i) => (p.strategyCards = [['leadership', 'diplomacy', 'politics'][i]!]));
  own(s, 1, 'starpoint');
  put(s, 0, { infantry: 2 }, { planet: 'starpoint' });
  put(s, 1, { infantry: 1 }, { planet: 'starpoint' });
  const held = giveActionCards(giveActionCards(s, 0, ['morale-boost']), 1, ['sabotage']);
  const r = passWindows(
    runFrom(held, GROUND_COMBAT_STEP, { system: ACTIVE, planet: 'starpoint' }),
    'start-of-ground-combat-round',
  );
  expect(decisionOf(r.state)).toMatchObject({ window: 'start-of-ground-combat-round' });
  const offered = options(r.state, 0);
  expect(playableNow('morale-boost', offered)).toBe(true);
  expect(cardsNow(offered, decisionOf(r.state) ?? null).map((c) => c.name)).toEqual(['Morale Boost']);
  expect(windowWords('morale-boost')).toBe('start of combat round or start of ground combat round');
});

test('8.22 while the agenda is revealed, riders are left to the rider form; other cards of that moment are listed', () => {
  const at = toWindow(table({ cards: { 1: ['trade-rider', 'insider-information'] } }), 'after-agenda-revealed');
  const decision = decisionOf(at) as Decision;
  const offered = options(at, 1);
  expect(playableNow('trade-rider', offered)).toBe(true);
  expect(cardsNow(offered, decision).map((c) => c.name)).toEqual(['Insider Information']);
  expect(cardsNow(offered, null).map((c) => c.name)).toContain('Trade Rider');
});
