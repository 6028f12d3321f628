import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { errorsAfterChange, firstErrorField, type FormErrors } from './password-forms';

/**
 * A small form of controlled text inputs: checked when sent, then each field again as it changes;
 * a refused send focuses the first field in error. The password pages use it instead of
 * react-hook-form, which would weigh ~20 KB gzip on their first load.
 */
export function usePlainForm<V extends { [K in keyof V]: string }>(
  initial: V,
  check: (values: V) => FormErrors<V>,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors<V>>({});
  const [submitted, setSubmitted] = useState(false);
  // A new object per refused send, so that sending twice focuses again.
  const [focusTarget, setFocusTarget] = useState<{ name: string } | null>(null);
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const order = Object.keys(initial) as (keyof V & string)[];

  const attached = useRef(new Set<string>());
  // After the render that shows the errors, so the focused input already names its error.
  useEffect(() => {
    if (focusTarget) inputs.current.get(focusTarget.name)?.focus();
  }, [focusTarget]);

  const field = (name: keyof V & string) => ({
    name,
    value: values[name],
    ref: (input: HTMLInputElement | null) => {
      if (!input) {
        inputs.current.delete(name);
        return;
      }
      inputs.current.set(name, input);
      if (attached.current.has(name)) return;
      attached.current.add(name);
      // What was typed into a prerendered form before the app ran is in the input, not in
      // state: take it over as the input is hydrated, so that nothing typed early is lost.
      const typed = input.value;
      if (typed !== values[name]) setValues((current) => ({ ...current, [name]: typed }));
    },
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      if (submitted) setErrors((current) => errorsAfterChange(current, name, check(next)));
    },
  });

  const handleSubmit = (onValid: (values: V) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = check(values);
    setErrors(found);
    setSubmitted(true);
    const first = firstErrorField(order, found);
    if (first) setFocusTarget({ name: first });
    else onValid(values);
  };

  return { values, errors, field, handleSubmit };
}
