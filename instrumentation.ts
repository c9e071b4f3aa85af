// Runs once when the Next.js server starts: validate the environment so a misconfigured server exits non-zero with
// a clear list of what is missing, instead of running on and answering 500 to every request.
export async function register(): Promise<void> {
  // The block form lets the bundler drop the Node-only code from the edge build.
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startOrExit } = await import('./server/startup');
    await startOrExit();
  }
}
