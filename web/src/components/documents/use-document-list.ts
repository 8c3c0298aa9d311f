import { useEffect, useState, type MouseEvent } from 'react';
import { useNavigate, useNavigation } from 'react-router';
import type { Role } from '#common/api/auth.ts';
import type { DocumentItem, DocumentType } from '#common/api/documents.ts';
import { useMe } from '../../lib/auth/get-me.ts';
import { useDocuments } from '../../lib/documents/api/get-documents.ts';
import {
  DEFAULT_SORT,
  documentLinks,
  documentListTitle,
  sortParams,
} from '../../lib/documents/list-options.ts';

/** Spec §4: search is server-side, after the user pauses typing. */
export const SEARCH_DEBOUNCE_MS = 300;

export type DocumentListOptions = {
  clientId?: string;
  documentType?: DocumentType;
  limit: number;
  onSelect?: (document: DocumentItem) => void;
  refreshKey?: unknown;
};

/** The list's state: the debounced search, filters, sort, page, the row being opened and the open dialogs. */
export function useDocumentList({
  clientId,
  documentType,
  limit,
  onSelect,
  refreshKey,
}: DocumentListOptions) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { data: me } = useMe();
  const role: Role = me?.user.role ?? 'client';

  const [searchInput, setSearchInput] = useState('');
  const [query, setQuery] = useState('');
  const [typeFilter, setTypeFilter] = useState<string>(documentType ?? '');
  const [sort, setSort] = useState<string>(DEFAULT_SORT);
  const [offset, setOffset] = useState(0);
  const [showArchived, setShowArchived] = useState(false);
  const [archiving, setArchiving] = useState<DocumentItem | null>(null);
  const [purging, setPurging] = useState<DocumentItem | null>(null);
  const [openingId, setOpeningId] = useState<string | null>(null);

  useEffect(() => {
    const next = searchInput.trim();
    if (next === query) return;
    const timer = setTimeout(() => {
      setQuery(next);
      setOffset(0);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchInput, query]);

  const filterType = (typeFilter || undefined) as DocumentType | undefined;
  const documents = useDocuments(
    {
      clientId,
      documentType: filterType,
      q: query || undefined,
      ...sortParams(sort),
      limit,
      offset,
      archived: showArchived || undefined,
    },
    refreshKey,
  );

  function open(document: DocumentItem) {
    if (onSelect) {
      onSelect(document);
      return;
    }
    setOpeningId(document.id);
    void navigate(documentLinks(role, document).view);
  }

  function onRowClick(event: MouseEvent<HTMLTableRowElement>, document: DocumentItem) {
    // Links, buttons and the like in the row do their own thing.
    if ((event.target as Element).closest('a, button, input, select, label')) return;
    open(document);
  }

  /** The last row of a later page went (archived or purged): show the page before it. */
  function onRowGone() {
    if (documents.data && documents.data.items.length === 1 && offset > 0)
      setOffset(Math.max(0, offset - limit));
  }

  /** A filter change starts again from the first page. */
  function filterWith<T>(set: (value: T) => void) {
    return (value: T) => {
      set(value);
      setOffset(0);
    };
  }

  return {
    role,
    documents,
    title: documentListTitle(filterType),
    query,
    filterType,
    offset,
    setOffset,
    filters: {
      searchInput,
      onSearchInput: setSearchInput,
      typeFilter,
      onTypeFilter: filterWith(setTypeFilter),
      sort,
      onSort: filterWith(setSort),
      showArchived,
      onShowArchived: filterWith(setShowArchived),
    },
    opening: navigation.state !== 'idle' ? openingId : null,
    setOpeningId,
    onRowClick,
    archiving,
    setArchiving,
    purging,
    setPurging,
    onRowGone,
  };
}

export type DocumentListFilterState = ReturnType<typeof useDocumentList>['filters'];
