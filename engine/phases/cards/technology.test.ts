import { expect, test } from 'vitest';
import { options } from '../../flow/options';
import { edit, giveActionCards, play, refuse, topDecision } from '../../testing/scenario';
import { planetState, primary, turnWith } from './cards.fixture';
import { STRATEGY_CARD_EFFECTS } from '../strategy-card-effects';

// Seat 0 (Sol: Antimass Deflectors, Neural Motivator; Jord 4 resources) holds Technology. Seat 1 is the Hacan
// (Sarween Tools, Antimass Deflectors; Arretze 2, Hercant 1, Kamdorn 0 resources).
const start = (change?: Parameters<typeof edit>[1]) => turnWith('technology', 6, (d) => change?.(d));
const r = (technology: string) => ({ technology, specialties: [] });
const paying = (resources: string[], tradeGoods = 0) => ({ resources, influence: [], tradeGoods });

test('91.2 the active player researches one technology', () => {
  const s = primary(start(), 'technology', { research: r('gd') });
  expect(s.players[0]!.technologies).toEqual(['amd', 'nm', 'gd']);
});

test('91.2 a second technology costs six resources, and may build on the first', () => {
  const s = primary(
    start((d) => {
      d.players[0]!.tradeGoods = 2;
    }),
    'technology',
    { research: r('gd'), second: { ...r('fl'), payment: paying(['jord'], 2) } },
  );
  expect(s.players[0]!.technologies).toEqual(['amd', 'nm', 'gd', 'fl']);
  expect(s.players[0]!.tradeGoods).toBe(0);
  expect(planetState(s, 'jord').exhausted).toBe(true);
});

test('91.2 the second research is refused when six resources are not paid', () => {
  expect(
    refuse(start(), 0, {
      type: 'strategic-action',
      card: 'technology',
      choices: { research: r('gd'), second: { ...r('fl'), payment: paying(['jord']) } },
    }),
  ).toMatchObject({ code: 'economy/cannot-pay' });
});

test('90.12 the first research still needs its prerequisites', () => {
  expect(
    refuse(start(), 0, { type: 'strategic-action', card: 'technology', choices: { research: r('fl') } }),
  ).toMatchObject({ rule: '90.12' });
});

test('91.3 the secondary spends a strategy token and four resources to research one technology', () => {
  let s = primary(
    start((d) => {
      d.players[1]!.tradeGoods = 1;
    }),
    'technology',
    { research: r('gd') },
  );
  s = play(s, 1, { type: 'follow-secondary', choices: { ...r('gd'), payment: paying(['arretze', 'hercant'], 1) } });
  expect(s.players[1]!.technologies).toContain('gd');
  expect(s.players[1]!.pools.strategy).toBe(1);
  expect(s.players[1]!.tradeGoods).toBe(0);
});

test('91.3 without four resources the secondary is not offered', () => {
  const s = primary(start(), 'technology', { research: r('gd') });
  expect(options(s, 1).map((o) => o.command.type)).toEqual(['decline-secondary']);
  expect(
    refuse(s, 1, { type: 'follow-secondary', choices: { ...r('gd'), payment: paying(['arretze', 'hercant']) } }),
  ).toMatchObject({ code: 'economy/cannot-pay' });
});

test('91.2 options offer each researchable technology, and pairs that can be paid for', () => {
  const labels = options(start(), 0)
    .filter((o) => o.group === 'Strategic action')
    .map((o) => o.label);
  expect(labels).toContain('Technology: research Gravity Drive');
  expect(
    labels.some((l) => l.startsWith('Technology: research Gravity Drive, then Fleet Logistics paying with Jord')),
  ).toBe(false);
  const rich = options(
    start((d) => {
      d.players[0]!.tradeGoods = 2;
    }),
    0,
  ).map((o) => o.label);
  expect(rich).toContain('Technology: research Gravity Drive, then Fleet Logistics paying with Jord, 2 trade goods');
});

const withLaw = (law: string, owner: string | null) => (d: Parameters<Parameters<typeof edit>[1]>[0]) => {
  d.decks.agenda.draw.splice(d.decks.agenda.draw.indexOf(law), 1);
  d.laws.push({ id: law, electedTarget: owner });
};

test('91.3 the owner of the Minister of Sciences researches with the Technology card without spending resources (agenda law)', () => {
  let s = primary(start(withLaw('minister-of-sciences', '1')), 'technology', { research: r('gd') });
  s = play(s, 1, { type: 'follow-secondary', choices: { ...r('gd'), payment: paying([]) } });
  expect(s.players[1]!.technologies).toContain('gd');
  expect(s.players[1]!.pools.strategy).toBe(1);
});

test("90.12 under Publicize Weapon Schematics nobody needs the war sun's prerequisites once a player owns it (agenda law)", () => {
  const s = start((d) => {
    withLaw('publicize-weapon-schematics', null)(d);
    d.players[2]!.technologies.push('ws');
  });
  expect(primary(s, 'technology', { research: r('ws') }).players[0]!.technologies).toContain('ws');
});

test('90.10 under the Anti-Intellectual Revolution a player who researches destroys one of their non-fighter ships (agenda law)', () => {
  let s = primary(start(withLaw('anti-intellectual-revolution', null)), 'technology', { research: r('gd') });
  expect(topDecision(s)).toMatchObject({ kind: 'choice', choice: 'research/destroy-ship', waitingOn: [0] });
  const home = Object.keys(s.board.systems).find((k) => s.board.systems[k]!.planets.jord)!;
  expect(options(s, 0).map((o) => o.command)).toEqual([
    { type: 'choose', option: `${home}|destroyer` },
    { type: 'choose', option: `${home}|carrier` },
  ]);
  s = play(s, 0, { type: 'choose', option: `${home}|carrier` });
  expect(s.board.systems[home]!.space['0']!.counts.carrier).toBe(1);
});

test('82.1 a Technology primary whose payment is gone when it resolves is chosen again, and every research offered can be taken', () => {
  // Seat 2 holds an action card, so a window stands between playing the card and resolving it; meanwhile seat 0's
  // 6 trade goods are down to 2 (4 given away in a transaction during its turn, 94.1): the second research is unpaid.
  const s0 = giveActionCards(
    start((d) => {
      d.players[0]!.tradeGoods = 6;
    }),
    2,
    ['sabotage'],
  );
  const played = play(s0, 0, {
    type: 'strategic-action',
    card: 'technology',
    choices: { research: r('gd'), second: { ...r('fl'), payment: paying([], 6) } },
  });
  let s = edit(played, (d) => {
    d.players[0]!.tradeGoods = 2;
  });
  for (let d = topDecision(s); d?.kind === 'window'; d = topDecision(s))
    s = play(s, d.waitingOn[0]!, { type: 'pass-window' });
  expect(topDecision(s)).toMatchObject({ kind: 'choice', choice: 'strategy/primary-again', waitingOn: [0] });
  const again = options(s, 0).filter((o) => o.command.type === 'choose');
  // Every research the card lists now is offered, a long one (a second research with its payment) too.
  expect(again).toHaveLength(STRATEGY_CARD_EFFECTS.technology!.primaryChoices(s, 0).length);
  expect(again.some((o) => o.label.includes(', then '))).toBe(true);
  const gd = again.find((o) => o.label === 'Technology: research Gravity Drive')!;
  const after = play(s, 0, gd.command);
  expect(after.players[0]!.technologies).toEqual(['amd', 'nm', 'gd']);
  expect(planetState(after, 'jord').exhausted).toBe(false);
});
