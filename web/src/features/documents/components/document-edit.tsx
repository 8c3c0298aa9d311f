import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Role } from '#common/api/auth.ts';
import {
  DOCUMENT_TYPES,
  DOCUMENT_TYPE_LABELS,
  updateDocumentInput,
  type DocumentItem,
  type DocumentType,
} from '#common/api/documents.ts';
import { dashboardPathFor, paths } from '../../../config/paths.ts';
import { Page } from '../../../components/layout/page.tsx';
import { ErrorAlert } from '../../../components/ui/alert.tsx';
import { buttonClassName } from '../../../components/ui/button-styles.ts';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
import { formatFileSize } from '../../../lib/format.ts';
import { useDocument } from '../../../lib/documents/api/get-document.ts';
import { usePreviewReplacement, useReplaceDocumentFile } from '../api/replace-document-file.ts';
import type { ReplacePreviewResponse } from '#common/api/documents.ts';
import { REVIEW_STATUS_LABELS } from '#common/api/reviews.ts';
import { useMe } from '../../../lib/auth/get-me.ts';
import { canTakeOutOfForce, useReviewInForce } from '../../../lib/reviews/review-in-force.ts';
import { ReplaceConfirmDialog } from './replace-confirm-dialog.tsx';
import { useUpdateDocument } from '../api/update-document.ts';
import { ACCEPT_ATTRIBUTE, DROP_ZONE_HINT, checkUploadFile } from '../../../lib/documents/upload-file.ts';
import type { DocumentViewNotice } from './document-view.tsx';
import { personDisplayName } from '../../../components/person-name.tsx';

const TYPE_OPTIONS = DOCUMENT_TYPES.map((type) => ({
  value: type,
  label: DOCUMENT_TYPE_LABELS[type] ?? type,
}));

/** Rename a document, change its type or "as at" date, or replace its file (which is then extracted again). */
export function DocumentEdit({ documentId, role }: { documentId: string; role: Role }) {
  const document = useDocument(documentId);
  if (document.isPending) return <PageSpinner label="Loading document..." />;
  if (document.isError) {
    const notFound = isApiError(document.error) && document.error.status === 404;
    return (
      <Page title="Edit Document" width="default">
        <ErrorAlert>
          {notFound
            ? `Document not found: ${documentId}`
            : `Could not load the document. ${errorMessage(document.error)}`}
        </ErrorAlert>
        <Link
          to={dashboardPathFor(role)}
          className={buttonClassName({ variant: 'secondary', className: 'mt-6' })}
        >
          Return to Dashboard
        </Link>
      </Page>
    );
  }
  return <EditForms document={document.data} role={role} />;
}

function EditForms({ document, role }: { document: DocumentItem; role: Role }) {
  const id = useId();
  const navigate = useNavigate();
  const viewPath = role === 'admin' ? paths.admin.document(document.id) : paths.client.document(document.id);
  const update = useUpdateDocument(document.id);
  const replace = useReplaceDocumentFile(document.id);
  const preview = usePreviewReplacement(document.id);
  const [confirming, setConfirming] = useState<ReplacePreviewResponse | null>(null);
  // Only those who could withdraw the review in force may replace its file (issue 30): nobody else is offered it.
  const inForce = useReviewInForce(document.id);
  const me = useMe();
  const mayReplace = canTakeOutOfForce(me.data?.user, inForce.review);

  const [fileName, setFileName] = useState(document.fileName);
  const [documentType, setDocumentType] = useState<string>(document.documentType);
  const [asAtDate, setAsAtDate] = useState(document.asAt?.date ?? '');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [dateError, setDateError] = useState<string | undefined>();

  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [sent, setSent] = useState<number | null>(null);

  const typeOptions = (DOCUMENT_TYPES as readonly string[]).includes(document.documentType)
    ? TYPE_OPTIONS
    : [...TYPE_OPTIONS, { value: document.documentType, label: document.documentType }];

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const changes: { fileName?: string; documentType?: DocumentType; asAtDate?: string | null } = {};
    if (fileName.trim() !== document.fileName) changes.fileName = fileName;
    if (documentType !== document.documentType) changes.documentType = documentType as DocumentType;
    // An emptied date field clears the date; the server refuses a date in the future.
    if (asAtDate !== (document.asAt?.date ?? '')) changes.asAtDate = asAtDate === '' ? null : asAtDate;
    if (Object.keys(changes).length === 0) {
      await navigate(viewPath);
      return;
    }
    const parsed = updateDocumentInput.safeParse(changes);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      if (issue?.path[0] === 'asAtDate') {
        setDateError(issue.message);
        setFieldError(undefined);
      } else {
        setFieldError(issue?.message);
        setDateError(undefined);
      }
      return;
    }
    setFieldError(undefined);
    setDateError(undefined);
    try {
      await update.mutateAsync(parsed.data);
      await navigate(viewPath, { state: { notice: 'Changes saved.' } satisfies DocumentViewNotice });
    } catch {
      // Shown above the form.
    }
  }

  async function replaceFile(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = checkUploadFile(file);
    setFileError(problem);
    if (problem || !file) return;
    // First what it would do: a review in force, or another fund's file, is confirmed in a dialog.
    let answer: ReplacePreviewResponse;
    try {
      answer = await preview.mutateAsync(file);
    } catch {
      return;
    }
    if (answer.confirmationNeeded || answer.otherFund.length > 0) {
      setConfirming(answer);
      return;
    }
    await send(file, false);
  }

  async function send(chosen: File, confirmed: boolean) {
    setSent(0);
    try {
      await replace.mutateAsync({
        file: chosen,
        confirmed,
        onProgress: (loaded, total) =>
          setSent(total > 0 ? Math.min(100, Math.floor((loaded / total) * 100)) : 0),
      });
      setConfirming(null);
      await navigate(viewPath, {
        state: {
          notice: `Version ${document.currentVersion + 1} is ${chosen.name}; version ${document.currentVersion} is kept. Its text is being extracted.`,
        } satisfies DocumentViewNotice,
      });
    } catch {
      setSent(null);
    }
  }

  const replacing = replace.isPending || preview.isPending;

  return (
    <Page
      title="Edit Document"
      description={<p className="break-all">{document.fileName}</p>}
      width="default"
    >
      <div className="space-y-8">
        <form
          onSubmit={(event) => void save(event)}
          noValidate
          aria-labelledby={`${id}-details`}
          className="space-y-5 rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
        >
          <h2 id={`${id}-details`} className="text-lg font-semibold text-slate-900">
            Details
          </h2>
          {update.isError && <ErrorAlert>{errorMessage(update.error)}</ErrorAlert>}
          <TextField
            label="File name"
            name="fileName"
            required
            maxLength={255}
            value={fileName}
            error={fieldError}
            onChange={(event) => setFileName(event.target.value)}
          />
          <SelectField
            label="Document type"
            name="documentType"
            options={typeOptions}
            value={documentType}
            onChange={(event) => setDocumentType(event.target.value)}
          />
          <TextField
            label='"As at" date'
            name="asAtDate"
            type="date"
            value={asAtDate}
            error={dateError}
            hint={
              document.asAt?.source === 'content'
                ? 'Read from the document. Correct it if it is wrong; a KII or KID is out of date 12 months after it, a factsheet 3 months after.'
                : 'The date the content was accurate. A KII or KID is out of date 12 months after it, a factsheet 3 months after.'
            }
            onChange={(event) => setAsAtDate(event.target.value)}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" loading={update.isPending} disabled={replacing}>
              Save
            </Button>
            <Link to={viewPath} className={buttonClassName({ variant: 'secondary' })}>
              Cancel
            </Link>
          </div>
        </form>

        <form
          onSubmit={(event) => void replaceFile(event)}
          noValidate
          aria-labelledby={`${id}-replace`}
          className="space-y-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
        >
          <h2 id={`${id}-replace`} className="text-lg font-semibold text-slate-900">
            Replace the file
          </h2>
          <p className="text-sm text-slate-800">
            {`The new file becomes version ${document.currentVersion + 1}. Version ${document.currentVersion} ` +
              `(${formatFileSize(document.fileSize)}) is kept and can still be downloaded and compared; ` +
              "results made from it are kept as they are, marked superseded. Clarion then extracts the new file's text."}
          </p>
          {inForce.review && (
            <p className="text-sm text-slate-800">
              {`Version ${inForce.review.version} is ${REVIEW_STATUS_LABELS[inForce.review.status].toLowerCase()}` +
                ` (submitted by ${personDisplayName(inForce.review.submittedByName, inForce.review.submittedBy)}). ` +
                (mayReplace
                  ? 'You will be asked to confirm what happens to it before the file is replaced.'
                  : 'Only the member who submitted it or a firm admin can replace its file.')}
            </p>
          )}
          {(fileError || preview.isError || (replace.isError && !confirming)) && (
            <ErrorAlert>
              {fileError ?? (preview.isError ? errorMessage(preview.error) : errorMessage(replace.error))}
            </ErrorAlert>
          )}
          {mayReplace && (
            <>
              <div className="flex flex-col gap-1">
                <label htmlFor={`${id}-file`} className="text-sm font-medium text-slate-900">
                  New file
                </label>
                <p id={`${id}-file-hint`} className="text-sm text-slate-600">
                  {DROP_ZONE_HINT}
                </p>
                <input
                  id={`${id}-file`}
                  type="file"
                  accept={ACCEPT_ATTRIBUTE}
                  disabled={replacing}
                  aria-describedby={`${id}-file-hint`}
                  onChange={(event) => {
                    const chosen = event.target.files?.[0] ?? null;
                    setFile(chosen);
                    setFileError(chosen ? checkUploadFile(chosen) : null);
                    replace.reset();
                    preview.reset();
                  }}
                  className="block w-full text-sm text-slate-900 file:mr-3 file:rounded-md file:border file:border-slate-400 file:bg-white file:px-3 file:py-2 file:text-sm file:font-semibold file:text-slate-900 hover:file:bg-slate-100"
                />
              </div>
              {sent !== null && (
                <div className="space-y-1">
                  <div
                    role="progressbar"
                    aria-label="Upload progress"
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={sent}
                    className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
                  >
                    <div
                      className="h-full rounded-full bg-blue-700 transition-[width]"
                      style={{ width: `${sent}%` }}
                    />
                  </div>
                  <p className="text-sm text-slate-800" role="status">
                    {sent < 100 ? `Uploading... ${sent}%` : 'Stored. Starting the extraction...'}
                  </p>
                </div>
              )}
              <Button type="submit" variant="secondary" disabled={!file || replacing || update.isPending}>
                {preview.isPending
                  ? 'Checking the new file...'
                  : replace.isPending
                    ? 'Uploading...'
                    : 'Replace file'}
              </Button>
            </>
          )}
        </form>
        <ReplaceConfirmDialog
          preview={confirming}
          loading={replace.isPending}
          error={replace.isError ? errorMessage(replace.error) : null}
          onConfirm={() => file && void send(file, true)}
          onCancel={() => {
            replace.reset();
            setConfirming(null);
            setSent(null);
          }}
        />
      </div>
    </Page>
  );
}
