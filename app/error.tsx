'use client';
// Shown when a page fails on the server; the message stays generic (details are in the server log).
export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <div className="card mx-auto max-w-md space-y-3" data-testid="error-page">
      <h1 className="text-xl font-bold">Something went wrong</h1>
      <p className="text-slate-300">The page could not be loaded. Try again in a moment.</p>
      <button type="button" className="btn-primary" onClick={reset}>
        Try again
      </button>
    </div>
  );
}
