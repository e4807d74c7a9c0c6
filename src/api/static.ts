/// <reference types="node" />
/**
 * The built site, served by the Node service as the production hosts serve it (`npm start`): the
 * documents /<lng>/<route>/ from their index.html, a real 404 with /404.html, the precompressed
 * .br/.gz files the build wrote, and the headers and redirects of deploy/_headers and
 * deploy/_redirects, which scripts/deploy/config.mjs generates from the same definitions as
 * deploy/nginx.conf (so the security headers are never typed twice; src/ does not import scripts/).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentType } from '../config/media-types.ts';

export const DEPLOY_DIR = fileURLToPath(new URL('../../deploy/', import.meta.url));

interface Rule {
  readonly path: string;
  readonly pattern: RegExp;
  /** [name, value] to add, or [name, undefined] for a `! Name` line, which removes a header the host adds. */
  readonly headers: readonly (readonly [string, string | undefined])[];
}
interface Redirect {
  readonly pattern: RegExp;
  readonly to: string;
  readonly status: number;
}

/**
 * A _headers or _redirects path as Pages reads it: `*` is the splat (any characters), `:name` one
 * segment; the groups are named `splat` and `name`.
 */
function pathPattern(path: string): RegExp {
  let source = '';
  for (const token of path.split(/(\*|:[A-Za-z]\w*)/)) {
    if (token === '*') source += '(?<splat>.*)';
    else if (token.startsWith(':') && token.length > 1) source += `(?<${token.slice(1)}>[^/]+)`;
    else source += token.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

/** The rules of a Netlify / Cloudflare Pages _headers file. */
export function parseHeadersFile(text: string): Rule[] {
  const rules: { path: string; pattern: RegExp; headers: [string, string | undefined][] }[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ path: line.trim(), pattern: pathPattern(line.trim()), headers: [] });
    else if (line.trim().startsWith('!')) rules.at(-1)?.headers.push([line.trim().slice(1).trim(), undefined]);
    else {
      const at = line.indexOf(':');
      rules.at(-1)?.headers.push([line.slice(0, at).trim(), line.slice(at + 1).trim()]);
    }
  }
  return rules;
}

/** The rules of a _redirects file (`/from/* /to/:splat 301`). */
export function parseRedirectsFile(text: string): Redirect[] {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => {
      const [from = '', to = '', status = '301'] = l.split(/\s+/);
      return { pattern: pathPattern(from), to, status: Number(status) };
    });
}

/** Every header the rules give a path (values of a header set twice are joined, as the hosts do). */
export function headersFor(rules: readonly Rule[], path: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const rule of rules) {
    if (!rule.pattern.test(path)) continue;
    for (const [name, value] of rule.headers) {
      if (value === undefined) headers.delete(name);
      else headers.set(name, headers.has(name) ? `${headers.get(name)}, ${value}` : value);
    }
  }
  return headers;
}


export interface StaticSite {
  /** Security headers (the _headers rule for every path) for responses that are not files, like the API's. */
  readonly commonHeaders: ReadonlyMap<string, string>;
  serve(request: Request): Response;
}

export function staticSite(root: string, deployDir: string = DEPLOY_DIR): StaticSite {
  const dir = resolve(root);
  const read = (file: string) => (existsSync(join(deployDir, file)) ? readFileSync(join(deployDir, file), 'utf8') : '');
  const rules = parseHeadersFile(read('_headers'));
  const redirects = parseRedirectsFile(read('_redirects'));
  const commonHeaders = headersFor(rules.filter((r) => r.path === '/*'), '/');

  const isFile = (file: string) => {
    try {
      return statSync(file).isFile();
    } catch {
      return false;
    }
  };

  function respond(request: Request, file: string, path: string, status: number): Response {
    const headers = new Headers();
    for (const [name, value] of headersFor(rules, path)) headers.set(name, value);
    if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-cache');
    headers.set('Content-Type', contentType(extname(file).slice(1)) ?? 'application/octet-stream');
    let body = file;
    const accept = request.headers.get('accept-encoding') ?? '';
    for (const [encoding, suffix] of [['br', '.br'], ['gzip', '.gz']] as const) {
      if (isFile(file + suffix)) {
        headers.set('Vary', 'Accept-Encoding');
        if (accept.includes(encoding) && body === file) {
          body = file + suffix;
          headers.set('Content-Encoding', encoding);
        }
      }
    }
    const bytes = readFileSync(body);
    headers.set('Content-Length', String(bytes.byteLength));
    return new Response(request.method === 'HEAD' ? null : bytes, { status, headers });
  }

  function redirect(location: string): Response {
    return new Response(null, { status: 308, headers: { Location: location, ...Object.fromEntries(headersFor(rules, location)) } });
  }

  return {
    commonHeaders,
    serve(request) {
      const url = new URL(request.url);
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return new Response(null, { status: 405, headers: { Allow: 'GET, HEAD', ...Object.fromEntries(commonHeaders) } });
      }
      let path: string;
      try {
        path = decodeURIComponent(url.pathname);
      } catch {
        path = '';
      }
      let rewritten = false;
      for (const r of redirects) {
        const match = r.pattern.exec(url.pathname);
        if (!match) continue;
        const groups = match.groups ?? {};
        const location = r.to.replace(/:([A-Za-z]\w*)/g, (whole, name: string) => groups[name] ?? whole);
        // A 200 rule is a rewrite: the answer is the target's, at the same address (the edge's way to a 404).
        if (r.status === 200) {
          path = location;
          rewritten = true;
          break;
        }
        return new Response(null, { status: r.status, headers: { Location: location, ...Object.fromEntries(headersFor(rules, url.pathname)) } });
      }
      const target = resolve(dir, `.${path}`);
      const inside = path.startsWith('/') && !path.includes('\0') && (target === dir || target.startsWith(dir + sep));
      if (inside && !rewritten) {
        // As Pages: a folder's one address ends in a slash, and …/index.html is that address too.
        if (path.endsWith('/index.html') && isFile(target)) return redirect(url.pathname.slice(0, -'index.html'.length));
        if (!path.endsWith('/') && isFile(join(target, 'index.html'))) return redirect(`${url.pathname}/`);
        const found = path.endsWith('/') ? join(target, 'index.html') : target;
        if (isFile(found) && !found.endsWith('.br') && !found.endsWith('.gz')) return respond(request, found, url.pathname, 200);
      }
      const notFound = join(dir, '404.html');
      if (isFile(notFound)) return respond(request, notFound, '/404.html', 404);
      return new Response('Not found.', { status: 404, headers: { ...Object.fromEntries(commonHeaders), 'Content-Type': 'text/plain; charset=utf-8' } });
    },
  };
}
