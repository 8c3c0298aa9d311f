import { FileUp } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import type { Role } from '#common/api/auth.ts';
import { Page } from '../../../components/layout/page.tsx';
import { buttonClassName } from '../../../components/ui/button-styles.ts';
import { DocumentList } from '../../../components/documents/document-list.tsx';
import { UploadPanel } from '../../../components/documents/upload-panel.tsx';
import { analysisPaths } from '../lib/analysis-paths.ts';
import { AnalysesTable } from './analyses-table.tsx';

/**
 * AoV Analysis home (client /client/document-analysis, admin /admin/analyses): the analyses so far (an
 * admin's cover every client, paged), the Assessment of Value and SDR reports, and an upload panel whose
 * finished upload goes straight to its analysis.
 */
export function AnalysisHome({ role }: { role: Role }) {
  const navigate = useNavigate();
  const links = analysisPaths(role);
  return (
    <Page
      title={role === 'admin' ? 'AoV Analyses' : 'AoV Document Analysis'}
      description={
        <p>
          Reading age and accessibility, document structure, the seven Assessment of Value considerations of
          COLL 6.6.21R, and SDR labels and anti-greenwashing checks (ESG 4), each finding linked to its page.
        </p>
      }
      actions={
        <Link to={links.analyzePdf} className={buttonClassName()}>
          <FileUp className="size-4" aria-hidden="true" />
          Analyse a PDF
        </Link>
      }
    >
      <div className="space-y-6">
        <AnalysesTable
          role={role}
          title={role === 'admin' ? 'All analyses' : 'Recent analyses'}
          paged={role === 'admin'}
          pageSize={role === 'admin' ? 25 : 10}
        />
        <DocumentList documentType="aov-report" />
        <UploadPanel
          documentType="aov-report"
          onProcessed={(document) => {
            if (document.status === 'completed') void navigate(links.trigger(document.id));
          }}
        />
      </div>
    </Page>
  );
}
