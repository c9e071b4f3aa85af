// Runs once when the Next.js server starts: validate the environment so a misconfigured deployment refuses to
// start with a clear list of what is missing, instead of failing on the first request.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { env } = await import('./server/env');
  const { notifyConfigFromEnv } = await import('./server/notify/config');
  const { chooseStore, openStore, StoreLockedError } = await import('./server/store/index');
  const { processRateLimits } = await import('./server/api/rate-limits');
  env();
  notifyConfigFromEnv();
  processRateLimits();
  const store = chooseStore(process.env);
  // Never print the URL: it may carry a password or token.
  console.log(`Mecatol storage: ${store.kind}${store.kind === 'embedded' ? ` (${store.file})` : ''}`);
  // One process per embedded data file: take its lock now, and refuse to run beside another process holding it.
  if (store.kind === 'embedded' && process.env.NEXT_PHASE !== 'phase-production-build') {
    try {
      await openStore();
    } catch (error) {
      if (error instanceof StoreLockedError) {
        console.error(`Mecatol cannot start: ${error.message}`);
        process.exit(1);
      }
      // Anything else (an unreadable file) is reported per request as "storage unavailable", and retried.
      console.error(`Mecatol storage: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
