// Runs once when the Next.js server starts: validate the environment so a misconfigured server exits non-zero with
// a clear list of what is missing, instead of running on and answering 500 to every request.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { checkConfigurationOrExit } = await import('./server/startup');
  const ok = checkConfigurationOrExit(process.env, {
    exit: (code) => process.exit(code),
    error: (message) => console.error(message),
  });
  if (!ok) return;
  const { env } = await import('./server/env');
  const { notifyConfigFromEnv } = await import('./server/notify/config');
  const { chooseStore } = await import('./server/store/index');
  env();
  notifyConfigFromEnv();
  const store = chooseStore(process.env);
  // Never print the URL: it may carry a password or token.
  console.log(`Mecatol storage: ${store.kind}${store.kind === 'embedded' ? ` (${store.file})` : ''}`);
}
