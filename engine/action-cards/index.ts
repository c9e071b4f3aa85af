// Every action card that works, as content modules (engine/kernel/content.ts), listed once: one file per card
// (engine/action-cards/<card id>.ts), its abilities with the window it is played in (engine/core/windows.ts).
// Cards not listed here are not dealt (engine/content/in-play.ts follows the ledger).
import { INSUBORDINATION_CARD } from './insubordination';
import { SABOTAGE_CARD } from './sabotage';
import { SUMMIT_CARD } from './summit';
import { ECONOMIC_INITIATIVE_CARD } from './economic-initiative';
import { INDUSTRIAL_INITIATIVE_CARD } from './industrial-initiative';
import { MINING_INITIATIVE_CARD } from './mining-initiative';
import { UPRISING_CARD } from './uprising';
import { FRONTLINE_DEPLOYMENT_CARD } from './frontline-deployment';
import { RISE_OF_A_MESSIAH_CARD } from './rise-of-a-messiah';
import { WAR_EFFORT_CARD } from './war-effort';
import { GHOST_SHIP_CARD } from './ghost-ship';
import { UNEXPECTED_ACTION_CARD } from './unexpected-action';
import { CRIPPLE_DEFENSES_CARD } from './cripple-defenses';
import { REACTOR_MELTDOWN_CARD } from './reactor-meltdown';
import { LUCKY_SHOT_CARD } from './lucky-shot';
import { SIGNAL_JAMMING_CARD } from './signal-jamming';
import { TACTICAL_BOMBARDMENT_CARD } from './tactical-bombardment';
import { REPEAL_LAW_CARD } from './repeal-law';
import { SPY_CARD } from './spy';
import { PLAGUE_CARD } from './plague';
import { UNSTABLE_PLANET_CARD } from './unstable-planet';
import { REFIT_TROOPS_CARD } from './refit-troops';
import { MANIPULATE_INVESTMENTS_CARD } from './manipulate-investments';
import { FOCUSED_RESEARCH_CARD } from './focused-research';

export const ACTION_CARD_CONTENT = [
  SABOTAGE_CARD,
  SUMMIT_CARD,
  INSUBORDINATION_CARD,
  ECONOMIC_INITIATIVE_CARD,
  INDUSTRIAL_INITIATIVE_CARD,
  MINING_INITIATIVE_CARD,
  UPRISING_CARD,
  FRONTLINE_DEPLOYMENT_CARD,
  RISE_OF_A_MESSIAH_CARD,
  WAR_EFFORT_CARD,
  GHOST_SHIP_CARD,
  UNEXPECTED_ACTION_CARD,
  CRIPPLE_DEFENSES_CARD,
  REACTOR_MELTDOWN_CARD,
  LUCKY_SHOT_CARD,
  SIGNAL_JAMMING_CARD,
  TACTICAL_BOMBARDMENT_CARD,
  REPEAL_LAW_CARD,
  SPY_CARD,
  PLAGUE_CARD,
  UNSTABLE_PLANET_CARD,
  REFIT_TROOPS_CARD,
  MANIPULATE_INVESTMENTS_CARD,
  FOCUSED_RESEARCH_CARD,
] as const;
