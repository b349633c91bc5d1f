import { ConfigError, type BackendConfig } from './config';

type DeploymentConfig = Pick<BackendConfig, 'databaseUrl' | 'smtpUrl' | 'storage' | 'singleInstance'>;

const SINGLE_INSTANCE_HINT = 'or set SINGLE_INSTANCE=true if this is the only process serving that database';

/**
 * What a server may not start with. A PostgreSQL DATABASE_URL is what several instances share,
 * so whatever stays on one machine is wrong for the others: objects on its disk answer 500
 * everywhere else, and mail written to its outbox reaches nobody. Unless the operator declares
 * the process alone (SINGLE_INSTANCE), a shared database needs a shared bucket and an SMTP
 * server. The embedded database is one process's by construction (DATA_DIR/pglite.lock).
 * Only the server applies these rules; the command-line tools run beside it on the same settings.
 */
export function deploymentProblems(config: DeploymentConfig): string[] {
  if (!config.databaseUrl || config.singleInstance) return [];
  const problems: string[] = [];
  if (!config.storage.s3) {
    problems.push(
      'DATABASE_URL names a database several instances may share, but objects are kept on this machine’s disk (DATA_DIR/storage), ' +
        `where other instances cannot read them: set STORAGE_S3_BUCKET (with STORAGE_S3_ENDPOINT for an S3-compatible server), ${SINGLE_INSTANCE_HINT}`,
    );
  }
  if (!config.smtpUrl) {
    problems.push(
      'DATABASE_URL names a database several instances may share, but SMTP_URL is not set, so mail would be written to the outbox folder ' +
        `of whichever instance handled the request: set SMTP_URL, ${SINGLE_INSTANCE_HINT}`,
    );
  }
  return problems;
}

/** Throws the configuration error the server stops with, listing every problem. */
export function assertDeployable(config: DeploymentConfig): void {
  const problems = deploymentProblems(config);
  if (problems.length > 0) throw new ConfigError(problems);
}
