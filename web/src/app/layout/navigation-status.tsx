import { useNavigation } from 'react-router';
import { Spinner } from '../../components/ui/spinner.tsx';

/** While the next page's code loads, the current page stays and a "Loading..." status shows on top. */
export function NavigationStatus() {
  const navigation = useNavigation();
  if (navigation.state !== 'loading') return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 top-2 z-50 flex justify-center">
      <div className="rounded-full border border-slate-200 bg-white px-4 py-2 text-sm shadow-md">
        <Spinner />
      </div>
    </div>
  );
}
