// Every action card that works, as content modules (engine/kernel/content.ts), listed once: one file per card
// (engine/action-cards/<card id>.ts), its abilities with the window it is played in (engine/core/windows.ts).
// Cards not listed here are not dealt (engine/content/in-play.ts follows the ledger).
import { INSUBORDINATION_CARD } from './insubordination';
import { SABOTAGE_CARD } from './sabotage';
import { SUMMIT_CARD } from './summit';
import { SEIZE_ARTIFACT_CARD } from './seize-artifact';

export const ACTION_CARD_CONTENT = [SABOTAGE_CARD, SUMMIT_CARD, INSUBORDINATION_CARD, SEIZE_ARTIFACT_CARD] as const;
