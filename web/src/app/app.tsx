import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { configureApiClient } from '../lib/api-client.ts';
import { queryClient } from '../lib/query-client.ts';
import { installAnalytics } from './analytics.ts';
import { createAppRouter } from './router.tsx';
import { createSessionExpiryHandler } from './session-expiry.ts';

const router = createAppRouter();
configureApiClient({ onUnauthorized: createSessionExpiryHandler(router, queryClient) });
installAnalytics(queryClient);

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
