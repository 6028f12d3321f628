import { StrictMode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ToastHost } from '@web/components/ui/toast-host';
import { AppRoutes } from './routes';

/** The whole app: what the browser renders, and what the build prerenders (ADR 020). */
export function AppRoot({ queryClient }: { queryClient: QueryClient }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AppRoutes />
        <ToastHost />
      </QueryClientProvider>
    </StrictMode>
  );
}
