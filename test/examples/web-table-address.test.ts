/**
 * The web table page's choice of game server and the keys of its seat
 * tokens (examples/web-table/src/server-address.ts): the built page talks
 * only to its configured server; the development page takes `?server=` only
 * when it names this machine; a token is kept under its server and table.
 */
import { describe, expect, it } from 'vitest';
import {
  chooseServer,
  isLoopbackHost,
  seatTokenKey,
  serverOrigin,
} from '../../examples/web-table/src/server-address.js';

describe('the web table page’s game server', () => {
  it('is the configured server, else the page’s host on port 2567', () => {
    expect(chooseServer({ pageHost: 'play.example.org', asked: null, dev: false })).toEqual({
      endpoint: 'ws://play.example.org:2567',
      refused: null,
    });
    expect(
      chooseServer({ configured: 'wss://tables.example.org/', pageHost: 'x', asked: null, dev: false }),
    ).toEqual({ endpoint: 'wss://tables.example.org', refused: null });
    expect(chooseServer({ configured: '', pageHost: '[::1]', asked: null, dev: true }).endpoint).toBe(
      'ws://[::1]:2567',
    );
  });

  it('takes no ?server= on the built page, not even this machine', () => {
    const choice = chooseServer({ pageHost: 'example.org', asked: 'ws://127.0.0.1:9999', dev: false });
    expect(choice.endpoint).toBe('ws://example.org:2567');
    expect(choice.refused).toMatch(/development page/);
  });

  it('takes ?server= on the development page only when it names this machine', () => {
    const dev = (asked: string) => chooseServer({ pageHost: '127.0.0.1', asked, dev: true });
    for (const [asked, endpoint] of [
      ['ws://127.0.0.1:2568', 'ws://127.0.0.1:2568'],
      ['ws://127.3.4.5:2568/any/path?x=1', 'ws://127.3.4.5:2568'],
      ['ws://127.1:2568', 'ws://127.0.0.1:2568'],
      ['ws://0x7f.1:2568', 'ws://127.0.0.1:2568'],
      ['ws://localhost:2568', 'ws://localhost:2568'],
      ['ws://LOCALHOST:2568', 'ws://localhost:2568'],
      ['wss://[::1]:2568', 'wss://[::1]:2568'],
    ] as const) {
      expect(dev(asked), asked).toEqual({ endpoint, refused: null });
    }
    for (const asked of [
      'ws://203.0.113.9:2567',
      'ws://127.0.0.1.attacker.example:2567',
      'ws://localhost.attacker.example:2567',
      'ws://127.0.0.1@attacker.example:2567',
      'ws://user:pass@127.0.0.1:2567',
      'ws://[::ffff:127.0.0.1]:2567',
      'ws://128.0.0.1:2567',
      'ws://0.0.0.0:2567',
      'http://127.0.0.1:2567',
      'javascript:alert(1)',
      '//127.0.0.1:2567',
      'not a url',
      '',
    ]) {
      const choice = dev(asked);
      expect(choice.endpoint, asked).toBe('ws://127.0.0.1:2567');
      expect(choice.refused, asked).not.toBeNull();
    }
  });

  it('keeps a seat token under its server and table, never under the table alone', () => {
    expect(seatTokenKey('ws://127.0.0.1:2567', 'k3x9')).toBe('boneyard:seat:ws://127.0.0.1:2567|k3x9');
    expect(seatTokenKey('ws://127.0.0.1:2568', 'k3x9')).not.toBe(seatTokenKey('ws://127.0.0.1:2567', 'k3x9'));
    expect(seatTokenKey('ws://127.0.0.1:2567', 'k3x9')).not.toBe('boneyard:seat:k3x9');
  });

  it('reads addresses as the URL parser does', () => {
    expect(serverOrigin('ws://example.org:80/')).toBe('ws://example.org');
    expect(serverOrigin('ftp://example.org')).toBeNull();
    expect(isLoopbackHost('127.255.255.255')).toBe(true);
    expect(isLoopbackHost('127.0.0.256')).toBe(false);
    expect(isLoopbackHost('[::2]')).toBe(false);
  });
});
