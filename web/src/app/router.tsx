import { createBrowserRouter } from 'react-router';
import { RouteErrorBoundary } from '../components/errors/route-error-boundary.tsx';
import { PageLoading } from './layout/page-loading.tsx';
import { RootErrorBoundary } from './layout/root-error-boundary.tsx';
import { RootLayout } from './layout/root-layout.tsx';
import { appRoutes } from './route-tree.ts';

export function createAppRouter() {
  return createBrowserRouter([
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RootErrorBoundary,
      children: [
        {
          // Errors and first-load spinners render inside the layout, so the navbar and footer stay.
          id: 'content',
          ErrorBoundary: RouteErrorBoundary,
          HydrateFallback: PageLoading,
          children: appRoutes,
        },
      ],
    },
  ]);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
