// The first-render parts of each catalogue (ADR 026). A Hindi page must not wait for the whole
// Hindi catalogue (~25 KB gzip) before its first render: it loads only the messages of the code
// that render draws, one small part per start module (src/core/routes/start-modules.ts: a page,
// with its shell's messages, and each thing it mounts), and the
// whole catalogue once the page is up. The server (or the prerendered page) names the parts a
// page needs in the HTML; the build manifest maps each part (`partKey`) to its file.
//
// Each part is a chunk this plugin adds to the build, `<src/web>/locales/<locale>/start/<module>.js`:
// the compiled translations of every message in the module's static import closure (what the
// macro plugin recorded as it transformed each file), less those of the modules the part comes
// after (a mounted module's page and shell), which the same first render loads in their part.
import { join, relative } from 'node:path';
import { getConfig } from '@lingui/conf';
import { createCompiledCatalog, getCatalogForFile, getCatalogs } from '@lingui/cli/api';
import { messageIdsByModule } from './vite-lingui-macro.mjs';

const PART = /[\\/]locales[\\/]([a-z-]+)[\\/]start[\\/](.+)\.js$/;

/**
 * @param {{ webRoot: string, entry: string, parts: { module: string, with: string[], before: string[] }[] }} options
 *   webRoot: Vite's root (src/web); entry: the entry module relative to it; parts: startParts().
 */
export function startCatalogues({ webRoot, entry, parts }) {
  const config = getConfig();
  const locales = config.locales.filter((locale) => locale !== config.sourceLocale);
  const partOf = new Map(parts.map((part) => [part.module, part]));
  /** @type {Map<string, Promise<Record<string, string>>>} */
  const translations = new Map();

  const translationsOf = (locale) => {
    let pending = translations.get(locale);
    if (!pending) {
      pending = (async () => {
        const file = relative(config.rootDir, catalogueFile(config, locale));
        const found = getCatalogForFile(file, await getCatalogs(config));
        if (!found) throw new Error(`No Lingui catalogue for ${locale}`);
        const { messages } = await found.catalog.getTranslations(locale, {
          fallbackLocales: config.fallbackLocales,
          sourceLocale: config.sourceLocale,
        });
        return messages;
      })();
      translations.set(locale, pending);
    }
    return pending;
  };

  return {
    name: 'medmitra:start-catalogues',
    buildStart() {
      // Only the browser build: the prerender's server-side build needs no catalogue.
      if (this.environment?.config?.consumer === 'server') return;
      for (const locale of locales)
        for (const { module } of parts)
          this.emitFile({
            type: 'chunk',
            id: join(webRoot, 'locales', locale, 'start', `${module}.js`),
          });
    },
    resolveId(id) {
      if (PART.test(id) && id.startsWith(webRoot)) return id;
      return null;
    },
    async load(id) {
      const match = PART.exec(id);
      if (!match || !id.startsWith(webRoot)) return null;
      const [, locale, module] = match;
      const part = partOf.get(module);
      if (!part || !locales.includes(locale)) throw new Error(`No catalogue part for ${id}`);
      // A part with nothing before it carries the entry's messages: the entry renders with it.
      const first = part.before.length === 0;
      const own = await messageIdsOf(this, webRoot, [
        module,
        ...part.with,
        ...(first ? [entry] : []),
      ]);
      const before = first ? new Set() : await messageIdsOf(this, webRoot, [...part.before, entry]);
      const all = await translationsOf(locale);
      const messages = {};
      for (const messageId of [...own].sort()) {
        if (before.has(messageId)) continue;
        if (all[messageId] === undefined) throw new Error(`No ${locale} message ${messageId}`);
        messages[messageId] = all[messageId];
      }
      const { source, errors } = createCompiledCatalog(locale, messages, { namespace: 'es' });
      if (errors.length) throw new Error(`Catalogue part ${id} did not compile`);
      return { code: source, moduleType: 'js' };
    },
  };
}

/** The messages shown by `modules` (relative to webRoot) and everything they import statically. */
async function messageIdsOf(context, webRoot, modules) {
  const seen = new Set();
  const queue = modules.map((module) => join(webRoot, module));
  while (queue.length) {
    const id = queue.pop();
    if (seen.has(id) || id.includes('node_modules') || id.startsWith('\0')) continue;
    seen.add(id);
    const info = await context.load({ id });
    queue.push(...info.importedIds);
  }
  const ids = new Set();
  for (const module of seen)
    for (const messageId of messageIdsByModule.get(module) ?? []) ids.add(messageId);
  return ids;
}

function catalogueFile(config, locale) {
  const path = config.catalogs[0]?.path;
  if (!path) throw new Error('lingui.config has no catalogue');
  return `${path.replace('<rootDir>', config.rootDir).replace('{locale}', locale)}.po`;
}
