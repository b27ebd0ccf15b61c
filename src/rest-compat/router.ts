import type { HttpMethod, RouteDef } from './route.ts';

interface CompiledRoute {
  def: RouteDef;
  regex: RegExp;
  names: string[];
}

export interface RouteMatch {
  def: RouteDef;
  path: Record<string, string>;
}

export type Lookup =
  { kind: 'found'; match: RouteMatch } | { kind: 'method_not_allowed'; allowed: string[] } | { kind: 'not_found' };

/**
 * Matches Zulip paths like Django's URL router: `{name:int}` matches digits
 * only (so `/users/abc` falls through to `/users/{email}`), `{name}` any
 * segment, `{name:path}` the rest of the path. The first pattern that matches the path decides the allowed methods.
 */
export class Router {
  private readonly routes: CompiledRoute[] = [];

  add(def: RouteDef): void {
    const names: string[] = [];
    const pattern = def.path.replace(/\{(\w+)(?::(int|path))?\}/g, (_m, name: string, type?: string) => {
      names.push(name);
      if (type === 'path') return '(.+)';
      return type === 'int' ? '(\\d+)' : '([^/]+)';
    });
    this.routes.push({ def, regex: new RegExp(`^${pattern}$`), names });
  }

  lookup(method: string, path: string, prefix: 'api' | 'json'): Lookup {
    let patternOfFirstMatch: string | undefined;
    const allowed = new Set<string>();
    for (const r of this.routes) {
      if (prefix === 'json' && r.def.apiOnly) continue;
      const m = r.regex.exec(path);
      if (!m) continue;
      // Zulip dispatches on the first URL pattern that matches; other patterns never apply.
      patternOfFirstMatch ??= r.def.path;
      if (r.def.path !== patternOfFirstMatch) continue;
      allowed.add(r.def.method);
      if (r.def.method === method || (method === 'HEAD' && r.def.method === 'GET')) {
        const params: Record<string, string> = {};
        r.names.forEach((n, i) => (params[n] = decodeURIComponent(m[i + 1])));
        return { kind: 'found', match: { def: r.def, path: params } };
      }
    }
    if (allowed.size === 0) return { kind: 'not_found' };
    if (allowed.has('GET')) allowed.add('HEAD');
    return { kind: 'method_not_allowed', allowed: [...allowed].sort() };
  }

  methods(): HttpMethod[] {
    return this.routes.map((r) => r.def.method);
  }

  definitions(): RouteDef[] {
    return this.routes.map((r) => r.def);
  }
}
