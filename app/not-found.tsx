import Link from 'next/link';

export default function NotFound() {
  return (
    <div className="card mx-auto max-w-md space-y-3" data-testid="not-found">
      <h1 className="text-xl font-bold">Not found</h1>
      <p className="text-slate-300">There is nothing here — the game may not exist, or the address is mistyped.</p>
      <Link href="/" className="btn-secondary">
        Home
      </Link>
    </div>
  );
}
