import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { loadConfig } from '../src/config';
import { toAppError } from '../src/errors';
import { BODY_LIMITS, securityHeaderValues } from '../src/http/security';
import { RAZORPAY_CHECKOUT_URL } from '../src/modules/payments/gateway/razorpay-checkout';

/**
 * The shipped nginx files (deploy/) and the API agree (decision 059): what nginx serves itself
 * carries the API's security headers, and its body limit is the API's largest. nginx is not needed
 * here: the files are read as text, as nginx would read their directives.
 */
const ROOT = path.resolve(__dirname, '..', '..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

/** One nginx directive: its name, its arguments (quotes removed) and its block, if it has one. */
type Directive = { name: string; args: string[]; block?: Directive[] };

/** An nginx file's directives as nginx reads them: words and quoted strings, `;` ends one, `{ }` hold a block. */
function nginx(file: string): Directive[] {
  type Token = { word: string } | { punct: string };
  const tokens: Token[] = [
    ...read(file).matchAll(
      /"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|#[^\n]*|([;{}])|([^\s;{}"'#]+)/g,
    ),
  ].flatMap(([, dq, sq, punct, word]): Token[] => {
    if (dq !== undefined || sq !== undefined) return [{ word: dq ?? sq }];
    if (punct) return [{ punct }];
    return word ? [{ word }] : [];
  });
  let i = 0;
  const block = (): Directive[] => {
    const list: Directive[] = [];
    let words: string[] = [];
    while (i < tokens.length) {
      const token = tokens[i++];
      if ('word' in token) words.push(token.word);
      else if (token.punct === ';') {
        list.push({ name: words[0], args: words.slice(1) });
        words = [];
      } else if (token.punct === '{') {
        list.push({ name: words[0], args: words.slice(1), block: block() });
        words = [];
      } else return list;
    }
    return list;
  };
  return block();
}
const named = (list: Directive[] | undefined, name: string) =>
  (list ?? []).filter((d) => d.name === name);
const location = (list: Directive[] | undefined, where: string) =>
  named(list, 'location').find((d) => d.args.join(' ') === where)?.block;

describe('security headers of the files nginx serves itself (the admin console above all)', () => {
  test("are the API's own, as production sends them with Razorpay's checkout", () => {
    const shared = nginx('deploy/security-headers.conf');
    expect(shared.every((d) => d.name === 'add_header' && d.args[2] === 'always')).toBe(true);
    const headers = Object.fromEntries(shared.map((d) => [d.args[0], d.args[1]]));
    expect(headers).toEqual(securityHeaderValues({ isProduction: true }, RAZORPAY_CHECKOUT_URL));
    expect(Object.keys(headers)).toEqual(
      expect.arrayContaining([
        'Content-Security-Policy',
        'X-Frame-Options',
        'X-Content-Type-Options',
        'Strict-Transport-Security',
      ]),
    );
  });

  test('every location of the static apps that serves files includes them, and both images ship them there', () => {
    const [server] = named(nginx('deploy/spa.conf'), 'server');
    const serving = named(server.block, 'location').filter((l) => !named(l.block, 'return').length);
    expect(serving.map((l) => l.args.join(' '))).toEqual(['/assets/', '/']);
    for (const l of serving)
      expect({
        where: l.args[0],
        includes: named(l.block, 'include').map((d) => d.args[0]),
      }).toEqual({ where: l.args[0], includes: ['/etc/nginx/security-headers.conf'] });
    const dockerfile = read('Dockerfile');
    for (const image of ['storefront', 'admin']) {
      const stage = dockerfile.split(/^FROM /m).find((st) => st.includes(` AS ${image}\n`)) ?? '';
      expect(stage).toContain('COPY deploy/spa.conf /etc/nginx/conf.d/default.conf');
      expect(stage).toContain('COPY deploy/security-headers.conf /etc/nginx/security-headers.conf');
    }
  });

  test("the edge sends everything of the API host to the API's own site, where tokens and the explorer are", () => {
    const api = named(nginx('deploy/nginx.conf'), 'server').find((sv) =>
      named(sv.block, 'server_name').some((d) => d.args.includes('api.example.com')),
    );
    expect(location(api?.block, '/')).toEqual([
      { name: 'proxy_pass', args: ['http://api_itself'] },
      { name: 'include', args: ['/etc/nginx/proxy_params.conf'] },
    ]);
    const upstream = named(nginx('deploy/nginx.conf'), 'upstream').find((u) =>
      u.args.includes('api_itself'),
    );
    const compose = parse(read('docker-compose.yml'));
    expect(named(upstream?.block ?? [], 'server')[0]?.args).toEqual([
      `api:${compose.services.api.environment.PORT}`,
    ]);
  });

  test("the edge sends the admin host's pages to the static admin app", () => {
    const admin = named(nginx('deploy/nginx.conf'), 'server').find((sv) =>
      named(sv.block, 'server_name').some((d) => d.args.includes('admin.example.com')),
    );
    expect(location(admin?.block, '/')).toEqual([
      { name: 'proxy_pass', args: ['http://admin:80'] },
    ]);
  });
});

describe('body limits', () => {
  const largest = Math.max(...Object.values(BODY_LIMITS));
  const limits = nginx('deploy/body-limit.conf');

  test("nginx lets through bodies up to the API's largest limit, so the API's JSON 413 answers one over the caller's limit", () => {
    const [size] = named(limits, 'client_max_body_size');
    const [, figure, unit] = /^(\d+)([km]?)$/.exec(size?.args[0] ?? '') ?? [];
    expect(Number(figure) * { k: 1024, m: 1024 * 1024, '': 1 }[unit as 'k' | 'm' | '']).toBe(
      largest,
    );
    // No other limit anywhere in the shipped nginx files.
    const others = fs
      .readdirSync(path.join(ROOT, 'deploy'))
      .filter((f) => f.endsWith('.conf') && f !== 'body-limit.conf')
      .filter((f) => read(`deploy/${f}`).includes('client_max_body_size'));
    expect(others).toEqual([]);
  });

  test("past it nginx answers the API's own JSON 413, never its HTML page", () => {
    expect(named(limits, 'error_page')).toEqual([
      { name: 'error_page', args: ['413', '=', '@body_too_large'] },
    ]);
    const answer = location(limits, '@body_too_large');
    expect(named(answer, 'default_type')[0]?.args).toEqual(['application/json']);
    const [status, json] = named(answer, 'return')[0]?.args ?? [];
    const api = toAppError({ type: 'entity.too.large', limit: largest });
    expect({ status: Number(status), body: JSON.parse(json) }).toEqual({
      status: api.status,
      body: { code: api.code, message: api.message },
    });
  });

  test('every host of the edge includes the limit, and compose mounts it where they look', () => {
    const edge = named(nginx('deploy/nginx.conf'), 'server');
    expect(edge).toHaveLength(3);
    for (const server of edge)
      expect(named(server.block, 'include').map((d) => d.args[0])).toContain(
        '/etc/nginx/body-limit.conf',
      );
    const compose = parse(read('docker-compose.yml'));
    expect(compose.services.proxy.volumes).toContain(
      './deploy/body-limit.conf:/etc/nginx/body-limit.conf:ro',
    );
  });
});

describe('who the client is behind the shipped proxy (decision 082)', () => {
  const compose = parse(read('docker-compose.yml'));

  test("the API trusts exactly nginx's fixed address, inside the compose network's subnet", () => {
    const trusted = compose.services.api.environment.TRUST_PROXY as string;
    const nginxAddress = compose.services.proxy.networks.default.ipv4_address as string;
    expect(trusted).toBe(nginxAddress);
    const [subnet] = compose.networks.default.ipam.config.map((c: { subnet: string }) => c.subnet);
    const [base, bits] = subnet.split('/');
    const number = (ip: string) => ip.split('.').reduce((n, part) => n * 256 + Number(part), 0);
    const block = 2 ** (32 - Number(bits));
    expect(Math.floor(number(nginxAddress) / block)).toBe(Math.floor(number(base) / block));
    expect(loadConfig({ TRUST_PROXY: trusted }).trustProxy).toEqual([nginxAddress]);
  });

  test('nginx appends the address it sees to X-Forwarded-For and says the scheme, on every path to the API', () => {
    const params = Object.fromEntries(
      named(nginx('deploy/proxy_params.conf'), 'proxy_set_header').map((d) => [
        d.args[0],
        d.args[1],
      ]),
    );
    expect(params['X-Forwarded-For']).toBe('$proxy_add_x_forwarded_for');
    expect(params['X-Forwarded-Proto']).toBe('$scheme');
    const toApi = named(nginx('deploy/nginx.conf'), 'server')
      .flatMap((server) => named(server.block, 'location'))
      .filter((l) => named(l.block, 'proxy_pass').some((d) => /^http:\/\/api_/.test(d.args[0])));
    expect(toApi.length).toBeGreaterThanOrEqual(5);
    for (const l of toApi)
      expect({
        where: l.args.join(' '),
        includes: named(l.block, 'include').map((d) => d.args[0]),
      }).toEqual({ where: l.args.join(' '), includes: ['/etc/nginx/proxy_params.conf'] });
  });
});
