import { useMutation } from '@tanstack/react-query';
import { extractionTestResponse, type ExtractionTestResponse } from '#common/api/debug.ts';
import { api } from '../../../lib/api-client.ts';

/**
 * A timed dry run of the extraction pipeline for one document (owner or admin); nothing is stored. An
 * extraction that fails still answers 200, with `error` and the steps that ran.
 */
export function runExtractionTest(documentId: string): Promise<ExtractionTestResponse> {
  return api.post('/api/debug/extraction-test', { documentId }, { schema: extractionTestResponse });
}

export function useExtractionTest() {
  return useMutation({ mutationFn: runExtractionTest });
}
