import { expect, test } from 'vitest';
import { allAbilities } from '../abilities/catalog';
import { FACTIONS } from '../data/factions';
import { LEADERS } from '../data/leaders';
import { UNITS } from '../data/units';
import { leaderSlots } from '../kernel/leader-sheet';
import { leaderSheets } from '../queries/leaders';
import { edit, newGame, runStep } from '../testing/scenario';

const FACTION_IDS = Object.keys(FACTIONS);

test("50.1, 51.1, 51.2a each faction's three leaders sit in the slots of their kind on its leader sheet", () => {
  for (const faction of FACTION_IDS) {
    const s = edit(newGame({ players: 3, factions: ['sol', 'letnev', 'hacan'] }), (d) => {
      d.players[0]!.faction = faction;
    });
    const slots = leaderSlots(s, 0);
    expect(slots, faction).not.toBeNull();
    for (const role of ['agent', 'commander', 'hero'] as const) {
      const def = LEADERS[slots![role]];
      expect([def.kind, def.faction === faction || faction.startsWith(def.faction)], faction).toEqual([role, true]);
    }
    expect(leaderSheets(s)[0]!.leaders.map((l) => l.role)).toEqual(['agent', 'commander', 'hero']);
  }
});

test("50.2 each faction's leader sheet holds its mech card: a mech among the faction's units (Naaz: two sides)", () => {
  for (const faction of FACTION_IDS) {
    const units = FACTIONS[faction as keyof typeof FACTIONS].units as readonly string[];
    const mechs = units.filter((u) => (UNITS as Record<string, { type: string }>)[u]?.type === 'mech');
    expect(mechs.length, faction).toBe(faction === 'naaz' ? 2 : 1);
  }
});

test('51.4, 51.7, 51.11 only agents are exhausted to use: no commander or hero ability exhausts its card', () => {
  const leaderAbilities = allAbilities().filter((a) => a.source.kind === 'leader');
  expect(leaderAbilities.length).toBeGreaterThan(20);
  for (const a of leaderAbilities) {
    if (a.source.kind !== 'leader') continue;
    const exhausts = a.costs.some((c) => c.kind === 'exhaust-source');
    expect([a.id, exhausts]).toEqual([a.id, a.source.role === 'agent']);
  }
});

test('51.11 an unlocked hero is not readied or exhausted by the status phase: it stays as it is', () => {
  const s = edit(newGame({ players: 3, factions: ['sol', 'letnev', 'hacan'] }), (d) => {
    d.players[0]!.leaders.hero = 'unlocked';
    d.players[1]!.leaders.commander = 'unlocked';
  });
  const readied = runStep(s, 'status/ready-and-repair');
  expect(readied.players[0]!.leaders.hero).toBe('unlocked');
  expect(readied.players[1]!.leaders.commander).toBe('unlocked');
  expect(readied.players.map((p) => p.leaders.agent)).toEqual(['unlocked', 'unlocked', 'unlocked']);
});
