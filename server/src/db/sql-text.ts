import { sql, type SQL } from 'drizzle-orm';

/** Turns `text` with $1..$n placeholders (pg-boss's plans) into a drizzle SQL object with bound parameters. */
export function sqlFromText(text: string, values: unknown[] = []): SQL {
  const parts = text.split(/\$(\d+)\b/);
  const chunks: SQL[] = [];
  parts.forEach((part, i) => {
    if (i % 2 === 0) {
      if (part) chunks.push(sql.raw(part));
    } else {
      chunks.push(sql`${sql.param(values[Number(part) - 1])}`);
    }
  });
  return sql.join(chunks);
}
