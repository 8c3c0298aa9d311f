// Certificates are read by UK compliance officers and the FCA: times are UK local time, and say which zone
// (GMT or BST) they are in, so a record made at 00:30 BST does not read as the previous day.

const UK_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'short',
});

/** "29 November 2026, 10:21 GMT (UK time)": an ISO instant in Europe/London time, with its zone. */
export function ukTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    UK_TIME.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  // Some ICU builds name the zone "GMT+1" rather than "BST" in en-GB; either is unambiguous.
  return `${part('day')} ${part('month')} ${part('year')}, ${part('hour')}:${part('minute')} ${part('timeZoneName')} (UK time)`;
}
