// Every action card that works, as content modules (engine/kernel/content.ts), listed once: one file per card
// (engine/action-cards/<card id>.ts), its abilities with the window it is played in (engine/core/windows.ts).
// Cards not listed here are not dealt (engine/content/in-play.ts follows the ledger).
import { INSUBORDINATION_CARD } from './insubordination';
import { SABOTAGE_CARD } from './sabotage';
import { SUMMIT_CARD } from './summit';
import { SEIZE_ARTIFACT_CARD } from './seize-artifact';
// Agenda-phase cards (LRR 8): riders and the cards played on agendas.
import { ANCIENT_BURIAL_SITES_CARD } from './ancient-burial-sites';
import { ASSASSINATE_REPRESENTATIVE_CARD } from './assassinate-representative';
import { BRIBERY_CARD } from './bribery';
import { CONFOUNDING_LEGAL_TEXT_CARD } from './confounding-legal-text';
import { CONFUSING_LEGAL_TEXT_CARD } from './confusing-legal-text';
import { CONSTRUCTION_RIDER_CARD } from './construction-rider';
import { DEADLY_PLOT_CARD } from './deadly-plot';
import { DIPLOMACY_RIDER_CARD } from './diplomacy-rider';
import { DIPLOMATIC_PRESSURE_CARD } from './diplomatic-pressure';
import { DISTINGUISHED_COUNCILOR_CARD } from './distinguished-councilor';
import { HACK_ELECTION_CARD } from './hack-election';
import { IMPERIAL_RIDER_CARD } from './imperial-rider';
import { INSIDER_INFORMATION_CARD } from './insider-information';
import { LEADERSHIP_RIDER_CARD } from './leadership-rider';
import { POLITICS_RIDER_CARD } from './politics-rider';
import { SANCTION_CARD } from './sanction';
import { TECHNOLOGY_RIDER_CARD } from './technology-rider';
import { TRADE_RIDER_CARD } from './trade-rider';
import { VETO_CARD } from './veto';
import { WARFARE_RIDER_CARD } from './warfare-rider';

export const ACTION_CARD_CONTENT = [
  SABOTAGE_CARD,
  SUMMIT_CARD,
  INSUBORDINATION_CARD,
  ANCIENT_BURIAL_SITES_CARD,
  ASSASSINATE_REPRESENTATIVE_CARD,
  BRIBERY_CARD,
  CONFOUNDING_LEGAL_TEXT_CARD,
  CONFUSING_LEGAL_TEXT_CARD,
  CONSTRUCTION_RIDER_CARD,
  DEADLY_PLOT_CARD,
  DIPLOMACY_RIDER_CARD,
  DIPLOMATIC_PRESSURE_CARD,
  DISTINGUISHED_COUNCILOR_CARD,
  HACK_ELECTION_CARD,
  IMPERIAL_RIDER_CARD,
  INSIDER_INFORMATION_CARD,
  LEADERSHIP_RIDER_CARD,
  POLITICS_RIDER_CARD,
  SANCTION_CARD,
  TECHNOLOGY_RIDER_CARD,
  TRADE_RIDER_CARD,
  VETO_CARD,
  WARFARE_RIDER_CARD,
  SEIZE_ARTIFACT_CARD,
] as const;
