import { renderToStaticMarkup } from 'react-dom/server';
import { Trans } from '@lingui/react/macro';
import { afterEach, describe, expect, it } from 'vitest';
import { activate } from './i18n';

afterEach(() => activate('en'));

describe('Trans (our binding, lingui.config.ts runtimeConfigModule)', () => {
  it('renders plain text, values and nested elements of a message', () => {
    const name = 'Asha';
    const html = renderToStaticMarkup(
      <p>
        <Trans>
          Hello {name}, read the <a href="/x">policy</a> and{' '}
          <b>
            sign <i>here</i>
          </b>
          .
        </Trans>
      </p>,
    );
    expect(html).toBe(
      '<p>Hello Asha, read the <a href="/x">policy</a> and <b>sign <i>here</i></b>.</p>',
    );
  });

  it('shows a value that is an element as that element', () => {
    const who = <strong>Asha</strong>;
    expect(renderToStaticMarkup(<Trans>Hello {who}!</Trans>)).toBe('Hello <strong>Asha</strong>!');
  });

  it('renders in the active language', async () => {
    await activate('hi');
    expect(renderToStaticMarkup(<Trans>Welcome Back</Trans>)).toBe('फिर से स्वागत है');
  });
});
