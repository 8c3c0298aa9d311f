import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { logOutputFor } from './observability/pretty-log-stream.ts';

// `npm run worker`: job workers only, no HTTP listener. Needs DATABASE_URL so it can share the database
// with API processes (PGlite allows a single process).
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.databaseUrl) {
    process.stderr.write(
      'npm run worker needs DATABASE_URL: the embedded database runs workers inside npm start.\n',
    );
    process.exit(1);
  }
  const app = await buildApp(config, {
    workers: true,
    processMetrics: true,
    surface: 'ops',
    ...logOutputFor(process.stdout),
  });
  if (config.workerPort) {
    // Probes and metrics only, for the orchestrator; users are served by the API processes.
    await app.listen({ host: config.host, port: config.workerPort });
  } else {
    await app.ready();
  }
  app.log.info('Clarion worker is running');
  const close = async () => {
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void close());
  process.on('SIGTERM', () => void close());
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Clarion worker failed to start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
