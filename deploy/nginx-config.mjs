// Renders deploy/nginx.conf (the site: upstream + server) and, for a private nginx such as the
// stack test's, a main config around it. As a command it prints the site for /etc/nginx/conf.d:
//
//   node deploy/nginx-config.mjs --listen 127.0.0.1:8080 --ports 3001,3002,3003 \
//     --web-dist /opt/asesa/apps/web/dist > /etc/nginx/conf.d/asesa.conf
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const TEMPLATE = fileURLToPath(new URL('./nginx.conf', import.meta.url));

/**
 * The site config with its tokens filled in.
 * @param {{ listen: string, ports: number[], webDist?: string, host?: string }} opts
 */
export function renderSite({
  listen,
  ports,
  webDist = join(REPO_ROOT, 'apps/web/dist'),
  host = '127.0.0.1',
}) {
  if (!ports.length) throw new Error('renderSite: at least one instance port is needed');
  const servers = ports.map((p) => `    server ${host}:${p} max_fails=1 fail_timeout=5s;`).join('\n');
  // `root` takes the folder that holds assets/ (the URL path is appended to it).
  const filled = readFileSync(TEMPLATE, 'utf8')
    .replace('{{SERVERS}}', servers)
    .replace('{{LISTEN}}', listen)
    .replace('{{WEB_DIST}}', webDist.replace(/\/+$/, ''));
  const left = filled.match(/\{\{[A-Z_]+\}\}/);
  if (left) throw new Error(`renderSite: ${left[0]} has no value`);
  return filled;
}

/**
 * A main config for an nginx run as `nginx -p <dir> -c <dir>/nginx.conf`: pid, logs and temp
 * files in `dir`, so it needs nothing of /etc/nginx's setup but mime.types and never touches the
 * system nginx. `user` names the workers' account when the master runs as root (nginx refuses
 * the directive's effect otherwise, so it is left out for other users). Only root may raise the
 * open-file limit, which each connection (client side and instance side) counts against.
 * @param {{ dir: string, siteFile: string, user?: string }} opts
 */
export function renderMain({ dir, siteFile, user }) {
  const root = user ? `user ${user};\nworker_rlimit_nofile 16384;\n` : '';
  return `${root}worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
events { worker_connections ${user ? 8192 : 1024}; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log ${dir}/nginx-access.log;
    client_body_temp_path ${dir}/temp/body;
    proxy_temp_path ${dir}/temp/proxy;
    fastcgi_temp_path ${dir}/temp/fastcgi;
    uwsgi_temp_path ${dir}/temp/uwsgi;
    scgi_temp_path ${dir}/temp/scgi;
    include ${siteFile};
}
`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { values } = parseArgs({
    options: {
      listen: { type: 'string', default: '127.0.0.1:8080' },
      ports: { type: 'string', default: '3001,3002,3003' },
      'web-dist': { type: 'string' },
    },
  });
  const ports = values.ports.split(',').map((p) => Number(p.trim()));
  if (ports.some((p) => !Number.isInteger(p) || p < 1 || p > 65535))
    throw new Error(`--ports: give comma-separated port numbers, not "${values.ports}"`);
  process.stdout.write(renderSite({ listen: values.listen, ports, webDist: values['web-dist'] }));
}
