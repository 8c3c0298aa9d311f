import { Link, useLocation } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { Page } from '../../../components/layout/page.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { TEXT_LINK_CLASS } from '../../../components/ui/text-link.ts';
import { CreateClientForm } from '../../../features/clients/components/create-client-form.tsx';

export default function AdminCreateClientRoute() {
  const location = useLocation();
  return (
    <Page
      title="Create Client"
      width="narrow"
      description="Open an account for a client. They choose their own password from the link we e-mail them."
    >
      <Card>
        {/* Keyed by location so "Create another client" starts with an empty form. */}
        <CreateClientForm key={location.key} />
      </Card>
      <p className="mt-6 text-sm text-slate-700">
        <Link to={paths.admin.clients} className={TEXT_LINK_CLASS}>
          See all clients
        </Link>
      </p>
    </Page>
  );
}
