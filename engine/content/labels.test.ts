import { expect, test } from 'vitest';
import { isImplemented } from './status';
import { TECHNOLOGY_STATUS } from './ledger-technologies';
import { TECHNOLOGIES } from '../data/technologies';
import { options } from '../flow/options';
import { turnWith } from '../phases/cards/cards.fixture';

// Seat 0 holds Technology in the action phase, played as `faction` with every technology that needs no prerequisite
// (so every faction technology with one prerequisite can be researched).
const researchLabels = (faction = 'mahact') =>
  options(
    turnWith('technology', 6, (d) => {
      d.players[0]!.faction = faction;
      const free = Object.values(TECHNOLOGIES).filter(
        (t) => t.faction === null && t.unitUpgrade === null && Object.keys(t.prerequisites).length === 0,
      );
      d.players[0]!.technologies.push(...free.map((t) => t.id));
    }),
    0,
  )
    .filter((o) => o.command.type === 'strategic-action' && o.command.card === 'technology')
    .map((o) => o.label);

test('90 research options mark a technology that does not work yet, and only those', () => {
  const labels = researchLabels();
  expect(labels).toContain('Technology: research Genetic Recombination');
  expect(labels).toContain('Technology: research Gravity Drive');
  expect(labels.filter((l) => l.includes('(not working yet)'))).toEqual([]);
  // Each faction technology still marked in the ledger is labelled so for its faction.
  for (const [id, status] of Object.entries(TECHNOLOGY_STATUS)) {
    const t = TECHNOLOGIES[id as keyof typeof TECHNOLOGIES];
    if (isImplemented(status) || !t.faction || Object.values(t.prerequisites).reduce((n, k) => n + (k ?? 0), 0) > 1)
      continue;
    expect(researchLabels(t.faction)).toContain(`Technology: research ${t.name} (not working yet)`);
  }
});
