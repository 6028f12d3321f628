// Lingui's macros (`<Trans>`, `t`, `msg`, `plural`) compiled at build time, for Vite 8 whose React
// plugin has no Babel (ADR 026). Only src/web files that import a Lingui macro go through Babel.
//
// English is the source language and is NOT a catalogue: the macro keeps each message's English
// text in the code (stripMessageField: false), and this plugin compiles that text to Lingui's
// runtime form here (compileMessage, what `lingui compile` does to a catalogue), so the browser
// needs no message parser and an English user loads no catalogue. `src/web/lib/i18n` sets an
// identity message compiler: every string it meets is already compiled.
import { transformAsync } from '@babel/core';
import linguiMacroPlugin from '@lingui/babel-plugin-lingui-macro';
import { compileMessage } from '@lingui/message-utils/compileMessage';

const MACRO_IMPORT = /from\s+['"]@lingui\/(core|react)\/macro['"]/;
const WEB_SOURCE = /[\\/]src[\\/]web[\\/].*\.[jt]sx?$/;

/** Babel: after the macro, replace each descriptor's `message` string with its compiled form. */
function compileSourceMessages({ types: t }) {
  const compiled = (text) => t.valueToNode(compileMessage(text));
  return {
    visitor: {
      Program: {
        exit(program, state) {
          const ids = new Set();
          state.file.metadata.linguiIds = ids;
          const idOf = (properties) =>
            properties.find((p) => t.isObjectProperty(p) && t.isIdentifier(p.key, { name: 'id' }))
              ?.value;
          program.traverse({
            ObjectProperty(path) {
              const { key, value } = path.node;
              if (!t.isIdentifier(key, { name: 'message' }) || !t.isStringLiteral(value)) return;
              const id = idOf(path.parentPath.node.properties);
              if (!id) return;
              path.node.value = compiled(value.value);
              if (t.isStringLiteral(id)) ids.add(id.value);
            },
            JSXAttribute(path) {
              const { name, value } = path.node;
              if (!t.isJSXIdentifier(name, { name: 'message' }) || !t.isStringLiteral(value))
                return;
              path.node.value = t.jsxExpressionContainer(compiled(value.value));
              const id = path.parentPath.node.attributes.find(
                (a) => t.isJSXAttribute(a) && t.isJSXIdentifier(a.name, { name: 'id' }),
              )?.value;
              if (t.isStringLiteral(id)) ids.add(id.value);
            },
          });
        },
      },
    },
  };
}

/**
 * The message ids each transformed module shows, by module id (absolute path): the build's
 * first-render catalogue parts are made from it (scripts/build/vite-start-catalogues.mjs).
 */
export const messageIdsByModule = new Map();

/** The transform, exported for the catalogue tests. */
export async function transformLinguiMacro(code, id) {
  const result = await transformAsync(code, {
    filename: id,
    babelrc: false,
    configFile: false,
    sourceMaps: true,
    parserOpts: { plugins: ['typescript', 'jsx'] },
    plugins: [[linguiMacroPlugin, { stripMessageField: false }], compileSourceMessages],
  });
  if (result?.code == null) return null;
  messageIdsByModule.set(id, [...(result.metadata?.linguiIds ?? [])]);
  return { code: result.code, map: result.map };
}

/** The Vite plugin: before the React plugin turns the JSX into calls. */
export function linguiMacro() {
  return {
    name: 'medmitra:lingui-macro',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0];
      if (!WEB_SOURCE.test(file) || !MACRO_IMPORT.test(code)) return null;
      return transformLinguiMacro(code, file);
    },
  };
}
