import { PageSpinner } from '../../components/ui/spinner.tsx';

/** Shown in the content area while the first page's code loads. */
export function PageLoading() {
  return <PageSpinner />;
}
