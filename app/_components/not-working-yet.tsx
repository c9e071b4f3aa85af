// The mark beside a component the engine does not play yet (docs/content.md, the /content page): never shown as if
// usable. A plain mark, not a link, so it adds no small tap target; the game header links the content page.
export function NotWorkingYet() {
  return (
    <span
      className="ml-1 inline-block rounded bg-amber-950 px-1 text-xs whitespace-nowrap text-amber-200"
      data-testid="not-working-yet"
    >
      not working yet
    </span>
  );
}
