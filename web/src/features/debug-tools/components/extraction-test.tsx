import { useState, type FormEvent } from 'react';
import type { ExtractionTestResponse } from '#common/api/debug.ts';
import { DEBUG_TEXT_SNIPPET_CHARS } from '#common/constants.ts';
import { ErrorAlert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DataTable, TD_CLASS, TH_CLASS } from '../../../components/ui/data-table.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
import { formatCount, formatFileSize } from '../../../lib/format.ts';
import { useExtractionTest } from '../api/run-extraction-test.ts';
import { checkDocumentId } from '../lib/debug-inputs.ts';

/** Spec §2.13 (a): runs the extraction of a stored document again, step by step, without saving it. */
export function ExtractionTest() {
  const [documentId, setDocumentId] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [testedId, setTestedId] = useState('');
  const test = useExtractionTest();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkDocumentId(documentId);
    if (!checked.ok) {
      setFieldError(checked.error);
      return;
    }
    setFieldError(undefined);
    setTestedId(checked.value);
    test.mutate(checked.value);
  }

  const failure = test.error
    ? isApiError(test.error) && test.error.status === 404
      ? `Document not found: ${testedId}`
      : `Test failed: ${errorMessage(test.error)}`
    : null;

  return (
    <SectionCard title="Extraction test">
      <div className="space-y-5 p-5">
        <p className="text-sm text-slate-800">
          Reads a stored document and extracts its text again, timing each step. Nothing is saved.
        </p>
        <form onSubmit={onSubmit} noValidate className="flex flex-wrap items-end gap-3">
          <TextField
            label="Document ID"
            name="documentId"
            autoComplete="off"
            spellCheck={false}
            value={documentId}
            error={fieldError}
            onChange={(event) => setDocumentId(event.target.value)}
            className="min-w-72 flex-1"
          />
          <Button type="submit" disabled={test.isPending}>
            {test.isPending ? 'Testing...' : 'Run extraction test'}
          </Button>
        </form>
        {failure && <ErrorAlert>{failure}</ErrorAlert>}
        {test.data && <ExtractionTestResult result={test.data} />}
      </div>
    </SectionCard>
  );
}

function ExtractionTestResult({ result }: { result: ExtractionTestResponse }) {
  const { fileDetails, steps, textLength } = result.debug;
  return (
    <div className="space-y-5" aria-live="polite">
      {result.error ? (
        <ErrorAlert>{result.error}</ErrorAlert>
      ) : (
        <p className="text-sm font-medium text-green-900">The extraction test succeeded.</p>
      )}
      <div>
        <h3 className="mb-2 font-semibold text-slate-900">File</h3>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-slate-700">Path</dt>
          <dd className="font-mono break-all text-slate-900">{fileDetails.path}</dd>
          <dt className="text-slate-700">Size</dt>
          <dd className="text-slate-900">{formatFileSize(fileDetails.size)}</dd>
          <dt className="text-slate-700">Type</dt>
          <dd className="text-slate-900">{fileDetails.type}</dd>
        </dl>
      </div>
      <div className="rounded-md border border-slate-200">
        <DataTable
          caption="Steps"
          head={
            <tr>
              <th scope="col" className={TH_CLASS}>
                Step
              </th>
              <th scope="col" className={TH_CLASS}>
                Status
              </th>
              <th scope="col" className={`${TH_CLASS} text-right`}>
                Duration
              </th>
              <th scope="col" className={TH_CLASS}>
                Error
              </th>
            </tr>
          }
        >
          {steps.map((step, index) => (
            <tr key={`${step.step}-${index}`}>
              <th scope="row" className={`${TD_CLASS} text-left font-mono font-normal`}>
                {step.step}
              </th>
              <td className={TD_CLASS}>
                <Badge tone={step.status === 'ok' ? 'green' : 'red'}>
                  {step.status === 'ok' ? 'OK' : 'Failed'}
                </Badge>
              </td>
              <td className={`${TD_CLASS} text-right tabular-nums`}>{formatCount(step.durationMs)} ms</td>
              <td className={`${TD_CLASS} break-words`}>{step.error ?? '–'}</td>
            </tr>
          ))}
        </DataTable>
      </div>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-5">
        {[
          ['Method', result.metadata.method ?? '–'],
          ['Pages', formatCount(result.metadata.pageCount)],
          ['Images', formatCount(result.metadata.imageCount)],
          ['Tables', formatCount(result.metadata.tableCount)],
          ['Characters', formatCount(textLength)],
        ].map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-700">{label}</dt>
            <dd className="font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {result.text && (
        <div>
          <h3 className="mb-2 font-semibold text-slate-900">First {DEBUG_TEXT_SNIPPET_CHARS} characters</h3>
          <pre
            tabIndex={0}
            className="max-h-64 overflow-auto rounded-md bg-slate-100 p-3 text-sm whitespace-pre-wrap text-slate-900"
          >
            {result.text}
          </pre>
        </div>
      )}
    </div>
  );
}
