import { expect, test } from 'vitest';
import { options } from '../flow/options';
import { turnWith } from '../phases/cards/cards.fixture';

// Seat 0 holds Technology in the action phase, played as the Mahact with two red technologies and a green one: their
// Genetic Recombination does not work yet; Gravity Drive and Dark Energy Tap work.
const researchLabels = () =>
  options(
    turnWith('technology', 6, (d) => {
      d.players[0]!.faction = 'mahact';
      d.players[0]!.technologies.push('ps', 'md', 'nm');
    }),
    0,
  )
    .filter((o) => o.command.type === 'strategic-action' && o.command.card === 'technology')
    .map((o) => o.label);

test('90 research options mark a technology that does not work yet, and only those', () => {
  const labels = researchLabels();
  expect(labels).toContain('Technology: research Genetic Recombination (not working yet)');
  expect(labels).toContain('Technology: research Gravity Drive');
  expect(labels).toContain('Technology: research Dark Energy Tap');
  expect(labels.filter((l) => l.includes('Gravity Drive (not working yet)'))).toEqual([]);
});
