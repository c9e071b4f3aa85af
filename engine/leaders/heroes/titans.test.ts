import { expect, test } from 'vitest';
import { planetValues } from '../../economy/planets';
import { SPACE_CANNON_DEFENSE_STEP } from '../../combat/space-cannon';
import { ACTIVE, answer, combatGame, decisionOf, eventsOf, loaded, put, runFrom } from '../../testing/combat-scenario';
import { edit, optionLabels, playEvents, refuse } from '../../testing/scenario';
import { heroGame, scoreThree } from './hero-kit';

const USE = { type: 'component-action', ability: 'titanshero', targets: {} } as const;
const elysiumOf = (s: ReturnType<typeof heroGame>) =>
  Object.values(s.board.systems).find((sys) => sys.planets.elysium)!.planets.elysium!;

test('51.10 Titans hero Ul the Progenitor is locked until 3 scored objectives', () => {
  const s = heroGame('titans');
  expect(refuse(s, 0, USE)).toMatchObject({ code: 'ability/not-held' });
  expect(scoreThree(s).players[0]!.leaders.hero).toBe('unlocked');
});

test('51.10, 51.12a Titans hero Ul the Progenitor: Elysium is readied and bears the card, +3 resources and +3 influence; off the sheet', () => {
  const s = edit(scoreThree(heroGame('titans')), (d) => void (elysiumOf(d).exhausted = true));
  const before = planetValues(s, 'elysium');
  expect(optionLabels(s, 0)).toContain(
    'Ul the Progenitor: ready Elysium and attach Ul to it (+3 resources, +3 influence, Space Cannon 5 x3)',
  );
  const r = playEvents(s, 0, USE);
  expect(elysiumOf(r.state)).toMatchObject({ exhausted: false, attachments: ['titanshero'] });
  expect(planetValues(r.state, 'elysium')).toEqual({
    resources: before.resources + 3,
    influence: before.influence + 3,
  });
  expect(r.events).toContainEqual({ type: 'attached', seat: 0, planet: 'elysium', attachment: 'titanshero' });
  expect(r.state.players[0]!.leaders.hero).toBe('purged');
});

test('51.10, 12 Titans hero Ul the Progenitor: off the sheet, or Elysium already bearing it, the action is refused and nothing changes', () => {
  const s = scoreThree(heroGame('titans'));
  const used = edit(s, (d) => void (d.players[0]!.leaders.hero = 'purged'));
  expect(refuse(used, 0, USE)).toMatchObject({ code: 'ability/not-held' });
  const borne = edit(s, (d) => void elysiumOf(d).attachments.push('titanshero'));
  expect(refuse(borne, 0, USE)).toMatchObject({ code: 'ability/not-eligible' });
  expect(elysiumOf(borne).attachments).toEqual(['titanshero']);
  expect(borne.players[0]!.leaders.hero).toBe('unlocked');
});

/** Elysium (tile 55) is the active system, controlled by seat 1 (the Titans) and bearing Ul. */
function elysiumActive(attached = true) {
  const s = combatGame({ factions: ['letnev', 'titans', 'sol'], active: '55' });
  const p = s.board.systems[ACTIVE]!.planets.elysium!;
  p.owner = 1;
  if (attached) p.attachments.push('titanshero');
  return s;
}

test("77.2, 51.12a Titans hero Ul on Elysium fires Space Cannon 5 (x3) at the active player's ships as a unit would", () => {
  const s = put(elysiumActive(), 0, { cruiser: 2, fighter: 2 });
  loaded(s, 1, 'space-cannon', true);
  let r = runFrom(s, 'tactical/space-cannon-offense');
  expect(decisionOf(r.state)).toMatchObject({ kind: 'choice', choice: 'combat/space-cannon', waitingOn: [1] });
  r = answer(r, 1, { type: 'choose', option: 'fire:0' });
  expect(eventsOf(r, 'dice-rolled')[0]!.dice.map((d) => `${d.hitsOn} ${String(d.hit)}`)).toEqual([
    '5 true',
    '5 true',
    '5 true',
  ]);
  expect(decisionOf(r.state)).toMatchObject({ kind: 'assign-hits', waitingOn: [0], hits: { 0: { count: 3 } } });
});

test('77.6, 51.12a Titans hero Ul on Elysium fires space cannon defense at ground forces landing there', () => {
  const s = put(elysiumActive(), 0, { infantry: 3 }, { planet: 'elysium' });
  loaded(s, 1, 'space-cannon', false);
  let r = runFrom(s, SPACE_CANNON_DEFENSE_STEP, { system: ACTIVE, planet: 'elysium' });
  expect(decisionOf(r.state)).toMatchObject({ choice: 'combat/space-cannon', waitingOn: [1] });
  r = answer(r, 1, { type: 'choose', option: 'fire:0' });
  expect(eventsOf(r, 'dice-rolled')[0]).toMatchObject({ planet: 'elysium', dice: [{ hitsOn: 5 }, {}, {}] });
});

test('77.2 Elysium without Ul has no space cannon: nobody is asked', () => {
  const s = put(elysiumActive(false), 0, { cruiser: 1 });
  expect(decisionOf(runFrom(s, 'tactical/space-cannon-offense').state)).toBeUndefined();
});
