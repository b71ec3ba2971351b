import fs from 'node:fs';
import path from 'node:path';

// Issue 20 item 8: images served from a bucket carried no X-Content-Type-Options: nosniff (S3 sends
// none, and object metadata cannot add it). In the docker-compose deployment browsers fetch them
// through the `images` proxy (docker/images.nginx.conf), which adds it to every answer; locally the
// API serves /uploads with it (upload-images.test.ts). No nginx runs here, so its configuration is read.

const ROOT = path.resolve(__dirname, '../../../..');
const conf = fs.readFileSync(path.join(ROOT, 'docker/images.nginx.conf'), 'utf8').replace(/#.*$/gm, '');
const compose = fs.readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8');

/** The bodies of the `location` blocks, by their path (no nested braces other than limit_except's). */
function locations(text: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of text.matchAll(/location\s+(\S+)\s*\{((?:[^{}]|\{[^{}]*\})*)\}/g)) {
    found.set(match[1]!, match[2]!);
  }
  return found;
}

/** One service of docker-compose.yml: its lines up to the next service (two-space indented keys). */
function service(name: string): string {
  const lines = compose.split('\n');
  const start = lines.indexOf(`  ${name}:`);
  if (start < 0) throw new Error(`no service ${name}`);
  const end = lines.findIndex((line, i) => i > start && /^ {2}[\w-]+:\s*$|^\S/.test(line));
  return lines.slice(start, end < 0 ? undefined : end).join('\n');
}

describe('the images proxy of docker-compose', () => {
  it('adds X-Content-Type-Options: nosniff to every answer, once, whatever the store sends', () => {
    const blocks = locations(conf);
    expect([...blocks.keys()].sort()).toEqual(['/', '/shoreline-images/']);
    for (const body of blocks.values()) {
      expect(body).toMatch(/^\s*add_header\s+X-Content-Type-Options\s+nosniff\s+always;/m);
    }
    const bucket = blocks.get('/shoreline-images/')!;
    expect(bucket).toMatch(/^\s*proxy_hide_header\s+X-Content-Type-Options;/m);
    expect(bucket).toMatch(/^\s*proxy_pass\s+http:\/\/minio:9000;/m);
    // Reads only: the S3 API (writes, deletes) is not reachable through it.
    expect(bucket).toMatch(/limit_except\s+GET\s*\{\s*deny\s+all;\s*\}/);
    expect(conf).toMatch(/^\s*listen\s+9000;/m);
  });

  it('is what browsers fetch images from: it publishes :9000, MinIO publishes nothing', () => {
    const images = service('images');
    expect(images).toContain('./docker/images.nginx.conf:/etc/nginx/conf.d/default.conf:ro');
    expect(images).toMatch(/- '9000:9000'/);
    expect(service('minio')).not.toMatch(/^\s+ports:/m);
    const api = service('api');
    expect(api).toContain('S3_BUCKET: shoreline-images');
    expect(api).toContain('S3_PUBLIC_URL: ${S3_PUBLIC_URL:-http://localhost:9000/shoreline-images}');
  });
});
