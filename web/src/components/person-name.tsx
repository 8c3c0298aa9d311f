// A person credited for an action (issue 30: "actions are credited to e-mail addresses, not names"): their name,
// with the e-mail on hover and read out by screen readers after it. Without a name (none recorded, or an account
// the reader may not see), the e-mail recorded with the action is shown instead; without either, `fallback`.

/** The name to show for a person in running text: their name, else their e-mail, else `fallback`. */
export function personDisplayName(
  name: string | null | undefined,
  email: string | null | undefined,
  fallback = 'a former member',
): string {
  return name?.trim() || email || fallback;
}

export function PersonName({
  name,
  email,
  fallback = 'a former member',
  className,
}: {
  name: string | null | undefined;
  email: string | null | undefined;
  /** Shown when neither is known (the account is gone). */
  fallback?: string;
  className?: string;
}) {
  const shown = personDisplayName(name, email, fallback);
  if (!email || shown === email)
    return <span className={['break-all', className].filter(Boolean).join(' ')}>{shown}</span>;
  return (
    <span title={email} className={className} data-person-email={email}>
      {shown}
      <span className="sr-only"> ({email})</span>
    </span>
  );
}
