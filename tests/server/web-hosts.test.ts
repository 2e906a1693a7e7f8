/**
 * The names a board answers to (server/web-hosts.ts): what --hostname and --origin accept, the
 * defaults for a loopback, a wildcard and a given address, and how Host and Origin are matched.
 */
import { describe, expect, it } from 'vitest';
import { hostname } from 'node:os';
import { HostNames, defaultHostnames, parseHostname, parseOrigin } from '../../server/web-hosts';

describe("the board's names", () => {
  it('--hostname takes NAME, NAME:PORT, an IPv4 or IPv6 address; refuses what is no host name', () => {
    expect(parseHostname('BBS.Example.org')).toEqual({ name: 'bbs.example.org', port: null });
    expect(parseHostname('bbs.example.org:8443')).toEqual({ name: 'bbs.example.org', port: 8443 });
    expect(parseHostname('192.0.2.7:8080')).toEqual({ name: '192.0.2.7', port: 8080 });
    expect(parseHostname('2001:db8::1')).toEqual({ name: '[2001:db8::1]', port: null });
    expect(parseHostname('[2001:db8::1]:8080')).toEqual({ name: '[2001:db8::1]', port: 8080 });
    for (const bad of ['', 'bad name', 'evil.example/x', 'x:0', 'x:99999', '[not-v6]:80', '-x.example', 'a@b']) expect(() => parseHostname(bad), bad).toThrow(/--hostname/);
  });

  it('--origin takes http(s)://host[:port] as a browser writes it; refuses anything else', () => {
    expect(parseOrigin('https://Front.Example')).toBe('https://front.example');
    expect(parseOrigin('https://front.example:443/')).toBe('https://front.example');
    expect(parseOrigin('http://front.example:8080')).toBe('http://front.example:8080');
    for (const bad of ['front.example', 'ftp://front.example', 'https://front.example/app', 'https://u:p@front.example', 'https://front.example?x=1', 'null']) expect(() => parseOrigin(bad), bad).toThrow(/--origin/);
  });

  it('the defaults: loopback names on loopback, the machine on a wildcard, the address itself otherwise', () => {
    expect(defaultHostnames('127.0.0.1')).toEqual(['127.0.0.1', 'localhost', '[::1]']);
    expect(defaultHostnames('::1')).toEqual(['[::1]', 'localhost', '127.0.0.1']);
    expect(defaultHostnames('192.0.2.7')).toEqual(['192.0.2.7']);
    const all = defaultHostnames('0.0.0.0');
    expect(all).toContain('127.0.0.1');
    expect(all).toContain(hostname().toLowerCase());
    expect(all.every((n) => !n.includes('%'))).toBe(true);
  });

  it('a Host matches a name at the board port (or with no port at 80); an Origin matches a name or a listed origin', () => {
    const n = new HostNames(8080, ['127.0.0.1', 'localhost'], [parseHostname('bbs.example.org'), parseHostname('play.example.net:443')], [parseOrigin('https://front.example')]);
    expect(['127.0.0.1:8080', 'LOCALHOST:8080', 'bbs.example.org', 'bbs.example.org:8080', 'play.example.net', 'play.example.net:443'].filter((h) => !n.host(h))).toEqual([]);
    expect(['127.0.0.1', 'localhost:80', 'evil.example:8080', 'bbs.example.org:9', 'play.example.net:8080', '', undefined].filter((h) => n.host(h))).toEqual([]);
    expect(n.origin(undefined)).toBe(true);
    expect(['http://127.0.0.1:8080', 'https://bbs.example.org', 'https://play.example.net', 'https://front.example'].filter((o) => !n.origin(o))).toEqual([]);
    expect(['http://evil.example:8080', 'null', 'https://front.example:8443', 'http://127.0.0.1:8080/x', 'http://user@127.0.0.1:8080', 'file://'].filter((o) => n.origin(o))).toEqual([]);
    const port80 = new HostNames(80, ['127.0.0.1'], [], []);
    expect(port80.host('127.0.0.1')).toBe(true);
    expect(port80.origin('http://127.0.0.1')).toBe(true);
  });
});
