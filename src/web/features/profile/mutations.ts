import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthAnswer, ChangePasswordInput, UpdateProfileInput } from '@core/contract/auth';
import { authAnswerText } from '@web/features/auth/auth-answer-text';
import { reconcileAuthUser } from '@web/session/auth-store';
import { authUserKey, type AccountAnswer } from '@web/session/queries';
import { apiJson } from '@web/lib/api';
import { i18n } from '@web/lib/i18n/i18n';
import { toast } from '@web/lib/toast-store';
import { sessionsKey } from './queries';

// The forms' writes: only the forms (loaded on demand) import them, so the page's first load
// carries neither them nor the texts they translate.

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProfileInput) =>
      apiJson<AccountAnswer>('PATCH', '/api/auth/user', input),
    onSuccess: (answer) => {
      queryClient.setQueryData(authUserKey, answer);
      reconcileAuthUser(answer.user);
      toast({ title: t`Profile Saved`, description: t`Your account details are up to date.` });
    },
  });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      apiJson<AuthAnswer>('POST', '/api/auth/change-password', input),
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: sessionsKey });
      toast({
        title: t`Password Changed`,
        description: authAnswerText(i18n, answer),
      });
    },
  });
}
