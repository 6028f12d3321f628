import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordInput, SessionInfo, UpdateProfileInput } from '@core/contract/auth';
import { reconcileAuthUser } from '@web/features/auth/auth-store';
import { authUserKey, type AccountAnswer } from '@web/features/auth/queries';
import { apiJson } from '@web/lib/api';
import { toast } from '@web/lib/toast-store';

export const sessionsKey = ['/api/auth/sessions'] as const;

export function useSessions() {
  return useQuery<SessionInfo[]>({ queryKey: sessionsKey });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProfileInput) =>
      apiJson<AccountAnswer>('PATCH', '/api/auth/user', input),
    onSuccess: (answer) => {
      queryClient.setQueryData(authUserKey, answer);
      reconcileAuthUser(answer.user);
      toast({ title: 'Profile Saved', description: 'Your account details are up to date.' });
    },
  });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      apiJson<{ message: string }>('POST', '/api/auth/change-password', input),
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: sessionsKey });
      toast({ title: 'Password Changed', description: answer.message });
    },
  });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiJson<unknown>('DELETE', `/api/auth/sessions/${encodeURIComponent(id)}`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: sessionsKey });
      toast({ title: 'Device Signed Out', description: 'That device has been signed out.' });
    },
  });
}
