/**
 * The mixed load in a process of its own, so that neither the load balancer (which the cluster
 * launcher runs inside the bench's process) nor the bench's RSS sampling shares its event loop:
 * `node --import tsx load-process.ts <plan.json> <result.json>`. runLoadProcess starts it.
 */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { runMixedLoad, type LoadPlan, type LoadResult } from './mixed-load';

/** Runs the plan in a child process and resolves with its result. */
export async function runLoadProcess(plan: LoadPlan, files: { plan: string; result: string }): Promise<LoadResult> {
  writeFileSync(files.plan, JSON.stringify(plan));
  const child = spawn(process.execPath, ['--import', 'tsx', __filename, files.plan, files.result], { stdio: ['ignore', 'inherit', 'inherit'] });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`the load process exited with ${code}`);
  return JSON.parse(readFileSync(files.result, 'utf8')) as LoadResult;
}

async function main(planFile: string, resultFile: string): Promise<void> {
  const plan = JSON.parse(readFileSync(planFile, 'utf8')) as LoadPlan;
  writeFileSync(resultFile, JSON.stringify(await runMixedLoad(plan)));
}

if (require.main === module) {
  const [planFile, resultFile] = process.argv.slice(2);
  main(planFile, resultFile).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
