import { useState, type FormEvent } from 'react';
import { ChevronLeft, ChevronRight, File, Folder } from 'lucide-react';
import { Link } from 'react-router';
import { STORAGE_LIST_LIMIT } from '#common/constants.ts';
import { paths } from '../../../config/paths.ts';
import { ErrorAlert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DataTable, TD_CLASS, TH_CLASS } from '../../../components/ui/data-table.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TEXT_LINK_CLASS } from '../../../components/ui/text-link.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatCount, formatDateTime, formatFileSize } from '../../../lib/format.ts';
import { useStorageListing } from '../api/get-storage-listing.ts';
import { useStoragePathTest } from '../api/test-storage-path.ts';
import { baseName, checkStoragePath, prefixCrumbs } from '../lib/debug-inputs.ts';

/** The name shown for the root of the store (the spec's bucket). */
const ROOT_NAME = 'documents';

/** Spec §2.13 (c), administrators only: the document store, folder by folder, 100 objects a page. */
export function StorageBrowser({ onTestPath }: { onTestPath: (path: string) => void }) {
  const [prefix, setPrefix] = useState('');
  const [offset, setOffset] = useState(0);
  const listing = useStorageListing(prefix, offset);

  function open(next: string) {
    setPrefix(next);
    setOffset(0);
  }

  const crumbs = prefixCrumbs(prefix);
  const data = listing.data;
  const objectCount = data?.objects.length ?? 0;

  return (
    <SectionCard
      title="Storage browser"
      actions={listing.isFetching && !listing.isPending ? <Spinner label="Updating..." /> : undefined}
    >
      <div className="space-y-4 p-5">
        <nav aria-label="Storage path">
          <ol className="flex flex-wrap items-center gap-1 text-sm">
            <li>
              {crumbs.length === 0 ? (
                <span aria-current="page" className="font-semibold text-slate-900">
                  {ROOT_NAME}
                </span>
              ) : (
                <button type="button" onClick={() => open('')} className={TEXT_LINK_CLASS}>
                  {ROOT_NAME}
                </button>
              )}
            </li>
            {crumbs.map((crumb, index) => (
              <li key={crumb.prefix} className="flex items-center gap-1">
                <span aria-hidden="true" className="text-slate-600">
                  /
                </span>
                {index === crumbs.length - 1 ? (
                  <span aria-current="page" className="font-mono font-semibold break-all text-slate-900">
                    {crumb.name}
                  </span>
                ) : (
                  <button
                    type="button"
                    onClick={() => open(crumb.prefix)}
                    className={`${TEXT_LINK_CLASS} font-mono break-all`}
                  >
                    {crumb.name}
                  </button>
                )}
              </li>
            ))}
          </ol>
        </nav>

        {listing.isPending ? (
          <Spinner />
        ) : listing.isError ? (
          <ErrorAlert>Could not list the store: {errorMessage(listing.error)}</ErrorAlert>
        ) : data && data.folders.length === 0 && objectCount === 0 ? (
          <EmptyState icon={Folder} title={offset > 0 ? 'No more objects' : 'This folder is empty'} />
        ) : (
          <>
            {data && data.folders.length > 0 && offset === 0 && (
              <div>
                <h3 className="mb-2 text-sm font-semibold text-slate-900">
                  Folders ({formatCount(data.folders.length)})
                </h3>
                <ul className="grid gap-1 sm:grid-cols-2 lg:grid-cols-3">
                  {data.folders.map((folder) => (
                    <li key={folder}>
                      <button
                        type="button"
                        onClick={() => open(folder)}
                        className="flex w-full items-center gap-2 rounded px-2 py-1 text-left text-sm hover:bg-slate-100"
                      >
                        <Folder className="size-4 shrink-0 text-amber-700" aria-hidden="true" />
                        <span className={`${TEXT_LINK_CLASS} font-mono break-all`}>{baseName(folder)}</span>
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
            )}
            {data && objectCount > 0 && (
              <div className="rounded-md border border-slate-200">
                <DataTable
                  caption={`Objects ${formatCount(offset + 1)}–${formatCount(offset + objectCount)}`}
                  head={
                    <tr>
                      <th scope="col" className={TH_CLASS}>
                        Object
                      </th>
                      <th scope="col" className={`${TH_CLASS} text-right`}>
                        Size
                      </th>
                      <th scope="col" className={TH_CLASS}>
                        Modified
                      </th>
                      <th scope="col" className={TH_CLASS}>
                        <span className="sr-only">Actions</span>
                      </th>
                    </tr>
                  }
                >
                  {data.objects.map((object) => (
                    <tr key={object.path}>
                      <th scope="row" className={`${TD_CLASS} text-left font-mono font-normal break-all`}>
                        <File
                          className="mr-1 inline size-4 align-text-bottom text-slate-600"
                          aria-hidden="true"
                        />
                        {baseName(object.path)}
                      </th>
                      <td className={`${TD_CLASS} text-right whitespace-nowrap tabular-nums`}>
                        {formatFileSize(object.size)}
                      </td>
                      <td className={`${TD_CLASS} whitespace-nowrap`}>
                        <time dateTime={object.modifiedAt}>{formatDateTime(object.modifiedAt)}</time>
                      </td>
                      <td className={TD_CLASS}>
                        <Button variant="ghost" size="sm" onClick={() => onTestPath(object.path)}>
                          Test path<span className="sr-only"> {object.path}</span>
                        </Button>
                      </td>
                    </tr>
                  ))}
                </DataTable>
              </div>
            )}
            <nav aria-label="Storage pages" className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-slate-700">
                {objectCount > 0
                  ? `Showing objects ${formatCount(offset + 1)}–${formatCount(offset + objectCount)}`
                  : 'No objects on this page'}
              </p>
              <div className="flex gap-2">
                <Button
                  variant="secondary"
                  size="sm"
                  aria-disabled={offset === 0 || undefined}
                  onClick={() => offset > 0 && setOffset(Math.max(0, offset - STORAGE_LIST_LIMIT))}
                >
                  <ChevronLeft className="size-4" aria-hidden="true" />
                  Previous
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-disabled={objectCount < STORAGE_LIST_LIMIT || undefined}
                  onClick={() => objectCount >= STORAGE_LIST_LIMIT && setOffset(offset + STORAGE_LIST_LIMIT)}
                >
                  Next
                  <ChevronRight className="size-4" aria-hidden="true" />
                </Button>
              </div>
            </nav>
          </>
        )}
      </div>
    </SectionCard>
  );
}

/** Spec §2.13 (d), administrators only: does an object exist at a path, and which document uses it. */
export function StoragePathTest({
  path,
  onPathChange,
}: {
  path: string;
  onPathChange: (path: string) => void;
}) {
  const [fieldError, setFieldError] = useState<string | undefined>();
  const test = useStoragePathTest();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkStoragePath(path);
    if (!checked.ok) {
      setFieldError(checked.error);
      return;
    }
    setFieldError(undefined);
    test.mutate(checked.value);
  }

  return (
    <SectionCard title="Custom path test">
      <div className="space-y-4 p-5">
        <form onSubmit={onSubmit} noValidate className="flex flex-wrap items-end gap-3">
          <TextField
            label="Storage path"
            name="path"
            autoComplete="off"
            spellCheck={false}
            hint="For example {client id}/{file name}, as shown by the storage browser."
            value={path}
            error={fieldError}
            onChange={(event) => onPathChange(event.target.value)}
            className="min-w-72 flex-1"
          />
          <Button type="submit" disabled={test.isPending}>
            {test.isPending ? 'Testing...' : 'Test path'}
          </Button>
        </form>
        {test.isError && <ErrorAlert>Test failed: {errorMessage(test.error)}</ErrorAlert>}
        {test.data && (
          <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]" aria-live="polite">
            <dt className="text-slate-700">Path</dt>
            <dd className="font-mono break-all text-slate-900">{test.data.path}</dd>
            <dt className="text-slate-700">Exists</dt>
            <dd>
              <Badge tone={test.data.exists ? 'green' : 'red'}>{test.data.exists ? 'Yes' : 'No'}</Badge>
            </dd>
            <dt className="text-slate-700">Linked document</dt>
            <dd className="text-slate-900">
              {test.data.documentId ? (
                <Link
                  to={paths.admin.document(test.data.documentId)}
                  className={`${TEXT_LINK_CLASS} font-mono break-all`}
                >
                  {test.data.documentId}
                </Link>
              ) : (
                'No document uses this path'
              )}
            </dd>
          </dl>
        )}
      </div>
    </SectionCard>
  );
}
