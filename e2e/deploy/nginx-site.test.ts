/**
 * The shipped deployment files are valid as shipped: `nginx -t` on deploy/nginx/sakura-sushi.conf (only its
 * documented placeholders replaced) and `systemd-analyze verify` on deploy/systemd/. Outside CI, a machine
 * without nginx or systemd lists these tests as skipped, the title saying what is missing; under CI=true that
 * is a failure (.ci/run installs them).
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inCI } from '../../server/test/db';
import { NGINX, nginxTest, renderSite, SYSTEMD_DIR } from './support/nginx';

const hasSystemdAnalyze = spawnSync('systemd-analyze', ['--version']).status === 0;
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function rendered() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sakura-nginx-'));
  dirs.push(dir);
  return renderSite(dir, { https: 8443, http: 8080, upstreams: [3001, 3002] });
}

describe.runIf(NGINX)(`nginx site (deploy/nginx/sakura-sushi.conf)${NGINX ? '' : ' (needs nginx: apt-get install nginx)'}`, () => {
  it('passes nginx -t with its placeholders replaced', () => {
    const result = nginxTest(rendered());
    expect(result.output).toContain('syntax is ok');
    expect(result.status, result.output).toBe(0);
  });

  it('nginx -t does refuse a broken site (the check above checks something)', () => {
    const site = rendered();
    appendFileSync(path.join(site.dir, 'sakura-sushi.conf'), '\nserver { proxy_next_upstream jamais; }\n');
    const result = nginxTest(site);
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('jamais');
  });
});
describe.runIf(!NGINX && inCI)('nginx site, under CI=true', () => {
  it('needs nginx in CI', () => expect.fail('nginx is not installed: .ci/run installs it'));
});

describe.runIf(hasSystemdAnalyze)(`systemd units (deploy/systemd/)${hasSystemdAnalyze ? '' : ' (needs systemd-analyze: apt-get install systemd)'}`, () => {
  it('every unit passes systemd-analyze verify without a warning', () => {
    const units = readdirSync(SYSTEMD_DIR).map((name) => (name.endsWith('@.service') ? name.replace('@.service', '@3001.service') : name));
    expect(units.sort()).toEqual(['sakura-sushi-backup.service', 'sakura-sushi-backup.timer', 'sakura-sushi-migrate.service', 'sakura-sushi@3001.service']);
    // verify finds a template's instance next to the template in the current folder
    const run = spawnSync('systemd-analyze', ['verify', '--man=no', ...units.map((u) => `./${u}`)], { cwd: SYSTEMD_DIR, encoding: 'utf8' });
    expect(`${run.stdout}${run.stderr}`).toBe('');
    expect(run.status).toBe(0);
  });

  it("gives an instance more time to stop than the app's shutdown deadline (SHUTDOWN_TIMEOUT_MS=10000)", () => {
    const unit = readFileSync(path.join(SYSTEMD_DIR, 'sakura-sushi@.service'), 'utf8');
    const stop = Number(/^TimeoutStopSec=(\d+)$/m.exec(unit)?.[1]);
    expect(stop).toBeGreaterThan(10);
    expect(unit).toMatch(/^ReadWritePaths=\/var\/lib\/sakura-sushi$/m);
  });
});
describe.runIf(!hasSystemdAnalyze && inCI)('systemd units, under CI=true', () => {
  it('needs systemd-analyze in CI', () => expect.fail('systemd-analyze is missing: .ci/run installs systemd'));
});
