/**
 * The React side of Lingui, for the macros (lingui.config.ts `runtimeConfigModule`): `<Trans>`
 * and `useLingui`, on the one i18n instance. Not @lingui/react: it weighed 1.4 KB gzip on every
 * route's first load (ADR 026); this is its behaviour without a provider. Every component that
 * shows a message re-renders when the language changes.
 */
import {
  cloneElement,
  isValidElement,
  useSyncExternalStore,
  type ReactElement,
  type ReactNode,
} from 'react';
import type { MessageDescriptor } from '@lingui/core';
import type { Translator as I18n } from '@web/lib/i18n/runtime';
import { i18n } from './i18n';

interface LinguiContext {
  i18n: I18n;
  _: I18n['_'];
}

let current: LinguiContext = { i18n, _: i18n._.bind(i18n) };
i18n.on('change', () => {
  current = { i18n, _: i18n._.bind(i18n) };
});

const subscribe = (onChange: () => void) => i18n.on('change', onChange);
const snapshot = () => current;

/** The i18n instance and `_`, re-rendering the caller when the language changes. */
export function useLingui(): LinguiContext {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

// A message's rich text: <0>paired</0> or <0/> stands for the element components[0].
const TAG = /<(\d+)>([\s\S]*?)<\/\1>|<(\d+)\/>/;

function formatElements(text: string, components: Record<string, ReactElement>): ReactNode {
  const parts = text.split(TAG);
  if (parts.length === 1) return text;
  const nodes: ReactNode[] = [parts[0]];
  for (let i = 1; i < parts.length; i += 4) {
    const [paired, inner, unpaired, after] = parts.slice(i, i + 4);
    const element = components[paired ?? unpaired ?? ''];
    if (isValidElement(element)) {
      nodes.push(
        inner === undefined
          ? cloneElement(element, { key: i })
          : cloneElement(element, { key: i }, formatElements(inner, components)),
      );
    }
    nodes.push(after);
  }
  return nodes;
}

export interface TransProps extends MessageDescriptor {
  components?: Record<string, ReactElement>;
}

/** What the `<Trans>` macro compiles to. */
export function Trans({ id, message, values, components }: TransProps) {
  const { _ } = useLingui();
  // A value that is an element (`<Trans>Hi {nameLink}</Trans>`) is shown as one, as Lingui does.
  const elements: Record<string, ReactElement> = { ...components };
  const plain: Record<string, unknown> = { ...values };
  let index = Object.keys(elements).length;
  for (const key in plain) {
    const value = plain[key];
    if (isValidElement(value)) {
      elements[index] = value;
      plain[key] = `<${index++}/>`;
    }
  }
  const text = _(id, plain, { message });
  return index ? formatElements(text, elements) : text;
}
