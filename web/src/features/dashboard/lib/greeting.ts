/**
 * "Welcome back" only to someone who has been here before, shown by the documents they have uploaded; a new
 * client (no document yet) is welcomed, not welcomed back (issue #17).
 */
export function greeting(name: string, documents: number | undefined): string {
  return documents ? `Welcome back, ${name}.` : `Welcome, ${name}.`;
}
