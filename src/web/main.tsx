import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { ToastHost } from '@web/components/ui/toast-host';
import { forgetAuthUser } from '@web/features/auth/auth-store';
import { startInstallCapture } from '@web/features/install/install-store';
import { createQueryClient } from '@web/lib/query-client';
import { registerServiceWorker } from '@web/lib/register-sw';
import { AppRoutes, prefetchLikelyRoutes } from './routes';
import './styles.css';

startInstallCapture();
prefetchLikelyRoutes();

const queryClient = createQueryClient({ onUnauthorized: forgetAuthUser });

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <AppRoutes />
      <ToastHost />
    </QueryClientProvider>
  </StrictMode>,
);

registerServiceWorker();
