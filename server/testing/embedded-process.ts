// Test-only: a separate Node process that opens an embedded store on the file named by its first argument and keeps
// it open (prints "opened"), or prints why it was refused and exits with code 3. Run with `node --import tsx`.
import { createEmbeddedStore } from '../store/embedded';

const file = process.argv[2];
if (!file) throw new Error('usage: embedded-process.ts <data file>');
const store = createEmbeddedStore({ file, fsync: false });
store.open().then(
  () => {
    console.log('opened');
    setInterval(() => {}, 60_000);
  },
  (error: unknown) => {
    console.log(`refused: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(3);
  },
);
