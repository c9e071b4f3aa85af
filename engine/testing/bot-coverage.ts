// What content the bots' games touched, summed over many games (scripts/fuzz-factions.ts): a clean fuzz run says
// little about a card the bots never play. Counted from the events each step emitted (ability-used is emitted when
// an ability resolves — LRR 1.19 — not when a window answer declares the intent, so a cancelled card is not
// counted), and from the agenda under vote when votes are cast (8.6). Cheap: one pass over each step's events.
import type { GameEvent } from '../core/events';
import type { GameState } from '../core/state';
import { abilityById, allAbilities } from '../abilities/catalog';
import { ACTION_CARDS } from '../data/action-cards';
import { AGENDA_DECK } from '../data/agendas';
import { EXPLORATION_CARD_IDS } from '../data/exploration';
import { factionAbility } from '../data/faction-abilities';
import { FACTION_IDS, isFactionId } from '../data/factions';
import { isLeaderId, LEADER_IDS, LEADERS } from '../data/leaders';
import { promissoryNote } from '../data/promissory-notes';
import { technology } from '../data/technologies';
import { RELIC_DECK } from '../data/relics';
import type { BotStep } from './bot';

/** A kind of content and every id of it the game has. */
interface Tally {
  readonly name: string;
  readonly all: readonly string[];
  readonly counts: Map<string, number>;
}

const tally = (name: string, all: readonly string[]): Tally => ({ name, all, counts: new Map() });
const bump = (t: Tally, id: string): void => void t.counts.set(id, (t.counts.get(id) ?? 0) + 1);

/**
 * The faction whose own component an ability is (its faction ability, leader, faction technology or note), also
 * for the abilities announced outside the catalog ('hacan_mech', a faction technology's id), or null.
 */
function factionOf(ability: string): string | null {
  const s = abilityById(ability, true)?.source;
  if (!s) {
    const prefix = ability.split('_')[0] ?? '';
    if (isFactionId(prefix)) return prefix;
    if (isLeaderId(ability)) return LEADERS[ability].faction;
    return factionAbility(ability)?.faction ?? technology(ability)?.faction ?? null;
  }
  switch (s.kind) {
    case 'faction':
      return s.faction;
    case 'leader':
      return isLeaderId(s.leader) ? LEADERS[s.leader].faction : null;
    case 'technology':
      return technology(s.technology)?.faction ?? null;
    case 'promissory-note':
      return promissoryNote(s.note)?.faction ?? null;
    default:
      return null;
  }
}

/** The component an ability belongs to (the action card, the leader, the faction ...), by the source's own id. */
function sourceId(ability: string): string | null {
  const s = abilityById(ability, true)?.source;
  if (!s) return null;
  switch (s.kind) {
    case 'action-card':
      return s.card;
    case 'leader':
      return s.leader;
    case 'faction':
      return s.faction;
    case 'technology':
      return s.technology;
    case 'promissory-note':
      return s.note;
    case 'relic':
      return s.relic;
    default:
      return ability;
  }
}

export class ContentCoverage {
  readonly abilities = tally(
    'abilities (window or component action)',
    allAbilities().map((a) => a.id),
  );
  readonly actionCards = tally('action cards played', Object.keys(ACTION_CARDS));
  readonly leadersUsed = tally('leaders used', LEADER_IDS);
  readonly leadersUnlocked = tally(
    'commanders and heroes unlocked',
    LEADER_IDS.filter((id) => LEADERS[id].unlock !== null),
  );
  readonly factions = tally('factions using their own abilities (sheet, leaders, technologies, note)', FACTION_IDS);
  readonly relics = tally('relics gained', RELIC_DECK);
  readonly explorations = tally('exploration cards drawn', EXPLORATION_CARD_IDS);
  readonly agendas = tally('agendas voted on', AGENDA_DECK);
  /** 27.3: games in which the custodians token was removed (so the agenda phase came, 27.4). */
  custodiansRemoved = 0;
  /** Agenda phases started (8.1). */
  agendaPhases = 0;
  /** Abilities the engine announces outside the catalog (passive units and technologies: 'md', 'hacan_mech' ...). */
  readonly passive = new Map<string, number>();

  /** `before`: the state the step's command was applied to. */
  count(before: GameState, step: BotStep): void {
    for (const e of step.events ?? []) this.event(before, e);
  }

  private event(before: GameState, e: GameEvent): void {
    switch (e.type) {
      case 'ability-used': {
        const faction = factionOf(e.ability);
        if (faction) bump(this.factions, faction);
        const def = abilityById(e.ability, true);
        if (!def) {
          // Passive leaders (the Mahact agent's command token) announce themselves by the leader's id.
          if (isLeaderId(e.ability)) bump(this.leadersUsed, e.ability);
          this.passive.set(e.ability, (this.passive.get(e.ability) ?? 0) + 1);
          return;
        }
        bump(this.abilities, def.id);
        const id = sourceId(def.id);
        if (def.source.kind === 'action-card' && id) bump(this.actionCards, id);
        if (def.source.kind === 'leader' && id) bump(this.leadersUsed, id);
        return;
      }
      case 'custodians-removed':
        this.custodiansRemoved += 1;
        return;
      case 'phase-started':
        if (e.phase === 'agenda') this.agendaPhases += 1;
        return;
      case 'leader-unlocked':
        return bump(this.leadersUnlocked, e.leader);
      case 'relic-gained':
        return bump(this.relics, e.relic);
      case 'explored':
        return bump(this.explorations, e.card.split('#')[0] ?? e.card);
      case 'votes-cast': {
        const agenda = before.agenda?.current?.agenda;
        if (agenda) bump(this.agendas, agenda);
        return;
      }
      default:
        return;
    }
  }

  /** One line per kind: "N of M used (uses)", then up to `listAtMost` ids never used. */
  report(listAtMost = 40): string[] {
    const kinds = [
      this.abilities,
      this.actionCards,
      this.leadersUsed,
      this.leadersUnlocked,
      this.factions,
      this.relics,
      this.explorations,
      this.agendas,
    ];
    const lines = kinds.map((t) => {
      const used = t.all.filter((id) => t.counts.has(id));
      const uses = [...t.counts.values()].reduce((a, b) => a + b, 0);
      const never = t.all.filter((id) => !t.counts.has(id));
      const shown = never.slice(0, listAtMost).join(' ') + (never.length > listAtMost ? ' …' : '');
      return `  ${t.name}: ${used.length} of ${t.all.length} (${uses} uses)${never.length ? `; never: ${shown}` : ''}`;
    });
    const passive = [...this.passive.entries()].map(([id, n]) => `${id}×${n}`).join(' ');
    return [
      `  custodians token removed in ${this.custodiansRemoved} games; agenda phases: ${this.agendaPhases}`,
      ...lines,
      `  announced outside the catalog: ${passive || 'none'}`,
    ];
  }
}
