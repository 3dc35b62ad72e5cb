import { Logger } from '@nestjs/common';
import { createApp } from './create-app';
import { ConfigError, loadConfig } from './platform/config/app-config';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await createApp(config);
  await app.listen({ port: config.port, host: config.host });
  const database =
    config.database.kind === 'postgres'
      ? 'PostgreSQL'
      : `embedded PGlite (${config.database.dataDir})`;
  // Through the app's logger: every line on stdout is one JSON object.
  new Logger('Main').log(
    `Vaultline API ready on http://${config.host}:${config.port} (database: ${database})`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
