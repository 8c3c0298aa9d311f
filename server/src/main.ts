import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { logOutputFor } from './observability/pretty-log-stream.ts';

// Process entry point: configuration, listen, and a graceful close on SIGINT/SIGTERM.
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\nSee .env.example for every setting.\n`);
      process.exit(1);
    }
    throw error;
  }
  const started = performance.now();
  const app = await buildApp(config, {
    processMetrics: true,
    // Readable lines at a terminal, JSON lines (unchanged) when the output goes to a file or a collector.
    ...logOutputFor(process.stdout),
  });
  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown took longer than 30 s; exiting');
      process.exit(1);
    }, 30_000);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));
  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    {
      url: config.publicUrl,
      database: app.deps.database.driver,
      startupMs: Math.round(performance.now() - started),
    },
    'Clarion is ready',
  );
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Clarion failed to start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
