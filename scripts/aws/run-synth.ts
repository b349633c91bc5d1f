import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';

/** Where `ampx` would run: the project root (the functions' bundler finds package-lock.json from here). */
export const PROJECT_ROOT = resolve(__dirname, '..', '..');

export type DeploymentType = 'sandbox' | 'branch';

export interface SynthOptions {
  type: DeploymentType;
  /** The cloud assembly folder (cdk.out); `ampx` uses .amplify/artifacts/cdk.out. */
  outdir: string;
  /** `amplify-backend-namespace`: the app id for a branch, the project name for a sandbox. */
  namespace?: string;
  /** `amplify-backend-name`: the branch name, or the sandbox's name (the user's by default). */
  name?: string;
  /**
   * Bundle the functions with esbuild, as `ampx` does (default). Off, CDK's `aws:cdk:bundling-stacks`
   * context skips it (about half the time here): the templates are the same but the code assets'.
   */
  bundle?: boolean;
}

export interface SynthResult {
  type: DeploymentType;
  outdir: string;
  exitCode: number | null;
  /** What the synth printed (stdout and stderr interleaved): Gen 2's and CDK's warnings land here. */
  log: string;
  seconds: number;
}

/**
 * Synthesises amplify/backend.ts as `ampx` does: `ampx sandbox` and `ampx pipeline-deploy` ran
 * `cdk synth --app "npx tsx amplify/backend.ts"` with three context keys (today they import the
 * same file in process through the CDK toolkit, with the same keys). The CDK CLI hands an app its
 * context and output folder in CDK_CONTEXT_JSON and CDK_OUTDIR, and the app then writes its
 * assembly when the process ends; that is all this does, without the CLI or an AWS account.
 */
export function runAmplifySynth({ type, outdir, namespace = 'banwatch', name = type === 'branch' ? 'main' : 'ci', bundle = true }: SynthOptions): Promise<SynthResult> {
  const tsx = createRequire(join(PROJECT_ROOT, 'package.json')).resolve('tsx/cli');
  const context = {
    'amplify-backend-namespace': namespace,
    'amplify-backend-name': name,
    'amplify-backend-type': type,
    ...(bundle ? {} : { 'aws:cdk:bundling-stacks': [] }),
  };
  const started = Date.now();
  const child = spawn(process.execPath, [tsx, join('amplify', 'backend.ts')], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, CDK_OUTDIR: resolve(outdir), CDK_CONTEXT_JSON: JSON.stringify(context) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const chunks: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((done, fail) => {
    child.on('error', fail);
    child.on('close', (exitCode) => {
      // An app that throws after printing nothing still must not pass for a synthesised one.
      const wrote = existsSync(join(outdir, 'manifest.json'));
      done({ type, outdir, exitCode: wrote ? exitCode : (exitCode ?? 1) || 1, log: Buffer.concat(chunks).toString('utf8'), seconds: (Date.now() - started) / 1000 });
    });
  });
}
