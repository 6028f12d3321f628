import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { useHydrated } from '@web/lib/use-hydrated';

/**
 * The password pages' submit button: busy while the request runs, and off until the app has
 * taken over the prerendered page (ADR 020): sent natively, the form would put what was typed
 * in the URL.
 */
export function AuthSubmit({
  pending,
  label,
  pendingLabel,
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
}) {
  const hydrated = useHydrated();
  return (
    <Button type="submit" size="lg" className="w-full" disabled={pending || !hydrated}>
      {pending ? <Spinner /> : null}
      {pending ? pendingLabel : label}
    </Button>
  );
}
