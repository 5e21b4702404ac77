// After the client and pre-render builds: writes dist/web/login.html, the console's page with the login
// island's markup in #root and the entry's stylesheet inline, so /sdp/login paints before its JavaScript runs.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';

const ROOT_ELEMENT = '<div id="root"></div>';
const STYLESHEET = /<link rel="stylesheet"[^>]*href="\/sdp\/([^"]+\.css)"[^>]*>/;

/** The console's index.html with the markup in #root, the title, and its stylesheet `css` inline. */
export function loginHtml(indexHtml, { title, markup }, readCss) {
  if (!indexHtml.includes(ROOT_ELEMENT)) throw new Error('index.html has no empty #root element');
  const stylesheet = STYLESHEET.exec(indexHtml);
  if (!stylesheet) throw new Error("index.html links no stylesheet of the entry's");
  return indexHtml
    .replace(stylesheet[0], () => `<style>${readCss(stylesheet[1])}</style>`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
    .replace(ROOT_ELEMENT, () => `<div id="root">${markup}</div>`);
}

async function main() {
  const webDir = join(process.cwd(), 'dist', 'web');
  const { renderLoginPage } = await import(
    pathToFileURL(join(process.cwd(), 'dist', 'prerender', 'loginPrerender.js')).href
  );
  const index = await readFile(join(webDir, 'index.html'), 'utf8');
  const css = new Map();
  for (const [, file] of index.matchAll(new RegExp(STYLESHEET, 'g'))) {
    css.set(file, await readFile(join(webDir, file), 'utf8'));
  }
  const html = Buffer.from(loginHtml(index, renderLoginPage(), (file) => css.get(file)));
  const path = join(webDir, 'login.html');
  await writeFile(path, html);
  await writeFile(`${path}.gz`, await promisify(gzip)(html, { level: zlibConstants.Z_BEST_COMPRESSION }));
  await writeFile(
    `${path}.br`,
    await promisify(brotliCompress)(html, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY },
    }),
  );
  console.log(`login.html: the login page pre-rendered (${html.length} bytes)`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
