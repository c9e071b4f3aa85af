import { expect, test } from 'vitest';
import type { Command } from '../core/commands';
import type { GameState } from '../core/state';
import { planetFacts } from '../economy/planets';
import { control, freePlanets, planetState } from '../phases/cards/cards.fixture';
import { checkInvariants } from '../testing/invariants';
import { edit, newGame, optionLabels, pickStrategyCards, play, refuse, topDecision } from '../testing/scenario';

// Three players: seat 0 (Sol) acts first and holds seat 1's (the Titans of Ul) Terraform; it controls Jord (home),
// Mecatol Rex and one planet of the board with no printed traits beyond its own.
const CARDS = ['leadership', 'diplomacy', 'politics', 'construction', 'trade', 'warfare'];
const factions = ['sol', 'titans', 'hacan'];
const OTHER = freePlanets(newGame({ players: 3, factions }), (p) => p.homeOf === null && p.name !== 'Mecatol Rex')[0]!;

function game(change?: (d: GameState) => void): GameState {
  return edit(pickStrategyCards(newGame({ players: 3, factions }), CARDS), (d) => {
    const titans = d.players[1]!.promissoryNotes;
    titans.splice(titans.indexOf('terraform@1'), 1);
    d.players[0]!.promissoryNotes.push('terraform@1');
    control(d, 0, ['mr', OTHER]);
    change?.(d);
  });
}

const terraform = (planet: string): Command => ({
  type: 'component-action',
  ability: 'terraform',
  targets: { planet },
});

test('12 Terraform: Action — attach it to a non-home planet you control: +1 resource, +1 influence, all three traits (69, 22)', () => {
  const s = game();
  const before = planetFacts(s, OTHER);
  expect(optionLabels(s, 0).filter((l) => l.startsWith('Terraform'))).toHaveLength(1);
  const after = play(s, 0, terraform(OTHER));
  expect(planetFacts(after, OTHER)).toMatchObject({
    resources: before.resources + 1,
    influence: before.influence + 1,
    traits: expect.arrayContaining(['cultural', 'hazardous', 'industrial']),
  });
  expect(planetState(after, OTHER).attachments).toEqual(['titanspn']);
  // The note left the hand for the planet and is not returned to the Titans; every note is still accounted for.
  expect(after.players[0]!.promissoryNotes).not.toContain('terraform@1');
  expect(after.players[1]!.promissoryNotes).not.toContain('terraform@1');
  expect(checkInvariants(after).filter((p) => p.startsWith('69'))).toEqual([]);
  // It was the player's action; the attachment stays with the planet when control changes (12.2).
  expect(topDecision(after)).toMatchObject({ kind: 'action-turn', waitingOn: [1] });
  const taken = edit(after, (d) => {
    planetState(d, OTHER).owner = 2;
  });
  expect(planetFacts(taken, OTHER).resources).toBe(before.resources + 1);
});

test('12 Terraform: a home planet or Mecatol Rex is refused, and nothing changes', () => {
  const s = game();
  const before = structuredClone(s);
  expect(refuse(s, 0, terraform('jord'))).toMatchObject({ code: 'ability/bad-target', rule: '12' });
  expect(refuse(s, 0, terraform('mr'))).toMatchObject({ code: 'ability/bad-target', rule: '12' });
  expect(s).toEqual(before);
});

test('69.2 Terraform: the Titans cannot play their own note', () => {
  const s = game((d) => {
    d.players[0]!.promissoryNotes = d.players[0]!.promissoryNotes.filter((n) => n !== 'terraform@1');
    d.players[1]!.promissoryNotes.push('terraform@1');
    control(d, 1, [OTHER]);
    (d.stack.at(-1) as { waitingOn: number[] }).waitingOn = [1];
    d.activeSeat = 1;
  });
  expect(optionLabels(s, 1).filter((l) => l.startsWith('Terraform'))).toEqual([]);
  expect(refuse(s, 1, terraform(OTHER))).toMatchObject({ code: 'ability/not-held', rule: '69.2' });
});
