import { useEffect } from 'react';

/** Each page names itself in the browser tab and for screen readers announcing the new page. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} | Clarion` : 'Clarion';
  }, [title]);
}
