import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { ToastHost } from '@web/components/ui/toast-host';
import { forgetAuthUser } from '@web/features/auth/auth-store';
import { keepAccountCache } from '@web/features/offline/account-cache';
import { startInstallCapture } from '@web/features/install/install-store';
import { initOnlineState } from '@web/lib/online-state';
import { createQueryClient } from '@web/lib/query-client';
import { registerServiceWorker } from '@web/lib/register-sw';
import { AppRoutes, prefetchLikelyRoutes } from './routes';
import './styles.css';

startInstallCapture();
prefetchLikelyRoutes();

initOnlineState();
const queryClient = createQueryClient({ onUnauthorized: forgetAuthUser });
// The signed-in account's saved answers come back as soon as IndexedDB answers (their code
// loads lazily, outside every route's first load).
keepAccountCache(queryClient);

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
