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
import { SKILLED_RETREAT_CARD } from './skilled-retreat';
import { ROUT_CARD } from './rout';
import { WAYLAY_CARD } from './waylay';
import { SALVAGE_CARD } from './salvage';
import { INTERCEPT_CARD } from './intercept';
import { FIGHTER_PROTOTYPE_CARD } from './fighter-prototype';
import { REFLECTIVE_SHIELDING_CARD } from './reflective-shielding';
import { SCRAMBLE_FREQUENCY_CARD } from './scramble-frequency';
import { COURAGEOUS_TO_THE_END_CARD } from './courageous-to-the-end';
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
import { REVEAL_PROTOTYPE_CARD } from './reveal-prototype';
import { SEIZE_ARTIFACT_CARD } from './seize-artifact';
import { UPGRADE_CARD } from './upgrade';
import { FLANK_SPEED_CARD } from './flank-speed';
import { EXPERIMENTAL_BATTLESTATION_CARD } from './experimental-battlestation';
import { COUNTERSTROKE_CARD } from './counterstroke';
import { LOST_STAR_CHART_CARD } from './lost-star-chart';
import { IN_THE_SILENCE_OF_SPACE_CARD } from './in-the-silence-of-space';
import { NAV_SUITE_CARD } from './nav-suite';
import { SOLAR_FLARE_CARD } from './solar-flare';
import { RALLY_CARD } from './rally';
import { FORWARD_SUPPLY_BASE_CARD } from './forward-supply-base';
import { HARNESS_ENERGY_CARD } from './harness-energy';
import { DECOY_OPERATION_CARD } from './decoy-operation';
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
// Invasion, units and production cards (LRR 49, 67).
import { FIRE_TEAM_CARD } from './fire-team';
import { PARLEY_CARD } from './parley';
import { GHOST_SQUAD_CARD } from './ghost-squad';
import { INFILTRATE_CARD } from './infiltrate';
import { REPARATIONS_CARD } from './reparations';
import { WAR_MACHINE_CARD } from './war-machine';
import { BLITZ_CARD } from './blitz';
import { BUNKER_CARD } from './bunker';
import { DISABLE_CARD } from './disable';
import { FIGHTER_CONSCRIPTION_CARD } from './fighter-conscription';
import { SCUTTLE_CARD } from './scuttle';
import { REVERSE_ENGINEER_CARD } from './reverse-engineer';
import { IMPERSONATION_CARD } from './impersonation';
import { PLAGIARIZE_CARD } from './plagiarize';
import { DIVERT_FUNDING_CARD } from './divert-funding';
import { EXPLORATION_PROBE_CARD } from './exploration-probe';
import { ARCHAEOLOGICAL_EXPEDITION_CARD } from './archaeological-expedition';
import { MASTER_PLAN_CARD } from './master-plan';
import { COUP_DETAT_CARD } from './coup-detat';
import { PUBLIC_DISGRACE_CARD } from './public-disgrace';
import { POLITICAL_STABILITY_CARD } from './political-stability';

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
  DIRECT_HIT_CARD,
  MORALE_BOOST_CARD,
  SHIELDS_HOLDING_CARD,
  EMERGENCY_REPAIRS_CARD,
  MANEUVERING_JETS_CARD,
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
  FIRE_TEAM_CARD,
  PARLEY_CARD,
  GHOST_SQUAD_CARD,
  INFILTRATE_CARD,
  REPARATIONS_CARD,
  WAR_MACHINE_CARD,
  BLITZ_CARD,
  BUNKER_CARD,
  DISABLE_CARD,
  FIGHTER_CONSCRIPTION_CARD,
  SCUTTLE_CARD,
  REVERSE_ENGINEER_CARD,
  IMPERSONATION_CARD,
  PLAGIARIZE_CARD,
  DIVERT_FUNDING_CARD,
  EXPLORATION_PROBE_CARD,
  ARCHAEOLOGICAL_EXPEDITION_CARD,
  MASTER_PLAN_CARD,
  COUP_DETAT_CARD,
  PUBLIC_DISGRACE_CARD,
  POLITICAL_STABILITY_CARD,
  UPGRADE_CARD,
  FLANK_SPEED_CARD,
  EXPERIMENTAL_BATTLESTATION_CARD,
  COUNTERSTROKE_CARD,
  LOST_STAR_CHART_CARD,
  IN_THE_SILENCE_OF_SPACE_CARD,
  NAV_SUITE_CARD,
  SOLAR_FLARE_CARD,
  RALLY_CARD,
  FORWARD_SUPPLY_BASE_CARD,
  HARNESS_ENERGY_CARD,
  DECOY_OPERATION_CARD,
  SKILLED_RETREAT_CARD,
  ROUT_CARD,
  WAYLAY_CARD,
  SALVAGE_CARD,
  INTERCEPT_CARD,
  FIGHTER_PROTOTYPE_CARD,
  REFLECTIVE_SHIELDING_CARD,
  SCRAMBLE_FREQUENCY_CARD,
  COURAGEOUS_TO_THE_END_CARD,
  REVEAL_PROTOTYPE_CARD,
] as const;
