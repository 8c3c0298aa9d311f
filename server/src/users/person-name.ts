import { sql, type AnyColumn } from 'drizzle-orm';

/**
 * A person's name as screens credit them (issue 30: names, with the e-mail on hover), from a users row's name
 * column (or an alias's): null when the account has no name or is not readable here (row-level security shows
 * a member only their own firm's accounts), so the screen falls back to the e-mail recorded with the action.
 */
export const personNameOf = (u: { name: AnyColumn }) => sql<string | null>`nullif(btrim(${u.name}), '')`;
