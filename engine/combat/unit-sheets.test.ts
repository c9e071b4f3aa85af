import { expect, test } from 'vitest';
import { UNITS, type UnitId } from '../data/units';
import { combatGame, give } from '../testing/combat-scenario';
import { producibleStats } from '../units/stats';
import { unitStats, type DiceStat, type UnitStats } from './unit-stats';

/**
 * Units whose cards hold only values (or abilities every unit of the type has: Production, Planetary Shield, a space
 * dock's fighters, PDS II's deep-space cannon), as printed: [unit, faction that has it, technology that grants it].
 */
const SHEETS: readonly (readonly [UnitId, string, string | null, string])[] = [
  ['cruiser', 'hacan', null, 'cost 2, combat 7x1, move 2'],
  ['cruiser2', 'hacan', 'cr2', 'cost 2, combat 6x1, move 3, capacity 1'],
  ['carrier', 'hacan', null, 'cost 3, combat 9x1, move 1, capacity 4'],
  ['carrier2', 'hacan', 'cv2', 'cost 3, combat 9x1, move 2, capacity 6'],
  ['destroyer', 'hacan', null, 'cost 1, combat 9x1, move 2, barrage 9x2'],
  ['destroyer2', 'hacan', 'dd2', 'cost 1, combat 8x1, move 2, barrage 6x3'],
  ['dreadnought', 'hacan', null, 'cost 4, combat 5x1, move 1, capacity 1, sustain, bombardment 5x1'],
  ['dreadnought2', 'hacan', 'dn2', 'cost 4, combat 5x1, move 2, capacity 1, sustain, bombardment 5x1'],
  ['fighter', 'hacan', null, 'cost 1/2, combat 9x1'],
  ['infantry', 'hacan', null, 'cost 1/2, combat 8x1'],
  ['pds', 'hacan', null, 'cannon 6x1, shield'],
  ['pds2', 'hacan', 'pds2', 'cannon 5x1 deep, shield'],
  ['spacedock', 'hacan', null, 'production resources+2, hangar 3'],
  ['spacedock2', 'hacan', 'sd2', 'production resources+4, hangar 3'],
  ['warsun', 'hacan', 'ws', 'cost 12, combat 3x3, move 2, capacity 6, sustain, bombardment 3x3'],
  ['arborec_infantry', 'arborec', null, 'cost 1/2, combat 8x1, production 1'],
  ['argent_destroyer', 'argent', null, 'cost 1, combat 8x1, move 2, capacity 1, barrage 9x2'],
  ['cabal_spacedock2', 'cabal', 'dt2', 'production 7, hangar 12'],
  ['l1z1x_dreadnought', 'l1z1x', null, 'cost 4, combat 5x1, move 1, capacity 2, sustain, bombardment 5x1'],
  ['l1z1x_dreadnought2', 'l1z1x', 'sdn2', 'cost 4, combat 4x1, move 2, capacity 2, sustain, bombardment 4x1'],
  ['muaat_warsun', 'muaat', null, 'cost 12, combat 3x3, move 1, capacity 6, sustain, bombardment 3x3'],
  ['muaat_warsun2', 'muaat', 'pws2', 'cost 10, combat 3x3, move 3, capacity 6, sustain, bombardment 3x3'],
  ['naalu_fighter', 'naalu', null, 'cost 1/2, combat 8x1'],
  ['saar_flagship', 'saar', null, 'cost 8, combat 5x2, move 1, capacity 3, sustain, barrage 6x4'],
  ['saar_spacedock2', 'saar', 'ffac2', 'move 2, capacity 5, production 7'],
  ['sardakk_dreadnought', 'sardakk', null, 'cost 4, combat 5x1, move 1, capacity 1, sustain, bombardment 4x2'],
  ['sol_carrier', 'sol', null, 'cost 3, combat 9x1, move 1, capacity 6'],
  ['sol_carrier2', 'sol', 'ac2', 'cost 3, combat 9x1, move 2, capacity 8, sustain'],
  ['sol_infantry', 'sol', null, 'cost 1/2, combat 7x1'],
  ['titans_cruiser', 'titans', null, 'cost 2, combat 7x1, move 2, capacity 1'],
  ['titans_cruiser2', 'titans', 'se2', 'cost 2, combat 6x1, move 3, capacity 2, sustain'],
  ['titans_pds2', 'titans', 'ht2', 'combat 6x1, sustain, cannon 5x1 deep, shield, production 1'],
];

const dice = (d: DiceStat) => `${d.hitsOn}x${d.dice}`;

/** The values as the engine reads them, in the order they are printed above. */
function sheet(s: UnitStats): string {
  const parts = [
    s.cost !== null ? `cost ${s.cost}${s.costFor === 2 ? '/2' : ''}` : null,
    s.combat ? `combat ${dice(s.combat)}` : null,
    s.move !== null ? `move ${s.move}` : null,
    s.capacity !== null ? `capacity ${s.capacity}` : null,
    s.sustainDamage ? 'sustain' : null,
    s.antiFighterBarrage ? `barrage ${dice(s.antiFighterBarrage)}` : null,
    s.bombardment ? `bombardment ${dice(s.bombardment)}` : null,
    s.spaceCannon ? `cannon ${dice(s.spaceCannon)}${s.spaceCannon.deepSpace ? ' deep' : ''}` : null,
    s.planetaryShield ? 'shield' : null,
    s.production !== null ? `production ${s.production}` : null,
    s.fighterHangar > 0 ? `hangar ${s.fighterHangar}` : null,
  ];
  return parts.filter((p) => p !== null).join(', ');
}

const ROWS = SHEETS.map(([id, faction, tech, printed]) => ({ id, name: UNITS[id].name, faction, tech, printed }));

test.each(ROWS)('96 / 97.4 $name ($id): the engine reads the values printed on its card', (row) => {
  const others = ['hacan', 'sol', 'letnev', 'arborec'].filter((f) => f !== row.faction).slice(0, 2);
  const s = combatGame({ factions: [row.faction, ...others] });
  const type = UNITS[row.id].type;
  if (row.tech !== null) {
    // Without its technology the player has the unit it upgrades, or (the war sun) none they may produce (26.3).
    expect(producibleStats(s, 0, type)?.unit).not.toBe(row.id);
    give(s, 0, row.tech);
  }
  const stats = unitStats(s, 0, type);
  expect(stats.unit).toBe(row.id);
  expect(sheet(stats)).toBe(row.printed);
});
