import { hashKey, type QueryClient } from '@tanstack/react-query';
import { activate } from '@web/lib/i18n/i18n';
import { rememberLanguageForServer } from '@web/lib/i18n/language-cookie';
import { activeLocale, rememberLocale } from '@web/lib/i18n/locale';
import { authUserKey, type AccountAnswer } from '@web/session/queries';

const accountHash = hashKey(authUserKey);

/**
 * Signed in, the account's language is the app's (ADR 026): whenever the session answer arrives
 * or changes (Profile saved), the screen switches to it and the device remembers it, so that the
 * next visit starts in it before the account has answered.
 */
export function followAccountLanguage(queryClient: QueryClient): void {
  const apply = () => {
    const language = queryClient.getQueryData<AccountAnswer | null>(authUserKey)?.user.language;
    if (!language || language === activeLocale()) return;
    rememberLocale(language);
    rememberLanguageForServer(language);
    void activate(language).catch(() => undefined);
  };
  queryClient.getQueryCache().subscribe((event) => {
    if (event.query.queryHash === accountHash && event.type === 'updated') apply();
  });
  apply();
}
