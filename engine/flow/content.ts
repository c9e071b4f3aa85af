// Every content module the flow runs (engine/kernel/content.ts): one list per kind of component, each kept in its
// own folder — a new card, technology, leader, relic, exploration card or faction ability is added to its kind's
// list, never here. Laws and the generic promissory notes act through the agenda and transactions modules.
import { ACTION_CARD_CONTENT } from '../action-cards';
import { LAW_ABILITIES } from '../agenda/law-abilities';
import { EXPLORATION_CONTENT } from '../exploration';
import { FACTION_CONTENT } from '../factions';
import { defineContent } from '../kernel/content';
import { LEADER_CONTENT } from '../leaders';
import { RELIC_CONTENT } from '../relics';
import { TECHNOLOGY_CONTENT } from '../technologies';
import { GENERIC_NOTE_ABILITIES } from '../transactions/generic-notes';

export const CONTENT = [
  ...ACTION_CARD_CONTENT,
  ...TECHNOLOGY_CONTENT,
  ...FACTION_CONTENT,
  ...LEADER_CONTENT,
  ...RELIC_CONTENT,
  ...EXPLORATION_CONTENT,
  defineContent({ abilities: LAW_ABILITIES }),
  defineContent({ abilities: GENERIC_NOTE_ABILITIES }),
] as const;
