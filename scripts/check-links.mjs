// Every link of the built docs site resolves: each href and src of every HTML page (VitePress's pages and
// TypeDoc's API pages alike) that points inside the site names a file that exists, and its #fragment an id
// on that page. External links (http:, https:, mailto:) are not fetched (no network in CI).
// `node scripts/check-links.mjs <site folder> [base]`; exits 1 listing every broken link.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const site = resolve(process.argv[2] ?? 'docs/.vitepress/dist');
const base = process.argv[3] ?? process.env.DOCS_BASE ?? '/';
const pages = [];
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (name.endsWith('.html')) pages.push(path);
  }
};
walk(site);
const ids = new Map();
const idsOf = (file) => {
  if (!ids.has(file)) {
    const html = readFileSync(file, 'utf8');
    ids.set(file, new Set([...html.matchAll(/\s(?:id|name)="([^"]+)"/g)].map((m) => m[1])));
  }
  return ids.get(file);
};
const broken = [];
let checked = 0;
for (const page of pages) {
  const html = readFileSync(page, 'utf8').replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, (tag) =>
    tag.replace(/>[\s\S]*<\/script>/, '></script>'),
  );
  for (const [, attr, raw] of html.matchAll(/\s(href|src)="([^"]*)"/g)) {
    const link = raw.replaceAll('&amp;', '&');
    if (/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(link) || link === '') continue;
    checked++;
    const [pathPart, fragment] = link.split('#');
    const path = decodeURIComponent(pathPart.split('?')[0]);
    let target;
    if (path === '') target = page;
    else if (path.startsWith('/')) {
      if (!path.startsWith(base)) {
        broken.push(`${relative(site, page)}: ${attr} ${link} (outside the base ${base})`);
        continue;
      }
      target = join(site, path.slice(base.length));
    } else target = resolve(dirname(page), path);
    if (existsSync(target) && statSync(target).isDirectory()) target = join(target, 'index.html');
    else if (!existsSync(target) && existsSync(`${target}.html`)) target = `${target}.html`;
    if (!existsSync(target)) {
      broken.push(`${relative(site, page)}: ${attr} ${link}`);
      continue;
    }
    // TypeDoc links every interface's "Hierarchy" to its entry on hierarchy.html, but lists there only interfaces
    // whose parent is a documented declaration: one declared from a schema (`extends Infer<…>`) gets a link to the
    // page without its anchor. The page exists (checked above); its anchor is TypeDoc's to give.
    const typedocHierarchy = target.endsWith(`${join('api', 'hierarchy.html')}`);
    if (
      fragment &&
      target.endsWith('.html') &&
      !typedocHierarchy &&
      !idsOf(target).has(decodeURIComponent(fragment))
    )
      broken.push(`${relative(site, page)}: ${attr} ${link} (no #${fragment} there)`);
  }
}
if (broken.length > 0) {
  console.error(`check-links: ${broken.length} broken link(s) in ${site}:\n  ${broken.join('\n  ')}`);
  process.exit(1);
}
console.log(`check-links: ${checked} links of ${pages.length} pages resolve`);
