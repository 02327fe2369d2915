/**
 * The shipped nginx site (deploy/nginx/sakura-sushi.conf) made runnable in a temporary folder: its
 * documented placeholders replaced by plain text replacement (nothing else changes), a self-signed
 * certificate made by openssl, a main nginx.conf that includes the site, and nginx itself run in the
 * foreground with that folder as its prefix (pid, logs and temporary files stay in it).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SITE_FILE = path.resolve('deploy/nginx/sakura-sushi.conf');
export const SYSTEMD_DIR = path.resolve('deploy/systemd');

/** nginx on PATH or where Debian puts it; null when it is not installed. */
export const NGINX = ['/usr/sbin/nginx', ...(process.env.PATH ?? '').split(':').map((dir) => path.join(dir, 'nginx'))].find((file) => existsSync(file)) ?? null;

export interface SitePorts {
  https: number;
  http: number;
  /** The two instances' ports, in place of 3001 and 3002. */
  upstreams: [number, number];
}

export interface RenderedSite {
  dir: string;
  conf: string;
  accessLog: string;
  /** The certificate's PEM, for a client that trusts it. */
  certificate: string;
}

/** A self-signed certificate for `localhost` and 127.0.0.1, valid one day. */
function selfSignedCertificate(dir: string): { cert: string; key: string } {
  const cert = path.join(dir, 'fullchain.pem');
  const key = path.join(dir, 'privkey.pem');
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl req -x509 a échoué : ${made.stderr}`);
  return { cert, key };
}

/** Replaces every `from` by `to`; a placeholder missing from the site is an error (the test would test nothing). */
function replaceAll(text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new Error(`placeholder « ${from} » absent de ${SITE_FILE}`);
  return text.split(from).join(to);
}

/** The site with the test's ports, certificate and log, and the main nginx.conf including it, under `dir`. */
export function renderSite(dir: string, ports: SitePorts): RenderedSite {
  mkdirSync(path.join(dir, 'logs'), { recursive: true });
  const certDir = path.join(dir, 'cert');
  mkdirSync(certDir, { recursive: true });
  selfSignedCertificate(certDir);
  const accessLog = path.join(dir, 'logs', 'access.log');
  let site = readFileSync(SITE_FILE, 'utf8');
  site = replaceAll(site, '/etc/letsencrypt/live/shop.example.tn/', `${certDir}/`);
  site = replaceAll(site, 'shop.example.tn', 'localhost');
  site = replaceAll(site, 'listen 443 ', `listen 127.0.0.1:${ports.https} `);
  site = replaceAll(site, 'listen 80;', `listen 127.0.0.1:${ports.http};`);
  site = replaceAll(site, '127.0.0.1:3001', `127.0.0.1:${ports.upstreams[0]}`);
  site = replaceAll(site, '127.0.0.1:3002', `127.0.0.1:${ports.upstreams[1]}`);
  site = replaceAll(site, '/var/log/nginx/sakura-sushi.access.log', accessLog);
  site = replaceAll(site, 'root /var/www/html;', `root ${dir}/www;`);
  const siteFile = path.join(dir, 'sakura-sushi.conf');
  writeFileSync(siteFile, site);

  // What Debian's /etc/nginx/nginx.conf gives the site, with every path inside `dir`. Under root the
  // workers would run as www-data, who cannot enter a private temporary folder: they stay this user.
  const user = process.getuid?.() === 0 ? `user ${os.userInfo().username};\n` : '';
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `${user}worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections 256; }
http {
    types { text/html html; application/javascript js; text/css css; }
    default_type application/octet-stream;
    access_log ${dir}/logs/other.log;
    client_body_temp_path ${dir}/client_body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
    sendfile on;
    gzip on;
    include ${siteFile};
}
`,
  );
  return { dir, conf, accessLog, certificate: readFileSync(path.join(certDir, 'fullchain.pem'), 'utf8') };
}

const baseArgs = (site: RenderedSite) => ['-p', site.dir, '-c', site.conf, '-e', path.join(site.dir, 'logs', 'error.log')];

/** `nginx -t` on the rendered site: its status and what it printed. */
export function nginxTest(site: RenderedSite): { status: number | null; output: string } {
  const run = spawnSync(NGINX!, ['-t', ...baseArgs(site)], { encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/** nginx in the foreground on the rendered site; resolves once it answers on `httpsPort`. */
export async function startNginx(site: RenderedSite, isUp: () => Promise<boolean>): Promise<ChildProcess> {
  const child = spawn(NGINX!, [...baseArgs(site), '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
  const deadline = Date.now() + 10_000;
  while (!(await isUp())) {
    if (child.exitCode !== null) throw new Error(`nginx s'est arrêté (code ${child.exitCode})`);
    if (Date.now() > deadline) throw new Error("nginx n'a pas démarré en 10 s");
    await new Promise((r) => setTimeout(r, 100));
  }
  return child;
}

/** The access log's lines, parsed: which instance answered each request (log_format sakura_sushi). */
export function accessLogEntries(site: RenderedSite): { request: string; status: number; upstream: string; requestId: string }[] {
  if (!existsSync(site.accessLog)) return [];
  return readFileSync(site.accessLog, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const m = /"([^"]*)" (\d+) .* upstream=(\S+(?:, \S+)*) upstream_status=\S+(?:, \S+)* request_id=(\S*)/.exec(line);
      if (!m) throw new Error(`ligne du journal nginx illisible : ${line}`);
      return { request: m[1]!, status: Number(m[2]), upstream: m[3]!, requestId: m[4]! };
    });
}
