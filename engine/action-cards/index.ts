// Every action card that works, as content modules (engine/kernel/content.ts), listed once: one file per card
// (engine/action-cards/<card id>.ts), its abilities with the window it is played in (engine/core/windows.ts).
// Cards not listed here are not dealt (engine/content/in-play.ts follows the ledger).
import { DIRECT_HIT_CARD } from './direct-hit';
import { EMERGENCY_REPAIRS_CARD } from './emergency-repairs';
import { INSUBORDINATION_CARD } from './insubordination';
import { MANEUVERING_JETS_CARD } from './maneuvering-jets';
import { MORALE_BOOST_CARD } from './morale-boost';
import { SABOTAGE_CARD } from './sabotage';
import { SHIELDS_HOLDING_CARD } from './shields-holding';
import { SUMMIT_CARD } from './summit';

export const ACTION_CARD_CONTENT = [
  SABOTAGE_CARD,
  SUMMIT_CARD,
  INSUBORDINATION_CARD,
  DIRECT_HIT_CARD,
  MORALE_BOOST_CARD,
  SHIELDS_HOLDING_CARD,
  EMERGENCY_REPAIRS_CARD,
  MANEUVERING_JETS_CARD,
] as const;
