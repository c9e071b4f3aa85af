// npm run ledger: prints the content ledger by class and by faction and writes docs/content.md;
// npm run ledger -- --json prints one JSON object { "<class>": { total, implemented, missing } } and writes nothing.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { ledgerSummary, renderContentMarkdown, renderLedgerTable } from '../engine/index';

const DOC = path.join(__dirname, '..', 'docs', 'content.md');

if (process.argv.includes('--json')) {
  process.stdout.write(`${JSON.stringify(ledgerSummary())}\n`);
} else {
  writeFileSync(DOC, renderContentMarkdown());
  console.log(`${renderLedgerTable()}\n\nWrote ${path.relative(process.cwd(), DOC)}`);
}
