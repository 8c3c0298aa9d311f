import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { hasRequiredPart } from '#engine/testing/required-part.ts';

export type S3TestServer = {
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Stops the server if this process started it; a server someone else started is left running. */
  stop(): void;
};

const SCRIPT = path.resolve(import.meta.dirname, '../../scripts/s3-test-server.sh');

function fromEnv(env: Record<string, string | undefined>): Omit<S3TestServer, 'stop'> | null {
  const { S3_TEST_ENDPOINT, S3_TEST_ACCESS_KEY_ID, S3_TEST_SECRET_ACCESS_KEY } = env;
  if (!S3_TEST_ENDPOINT || !S3_TEST_ACCESS_KEY_ID || !S3_TEST_SECRET_ACCESS_KEY) return null;
  return {
    endpoint: S3_TEST_ENDPOINT,
    region: env.S3_TEST_REGION ?? 'us-east-1',
    accessKeyId: S3_TEST_ACCESS_KEY_ID,
    secretAccessKey: S3_TEST_SECRET_ACCESS_KEY,
  };
}

/**
 * The real S3 server (Ceph radosgw) the S3 tests run against: the one named by S3_TEST_* (scripts/test.mjs
 * and CI start it once for the whole run), else one started here with scripts/s3-test-server.sh. Returns
 * the reason instead when Ceph cannot be installed on this machine (the script's exit code 3) — the only
 * case in which the S3 tests are skipped (outside CI; under CI=true it fails the run). Any other failure to
 * start is a test failure.
 */
export function acquireS3TestServer(): { server: S3TestServer } | { server: null; reason: string } {
  // Test infrastructure, like DATABASE_URL in global-setup.ts: not application configuration.
  const given = fromEnv(process.env);
  if (given) return { server: { ...given, stop: () => undefined } };
  const started = spawnSync('bash', [SCRIPT, 'start'], { encoding: 'utf8', timeout: 600_000 });
  if (started.status === 3) {
    const reason = started.stderr.trim();
    // Under CI a missing S3 server fails the run; elsewhere the S3 tests skip and their files say why.
    hasRequiredPart(
      false,
      'A real S3 server (Ceph radosgw) for the S3 storage tests',
      `${reason}\nscripts/s3-test-server.sh installs Ceph from Debian's packages (needs root and apt-get).`,
      { warn: () => undefined },
    );
    return { server: null, reason };
  }
  if (started.status !== 0) {
    throw new Error(
      `scripts/s3-test-server.sh start failed (exit ${started.status ?? started.signal}):\n${started.stderr}`,
    );
  }
  const vars = Object.fromEntries(
    [...started.stdout.matchAll(/^export (S3_TEST_\w+)=(.*)$/gm)].map((m) => [m[1], m[2]]),
  );
  const server = fromEnv(vars);
  if (!server) throw new Error(`scripts/s3-test-server.sh printed no S3_TEST_ lines:\n${started.stdout}`);
  const wasRunning = started.stderr.includes('already running');
  return {
    server: {
      ...server,
      stop: () => {
        if (!wasRunning) spawnSync('bash', [SCRIPT, 'stop'], { stdio: 'inherit' });
      },
    },
  };
}
