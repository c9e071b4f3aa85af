// Every faction's content modules (abilities, steps and choices: engine/kernel/content.ts), listed once. What a
// faction changes in the rules while in play is its effects provider, listed in engine/effects/providers.ts.
// A faction's code lives in engine/factions/<faction id>.ts and <faction id>.effects.ts (docs/architecture.md).
import { ARBOREC } from './arborec';
import { EMPYREAN } from './empyrean';
import { GHOST } from './ghost';
import { HACAN } from './hacan';
import { JOLNAR } from './jolnar';
import { LETNEV } from './letnev';
import { MUAAT } from './muaat';
import { NAALU } from './naalu';
import { NAALU_FORESIGHT } from './naalu-foresight';
import { NEKRO } from './nekro';
import { NOMAD } from './nomad';
import { NOMAD_TCS } from './nomad-tcs';
import { NOMAD_CAVALRY } from './nomad-cavalry';
import { SOL } from './sol';
import { TITANS } from './titans';
import { XXCHA } from './xxcha';
import { L1Z1X } from './l1z1x';
import { ARBOREC_MITOSIS } from './arborec-mitosis';
import { WINNU } from './winnu';
import { SAAR } from './saar';
import { MENTAK } from './mentak';
import { SARDAKK } from './sardakk';
import { NEKRO_SINGULARITY } from './nekro-singularity';
import { NEKRO_GALACTIC_THREAT } from './nekro-galactic-threat';
import { YSSARIL } from './yssaril';
import { EMPYREAN_PASSAGE } from './empyrean-passage';
import { EMPYREAN_PACTS } from './empyrean-pacts';
import { MENTAK_PILLAGE } from './mentak-pillage';
import { MENTAK_SALVAGE } from './mentak-salvage';
import { YSSARIL_SPIES } from './yssaril-spies';
import { ARGENT } from './argent';
import { ARGENT_AMBUSCADE } from './argent-ambuscade';
import { NAAZ } from './naaz';
import { GHOST_WORMHOLES } from './ghost-wormholes';
import { GHOST_SPLICER } from './ghost-splicer';
import { MAHACT } from './mahact';
import { MAHACT_RECOMBINATION } from './mahact-recombination';
import { MAHACT_SCEPTER } from './mahact-scepter';
import { KELERES } from './keleres';
import { KELERES_RIDER_NOTE } from './keleres-rider';
import { KELERES_ASN } from './keleres-asn';
import { KELERES_IIHQ } from './keleres-iihq';
import { CABAL } from './cabal';
import { YIN } from './yin';
import { YIN_DEVOTION } from './yin-devotion';
import { YIN_SPINNER_CONTENT } from './yin-spinner';

export const FACTION_CONTENT = [
  ARBOREC,
  EMPYREAN,
  GHOST,
  HACAN,
  LETNEV,
  MUAAT,
  NEKRO,
  NOMAD,
  NOMAD_TCS,
  NOMAD_CAVALRY,
  TITANS,
  NAALU,
  NAALU_FORESIGHT,
  SOL,
  JOLNAR,
  XXCHA,
  L1Z1X,
  ARBOREC_MITOSIS,
  WINNU,
  SAAR,
  MENTAK,
  SARDAKK,
  NEKRO_SINGULARITY,
  NEKRO_GALACTIC_THREAT,
  YSSARIL,
  EMPYREAN_PASSAGE,
  EMPYREAN_PACTS,
  MENTAK_PILLAGE,
  MENTAK_SALVAGE,
  YSSARIL_SPIES,
  ARGENT,
  ARGENT_AMBUSCADE,
  NAAZ,
  GHOST_WORMHOLES,
  GHOST_SPLICER,
  MAHACT,
  MAHACT_SCEPTER,
  MAHACT_RECOMBINATION,
  KELERES,
  KELERES_RIDER_NOTE,
  KELERES_ASN,
  KELERES_IIHQ,
  CABAL,
  YIN,
  YIN_DEVOTION,
  YIN_SPINNER_CONTENT,
] as const;
