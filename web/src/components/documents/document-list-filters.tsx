import { Search } from 'lucide-react';
import { SelectField } from '../ui/select-field.tsx';
import { SORT_OPTIONS, TYPE_FILTER_OPTIONS } from '../../lib/documents/list-options.ts';
import type { DocumentListFilterState } from './use-document-list.ts';

/** The search box, type filter, sort and "Show archived" above the document list. */
export function DocumentListFilters({
  id,
  searchInput,
  onSearchInput,
  typeFilter,
  onTypeFilter,
  sort,
  onSort,
  showArchived,
  onShowArchived,
}: DocumentListFilterState & { id: string }) {
  return (
    <div className="flex flex-wrap items-end gap-3 border-b border-slate-200 px-5 py-4">
      <div role="search" className="flex min-w-56 flex-1 flex-col gap-1">
        <label htmlFor={`${id}-search`} className="text-sm font-medium text-slate-900">
          Search documents
        </label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-600"
            aria-hidden="true"
          />
          <input
            id={`${id}-search`}
            type="search"
            autoComplete="off"
            placeholder="Search documents..."
            value={searchInput}
            onChange={(event) => onSearchInput(event.target.value)}
            className="block h-[2.625rem] w-full rounded-md border border-slate-500 bg-white py-2 pr-3 pl-9 text-base text-slate-900 shadow-sm placeholder:text-slate-600"
          />
        </div>
      </div>
      <SelectField
        label="Document type"
        name="documentType"
        options={TYPE_FILTER_OPTIONS}
        value={typeFilter}
        onChange={(event) => onTypeFilter(event.target.value)}
        className="min-w-44"
      />
      <SelectField
        label="Sort by"
        name="sort"
        options={SORT_OPTIONS}
        value={sort}
        onChange={(event) => onSort(event.target.value)}
        className="min-w-40"
      />
      <label className="flex h-[2.625rem] items-center gap-2 text-sm font-medium text-slate-900">
        <input
          type="checkbox"
          checked={showArchived}
          onChange={(event) => onShowArchived(event.target.checked)}
          className="size-4 rounded border-slate-500"
        />
        Show archived
      </label>
    </div>
  );
}
