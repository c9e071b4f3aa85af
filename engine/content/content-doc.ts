// The content ledger as text: the table `npm run ledger` prints and docs/content.md, both pure functions of the
// ledger so a test can tell when the committed docs/content.md is out of date with the code.
import { contentInPlay } from './in-play';
import {
  allFactionCompleteness,
  classSummary,
  FACTION_PARTS,
  LEDGER,
  type FactionCompleteness,
  type PartCount,
} from './ledger';
import { CONTENT_CLASSES, isImplemented, type ContentClass } from './status';

const fraction = (p: PartCount): string => `${p.working.length}/${p.ids.length}`;
const pad = (s: string, n: number): string => s.padEnd(n);

/** Distinct components (names), whatever the copies: "3 of 93". */
function distinct(cls: ContentClass): { implemented: number; total: number } {
  const c = LEDGER[cls];
  return { implemented: c.ids.filter((id) => isImplemented(c.status[id])).length, total: c.ids.length };
}

function copiesNote(cls: ContentClass): string {
  if (!LEDGER[cls].copies) return '';
  const s = classSummary(cls);
  return ` (${s.implemented} of ${s.total} cards)`;
}

/** The terminal table of `npm run ledger`: one line per class, then one per faction. */
export function renderLedgerTable(): string {
  const lines = ['Class                Implemented', '-------------------  -----------'];
  for (const cls of CONTENT_CLASSES) {
    const d = distinct(cls);
    lines.push(`${pad(cls, 19)}  ${pad(`${d.implemented} of ${d.total}`, 9)}${copiesNote(cls)}`);
  }
  lines.push(
    '',
    factionHeader().join('  '),
    factionHeader()
      .map((h) => '-'.repeat(h.length))
      .join('  '),
  );
  for (const f of allFactionCompleteness()) lines.push(factionRow(f).join('  '));
  return lines.join('\n');
}

const FACTION_COLUMN = 30;
const partWidth = (p: string): number => Math.max(p.length, 5);
const factionHeader = (): string[] => [
  pad('Faction', FACTION_COLUMN),
  ...FACTION_PARTS.map((p) => pad(p, partWidth(p))),
];
const factionRow = (f: FactionCompleteness): string[] => [
  pad(f.name, FACTION_COLUMN),
  ...FACTION_PARTS.map((p) => pad(fraction(f.parts[p]), partWidth(p))),
];

const cell = (s: string): string => s.replace(/\|/g, '\\|');

function classSection(cls: ContentClass): string[] {
  const c = LEDGER[cls];
  const d = distinct(cls);
  const out = [`## ${c.title}: ${d.implemented} of ${d.total} work${copiesNote(cls)}`, ''];
  out.push('| Component | Status | Where, or what is missing |', '| --- | --- | --- |');
  for (const id of c.ids) {
    const s = c.status[id];
    const copies = c.copies && c.copies(id) > 1 ? ` ×${c.copies(id)}` : '';
    const name = `${cell(c.name(id))}${copies} (\`${id}\`)`;
    if (isImplemented(s)) {
      const where = `${s.where.map((w) => `\`${w}\``).join(', ')}; tested in \`${s.test}\``;
      out.push(`| ${name} | works | ${where}${s.note ? `. ${cell(s.note)}` : ''} |`);
    } else out.push(`| ${name} | **not yet** | ${cell(s?.note ?? '')} |`);
  }
  out.push('');
  return out;
}

/** docs/content.md: what works, what is dealt, and every component with its status. */
export function renderContentMarkdown(): string {
  const out = [
    '# What works in Mecatol',
    '',
    'This page is written by `npm run ledger` from the content ledger (`engine/content/`); do not edit it by hand.',
    'A test fails when it is out of date with the code.',
    '',
    'Every component in `engine/data` has a status. **Works** means every part of its text is played by the engine',
    '(the modules named) and a test exercises it (the test file named). **Not yet** means it does not work, even if',
    'some part of it does (the note says which part). Components that do not work are never dealt: action cards,',
    'agendas, objectives, exploration cards and relics that do not work are left out of their decks, and promissory',
    'notes that do nothing are not handed out. What cannot be left out — technologies a player may research, faction',
    'abilities, units and leaders on a faction sheet — is marked "not working yet" wherever a player meets it.',
    '',
    '## In play in a new game',
    '',
    ...contentInPlay().map((c) => `- ${c.inPlay} of ${c.total} ${c.what}`),
    '',
    '## Summary',
    '',
    '| Class | Works | Of |',
    '| --- | --- | --- |',
    ...CONTENT_CLASSES.map((cls) => {
      const d = distinct(cls);
      return `| ${LEDGER[cls].title} | ${d.implemented} | ${d.total}${copiesNote(cls)} |`;
    }),
    '',
    '## Factions',
    '',
    'Each faction sheet: how many of its components work.',
    '',
    `| Faction | ${FACTION_PARTS.join(' | ')} |`,
    `| --- | ${FACTION_PARTS.map(() => '---').join(' | ')} |`,
    ...allFactionCompleteness().map(
      (f) => `| ${f.name} | ${FACTION_PARTS.map((p) => fraction(f.parts[p])).join(' | ')} |`,
    ),
    '',
    ...CONTENT_CLASSES.flatMap(classSection),
  ];
  return `${out.join('\n').trimEnd()}\n`;
}
