import { useState } from 'react';
import type { Role } from '#common/api/auth.ts';
import { Page } from '../../../components/layout/page.tsx';
import { ClientPdfExtraction } from './client-pdf-extraction.tsx';
import { ExtractionTest } from './extraction-test.tsx';
import { StorageBrowser, StoragePathTest } from './storage-tools.tsx';

/**
 * The debug tools of spec §2.13: everyone gets the extraction test and the client-side PDF extraction;
 * administrators also get the storage browser and the custom path test.
 */
export function DebugTools({ role }: { role: Role }) {
  const [path, setPath] = useState('');
  return (
    <Page
      title="Debug Tools"
      description="Check how Clarion reads a document, and where its files are stored."
    >
      <div className="space-y-6">
        <ExtractionTest />
        <ClientPdfExtraction />
        {role === 'admin' && (
          <>
            <StorageBrowser onTestPath={setPath} />
            <StoragePathTest path={path} onPathChange={setPath} />
          </>
        )}
      </div>
    </Page>
  );
}
