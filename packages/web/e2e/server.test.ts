import { describe, expect, inject, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inlineScriptHashes, pagePolicy, policyHeader } from '@trigon/protocol/page-policy';
import { appDir } from '../server/serve.js';

const baseUrl = inject('baseUrl');

describe('the static server of npm start', () => {
  it('serves the app with the headers that isolate it for the AI worker', async () => {
    const response = await fetch(baseUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(response.headers.get('cross-origin-embedder-policy')).toBe('require-corp');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('<div id="app">');
  });

  it('sends the game server’s policy, so that local play is tested under it', async () => {
    const response = await fetch(baseUrl);
    const html = readFileSync(join(appDir, 'index.html'), 'utf8');
    expect(response.headers.get('content-security-policy')).toBe(
      policyHeader(pagePolicy(inlineScriptHashes(html))),
    );
    // The build's inline script (the theme before the first paint) is let run, by its hash.
    expect(inlineScriptHashes(html)).toHaveLength(1);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('same-origin');
  });

  it('caches hashed assets for good and answers 404 for missing files', async () => {
    const size = JSON.parse(readFileSync(join(appDir, 'size.json'), 'utf8')) as { files: string[] };
    const asset = await fetch(new URL(size.files[0], baseUrl));
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(new URL('assets/missing.js', baseUrl))).status).toBe(404);
    // A path without an extension is a page of the app.
    expect((await fetch(new URL('games/trigonal', baseUrl))).status).toBe(200);
  });

  it('refuses paths outside the app and methods other than GET and HEAD', async () => {
    expect((await fetch(new URL('..%2f..%2fpackage.json', baseUrl))).status).toBe(403);
    expect((await fetch(baseUrl, { method: 'POST' })).status).toBe(405);
    expect((await fetch(baseUrl, { method: 'HEAD' })).status).toBe(200);
  });

  it('keeps the first page’s JavaScript within its budget', () => {
    const size = JSON.parse(readFileSync(join(appDir, 'size.json'), 'utf8')) as {
      gzip: number;
      budget: number;
    };
    expect(size.budget).toBe(250 * 1024);
    expect(size.gzip).toBeLessThanOrEqual(size.budget);
  });
});
