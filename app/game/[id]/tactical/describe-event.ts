// Events in words for the feed and the combat view: who did what, where. Names come from the page (player names,
// system and planet names), so this file needs no engine data and can run in the browser.
import type { GameEvent } from '@/engine/index';

export interface Labels {
  /** Player names by seat. */
  readonly seats: readonly string[];
  /** "Vefut II (2,0)" by hex key. */
  readonly systems: Readonly<Record<string, string>>;
  /** Planet names by id. */
  readonly planets: Readonly<Record<string, string>>;
}

const ROLL_NAMES: Record<string, string> = {
  combat: 'combat roll',
  'space-cannon': 'space cannon',
  'anti-fighter-barrage': 'anti-fighter barrage',
  bombardment: 'bombardment',
};

export const rollName = (roll: string): string => ROLL_NAMES[roll] ?? roll;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 || unit === 'infantry' ? '' : 's'}`;

export function unitList(units: Readonly<Record<string, number | undefined>>): string {
  const parts = Object.entries(units)
    .filter(([, n]) => (n ?? 0) > 0)
    .map(([t, n]) => plural(n ?? 0, t));
  return parts.length > 0 ? parts.join(', ') : 'nothing';
}

export function describeEvent(e: GameEvent, l: Labels): string {
  const who = (seat: number | null) => (seat === null ? 'Nobody' : (l.seats[seat] ?? `Seat ${seat + 1}`));
  const sys = (key: string) => l.systems[key] ?? key;
  const planet = (id: string) => l.planets[id] ?? id;
  // A system's name stands for its space area; planets are named.
  const where = (system: string, p: string | null) => (p === null ? sys(system) : planet(p));
  switch (e.type) {
    case 'turn-started':
      return `${who(e.seat)}'s turn.`;
    case 'passed':
      return `${who(e.seat)} passed.`;
    case 'system-activated':
      return `${who(e.seat)} activated ${sys(e.system)}.`;
    case 'ships-moved':
      return `${who(e.seat)} moved ${unitList(e.ships)} from ${sys(e.from)} to ${sys(e.to)}${Object.keys(e.transported).length > 0 ? `, carrying ${unitList(e.transported)}` : ''}.`;
    case 'gravity-rift-rolled':
      return `${who(e.seat)} rolled ${e.result} for a ${e.unit} leaving the gravity rift: ${e.removed ? 'lost' : 'safe'}.`;
    case 'dice-rolled': {
      const hits = e.dice.filter((d) => d.hit).length;
      const dice = e.dice.map((d) => `${d.result}${d.modifier ? `${d.modifier > 0 ? '+' : ''}${d.modifier}` : ''}`).join(' ');
      return `${who(e.seat)} ${rollName(e.roll)}: ${dice} — ${plural(hits, 'hit')}.`;
    }
    case 'die-rerolled':
      return `${who(e.seat)} rerolled a ${e.unit} die: ${e.from} → ${e.result}${e.hit ? ' (hit)' : ''}.`;
    case 'combat-started':
      return `${e.combat === 'space' ? 'Space' : 'Ground'} combat at ${where(e.system, e.planet)}: ${who(e.attacker)} attacks ${who(e.defender)}.`;
    case 'combat-round-started':
      return `Round ${e.round}.`;
    case 'combat-ended':
      return e.winner === null ? 'The combat ended with no winner.' : `${who(e.winner)} won the combat.`;
    case 'space-cannon-declined':
      return `${who(e.seat)} did not fire space cannon.`;
    case 'units-sustained-damage':
      return `${who(e.seat)}: ${plural(e.count, e.unit)} sustained damage.`;
    case 'units-destroyed':
      return `${who(e.seat)} lost ${plural(e.count, e.unit)} at ${where(e.system, e.planet)}.`;
    case 'units-removed':
      return `${who(e.seat)}: ${plural(e.count, e.unit)} removed (${e.reason}).`;
    case 'units-repaired':
      return `${who(e.seat)} repaired ${plural(e.count, e.unit)}.`;
    case 'retreat-announced':
      return `${who(e.seat)} announced a retreat${e.forced ? ' (neither side can win)' : ''}.`;
    case 'retreated':
      return `${who(e.seat)} retreated ${unitList(e.units)} to ${sys(e.to)}.`;
    case 'ground-forces-committed':
      return `${who(e.seat)} landed ${unitList(e.units)} on ${planet(e.planet)}.`;
    case 'planet-control-gained':
      return `${who(e.seat)} took control of ${planet(e.planet)}${e.from === null ? '' : ` from ${who(e.from)}`}.`;
    case 'custodians-removed':
      return `${who(e.seat)} removed the custodians token from Mecatol Rex.`;
    case 'units-produced':
      return `${who(e.seat)} produced ${unitList(e.units)} at ${sys(e.system)}.`;
    case 'units-placed':
      return `${who(e.seat)} placed ${plural(e.count, e.unit)} ${e.planet === null ? 'in' : 'on'} ${where(e.system, e.planet)}.`;
    case 'units-captured':
      return `${who(e.seat)} captured ${plural(e.count, e.unit)} of ${who(e.owner)}.`;
    case 'command-token-placed':
      return `${who(e.seat)} placed a command token in ${sys(e.system)}.`;
    case 'planets-exhausted':
      return `${who(e.seat)} exhausted ${e.planets.map(planet).join(', ')}.`;
    case 'trade-goods-changed':
      return `${who(e.seat)} ${e.delta >= 0 ? 'gained' : 'spent'} ${plural(Math.abs(e.delta), 'trade good')}.`;
    case 'strategy-card-chosen':
      return `${who(e.seat)} took ${e.card}.`;
    case 'strategic-action':
      return `${who(e.seat)} used ${e.card}.`;
    case 'phase-started':
      return `${e.phase[0]?.toUpperCase() ?? ''}${e.phase.slice(1)} phase, round ${e.round}.`;
    case 'victory-point-gained':
      return `${who(e.seat)} gained ${plural(e.points, 'victory point')} (${e.source}).`;
    case 'objective-scored':
      return `${who(e.seat)} scored ${e.secret ? 'a secret objective' : e.objective}.`;
    case 'secret-objective-kept':
      return `${who(e.seat)} kept a secret objective.`;
    case 'timed-out':
      return `${who(e.seat)} ran out of time; the default was chosen.`;
    case 'game-won':
      return `${who(e.seat)} won the game!`;
    case 'note':
      return e.text;
    default:
      return e.type.replaceAll('-', ' ');
  }
}
