import { expect, test } from 'vitest';
import { seedRng } from '../core/rng';
import { flowCtx } from '../kernel/context';
import { drawSecretObjective } from '../objectives/scoring';
import { discardLaw } from './laws';
import type { GameState } from '../core/state';
import { agendaGame, choiceOnTop, choose, resolveAgenda, resolvedOutcome } from './scenario';
import { addToDraft, givePlanet, putLaw } from './testkit';
import { declineRest, primary, turnWith } from '../phases/cards/cards.fixture';
import { edit, play, topDecision } from '../testing/scenario';

test('FAQ: Neural Motivator adds a card to the status phase draw only, not to the Minister of Policy draw', () => {
  // Seat 0 (Sol) owns Neural Motivator and the Minister of Policy; the game has just left the status phase.
  const s = agendaGame({ agendas: ['mutiny'], setup: (d) => putLaw(d, 'minister-of-policy', '0') });
  expect(s.players[0]!.technologies).toContain('nm');
  expect(s.players.map((p) => p.actionCards.length)).toEqual([1, 0, 0, 0]);
});

test('FAQ: Minister of War is triggered by performing any action — a strategic action (Trade) too', () => {
  const s0 = turnWith('trade', 6, (d) => {
    d.activeSeat = 0;
    putLaw(d, 'minister-of-war', '0');
    d.board.systems['0,0']!.commandTokens.push(0);
  });
  const s = declineRest(primary(s0, 'trade', { players: [] }));
  expect(topDecision(s)).toMatchObject({ kind: 'window', window: 'after-action', waitingOn: [0] });
  const used = play(s, 0, { type: 'use-ability', ability: 'minister-of-war', targets: { system: '0,0' } });
  expect(used.board.systems['0,0']!.commandTokens).toEqual([]);
  expect(topDecision(used)).toMatchObject({ kind: 'action-turn', waitingOn: [0] });
});

/** Ixthian Artifact resolved For with a roll of 1–5 (the first seed that gives one), after `setup`. */
function ixthianDisaster(setup: (d: GameState) => void) {
  for (let i = 0; i < 40; i++) {
    const r = resolveAgenda('ixthian-artifact', {
      outcome: 'for',
      setup: (d) => {
        d.rng = seedRng(`ixthian-${i}`);
        setup(d);
      },
    });
    const die = r.events.find((e) => e.type === 'die-rolled');
    if (die?.type === 'die-rolled' && die.result < 6) return r;
  }
  throw new Error('no seed rolled 1–5');
}

const systemOfTile = (s: GameState, tile: string) =>
  Object.keys(s.board.systems).find((k) => s.board.systems[k]!.tile === tile)!;
const destroyersIn = (s: GameState, key: string, seat: number) =>
  s.board.systems[key]!.space[String(seat)]?.counts.destroyer ?? 0;

test("FAQ: Ixthian Artifact beside a Mecatol Rex with an alpha wormhole spares the Creuss' units in beta systems", () => {
  // Seat 1 plays the Creuss; an alpha wormhole token lies on Mecatol Rex. Quann (beta) and the alpha system 39 are
  // two rings out: only the wormhole makes them adjacent — 39 for everyone, Quann for the Creuss alone.
  const r = ixthianDisaster((d) => {
    d.players[1]!.faction = 'ghost';
    d.board.systems['0,0']!.tokens.push('creussalpha');
    addToDraft(d, systemOfTile(d, '25'), 1, { destroyer: 4 });
    addToDraft(d, systemOfTile(d, '39'), 2, { destroyer: 4 });
  });
  expect(destroyersIn(r.state, systemOfTile(r.state, '39'), 2)).toBe(1);
  expect(destroyersIn(r.state, systemOfTile(r.state, '25'), 1)).toBe(4);
});

test('FAQ: Ixthian Artifact destroys its units at once — in Mecatol Rex and every adjacent system, in one resolution', () => {
  const r = ixthianDisaster((d) => {
    addToDraft(d, '0,0', 0, { destroyer: 1 });
    addToDraft(d, '0,-1', 2, { destroyer: 4 });
    addToDraft(d, '1,0', 3, { destroyer: 4 });
  });
  // No decision or window comes between them: one command's events hold every loss.
  const lost = r.events.flatMap((e) => (e.type === 'units-destroyed' ? [[e.seat, e.system, e.count]] : []));
  expect(lost).toEqual(
    expect.arrayContaining([
      [0, '0,0', 1],
      [2, '0,-1', 3],
      [3, '1,0', 3],
    ]),
  );
  expect([destroyersIn(r.state, '0,-1', 2), destroyersIn(r.state, '1,0', 3)]).toEqual([1, 1]);
});

test('FAQ: Colonial Redistribution may elect a Demilitarized Zone planet, but no infantry goes there: it stays its owner’s', () => {
  const r = resolveAgenda('colonial-redistribution', {
    setup: (d) => {
      givePlanet(d, 'quann', 3);
      d.board.systems['2,-1']!.planets.quann!.attachments.push('dmz');
    },
  });
  expect(resolvedOutcome(r.events)).toBe('quann');
  expect(choiceOnTop(r.state)).toBe('agenda/colonial-recipient');
  const s = choose(r.state, '1').state;
  expect(choiceOnTop(s)).not.toBe('agenda/colonial-infantry');
  expect(s.board.systems['2,-1']!.planets.quann!.owner).toBe(3);
  expect(s.board.systems['2,-1']!.planets.quann!.units).toEqual({});
});

test('FAQ: Scheming works on every draw — the Minister of Policy draw gives the Yssaril 1 more card, then a discard', () => {
  // Seat 0 plays the Yssaril (no Neural Motivator) and owns the Minister of Policy.
  const s = agendaGame({
    agendas: ['mutiny'],
    setup: (d) => {
      d.players[0]!.faction = 'yssaril';
      d.players[0]!.technologies = [];
      putLaw(d, 'minister-of-policy', '0');
    },
  });
  expect(s.players.map((p) => p.actionCards.length)).toEqual([2, 0, 0, 0]);
  expect(topDecision(s)).toMatchObject({ kind: 'choice', choice: 'yssaril/scheming', waitingOn: [0] });
  const kept = play(s, 0, { type: 'choose', option: s.players[0]!.actionCards[0]! });
  expect(kept.players[0]!.actionCards).toEqual([s.players[0]!.actionCards[1]]);
});

test('FAQ: a leaked secret objective stays scored, stops being public once the law is discarded, and no longer counts toward its owner’s three secrets (61.21)', () => {
  // Seat 1 scored Become a Martyr and holds 2 more secrets; Classified Document Leaks makes it public.
  const r = resolveAgenda('classified-document-leaks', {
    setup: (d) => {
      const [a, b] = d.decks.secret.draw.filter((id) => id !== 'become_martyr');
      d.players[1]!.secretObjectives = [
        { id: 'become_martyr', scored: true },
        { id: a!, scored: false },
        { id: b!, scored: false },
      ];
    },
  });
  const gone = edit(r.state, (d) => discardLaw(flowCtx(d, null), 'classified-document-leaks'));
  expect(gone.objectives.revealed).not.toContain('become_martyr');
  expect(gone.players[1]!.secretObjectives[0]).toEqual({ id: 'become_martyr', scored: true });
  // Drawing a fourth secret: the leaked one does not count, so no secret has to go back.
  const drawn = edit(gone, (d) => drawSecretObjective(flowCtx(d, { at: 0 }), 1));
  expect(drawn.players[1]!.secretObjectives).toHaveLength(4);
  expect(choiceOnTop(drawn)).not.toBe('objectives/return-secret');
  // A player whose three secrets were never leaked must return one.
  const plain = edit(gone, (d) => {
    d.players[2]!.secretObjectives = d.players[1]!.secretObjectives.slice(1).concat({ id: 'x', scored: true });
    drawSecretObjective(flowCtx(d, { at: 0 }), 2);
  });
  expect(choiceOnTop(plain)).toBe('objectives/return-secret');
});
