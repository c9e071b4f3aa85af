// Runs once when the Next.js server starts: validate the environment so a misconfigured deployment refuses to
// start with a clear list of what is missing, instead of failing on the first request.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { env } = await import('./server/env');
  const { notifyConfigFromEnv } = await import('./server/notify/config');
  const { chooseStore } = await import('./server/store/index');
  env();
  notifyConfigFromEnv();
  const store = chooseStore(process.env);
  // Never print the URL: it may carry a password or token.
  console.log(`Mecatol storage: ${store.kind}${store.kind === 'embedded' ? ` (${store.file})` : ''}`);
}
