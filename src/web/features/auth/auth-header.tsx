import { Trans } from '@lingui/react/macro';
import { LanguageChoice } from './language-choice';

/** The branded band at the top of the signed-out pages, with the language choice. */
export function AuthHeader() {
  return (
    <header className="bg-gradient-to-br from-brand-700 to-sky-800 px-4 pt-[calc(0.5rem+env(safe-area-inset-top))] pb-14 text-white">
      {/* First on the page: whoever cannot read the rest finds their language here. */}
      <LanguageChoice className="mx-auto mb-1 flex w-full max-w-[480px] justify-end" />
      <div className="mx-auto flex w-full max-w-[480px] items-center gap-3">
        <img
          src="/icon.svg"
          alt=""
          width="48"
          height="48"
          className="size-12 rounded-2xl shadow-md"
        />
        <div>
          <h1 className="text-2xl font-bold tracking-tight">MedMitra</h1>
          <p className="text-sm text-white/90">
            <Trans>Your family&apos;s health, in one place</Trans>
          </p>
        </div>
      </div>
    </header>
  );
}
