import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The snippet every nginx in front of the site includes: the deployment's own caching rules. */
export const SITE_PROXY_CONF = path.resolve('deploy/nginx/site-proxy.conf');

/** What {@link nginxConfig} writes a configuration for. */
export interface NginxOptions {
  /** Folder for the configuration, pid, logs, temp files and the page cache (created). */
  dir: string;
  /** Port the proxy listens on (127.0.0.1). */
  port: number;
  /** Ports of the `next start` instances behind it. */
  upstreamPorts: number[];
  /** Optional: also serve this folder as plain files on `port` (the bench's ceiling). */
  static?: { root: string; port: number };
}

/**
 * A complete nginx configuration (Debian's nginx) that runs in the foreground as the current
 * user, with every path inside `dir`: `deploy/nginx/site-proxy.conf` in front of `upstreamPorts`,
 * as `deploy/nginx/corporate-site.conf` sets it up on a server, and optionally a static server
 * of `static.root` (`$uri`, `$uri.html`, else `404.html` with status 404).
 *
 * The cache folder is emptied first. Used by `npm run bench` and the `scale` e2e project;
 * start it with
 * `nginx -p <dir> -c nginx.conf -e stderr`.
 *
 * @returns the configuration file's path
 */
export function nginxConfig({ dir, port, upstreamPorts, static: plain }: NginxOptions): string {
  const root = path.resolve(dir);
  // A fresh cache every run: entries of an earlier build must not answer this one's first requests.
  rmSync(path.join(root, 'cache'), { recursive: true, force: true });
  for (const sub of ['cache', 'temp']) mkdirSync(path.join(root, sub), { recursive: true });
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const staticServer = plain
    ? `
  server {
    listen 127.0.0.1:${plain.port};
    root ${path.resolve(plain.root)};
    location / { try_files $uri $uri.html =404; }
    error_page 404 /404.html;
  }`
    : '';
  const conf = `# Written by scripts/lib/nginx.ts
daemon off;
${isRoot ? 'user root;' : ''}
worker_processes auto;
pid ${root}/nginx.pid;
error_log stderr warn;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${root}/temp/body;
  proxy_temp_path ${root}/temp/proxy;
  fastcgi_temp_path ${root}/temp/fastcgi;
  uwsgi_temp_path ${root}/temp/uwsgi;
  scgi_temp_path ${root}/temp/scgi;
  proxy_cache_path ${root}/cache levels=1:2 keys_zone=next_pages:16m max_size=256m inactive=10m use_temp_path=off;
  upstream next_site {
    least_conn;
${upstreamPorts.map((p) => `    server 127.0.0.1:${p};`).join('\n')}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    include ${SITE_PROXY_CONF};
  }${staticServer}
}
`;
  const file = path.join(root, 'nginx.conf');
  writeFileSync(file, conf);
  return file;
}

/** The arguments that run nginx on {@link nginxConfig}'s output in the foreground. */
export function nginxArgs(dir: string): string[] {
  const root = path.resolve(dir);
  return ['-p', root, '-c', path.join(root, 'nginx.conf'), '-e', 'stderr'];
}
