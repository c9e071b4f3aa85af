// Events in words for the feed and the combat view: who did what, where. Names come from the page (player names,
// system and planet names, and the names of the ids events carry), so this file needs no engine data and can run
// in the browser. Every event type has its own line: a new event type fails the type check until it gets one.
import type { GameEvent } from '@/engine/index';

export interface Labels {
  /** Player names by seat. */
  readonly seats: readonly string[];
  /** "Vefut II (20)" by hex key. */
  readonly systems: Readonly<Record<string, string>>;
  /** Planet names by id. */
  readonly planets: Readonly<Record<string, string>>;
  /**
   * Names of abilities, units, technologies, cards, agendas, relics and leaders by id; objectives and promissory
   * notes as 'objective:<id>' and 'note:<id>' (server/game/event-names.ts). Missing ids read as words.
   */
  readonly names?: Readonly<Record<string, string>>;
}

type Summary = Extract<GameEvent, { type: 'transaction-resolved' }>['gave'];

const ROLL_NAMES: Record<string, string> = {
  combat: 'combat roll',
  'space-cannon': 'space cannon',
  'anti-fighter-barrage': 'anti-fighter barrage',
  bombardment: 'bombardment',
};

export const rollName = (roll: string): string => ROLL_NAMES[roll] ?? roll;

// Unit types arrive as ids ('space-dock'): said as words.
const plural = (n: number, unit: string) => `${n} ${words(unit)}${n === 1 || unit === 'infantry' ? '' : 's'}`;
const signed = (n: number) => (n === 0 ? '' : n > 0 ? `+${n}` : `${n}`);
/** An id nobody named, as words: 'after-combat-rolls' → 'after combat rolls'. String(): feeds keep events saved by
 * older engines, whose fields may be missing; a line reading "undefined" beats a page that fails to render. */
export const words = (id: string) => String(id).replaceAll(/[-_]/g, ' ');

export function unitList(units: Readonly<Record<string, number | undefined>>): string {
  const parts = Object.entries(units)
    .filter(([, n]) => (n ?? 0) > 0)
    .map(([t, n]) => plural(n ?? 0, t));
  return parts.length > 0 ? parts.join(', ') : 'nothing';
}

const DECKS: Record<string, string> = {
  action: 'action card',
  secret: 'secret objective',
  agenda: 'agenda card',
  relic: 'relic',
};

function summary(s: Summary): string {
  const parts = [
    s.tradeGoods > 0 ? plural(s.tradeGoods, 'trade good') : '',
    s.commodities > 0 ? `${s.commodities} commodit${s.commodities === 1 ? 'y' : 'ies'}` : '',
    s.promissoryNotes > 0 ? plural(s.promissoryNotes, 'promissory note') : '',
    s.relicFragments.length > 0 ? plural(s.relicFragments.length, 'relic fragment') : '',
    (s.actionCards ?? 0) > 0 ? plural(s.actionCards ?? 0, 'action card') : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : 'nothing';
}

export function describeEvent(e: GameEvent, l: Labels): string {
  const who = (seat: number | null) => (seat === null ? 'Nobody' : (l.seats[seat] ?? `Seat ${seat + 1}`));
  const sys = (key: string) => l.systems[key] ?? key;
  const planet = (id: string) => l.planets[id] ?? id;
  const name = (id: string) => l.names?.[id] ?? words(id);
  const objective = (id: string) => l.names?.[`objective:${id}`] ?? name(id);
  const note = (id: string) => l.names?.[`note:${id}`] ?? name(id);
  // 8.8: an outcome is For/Against, a seat, or a planet, law, objective or strategy card id.
  const outcome = (id: string) =>
    id === 'for'
      ? 'For'
      : id === 'against'
        ? 'Against'
        : /^\d$/.test(id)
          ? who(Number(id))
          : (l.planets[id] ?? l.names?.[id] ?? objective(id));
  // Victory point sources are 'agenda:<id>', an objective id, or already words ('Support for the Throne').
  const source = (s: string) =>
    s.startsWith('agenda:') ? name(s.slice('agenda:'.length)) : (l.names?.[`objective:${s}`] ?? l.names?.[s] ?? s);
  // A system's name stands for its space area; planets are named.
  const where = (system: string, p: string | null) => (p === null ? sys(system) : planet(p));
  switch (e.type) {
    // --- Game and phases
    case 'game-created':
      return `The game began; ${who(e.speaker)} is the speaker.`;
    case 'phase-started':
      return `${e.phase[0]?.toUpperCase() ?? ''}${e.phase.slice(1)} phase, round ${e.round}.`;
    case 'turn-started':
      return `${who(e.seat)}'s turn.`;
    case 'passed':
      return `${who(e.seat)} passed.`;
    case 'speaker-changed':
      return `${who(e.seat)} is now the speaker.`;
    case 'timed-out':
      return `${who(e.seat)} ran out of time; the default was chosen.`;
    case 'game-won':
      return `${who(e.seat)} won the game!`;
    case 'player-eliminated':
      return `${who(e.seat)} is eliminated from the game.`;
    case 'player-conceded':
      return e.rule === 'neutral'
        ? `${who(e.seat)} conceded the game; their units stay on the board as neutral obstacles.`
        : `${who(e.seat)} conceded the game; their units and tokens leave the board.`;
    case 'note':
      return e.text;
    // --- Strategy cards, abilities, tokens, resources
    case 'strategy-card-chosen':
      return `${who(e.seat)} took ${name(e.card)}${e.tradeGoods > 0 ? ` and the ${plural(e.tradeGoods, 'trade good')} on it` : ''}.`;
    case 'strategic-action':
      return `${who(e.seat)} used ${name(e.card)}.`;
    case 'secondary':
      return e.followed
        ? `${who(e.seat)} followed the secondary ability of ${name(e.card)}.`
        : `${who(e.seat)} did not follow ${name(e.card)}.`;
    case 'ability-used':
      return abilityLine(who(e.seat), e.ability, name(e.ability));
    case 'ability-cancelled':
      return `${name(e.ability)} was cancelled by ${name(e.by)}.`;
    case 'promissory-note-handed':
      return `${who(e.from)} gave ${who(e.to)} a promissory note (${name(e.source)}).`;
    case 'leader-unlocked':
      return `${who(e.seat)} unlocked their ${e.role}, ${name(e.leader)}.`;
    case 'window-passed':
      return `${who(e.seat)} played nothing (${words(e.window)}).`;
    case 'time-ran-out':
      return e.window
        ? `${who(e.seat)}'s time ran out: passed the '${words(e.window)}' window.`
        : `${who(e.seat)}'s time ran out (${words(e.decision)}): the default answer was taken.`;
    case 'tokens-changed':
      return `${who(e.seat)}'s command tokens: ${e.tactic} tactic, ${e.fleet} fleet, ${e.strategy} strategy.`;
    case 'command-token-placed':
      return `${who(e.seat)} placed a command token in ${sys(e.system)}.`;
    case 'command-tokens-returned':
      return `${who(e.seat)} returned ${plural(e.systems.length, 'command token')} from the board to reinforcements.`;
    case 'trade-goods-changed':
      return `${who(e.seat)} ${e.delta >= 0 ? 'gained' : 'spent'} ${plural(Math.abs(e.delta), 'trade good')}.`;
    case 'commodities-changed':
      return `${who(e.seat)} ${e.delta >= 0 ? 'gained' : 'spent'} ${Math.abs(e.delta)} commodit${Math.abs(e.delta) === 1 ? 'y' : 'ies'}.`;
    case 'commodities-replenished':
      return `${who(e.seat)} replenished commodities to ${e.commodities}.`;
    case 'cards-drawn':
      return `${who(e.seat)} drew ${plural(e.count, DECKS[e.deck] ?? `${words(e.deck)} card`)}.`;
    case 'action-cards-discarded':
      return `${who(e.seat)} discarded ${plural(e.count, 'action card')}.`;
    case 'technology-researched':
      return `${who(e.seat)} researched ${name(e.technology)}.`;
    case 'planets-readied':
      return e.planets.length > 0
        ? `${who(e.seat)} readied ${e.planets.map(planet).join(', ')}.`
        : `${who(e.seat)} readied their planets.`;
    case 'planets-exhausted':
      return `${who(e.seat)} exhausted ${e.planets.map(planet).join(', ')}.`;
    case 'relic-gained':
      return `${who(e.seat)} gained the relic ${name(e.relic)}.`;
    case 'die-rolled':
      return `${who(e.seat)} rolled ${e.result} for ${name(e.purpose)} (needs ${e.needed}): ${e.result >= e.needed ? 'success' : 'no effect'}.`;
    // --- Objectives and victory points
    case 'objective-revealed':
      return `Public objective revealed: ${objective(e.objective)}.`;
    case 'objective-scored':
      return `${who(e.seat)} scored ${objective(e.objective)}${e.secret ? ' (secret objective)' : ''}.`;
    case 'secret-objective-kept':
      return `${who(e.seat)} kept ${e.objective === undefined ? 'a secret objective' : `the secret objective ${objective(e.objective)}`}.`;
    case 'secret-objective-returned':
      return `${who(e.seat)} returned a secret objective to the deck.`;
    case 'victory-point-gained':
      return `${who(e.seat)} ${e.points >= 0 ? 'gained' : 'lost'} ${plural(Math.abs(e.points), 'victory point')} (${source(e.source)}).`;
    // --- Agenda phase
    case 'agenda-revealed':
      return `Agenda revealed: ${name(e.agenda)}.`;
    case 'agenda-discarded':
      return `${name(e.agenda)} was discarded: ${e.reason}.`;
    case 'agenda-deck-arranged':
      return `${who(e.seat)} looked at the top of the agenda deck and put the cards back in their chosen order.`;
    case 'votes-cast':
      return `${who(e.seat)} cast ${plural(e.votes, 'vote')} for ${outcome(e.outcome)}.`;
    case 'abstained':
      return `${who(e.seat)} abstained.`;
    case 'outcome-predicted':
      return `${who(e.seat)} predicted ${outcome(e.outcome)} (${name(e.source)}).`;
    case 'agenda-resolved': {
      const tally = Object.entries(e.tally)
        .map(([o, n]) => `${outcome(o)} ${n}`)
        .join(', ');
      return `${name(e.agenda)}: ${outcome(e.outcome)}${tally ? ` (${tally})` : ''}.`;
    }
    case 'law-enacted':
      return `${name(e.agenda)} is now a law${e.target === null ? '' : ` (${outcome(e.target)})`}${e.owner === null ? '' : `; ${who(e.owner)} holds it`}.`;
    case 'law-discarded':
      return `The law ${name(e.agenda)} was discarded.`;
    // --- Movement and the board
    case 'system-activated':
      return `${who(e.seat)} activated ${sys(e.system)}.`;
    case 'ships-moved':
      return `${who(e.seat)} moved ${unitList(e.ships)} from ${sys(e.from)} to ${sys(e.to)}${Object.keys(e.transported).length > 0 ? `, carrying ${unitList(e.transported)}` : ''}.`;
    case 'gravity-rift-rolled':
      return `${who(e.seat)} rolled ${e.result}${signed(e.modifiers)} for a ${words(e.unit)} leaving the gravity rift (needs ${e.needed}): ${e.removed ? 'lost' : 'safe'}.`;
    case 'nexus-activated':
      return `The wormhole nexus is now active${e.seat === null ? '' : ` (${who(e.seat)})`}.`;
    case 'wormhole-token-placed': {
      const token = `the ${words(e.token.replace(/^creuss/, ''))} wormhole token`;
      return e.from === null
        ? `${who(e.seat)} placed ${token} in ${sys(e.to)}.`
        : `${who(e.seat)} moved ${token} from ${sys(e.from)} to ${sys(e.to)}.`;
    }
    case 'units-produced':
      return `${who(e.seat)} produced ${unitList(e.units)} at ${sys(e.system)}.`;
    case 'units-placed':
      return `${who(e.seat)} placed ${plural(e.count, e.unit)} ${e.planet === null ? 'in' : 'on'} ${where(e.system, e.planet)}.`;
    case 'units-destroyed':
      return `${who(e.seat)} lost ${plural(e.count, e.unit)} at ${where(e.system, e.planet)}.`;
    case 'units-removed':
      return `${who(e.seat)}: ${plural(e.count, e.unit)} removed from ${where(e.system, e.planet)} (${words(e.reason)}).`;
    case 'units-captured':
      return `${who(e.seat)} captured ${plural(e.count, e.unit)} of ${who(e.owner)}.`;
    case 'captured-units-returned':
      return `${who(e.seat)} returned ${plural(e.count, e.unit)} they had captured${e.owner === null ? '' : ` to ${who(e.owner)}`}.`;
    case 'units-sustained-damage':
      return `${who(e.seat)}: ${plural(e.count, e.unit)} sustained damage.`;
    case 'units-repaired':
      return `${who(e.seat)} repaired ${plural(e.count, e.unit)}.`;
    case 'planet-control-gained':
      return `${who(e.seat)} took control of ${planet(e.planet)}${e.from === null ? '' : ` from ${who(e.from)}`}.`;
    case 'custodians-removed':
      return `${who(e.seat)} removed the custodians token from Mecatol Rex.`;
    case 'exploration-skipped':
      return `${planet(e.planet)} would be explored now; exploration is not played yet.`;
    case 'explored':
      return `${who(e.seat)} explored ${e.planet === null ? `the frontier token at ${e.system}` : planet(e.planet)} (${e.deck} deck): ${words(e.card.split('#')[0] ?? e.card)}.`;
    case 'attached':
      return `${words(e.attachment)} was attached to ${planet(e.planet)}.`;
    // --- Combat
    case 'combat-started':
      return `${e.combat === 'space' ? 'Space' : 'Ground'} combat at ${where(e.system, e.planet)}: ${who(e.attacker)} attacks ${who(e.defender)}.`;
    case 'combat-round-started':
      return `Round ${e.round}.`;
    case 'combat-ended':
      return e.winner === null ? 'The combat ended with no winner.' : `${who(e.winner)} won the combat.`;
    case 'dice-rolled': {
      const hits = e.dice.filter((d) => d.hit).length;
      const dice = e.dice.map((d) => `${d.result}${signed(d.modifier)}`).join(' ');
      return `${who(e.seat)} ${rollName(e.roll)}: ${dice} — ${plural(hits, 'hit')}.`;
    }
    case 'die-rerolled':
      return `${who(e.seat)} rerolled a ${words(e.unit)} die with ${name(e.ability)}: ${e.from} → ${e.result}${signed(e.modifier)} (needs ${e.hitsOn}), ${e.hit ? 'a hit' : 'a miss'}.`;
    case 'die-modified':
      return `${who(e.seat)} used ${name(e.ability)} on a ${words(e.unit)} die: ${e.result}${signed(e.modifier)} (needs ${e.hitsOn}), ${e.hit ? 'now a hit' : 'still a miss'}.`;
    case 'space-cannon-declined':
      return `${who(e.seat)} did not fire space cannon.`;
    case 'ground-forces-committed':
      return `${who(e.seat)} landed ${unitList(e.units)} on ${planet(e.planet)}.`;
    case 'fighters-returned':
      return `${who(e.seat)}'s ${plural(e.count, 'fighter')} on ${planet(e.planet)} went back to the space area of ${sys(e.system)} (${name('naalu_flagship')}).`;
    case 'retreat-announced':
      return `${who(e.seat)} announced a retreat${e.forced ? ' (neither side can win)' : ''}.`;
    case 'retreated':
      return `${who(e.seat)} retreated ${unitList(e.units)} to ${sys(e.to)}.`;
    // --- Transactions, deals and promissory notes
    case 'transaction-proposed':
      return `${who(e.from)} made an offer to ${who(e.to)}.`;
    case 'transaction-withdrawn':
      return `${who(e.from)} withdrew their offer to ${who(e.to)}.`;
    case 'transaction-declined':
      return `${who(e.to)} declined ${who(e.from)}'s offer.`;
    case 'transaction-resolved':
      return `${who(e.from)} gave ${who(e.to)} ${summary(e.gave)} and received ${summary(e.received)}.`;
    case 'deal-agreed':
      return `${who(e.between[0])} and ${who(e.between[1])} agreed a deal.`;
    case 'promissory-note-placed':
      return `${who(e.seat)} placed ${who(e.owner)}'s ${note(e.note)} in their play area.`;
    case 'promissory-note-returned':
      return `${who(e.seat)} returned ${who(e.owner)}'s ${note(e.note)}.`;
    default: {
      // Events saved by an older engine may carry a type this build no longer knows.
      const unknown: { readonly type: string } = e satisfies never;
      const text = words(unknown.type);
      return `${text[0]?.toUpperCase() ?? ''}${text.slice(1)}.`;
    }
  }
}

/** Faction unit abilities whose event says only that they acted: what they did, in our words. */
function abilityLine(who: string, id: string, name: string): string {
  switch (id) {
    case 'yin_flagship':
      return `${who}'s ${name} was destroyed: every ship in its system is destroyed with it.`;
    case 'jolnar_flagship':
      return `${who}'s ${name} rolled 9 or 10: each such die scores 2 extra hits.`;
    case 'hacan_mech':
      return `${who} traded a planet card with ${name}.`;
    case 'argent_destroyer2':
      return `${who}'s ${name} destroyed infantry in the space area with its barrage.`;
    default:
      return `${who} used ${name}.`;
  }
}
