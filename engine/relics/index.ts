// Every relic that works: one file per relic (engine/relics/<relic id>.ts), each an ability with source
// { kind: 'relic', relic } — or an effects provider (engine/effects/providers.ts) for what a relic changes while held.
// Also the relic fragments' own ability (73.1) and the legendary planets' ability cards (53).
// Listed once here as content modules (engine/kernel/content.ts); what relics change while held is in effects.ts.
import { DOMINUS_ORB_CARD } from './dominus-orb';
import { DYNAMIS_CORE_CARD } from './dynamis-core';
import { RELIC_FRAGMENTS } from './fragments';
import { HOPES_END_CARD } from './hopes-end';
import { JR_XS455_O_CARD } from './jr-xs455-o';
import { MALLICE_CARD } from './mallice';
import { NANOFORGE_CARD } from './nanoforge';
import { MAW_OF_WORLDS_CARD } from './maw-of-worlds';
import { PRIMOR_CARD } from './primor';
import { STELLAR_CONVERTER_CARD } from './stellar-converter';
import { THE_CODEX_CARD } from './the-codex';
import { THE_PROPHETS_TEARS_CARD } from './the-prophets-tears';
import { THE_CROWN_OF_THALNOS_CARD } from './the-crown-of-thalnos';
import { THE_CROWN_OF_EMPHIDIA_CARD } from './the-crown-of-emphidia';
import { SCEPTER_OF_EMELPAR_CARD } from './scepter-of-emelpar';
import { MIRAGE_CARD } from './mirage';

export const RELIC_CONTENT = [
  RELIC_FRAGMENTS,
  HOPES_END_CARD,
  PRIMOR_CARD,
  MALLICE_CARD,
  DYNAMIS_CORE_CARD,
  THE_CODEX_CARD,
  MAW_OF_WORLDS_CARD,
  THE_CROWN_OF_EMPHIDIA_CARD,
  JR_XS455_O_CARD,
  NANOFORGE_CARD,
  STELLAR_CONVERTER_CARD,
  THE_PROPHETS_TEARS_CARD,
  DOMINUS_ORB_CARD,
  THE_CROWN_OF_THALNOS_CARD,
  SCEPTER_OF_EMELPAR_CARD,
  MIRAGE_CARD,
] as const;
