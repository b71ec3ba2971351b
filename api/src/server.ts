import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { loadConfig } from './config';
import { seedIfEmpty } from './seed/seed-if-empty';
import { DEMO_ACCOUNTS } from './seed/demo-accounts';
import { startupNotices } from './startup-notices';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);
  for (const notice of startupNotices(config, process.env)) app.log[notice.level](notice.msg);

  closeWithGrace({ delay: 10000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing because of an error');
    else app.log.info({ signal }, 'closing');
    await app.close();
  });

  if (config.seedOnEmpty) {
    const seeded = await seedIfEmpty(app.knex, app.imageStorage, {
      timeoutMs: config.startupLockTimeoutMs,
      log: { info: (message) => app.log.info(message) },
    });
    if (seeded) app.log.info('empty database: demo marketplace created');
  }

  await app.listen({ port: config.port, host: config.host });
  const accounts = DEMO_ACCOUNTS.map(
    (a) => `  ${a.label.padEnd(34)} ${a.email.padEnd(24)} ${a.password}`,
  ).join('\n');
  console.log(
    `\nShoreline API on http://${config.host}:${config.port}/api (docs: /api/docs)\nDemo accounts:\n${accounts}\n`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
