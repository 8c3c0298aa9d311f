import type { ClientDetailResponse } from '#common/api/admin.ts';
import type { MeResponse } from '#common/api/auth.ts';
import type { ClientDashboardResponse } from '#common/api/dashboard.ts';

/** The outcome of one call: its data, or its HTTP status (0: no answer) and message; and how long it took. */
export type CallResult<T> =
  { ok: true; data: T; ms: number } | { ok: false; status: number; message: string; ms: number };

export type ConnectionDiagnostic = {
  session: CallResult<MeResponse>;
  documents: CallResult<ClientDashboardResponse> | null;
  adminCall: CallResult<ClientDetailResponse> | null;
  checkedAt: string;
};

export type CheckVerdict = { pass: boolean; summary: string };

export const NOT_RUN = 'Not run: there is no session to run it with.';
export const FORBIDDEN_AS_EXPECTED = 'Forbidden, as expected: only administrators may call this.';

export function sessionVerdict(result: CallResult<MeResponse>): CheckVerdict {
  if (result.ok) return { pass: true, summary: `Signed in as ${result.data.user.email}.` };
  return { pass: false, summary: result.message };
}

/** The profile is the name and e-mail address the session carries. */
export function profileVerdict(result: CallResult<MeResponse>): CheckVerdict {
  if (!result.ok) return { pass: false, summary: NOT_RUN };
  const { name, email } = result.data.user;
  if (!name.trim()) return { pass: false, summary: 'The profile has no name.' };
  if (!email.trim()) return { pass: false, summary: 'The profile has no e-mail address.' };
  return { pass: true, summary: `${name} <${email}>` };
}

export function documentsVerdict(result: CallResult<ClientDashboardResponse> | null): CheckVerdict {
  if (!result) return { pass: false, summary: NOT_RUN };
  if (!result.ok) return { pass: false, summary: result.message };
  const count = result.data.counts.documents;
  return { pass: true, summary: `${count} ${count === 1 ? 'document' : 'documents'}.` };
}

/**
 * The administrators' documents-for-client call (spec §2.13). For a client, 403 is the right answer:
 * the check passes when the server refuses, and fails if it ever lets a client through.
 */
export function adminCallVerdict(
  result: CallResult<ClientDetailResponse> | null,
  role: MeResponse['user']['role'] | undefined,
): CheckVerdict {
  if (!result || !role) return { pass: false, summary: NOT_RUN };
  if (role === 'client') {
    if (!result.ok && result.status === 403) return { pass: true, summary: FORBIDDEN_AS_EXPECTED };
    if (result.ok)
      return { pass: false, summary: 'The server let a client call an administrators’ endpoint.' };
    return { pass: false, summary: result.message };
  }
  if (result.ok) {
    const count = result.data.documents.length;
    return { pass: true, summary: `${count} ${count === 1 ? 'document' : 'documents'} returned.` };
  }
  return { pass: false, summary: result.message };
}
