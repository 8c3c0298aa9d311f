// Round fourteen of the dev-only cases (issue 18): being written by an outside writer. Test data only.
import { type ExternalCase } from './concepts.ts';

export const DEV_ADDED_ROUND_FOURTEEN: ExternalCase[] = [];
